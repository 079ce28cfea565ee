import crypto from 'node:crypto';
import { emailDomain } from '@rw/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { companies, jobs } from '#src/db/schema/index.js';
import { createTestContext, type TestContext, type TestUser } from '#src/test/harness.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ProcessTestContext = TestContext & {
  /** The app serving the interview-process routes (the harness's own once app.ts registers them). */
  api: FastifyInstance;
  call: (method: Method, url: string, user?: TestUser, payload?: unknown) => Promise<LightMyRequestResponse>;
  /** Creates a company and a job of the user's organisation directly in the database. @returns the job id. */
  createJob: (user: TestUser, fields?: Partial<typeof jobs.$inferInsert>) => Promise<string>;
};

/**
 * The test harness with `call` and a `createJob` factory for the interview-process routes, on a fresh
 * database. `env` adds settings such as OPENAI_BASE_URL of the mock provider.
 */
export async function createProcessTestContext(
  env: Record<string, string> = {},
): Promise<ProcessTestContext> {
  const ctx = await createTestContext(env);
  const api = ctx.app;
  const close = ctx.close;
  const call: ProcessTestContext['call'] = (method, url, user, payload) => {
    const opts: InjectOptions = { method, url, headers: user ? { cookie: user.cookie } : {} };
    if (payload !== undefined) opts.payload = payload as InjectOptions['payload'];
    return api.inject(opts);
  };
  const createJob: ProcessTestContext['createJob'] = async (user, fields = {}) => {
    const domain = emailDomain(user.email);
    // The first authenticated call creates the user's profile, which the rows below refer to.
    await call('GET', `/api/jobs/${crypto.randomUUID()}/workflow`, user);
    const [company] = await ctx.db
      .insert(companies)
      .values({
        name: `Company ${crypto.randomUUID().slice(0, 6)}`,
        companyDomain: 'company.example',
        toneOfVoiceInstructions: 'Warm, direct and plain.',
        domain,
        ownerUserId: user.id,
        createdBy: user.id,
      })
      .returning({ id: companies.id, name: companies.name });
    const [job] = await ctx.db
      .insert(jobs)
      .values({
        title: 'Backend Engineer',
        companyId: company!.id,
        companyName: company!.name,
        domain,
        createdBy: user.id,
        ...fields,
      })
      .returning({ id: jobs.id });
    return job!.id;
  };
  return { ...ctx, api, call, createJob, close };
}
