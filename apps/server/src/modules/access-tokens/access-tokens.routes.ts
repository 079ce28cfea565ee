import {
  accessTokenCreated,
  accessTokenList,
  createAccessTokenBody,
  errorBody,
  organizationAccessTokenList,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { noContent } from '#src/plugins/openapi.js';
import {
  createAccessToken,
  myAccessTokens,
  organizationAccessTokens,
  revokeAccessToken,
} from './access-tokens.service.js';

const tags = ['access-tokens'];
const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/**
 * Personal access tokens (docs/product/access-tokens.md): a signed-in user creates, lists and revokes their
 * own (another user's token answers 404); these routes refuse a token themselves, so a token cannot make
 * more tokens.
 */
export const accessTokensRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, opts) => {
  const deps = { db: opts.db, bus: app.events, now: opts.now };
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/access-tokens',
    { schema: { tags, response: { 200: accessTokenList, ...errors } } },
    async (req) => ({ tokens: await myAccessTokens(deps, req.user) }),
  );

  app.post(
    '/api/access-tokens',
    {
      schema: {
        tags,
        summary: 'Create a token; its secret is in this answer only',
        body: createAccessTokenBody,
        response: { 201: accessTokenCreated, ...errors },
      },
    },
    async (req, reply) => reply.status(201).send(await createAccessToken(deps, req.user, req.body)),
  );

  app.delete(
    '/api/access-tokens/:id',
    {
      schema: { tags, params: idParams, response: { 204: noContent('The token was revoked'), ...errors } },
    },
    async (req, reply) => {
      await revokeAccessToken(deps, req.user, req.params.id, 'own');
      return reply.status(204).send();
    },
  );
};

/**
 * The organisation's tokens for its admins and the owner (System Settings; recruiters 403; another
 * organisation's token answers 404).
 */
export const organizationAccessTokensRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (
  app,
  opts,
) => {
  const deps = { db: opts.db, bus: app.events, now: opts.now };
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/organization/access-tokens',
    { schema: { tags, response: { 200: organizationAccessTokenList, ...errors } } },
    async (req) => ({ tokens: await organizationAccessTokens(deps, req.user) }),
  );

  app.delete(
    '/api/organization/access-tokens/:id',
    {
      schema: { tags, params: idParams, response: { 204: noContent('The token was revoked'), ...errors } },
    },
    async (req, reply) => {
      await revokeAccessToken(deps, req.user, req.params.id, 'organization');
      return reply.status(204).send();
    },
  );
};
