import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext } from '#src/test/harness.js';

export type AdminTestContext = TestContext & {
  /** The app that serves the admin routes . */
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
  const ctx = await createTestContext();
  const api = ctx.app;
  const close = ctx.close;
  const call: AdminTestContext['call'] = (method, url, cookie, payload) => {
    const opts: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
    if (payload) opts.payload = payload;
    return api.inject(opts);
  };
  return { ...ctx, api, call, close };
}
