import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany, createJob, createOrganisationUser, type TestUser } from './factories.js';
import { createTestContext, type TestContext } from './harness.js';

/** Whether jsdom's own modules are in this process's module cache (loaded by anything at all). */
const jsdomLoaded = () =>
  Object.keys(createRequire(import.meta.url).cache).some((file) =>
    /[\\/]node_modules[\\/]jsdom[\\/]/.test(file),
  );

/*
 * The read path (docs/decisions/0011-request-path.md): rich text is sanitised when it is written and returned as
 * stored, so the reads a screen makes never load the sanitiser or jsdom under it.
 */
describe('the read path', () => {
  let ctx: TestContext;
  let user: TestUser;
  let companyId: string;
  let jobId: string;

  beforeAll(async () => {
    ctx = await createTestContext();
    user = await createOrganisationUser(ctx);
    companyId = (await createCompany(ctx, user, { name: 'Plain Co' })).id;
    jobId = await createJob(ctx, user, { company_id: companyId });
  });
  afterAll(async () => ctx?.close());

  it('answers the lists, a job, a company and the user without loading the sanitiser or jsdom', async () => {
    for (const url of [
      '/api/candidates?limit=50',
      '/api/candidates?q=engineer%2012',
      `/api/jobs/${jobId}`,
      '/api/jobs',
      `/api/companies/${companyId}`,
      '/api/me',
    ]) {
      expect((await ctx.call('GET', url, { cookie: user.cookie })).statusCode, url).toBe(200);
    }
    expect(jsdomLoaded()).toBe(false);
  });

  it('sanitises rich text on its write and returns it as stored', async () => {
    const written = await ctx.call('PATCH', `/api/companies/${companyId}`, {
      cookie: user.cookie,
      body: { description: '<p>Hi<script>alert(1)</script> <a href="https://acme.test">web</a></p>' },
    });
    expect(written.statusCode).toBe(200);
    expect(jsdomLoaded()).toBe(true);
    const stored = '<p>Hi <a href="https://acme.test" target="_blank" rel="noopener noreferrer">web</a></p>';
    expect(written.json().description).toBe(stored);
    const read = await ctx.call('GET', `/api/companies/${companyId}`, { cookie: user.cookie });
    expect(read.json().description).toBe(stored);
  });
});
