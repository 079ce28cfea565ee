import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { createTestContext, type TestContext, type TestUser } from '#src/test/harness.js';

type Method = 'GET' | 'POST' | 'DELETE';

export type ScreenEvaluationTestContext = TestContext & {
  /** The app serving the Screen Evaluation routes . */
  api: FastifyInstance;
  /** Calls `api` as `user` (anonymous without one); `headers` adds e.g. `accept`. */
  call: (
    method: Method,
    url: string,
    user?: TestUser,
    payload?: unknown,
    headers?: Record<string, string>,
  ) => Promise<LightMyRequestResponse>;
};

/**
 * The test harness plus the Screen Evaluation routes on a fresh database. Until app.ts registers them, a
 * second app is built on the same database and auth secret (sessions live in the database, so cookies
 * work on both). `env` adds settings such as OPENAI_BASE_URL of the mock provider.
 */
export async function createScreenEvaluationTestContext(
  env: Record<string, string> = {},
): Promise<ScreenEvaluationTestContext> {
  const ctx = await createTestContext(env);
  const api = ctx.app;
  const close = ctx.close;
  const call: ScreenEvaluationTestContext['call'] = (method, url, user, payload, headers = {}) => {
    const opts: InjectOptions = {
      method,
      url,
      headers: { ...headers, ...(user ? { cookie: user.cookie } : {}) },
    };
    if (payload !== undefined) opts.payload = payload as InjectOptions['payload'];
    return api.inject(opts);
  };
  return { ...ctx, api, call, close };
}
