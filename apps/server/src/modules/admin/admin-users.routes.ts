import { adminUser, adminUserList, adminUserUpdate, organizationFilter } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { noContent } from '#src/plugins/openapi.js';
import type { AdminOptions } from './admin.routes.js';
import { listAdminUsers } from './admin-users.queries.js';
import { changeUserStatus, removeUser } from './admin-users.service.js';

const idParams = z.object({ id: z.string().min(1).max(200) });
const tags = ['admin'];

/** Users tab of the Admin Panel (docs/product/admin.md#users); registered under the owner-only hook. */
export const adminUsersRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, { db }) => {
  app.get(
    '/api/admin/users',
    { schema: { tags, querystring: organizationFilter, response: { 200: adminUserList } } },
    async (req) => ({ users: await listAdminUsers(db, req.query.organization_id) }),
  );

  app.patch(
    '/api/admin/users/:id',
    { schema: { tags, params: idParams, body: adminUserUpdate, response: { 200: adminUser } } },
    async (req) =>
      changeUserStatus({
        db,
        bus: app.events,
        caller: req.user,
        id: req.params.id,
        isActive: req.body.is_active,
      }),
  );

  app.delete(
    '/api/admin/users/:id',
    { schema: { tags, params: idParams, response: { 204: noContent('The user was deleted') } } },
    async (req, reply) => {
      await removeUser({ db, bus: app.events, caller: req.user, id: req.params.id });
      return reply.status(204).send();
    },
  );
};
