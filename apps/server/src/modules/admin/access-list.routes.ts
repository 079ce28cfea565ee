import {
  accessEntry,
  accessEntryCreate,
  accessEntryCreated,
  accessEntryUpdate,
  invitationLink,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import type { InvitationDelivery } from '#src/modules/auth/index.js';
import { noContent } from '#src/plugins/openapi.js';
import { listAccess } from './access-list.queries.js';
import { changeEntryRole, grantEntry, renewInvitation, revokeEntry } from './access-list.service.js';

const idParams = z.object({ id: z.uuid() });

/**
 * The access list and its invitation links, managed by the owner only (docs/product/admin.md#access-list,
 * docs/product/admin.md#invitations).
 */
export const accessListRoutes: FastifyPluginAsyncZod<{ db: Db; delivery: InvitationDelivery }> = async (
  app,
  { db, delivery },
) => {
  app.addHook('onRequest', app.requireRole('owner'));

  app.get(
    '/api/admin/access-list',
    { schema: { tags: ['admin'], response: { 200: z.object({ entries: z.array(accessEntry) }) } } },
    async () => ({ entries: await listAccess(db, delivery.now()) }),
  );

  app.post(
    '/api/admin/access-list',
    {
      schema: {
        tags: ['admin'],
        summary: 'Add an e-mail (with its invitation link) or a domain',
        body: accessEntryCreate,
        response: { 201: accessEntryCreated },
      },
    },
    async (req, reply) =>
      reply
        .status(201)
        .send(await grantEntry({ db, bus: app.events, caller: req.user, body: req.body, delivery })),
  );

  app.post(
    '/api/admin/access-list/:id/invitation',
    {
      schema: {
        tags: ['admin'],
        summary: 'A new invitation link for an e-mail entry; the earlier link stops working',
        params: idParams,
        response: { 201: invitationLink },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await renewInvitation({ db, caller: req.user, id: req.params.id, delivery })),
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
      await changeEntryRole({ db, bus: app.events, id: req.params.id, role: req.body.role });
      return reply.status(204).send();
    },
  );

  app.delete(
    '/api/admin/access-list/:id',
    { schema: { tags: ['admin'], params: idParams, response: { 204: noContent('The entry was removed') } } },
    async (req, reply) => {
      await revokeEntry({ db, bus: app.events, id: req.params.id });
      return reply.status(204).send();
    },
  );
};
