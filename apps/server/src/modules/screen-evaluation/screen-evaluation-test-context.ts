import crypto from 'node:crypto';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '#src/app.js';
import { loadEnv } from '#src/env.js';
import { createTestContext, type TestContext, type TestUser } from '#src/test/harness.js';
import { screenEvaluationRoutes } from './screen-evaluation.routes.js';

type Method = 'GET' | 'POST' | 'DELETE';

export type ScreenEvaluationTestContext = TestContext & {
  /** The app serving the Screen Evaluation routes (the harness's own once app.ts registers them). */
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
  const secret = crypto.randomBytes(32).toString('hex');
  const ctx = await createTestContext({ AUTH_SECRET: secret, ...env });
  let api = ctx.app;
  let close = ctx.close;
  if (!ctx.app.hasRoute({ method: 'POST', url: '/api/analyze-transcript' })) {
    const settings = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SIGN_IN_RATE_LIMIT: '1000',
      AUTH_SECRET: secret,
    };
    const extra = await buildApp({ env: loadEnv({ ...settings, ...env }), db: ctx.db, logger: false });
    await extra.register(screenEvaluationRoutes, { db: ctx.db, ai: extra.ai });
    await extra.ready();
    api = extra;
    close = async () => {
      await extra.close();
      await ctx.close();
    };
  }
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
