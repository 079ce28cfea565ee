import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#src/app.js';
import { loadEnv } from '#src/env.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { adminRoutes } from './admin.routes.js';

export type AdminTestContext = TestContext & {
  /** The app that serves the admin routes (the harness's own app once app.ts registers them). */
  api: FastifyInstance;
  /** Calls `api` with a session cookie (none for an anonymous call). */
  call: (
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
};

/**
 * The test harness plus the admin routes. Until app.ts registers `adminRoutes`, a second app is built on the
 * same database and auth secret (sessions live in the database, so the harness's cookies work on both).
 */
export async function createAdminTestContext(): Promise<AdminTestContext> {
  const secret = crypto.randomBytes(32).toString('hex');
  const ctx = await createTestContext({ AUTH_SECRET: secret });
  let api = ctx.app;
  let close = ctx.close;
  if (!ctx.app.hasRoute({ method: 'GET', url: '/api/admin/stats' })) {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIGN_IN_RATE_LIMIT: '1000',
      AUTH_SECRET: secret,
    });
    const extra = await buildApp({ env, db: ctx.db, logger: false });
    // The same wiring app.ts is to have: the AI layer's master key encrypts and decrypts provider keys.
    await extra.register(adminRoutes, { db: ctx.db, masterKey: extra.ai.config.masterKey });
    await extra.ready();
    api = extra;
    close = async () => {
      await extra.close();
      await ctx.close();
    };
  }
  const call: AdminTestContext['call'] = (method, url, cookie, payload) => {
    const opts: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
    if (payload) opts.payload = payload;
    return api.inject(opts);
  };
  return { ...ctx, api, call, close };
}
