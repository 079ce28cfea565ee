import type { CvSorterSearch, CvSorterUploadResponse } from '@rw/core';
import { vi } from 'vitest';
import type { TestUser } from '#src/test/factories.js';
import type { TestContext } from '#src/test/harness.js';
import { multipartFile } from '#src/test/multipart.js';

/** The mock's task tags of the CV Sorter's two prompts. */
export const SCORE_TASK = 'cv-sorter-score';
export const COMPANY_TASK = 'cv-sorter-company';

/** A reply of the scoring prompt with every criterion at `score` (or those given). */
export function scoreReply(score = 7, over: Record<string, unknown> = {}) {
  const c = (s: number) => ({ score: s, rationale: `Evidence for ${s}: title and company fit.` });
  return {
    companyRelevancy: c(score),
    companyPrestige: c(score),
    roleRelevancy: c(score),
    seniorityMatch: c(score),
    assessment: 'Solid fit on title and company.',
    ...over,
  };
}

/** Uploads `csv` as `user` (type text/csv unless told). @returns the response. */
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
  return ctx.call('POST', '/api/cv-sorter/searches', {
    cookie: user.cookie,
    body: payload,
    headers: { 'content-type': contentType },
  });
}

/** Uploads and answers the new search. @throws unless 201. */
export async function uploaded(
  ctx: TestContext,
  user: TestUser,
  csv: string,
): Promise<CvSorterUploadResponse> {
  const res = await upload(ctx, user, csv);
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json();
}

export const job = {
  jobTitle: 'Senior Payments Engineer',
  jobDescription: 'Build card payment services in Go.',
};

/** Starts a run of search `id`. @returns the response. */
export function startRun(ctx: TestContext, user: TestUser, id: string, body: Record<string, unknown> = job) {
  return ctx.call('POST', `/api/cv-sorter/searches/${id}/run`, { cookie: user.cookie, body });
}

/** Waits until search `id` is completed or failed. @returns the search. */
export function waitForEnd(ctx: TestContext, user: TestUser, id: string): Promise<CvSorterSearch> {
  return vi.waitFor(
    async () => {
      const res = await ctx.call('GET', `/api/cv-sorter/searches/${id}`, { cookie: user.cookie });
      const search = res.json().search as CvSorterSearch;
      if (search.status !== 'completed' && search.status !== 'failed')
        throw new Error(`search is ${search.status}`);
      return search;
    },
    { timeout: 30_000, interval: 50 },
  );
}
