import {
  type CvSorterEstimate,
  type CvSorterRunBody,
  type CvSorterSearch,
  cvSorterMessages,
  SCORING_RUN_MAX_RESUMES,
  UNKNOWN_VALUE,
} from '@rw/core';
import { and, eq, inArray } from 'drizzle-orm';
import pino from 'pino';
import { cvSorterCandidates } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import { fallbackModel } from '#src/platform/ai/ai-runtime.js';
import { resolveProvider } from '#src/platform/ai/key-resolution.js';
import { estimateTokens } from '#src/platform/ai/metering.js';
import { priceOf } from '#src/platform/ai/prices.js';
import { companyDescriptionPrompt } from '#src/platform/ai/prompts/cv-sorter-company.prompt.js';
import type { Log } from '#src/platform/events/event.js';
import { defaultRunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import type { Caller } from '#src/plugins/auth.js';
import { companyNameKey, descriptionsFor } from './company-dataset.queries.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';
import { countsOf, type SearchRow } from './cv-sorter.queries.js';
import { requireSearch, searchWithCounts } from './cv-sorter.service.js';
import { scoringPromptFor } from './cv-sorter-prompt.js';
import { progressEvent } from './cv-sorter-run.progress.js';
import {
  failRun,
  findStaleRuns,
  finishRunIfDone,
  queueRun,
  setRunTask,
  takeOverRun,
} from './cv-sorter-run.queries.js';
import { announceEnd, runCvSorterSearch } from './cv-sorter-run.worker.js';

/** The queue task of a CV Sorter run: `{ searchId, generation }`. */
export const CV_SORTER_TASK = 'cv-sorter.run';
/** Output tokens a reply is expected to use (four rationales and an assessment; a company description). */
const EXPECTED_SCORE_REPLY_TOKENS = 350;
const EXPECTED_COMPANY_REPLY_TOKENS = 120;

let defaultLog: Log | undefined;
function fallbackLog(): Log {
  defaultLog ??= pino({ name: 'cv-sorter' });
  return defaultLog;
}

/** The caller's e-mail is needed to find the organisation's key ('User email not available. …'). */
function requireEmail(caller: Caller): void {
  if (!caller.email) throw new AppError('UNAUTHENTICATED', cvSorterMessages.emailUnavailable);
}

/**
 * What a run of `searchId` would cost (docs/product/cv-sorter.md#processing): the candidates it would score
 * (`only`: all of them, or the failed and pending ones), the companies it would describe (distinct, not in
 * the dataset), the model the organisation's key uses, and tokens × the AI layer's price of that model.
 * @throws AppError UNAVAILABLE 'OpenAI API key not configured for your organization. …'.
 */
async function estimateRun(
  deps: CvSorterDeps,
  caller: Caller,
  search: SearchRow,
  body: Pick<CvSorterRunBody, 'jobTitle' | 'jobDescription'>,
  only: 'all' | 'unscored',
): Promise<CvSorterEstimate & { model: string; promptVersion: string; promptAdopted: boolean }> {
  const provider = await resolveProvider(deps.db, {
    userEmail: caller.email,
    masterKey: deps.ai.config.masterKey,
    server: deps.ai.config.server,
  });
  const { prompt, version, adopted } = await scoringPromptFor(deps.db, search.domain);
  const model = provider.model ?? prompt.model ?? deps.ai.config.defaultModel ?? fallbackModel;
  const rows = await deps.db
    .select({ company: cvSorterCandidates.currentCompany, title: cvSorterCandidates.currentTitle })
    .from(cvSorterCandidates)
    .where(
      and(
        eq(cvSorterCandidates.searchId, search.id),
        only === 'all' ? undefined : inArray(cvSorterCandidates.status, ['pending', 'failed']),
      ),
    );
  const companies = [...new Set(rows.map((r) => r.company).filter((c) => c !== UNKNOWN_VALUE))];
  const known = await descriptionsFor(deps.db, search.domain, companies);
  const toDescribe = companies.filter((c) => !known.has(companyNameKey(c)));
  const fixed = estimateTokens(
    prompt.system +
      prompt.buildUser({
        jobTitle: body.jobTitle ?? '',
        jobDescription: body.jobDescription ?? '',
        candidate: { title: '', company: '', companyDescription: '' },
      }),
  );
  const perCandidateInput = (r: { title: string; company: string }) =>
    fixed + estimateTokens(`${r.title}${r.company}`) + 120;
  const scoreIn = rows.reduce((n, r) => n + perCandidateInput(r), 0);
  const scoreOut = rows.length * EXPECTED_SCORE_REPLY_TOKENS;
  const companyIn = toDescribe.length * (estimateTokens(companyDescriptionPrompt.system) + 30);
  const companyOut = toDescribe.length * EXPECTED_COMPANY_REPLY_TOKENS;
  const price = priceOf(model);
  const cost = ((scoreIn + companyIn) * price.input + (scoreOut + companyOut) * price.output) / 1000;
  return {
    candidates: rows.length,
    companiesToDescribe: toDescribe.length,
    model,
    estimatedTokens: scoreIn + scoreOut + companyIn + companyOut,
    estimatedCost: Math.round(cost * 1e6) / 1e6,
    promptVersion: version,
    promptAdopted: adopted,
  };
}

/**
 * POST /api/cv-sorter/searches/{id}/estimate: the cost estimate of a run with `body`'s job.
 * @throws AppError NOT_FOUND 'Search not found'; UNAVAILABLE when the organisation has no key.
 */
export async function estimateSearchRun(
  deps: CvSorterDeps,
  caller: Caller,
  id: string,
  body: CvSorterRunBody,
): Promise<CvSorterEstimate> {
  requireEmail(caller);
  const search = await requireSearch(deps, caller, id);
  const {
    promptVersion: _v,
    promptAdopted: _a,
    ...estimate
  } = await estimateRun(deps, caller, search, body, 'all');
  return estimate;
}

/**
 * Sends a queued generation to be worked: a queue task when there is a queue (its id kept on the search, so
 * a sweeper can tell a run waiting in the queue from one whose worker died), else in this process after
 * answering.
 */
async function dispatchRun(deps: CvSorterDeps, row: SearchRow): Promise<void> {
  const task = { searchId: row.id, generation: row.generation };
  if (!deps.queue) {
    void runCvSorterSearch(deps, task).catch((err: unknown) =>
      (deps.log ?? fallbackLog()).error({ err, searchId: row.id }, 'cv sorter run crashed'),
    );
    return;
  }
  const taskId = await deps.queue.send(CV_SORTER_TASK, task);
  await setRunTask(deps.db, row.id, row.generation, taskId);
}

/**
 * 'Process & Score' (docs/product/cv-sorter.md#processing): scores every candidate of search `id` for the
 * job in `body`, with its weights and batch settings, as a queue task; earlier scores are cleared, triage is
 * kept. The key is checked and the cost estimated first.
 * @returns the queued search. @throws AppError NOT_FOUND 'Search not found'; CONFLICT 'This search is already
 *   being processed.'; UNAVAILABLE 'OpenAI API key not configured for your organization. …'; UNAUTHENTICATED
 *   'User email not available. Please log in again.'
 */
export async function startSearchRun(
  deps: CvSorterDeps,
  caller: Caller,
  id: string,
  body: CvSorterRunBody & { weights: SearchRow['weights']; batchSize: number; delayMs: number },
): Promise<CvSorterSearch> {
  requireEmail(caller);
  const search = await requireSearch(deps, caller, id);
  if (search.status === 'queued' || search.status === 'running') {
    throw new AppError('CONFLICT', cvSorterMessages.alreadyProcessing);
  }
  const estimate = await estimateRun(deps, caller, search, body, 'all');
  const now = (deps.runs ?? defaultRunLifecycle).clock();
  const row = await queueRun(
    deps.db,
    search.id,
    {
      jobTitle: body.jobTitle,
      jobDescription: body.jobDescription,
      weights: body.weights,
      batchSize: body.batchSize,
      delayMs: body.delayMs,
      model: estimate.model,
      promptVersion: estimate.promptVersion,
      promptAdopted: estimate.promptAdopted,
      estimatedCost: estimate.estimatedCost,
      cost: 0,
      tokensUsed: 0,
    },
    'all',
    now,
    caller,
  );
  if (!row) throw new AppError('CONFLICT', cvSorterMessages.alreadyProcessing);
  await dispatchRun(deps, row);
  return searchWithCounts(deps, row);
}

/**
 * 'Retry failed': scores the failed candidates of search `id` again (their attempts start over), and any
 * left pending by a run that stopped, with the search's job and settings.
 * @throws as startSearchRun; VALIDATION 'No failed candidates to retry.' when there is none.
 */
export async function retryFailedCandidates(deps: CvSorterDeps, caller: Caller, id: string) {
  requireEmail(caller);
  const search = await requireSearch(deps, caller, id);
  if (search.status === 'queued' || search.status === 'running') {
    throw new AppError('CONFLICT', cvSorterMessages.alreadyProcessing);
  }
  const counts = (await countsOf(deps.db, [search.id])).get(search.id);
  if (!counts || counts.failed + counts.pending === 0) {
    throw new AppError('VALIDATION', cvSorterMessages.noFailedCandidates);
  }
  const estimate = await estimateRun(deps, caller, search, search, 'unscored');
  const now = (deps.runs ?? defaultRunLifecycle).clock();
  const row = await queueRun(
    deps.db,
    search.id,
    {
      model: estimate.model,
      promptVersion: estimate.promptVersion,
      promptAdopted: estimate.promptAdopted,
      estimatedCost: estimate.estimatedCost,
    },
    'failed',
    now,
    caller,
  );
  if (!row) throw new AppError('CONFLICT', cvSorterMessages.alreadyProcessing);
  await dispatchRun(deps, row);
  return searchWithCounts(deps, row);
}

/** Whether the run's queue task is waiting to start (created, or due for a retry). */
async function taskWaiting(queue: TaskQueue | undefined, row: SearchRow): Promise<boolean> {
  if (!queue || !row.taskId) return false;
  const task = await queue.getTask(CV_SORTER_TASK, row.taskId);
  return task?.state === 'created' || task?.state === 'retry';
}

/**
 * Resumes or fails the CV Sorter runs whose worker died (docs/product/cv-sorter.md#processing): each
 * processing search whose heartbeat is before `cutoff` and whose task is not waiting is taken over (a new
 * generation: the old worker can save nothing more) and its old task cancelled; then it ends as a finished
 * run would when nothing is pending, ends failed ('Processing failed. Please try again.') after
 * SCORING_RUN_MAX_RESUMES resumes, or is sent again for its pending candidates only (their scores and usage
 * commit together, so none is scored or charged twice). Safe on every instance at once.
 * @returns how many runs were taken over.
 */
export async function recoverCvSorterRuns(deps: CvSorterDeps, cutoff: Date): Promise<number> {
  const log = deps.log ?? fallbackLog();
  const lifecycle = deps.runs ?? defaultRunLifecycle;
  let taken = 0;
  for (const stale of await findStaleRuns(deps.db, cutoff)) {
    if (await taskWaiting(deps.queue, stale)) continue;
    const now = lifecycle.clock();
    const run = await takeOverRun(deps.db, stale, cutoff, now);
    if (!run) continue;
    taken += 1;
    log.warn({ searchId: run.id, resumes: run.resumes }, 'cv sorter run lost its worker; taken over');
    if (deps.queue && stale.taskId) {
      await deps.queue
        .cancel(CV_SORTER_TASK, [stale.taskId])
        .catch((err: unknown) => log.warn({ err, searchId: run.id }, 'dead cv sorter task not cancelled'));
    }
    const finished = await finishRunIfDone(deps.db, run.id, run.generation, now);
    if (finished) {
      await announceEnd(deps, run.userId, finished);
      continue;
    }
    if (run.resumes > SCORING_RUN_MAX_RESUMES) {
      const failed = await failRun(deps.db, run.id, run.generation, cvSorterMessages.processingFailed, now);
      if (failed) await announceEnd(deps, run.userId, failed);
      continue;
    }
    try {
      await dispatchRun(deps, run);
    } catch (err) {
      log.warn({ err, searchId: run.id }, 'cv sorter run not resumed');
      continue;
    }
    await deps.bus?.publish(run.userId, { type: 'cv-sorter.progress', data: await progressEvent(deps, run) });
  }
  return taken;
}

/**
 * Works CV Sorter runs from the job queue in this process (up to 4 at once; a run may take hours). The
 * queue does not retry a run: a worker that dies is noticed by the sweeper (recoverCvSorterRuns).
 */
export async function registerCvSorterHandlers(queue: TaskQueue, deps: CvSorterDeps): Promise<void> {
  await queue.register<{ searchId: string; generation: number }>(
    CV_SORTER_TASK,
    (data, task) => runCvSorterSearch(deps, { ...data, signal: task.signal }),
    { concurrency: 4, expireInSeconds: 6 * 3600, retryLimit: 0 },
  );
}
