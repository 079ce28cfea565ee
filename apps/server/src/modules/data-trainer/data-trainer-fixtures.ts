import type { TrainerRun, TrainerState } from '@rw/core';
import { vi } from 'vitest';
import {
  sampleCompanies,
  sampleTrainerCsv,
  sampleTrainerSet,
} from '#src/platform/mock-llm/trainer-sample-set.js';
import type { TestUser } from '#src/test/factories.js';
import type { TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';

/** The mock's task tags of the prompts a run calls. */
export const SCORE_TASK = 'cv-sorter-score';
export const OPTIMISE_TASK = 'data-trainer-optimise';
export const COMPANY_TASK = 'cv-sorter-company';

export const job = {
  jobTitle: 'Senior Payments Engineer',
  roleSummary: 'Build card payment services in Go.',
  metric: 'spearman' as const,
  improvementThreshold: 0.02,
};

/** Uploads `csv` as the set (type text/csv and name people.csv unless told). @returns the response. */
export function upload(
  ctx: TestContext,
  user: TestUser,
  csv: string | Buffer,
  opts: { name?: string; type?: string } = {},
) {
  const bytes = typeof csv === 'string' ? Buffer.from(csv, 'utf8') : csv;
  const { payload, contentType } = multipartFile(opts.name ?? 'people.csv', bytes, {
    type: opts.type ?? 'text/csv',
  });
  return ctx.call('POST', '/api/data-trainer/candidates', {
    cookie: user.cookie,
    body: payload,
    headers: { 'content-type': contentType },
  });
}

export async function state(ctx: TestContext, user: TestUser): Promise<TrainerState> {
  const res = await ctx.call('GET', '/api/data-trainer', { cookie: user.cookie });
  if (res.statusCode !== 200) throw new Error(`state: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** The sample set's company descriptions in the organisation's company dataset (an admin's import). */
export async function importSampleDescriptions(ctx: TestContext, admin: TestUser): Promise<void> {
  const res = await ctx.call('POST', '/api/cv-sorter/company-dataset/import', {
    cookie: admin.cookie,
    body: sampleCompanies.map((c) => ({ name: c.name, description: c.description })),
  });
  if (res.statusCode !== 200) throw new Error(`dataset import: ${res.statusCode} ${res.body}`);
}

/**
 * Uploads the sample set of `n` candidates (trainer-sample-set.ts) and saves the recruiter's hand scores of
 * each through 'Save Scores'. @returns the state after.
 */
export async function uploadScoredSample(
  ctx: TestContext,
  admin: TestUser,
  n: number,
): Promise<TrainerState> {
  const set = sampleTrainerSet(n);
  const res = await upload(ctx, admin, sampleTrainerCsv(set));
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  const { candidates } = res.json() as { candidates: { id: string; name: string }[] };
  for (const c of candidates) {
    const scores = set.find((s) => s.name === c.name)!.scores;
    const saved = await ctx.call('PUT', `/api/data-trainer/candidates/${c.id}/scores`, {
      cookie: admin.cookie,
      body: { scores },
    });
    if (saved.statusCode !== 200) throw new Error(`scores: ${saved.statusCode} ${saved.body}`);
  }
  return state(ctx, admin);
}

export function startRun(ctx: TestContext, user: TestUser, body: Record<string, unknown> = job) {
  return ctx.call('POST', '/api/data-trainer/runs', { cookie: user.cookie, body });
}

/** Waits until run `id` is completed or failed. @returns it. */
export function waitForRun(ctx: TestContext, user: TestUser, id: string): Promise<TrainerRun> {
  return vi.waitFor(
    async () => {
      const res = await ctx.call('GET', `/api/data-trainer/runs/${id}`, { cookie: user.cookie });
      const run = res.json() as TrainerRun;
      if (run.status !== 'completed' && run.status !== 'failed') throw new Error(`run is ${run.status}`);
      return run;
    },
    { timeout: 60_000, interval: 50 },
  );
}

/** Waits until the description work of the set is no longer running. @returns the state. */
export function waitForDescribing(ctx: TestContext, user: TestUser): Promise<TrainerState> {
  return vi.waitFor(
    async () => {
      const s = await state(ctx, user);
      if (s.describing.status === 'running') throw new Error('still describing');
      return s;
    },
    { timeout: 30_000, interval: 50 },
  );
}
