import {
  errorBody,
  invitationLink,
  organizationInviteBody,
  organizationInviteCreated,
  organizationUser,
  organizationUsersView,
  organizationUserUpdate,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import type { InvitationDelivery } from '#src/modules/auth/index.js';
import { noContent } from '#src/plugins/openapi.js';
import {
  deleteMemberAccount,
  inviteMember,
  organizationUsers,
  renewMemberLink,
  updateMember,
  withdrawInvitation,
} from './organization-users.service.js';

const tags = ['user-management'];
const userParams = z.object({ id: z.string().min(1).max(200) });
const invitationParams = z.object({ id: z.uuid() });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * User Management (docs/product/admin.md#user-management): the caller's organisation's people and pending
 * invitations, for its admins and the owner (recruiters 403, anonymous 401; another organisation's person or
 * invitation answers 404).
 */
export const organizationUsersRoutes: FastifyPluginAsyncZod<{
  db: Db;
  delivery: InvitationDelivery;
}> = async (app, { db, delivery }) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const deps = { db, delivery, bus: app.events };

  app.get(
    '/api/organization/users',
    { schema: { tags, response: { 200: organizationUsersView, ...errors } } },
    async (req) => organizationUsers(deps, req.user),
  );

  app.patch(
    '/api/organization/users/:id',
    {
      schema: {
        tags,
        summary: "Change a person's role (admin or recruiter) and/or status (is_active)",
        params: userParams,
        body: organizationUserUpdate,
        response: { 200: organizationUser, ...errors },
      },
    },
    async (req) => updateMember(deps, req.user, req.params.id, req.body),
  );

  app.delete(
    '/api/organization/users/:id',
    {
      schema: {
        tags,
        params: userParams,
        response: { 204: noContent('The user was deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await deleteMemberAccount(deps, req.user, req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/organization/invitations',
    {
      schema: {
        tags,
        summary: 'Invite an e-mail of the organisation with a role; answers its one-time link',
        body: organizationInviteBody,
        response: { 201: organizationInviteCreated, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await inviteMember(deps, req.user, req.body)),
  );

  app.post(
    '/api/organization/invitations/:id/link',
    {
      schema: {
        tags,
        summary: 'A new link for a pending invitation; the earlier link stops working',
        params: invitationParams,
        response: { 201: invitationLink, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await renewMemberLink(deps, req.user, req.params.id)),
  );

  app.delete(
    '/api/organization/invitations/:id',
    {
      schema: {
        tags,
        summary: 'Withdraw a pending invitation (its link stops working)',
        params: invitationParams,
        response: { 204: noContent('The invitation was withdrawn'), ...errors },
      },
    },
    async (req, reply) => {
      await withdrawInvitation(deps, req.user, req.params.id);
      return reply.status(204).send();
    },
  );
};
