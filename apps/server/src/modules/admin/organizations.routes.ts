import { adminOrganization, adminOrganizationList, organizationCreate, organizationUpdate } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#src/plugins/openapi.js';
import type { AdminOptions } from './admin.routes.js';
import {
  createOrganization,
  editOrganization,
  listAdminOrganizations,
  removeOrganization,
} from './organizations.service.js';

const idParams = z.object({ id: z.uuid() });
const tags = ['admin'];

/**
 * Organizations tab of the Admin Panel (docs/product/admin.md#organizations); registered under the owner-only
 * hook.
 */
export const organizationsRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, opts) => {
  const { db, masterKey } = opts;
  app.get(
    '/api/admin/organizations',
    { schema: { tags, response: { 200: adminOrganizationList } } },
    async () => ({ organizations: await listAdminOrganizations({ db, masterKey }) }),
  );

  app.post(
    '/api/admin/organizations',
    { schema: { tags, body: organizationCreate, response: { 201: adminOrganization } } },
    async (req, reply) =>
      reply.status(201).send(await createOrganization({ ...opts, caller: req.user, body: req.body })),
  );

  app.patch(
    '/api/admin/organizations/:id',
    { schema: { tags, params: idParams, body: organizationUpdate, response: { 200: adminOrganization } } },
    async (req) => editOrganization({ ...opts, caller: req.user, id: req.params.id, body: req.body }),
  );

  app.delete(
    '/api/admin/organizations/:id',
    { schema: { tags, params: idParams, response: { 204: noContent('The organization was deleted') } } },
    async (req, reply) => {
      await removeOrganization({ db, id: req.params.id });
      return reply.status(204).send();
    },
  );
};
