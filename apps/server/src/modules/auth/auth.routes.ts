import {
  accessCheckBody,
  accessCheckResponse,
  errorBody,
  invitationLookupBody,
  invitationLookupResponse,
  meResponse,
  sessionCheckResponse,
  setupBody,
  setupStatus,
} from '@rw/core';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { findAccessRole, isListedByEmail, ownerExists } from './access.queries.js';
import { createOwner } from './auth.service.js';
import { lookupInvitation } from './invitations.service.js';

/** A JSON object better-auth answers with (its sign-up answer or refusal). */
const authAnswer = z.looseObject({});

/**
 * Setup, access pre-check, the invite page's lookup and the current user (docs/product/shell.md#first-run-setup,
 * docs/product/shell.md#sign-in, docs/product/shell.md#invitation).
 */
export const authRoutes: FastifyPluginAsyncZod<{
  db: Db;
  googleEnabled: boolean;
  /** SIGN_IN_RATE_LIMIT: each sign-in asks access-check first, so that check allows 3 times as many. */
  signInPerMinute: number;
  /** The clock of invitations (tests move it instead of waiting). */
  now: () => Date;
}> = async (app, { db, googleEnabled, signInPerMinute, now }) => {
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
        now: now(),
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
        summary: 'Whether an e-mail may sign in, and how, checked before any password is sent',
        description:
          'Answers from the access list alone, never from accounts: an invited e-mail that has not signed up yet looks like any other listed e-mail.',
        body: accessCheckBody,
        response: { 200: accessCheckResponse },
      },
      config: { rateLimit: { max: 3 * signInPerMinute, timeWindow: '1 minute' } },
    },
    async (req) => {
      const allowed = (await findAccessRole(db, req.body.email)) !== null;
      const useGoogle = allowed && !(await isListedByEmail(db, req.body.email));
      return { allowed, useGoogle };
    },
  );

  app.post(
    '/api/auth/invitation',
    {
      schema: {
        tags: ['auth'],
        summary: "The invited e-mail of an invitation link's token (the invite page)",
        body: invitationLookupBody,
        response: { 200: invitationLookupResponse, 404: errorBody },
      },
      config: { rateLimit: { max: 3 * signInPerMinute, timeWindow: '1 minute' } },
    },
    async (req) => lookupInvitation({ db, token: req.body.token, now: now() }),
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

  app.get(
    '/api/session',
    {
      schema: {
        tags: ['auth'],
        summary: "The browser's session check: the signed-in user, or none",
        description:
          'Answers 200 `{ user: null }` without a session (`expired` true for a session cookie the server no longer knows), so the signed-out page logs no error; `/api/me` keeps answering 401 for API clients. An account that left the access list is refused with 403 and its sessions ended, as on every route.',
        response: { 200: sessionCheckResponse, 403: errorBody },
      },
    },
    async (req, reply) => {
      try {
        await app.authenticate(req, reply);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        if (err.code === 'UNAUTHENTICATED') return { user: null, expired: false };
        if (err.code === 'SESSION_EXPIRED') return { user: null, expired: true };
        throw err;
      }
      return { user: req.user, expired: false };
    },
  );
};
