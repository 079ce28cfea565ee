import {
  accessCheckBody,
  accessCheckResponse,
  errorBody,
  meResponse,
  setupBody,
  setupStatus,
} from '@rw/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { findAccessRole, hasAccount, isListedByEmail, ownerExists } from './access.queries.js';
import { createOwner } from './auth.service.js';

/** A JSON object better-auth answers with (its sign-up answer or refusal). */
const authAnswer = z.looseObject({});

/**
 * Setup, access pre-check and the current user (docs/product/shell.md#first-run-setup,
 * docs/product/shell.md#access-list-and-roles).
 */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  googleEnabled: boolean;
  /** SIGN_IN_RATE_LIMIT: each sign-in asks access-check first, so that check allows 3 times as many. */
  signInPerMinute: number;
}> = async (app, { db, googleEnabled, signInPerMinute }) => {
  app.get(
    '/api/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether first-run setup is needed',
        response: { 200: setupStatus },
      },
    },
    async () => ({ needsSetup: !(await ownerExists(db)), googleEnabled }),
  );

  app.post(
    '/api/setup',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create the owner account (first run only)',
        body: setupBody,
        // better-auth's answers are passed on as they are; the client needs only the session cookie.
        response: {
          201: authAnswer.describe("better-auth's sign-up answer; sets the session cookie"),
          default: authAnswer.describe("better-auth's refusal, or `{ error }` (409 once setup is done)"),
        },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (req, reply) => {
      const res = await createOwner({
        db,
        auth: app.auth,
        body: req.body,
        headers: fromNodeHeaders(req.headers),
      });
      const cookies = res.headers.getSetCookie();
      if (cookies.length) reply.header('set-cookie', cookies);
      return reply.status(res.ok ? 201 : res.status).send((await res.json()) as z.infer<typeof authAnswer>);
    },
  );

  app.post(
    '/api/auth/access-check',
    {
      schema: {
        tags: ['auth'],
        summary: 'Whether an e-mail may sign in, checked before any password is sent',
        body: accessCheckBody,
        response: { 200: accessCheckResponse },
      },
      config: { rateLimit: { max: 3 * signInPerMinute, timeWindow: '1 minute' } },
    },
    async (req) => {
      const allowed = (await findAccessRole(db, req.body.email)) !== null;
      const account = allowed && (await hasAccount(db, req.body.email));
      const canSetPassword = allowed && !account && (await isListedByEmail(db, req.body.email));
      return { allowed, hasAccount: account, canSetPassword };
    },
  );

  app.get(
    '/api/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: meResponse, 401: errorBody, 403: errorBody },
      },
      onRequest: app.authenticate,
    },
    async (req) => ({ user: req.user }),
  );
};
