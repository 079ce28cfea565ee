import crypto from 'node:crypto';
import type {
  Company,
  CreateCompanyInput,
  CreateJobBody,
  Role,
  SaveScreenEvaluationBody,
  ScreenEvaluation,
  Workflow,
} from '@rw/core';
import { defaultWorkflow, emailDomain, INVITATION_TOKEN_FIELD } from '@rw/core';
import type { LightMyRequestResponse } from 'fastify';
import { createInvitationToken, grantAccess } from '#src/modules/auth/index.js';
import type { TestContext } from './harness.js';
import { multipartFile } from './multipart.js';

/*
 * Data for API tests, made the way users make it: through the routes, or a module's public entry where no
 * route exists (the access list). Unique e-mails and organisations instead of one shared seed (STYLE.md, Tests).
 */

/** A signed-in user: `cookie` is the Cookie header for `ctx.call`. */
export type TestUser = { id: string; email: string; domain: string; password: string; cookie: string };

let counter = 0;
const suffix = () => {
  counter += 1;
  return `${counter}.${crypto.randomBytes(3).toString('hex')}`;
};

/** A unique e-mail at `domain`. */
export function uniqueEmail(domain = 'acme.test', prefix = 'user'): string {
  return `${prefix}${suffix()}@${domain}`;
}

/** A domain no other test uses: a new organisation. */
export function uniqueDomain(prefix = 'org'): string {
  return `${prefix}-${suffix().replace('.', '-')}.test`;
}

/** The response when it has `status`. @throws with its body otherwise (a factory's setup failed). */
function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res;
}

/**
 * An invitation of `email` (already on the access list by itself), accepted through the sign-up route as the
 * invite page does (docs/product/shell.md#invitation). @returns the new account's id.
 */
export async function acceptInvitation(
  ctx: TestContext,
  opts: { email: string; password: string; name: string },
): Promise<string> {
  const { token } = await createInvitationToken({
    db: ctx.db,
    email: opts.email,
    by: 'test',
    now: ctx.now(),
  });
  const body = { name: opts.name, password: opts.password, [INVITATION_TOKEN_FIELD]: token };
  const up = await ctx.call('POST', '/api/auth/sign-up/email', { body });
  expectStatus(up, 200, 'sign-up');
  return (up.json() as { user: { id: string } }).user.id;
}

/**
 * A user of an organisation: the e-mail on the access list with `role` (recruiter by default), a password
 * account made from an invitation, and a session. The e-mail is `email`, else a unique one at `domain`, else
 * at a new organisation's domain. The sign-in creates the profile (docs/product/shell.md#session).
 */
export async function createOrganisationUser(
  ctx: TestContext,
  opts: { role?: Role; domain?: string; email?: string; name?: string; password?: string } = {},
): Promise<TestUser> {
  const email = opts.email ?? uniqueEmail(opts.domain ?? uniqueDomain());
  const password = opts.password ?? 'correct-horse-battery';
  await grantAccess(ctx.db, { email, role: opts.role ?? 'recruiter' });
  const name = opts.name ?? email.split('@')[0] ?? email;
  const id = await acceptInvitation(ctx, { email, password, name });
  return { id, email, domain: emailDomain(email), password, cookie: await ctx.signIn(email, password) };
}

/** A company of `user`'s organisation through POST /api/companies (a unique name unless given). */
export async function createCompany(
  ctx: TestContext,
  user: TestUser,
  fields: Partial<CreateCompanyInput> = {},
): Promise<Company> {
  const body = { name: `Company ${suffix()}`, ...fields };
  const res = await ctx.call('POST', '/api/companies', { cookie: user.cookie, body });
  return expectStatus(res, 201, 'company').json();
}

// One company per user and context for jobs created without one (a user may own 8 companies).
const defaultCompanies = new WeakMap<TestContext, Map<string, Promise<string>>>();

/**
 * A job through POST /api/jobs as `user`, in `fields.company_id` or else in a company the factory made for
 * this user once. @returns the job id.
 */
export async function createJob(
  ctx: TestContext,
  user: TestUser,
  fields: Partial<CreateJobBody> = {},
): Promise<string> {
  let companyId = fields.company_id;
  if (!companyId) {
    const byUser = defaultCompanies.get(ctx) ?? new Map<string, Promise<string>>();
    defaultCompanies.set(ctx, byUser);
    let company = byUser.get(user.id);
    if (!company) {
      company = createCompany(ctx, user, { name: `Company of ${user.email}` }).then((c) => c.id);
      byUser.set(user.id, company);
    }
    companyId = await company;
  }
  const body = { title: 'Engineer', ...fields, company_id: companyId };
  const res = await ctx.call('POST', '/api/jobs', { cookie: user.cookie, body });
  return (expectStatus(res, 201, 'job').json() as { id: string }).id;
}

/**
 * Uploads `csv` to the job's candidate import as `user`, through the real multipart route, into the Glance
 * stage unless `query` says otherwise. @returns the response, whatever its status (tests assert on it).
 */
export function importCandidates(
  ctx: TestContext,
  user: TestUser,
  jobId: string,
  csv: string | Buffer,
  opts: { filename?: string; query?: Record<string, string> } = {},
): Promise<LightMyRequestResponse> {
  const bytes = Buffer.isBuffer(csv) ? csv : Buffer.from(csv);
  const { payload, contentType } = multipartFile(opts.filename ?? 'people.csv', bytes, { type: 'text/csv' });
  return ctx.call('POST', `/api/jobs/${jobId}/candidates/import`, {
    cookie: user.cookie,
    headers: { 'content-type': contentType },
    query: opts.query ?? { stage_id: 'glance' },
    body: payload,
  });
}

/** Saves the job's interview process (PUT /api/jobs/:id/workflow), the default one unless given. */
export async function saveWorkflow(
  ctx: TestContext,
  user: TestUser,
  jobId: string,
  workflow: Workflow = defaultWorkflow(),
): Promise<{ workflow: Workflow; updated_at: string }> {
  const res = await ctx.call('PUT', `/api/jobs/${jobId}/workflow`, {
    cookie: user.cookie,
    body: { workflow },
  });
  return expectStatus(res, 200, 'workflow save').json();
}

/** Saves a Screen Evaluation of `user` (POST /api/screen-evaluations). */
export async function createScreenEvaluation(
  ctx: TestContext,
  user: TestUser,
  body: SaveScreenEvaluationBody,
): Promise<ScreenEvaluation> {
  const res = await ctx.call('POST', '/api/screen-evaluations', { cookie: user.cookie, body });
  return expectStatus(res, 201, 'screen evaluation').json();
}
