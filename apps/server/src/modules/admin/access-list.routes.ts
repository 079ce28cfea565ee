import { accessEntry, accessEntryCreate, accessEntryUpdate } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { noContent } from '#src/plugins/openapi.js';
import { listAccess } from './access-list.queries.js';
import { changeEntryRole, grantEntry, revokeEntry } from './access-list.service.js';

const idParams = z.object({ id: z.uuid() });

/**
 * The access list, managed by the owner only (docs/product/admin.md#access-list; DESIGN.md, Identity and
 * access).
 */
export const accessListRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.requireRole('owner'));

  app.get(
    '/api/admin/access-list',
    { schema: { tags: ['admin'], response: { 200: z.object({ entries: z.array(accessEntry) }) } } },
    async () => ({ entries: await listAccess(db) }),
  );

  app.post(
    '/api/admin/access-list',
    { schema: { tags: ['admin'], body: accessEntryCreate, response: { 201: accessEntry } } },
    async (req, reply) => reply.status(201).send(await grantEntry({ db, caller: req.user, body: req.body })),
  );

  app.patch(
    '/api/admin/access-list/:id',
    {
      schema: {
        tags: ['admin'],
        params: idParams,
        body: accessEntryUpdate,
        response: { 204: noContent("The entry's role was changed") },
      },
    },
    async (req, reply) => {
      await changeEntryRole({ db, id: req.params.id, role: req.body.role });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/access-list/:id',
    { schema: { tags: ['admin'], params: idParams, response: { 204: noContent('The entry was removed') } } },
    async (req, reply) => {
      await revokeEntry({ db, id: req.params.id });
      return reply.status(204).send();
    },
  );
};
