import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#src/app.js';
import { loadEnv } from '#src/env.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { companiesRoutes } from './companies.routes.js';

export type CompaniesTestContext = TestContext & {
  /** The app that serves the companies routes (the harness's own app once app.ts registers them). */
  api: FastifyInstance;
  /** Calls `api` with a session cookie (none for an anonymous call). */
  call: (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    url: string,
    cookie?: string,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
};

/**
 * The test harness plus the companies routes. Until app.ts registers `companiesRoutes`, a second app is
 * built on the same database and auth secret (sessions live in the database, so cookies work on both).
 */
export async function createCompaniesTestContext(): Promise<CompaniesTestContext> {
  const secret = crypto.randomBytes(32).toString('hex');
  const ctx = await createTestContext({ AUTH_SECRET: secret });
  let api = ctx.app;
  let close = ctx.close;
  if (!ctx.app.hasRoute({ method: 'GET', url: '/api/companies' })) {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIGN_IN_RATE_LIMIT: '1000',
      AUTH_SECRET: secret,
    });
    const extra = await buildApp({ env, db: ctx.db, logger: false });
    await extra.register(companiesRoutes, { db: ctx.db });
    await extra.ready();
    api = extra;
    close = async () => {
      await extra.close();
      await ctx.close();
    };
  }
  const call: CompaniesTestContext['call'] = (method, url, cookie, payload) => {
    const opts: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
    if (payload) opts.payload = payload;
    return api.inject(opts);
  };
  return { ...ctx, api, call, close };
}
