import {
  candidateMessages,
  interruptedRunMessages,
  SCORING_RUN_MAX_RESUMES,
  scoringProgressEvent,
} from '@rw/core';
import pino from 'pino';
import { findJob, findTaskUser } from '#src/modules/jobs/index.js';
import { automationJobName } from '#src/platform/automation/automation.service.js';
import type { Log } from '#src/platform/events/event.js';
import { defaultRunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import { announceEnd } from './candidate-scoring.automation.js';
import { dispatchRun } from './candidate-scoring.dispatch.js';
import {
  failRun,
  findStaleRuns,
  finishRunIfDone,
  listStageCandidates,
  markRunResumed,
  pendingCandidates,
  type ScoringRunRow,
  settleItems,
  takeOverRun,
  toScoringRun,
} from './candidate-scoring.queries.js';
import type { CandidatesDeps } from './candidates.plugin.js';

let defaultLog: Log | undefined;
function fallbackLog(): Log {
  defaultLog ??= pino({ name: 'candidate-scoring' });
  return defaultLog;
}

const SCORE_TASK = automationJobName('ScoreCandidates');

/** Whether any of the run's queue tasks is waiting to start (created, or failed and due for a retry). */
async function hasWaitingTask(deps: CandidatesDeps, run: ScoringRunRow): Promise<boolean> {
  if (!deps.automation) return false;
  for (const id of run.taskIds) {
    const task = await deps.automation.queue.getTask(SCORE_TASK, id);
    if (task && (task.state === 'created' || task.state === 'retry')) return true;
  }
  return false;
}

/**
 * Resumes or fails the scoring runs whose worker died (docs/product/candidates.md#interrupted-runs): each
 * unfinished run (of `runIds`, else any) whose heartbeat is before `cutoff` and none of whose queue tasks is
 * waiting to start. The run is taken over (takeOverRun: its generation raised, so a worker of the old one,
 * should it still be alive, can save nothing more; counters recounted from the items) and its dead worker's
 * tasks are cancelled, then:
 * - no candidate pending: it ends as a finished run would (completed, or failed when none was scored);
 * - resumed SCORING_RUN_MAX_RESUMES times already, or its user or job is gone: it ends failed with
 *   'Scoring was interrupted: …' (interruptedRunMessages.scoring), which the user sees in the tab, the event
 *   stream and a notification; the candidates it did not score stay unscored for the next 'Score with AI';
 * - else it is queued again for its pending candidates only (their scores and usage are committed together, so
 *   none is scored or charged twice), and the user's tab gets the recounted run.
 * Safe on every instance at once: only one takes each run.
 * @returns how many runs were taken over.
 */
export async function recoverScoringRuns(
  deps: CandidatesDeps,
  opts: { cutoff: Date; runIds?: string[] },
): Promise<number> {
  const log = deps.log ?? fallbackLog();
  const lifecycle = deps.runs ?? defaultRunLifecycle;
  const { db } = deps;
  let taken = 0;
  for (const stale of await findStaleRuns(db, opts.cutoff, opts.runIds)) {
    if (await hasWaitingTask(deps, stale)) continue;
    const run = await takeOverRun(db, stale, opts.cutoff, lifecycle.clock());
    if (!run) continue;
    taken += 1;
    log.warn({ runId: run.id, resumes: run.resumes }, 'scoring run lost its worker; taken over');
    if (deps.automation && stale.taskIds.length > 0) {
      await deps.automation.queue
        .cancel(SCORE_TASK, stale.taskIds)
        .catch((err: unknown) => log.warn({ err, runId: run.id }, 'dead scoring tasks not cancelled'));
    }
    const user = await findTaskUser(db, run.requestedBy);
    const job = user ? await findJob(db, run.domain, run.jobId) : null;
    const jobTitle = job?.title ?? '';
    const finished = await finishRunIfDone(db, run.id, run.generation, candidateMessages.scoringFailed);
    if (finished) {
      if (user) await announceEnd(deps, user.id, finished, jobTitle);
      continue;
    }
    if (!user || !job || run.resumes >= SCORING_RUN_MAX_RESUMES) {
      const failed = await failRun(db, run.id, interruptedRunMessages.scoring, run.generation);
      if (failed && user) await announceEnd(deps, user.id, failed, jobTitle);
      continue;
    }
    const pending = [...(await pendingCandidates(db, run.id))];
    const candidates = await listStageCandidates(db, {
      domain: run.domain,
      jobId: run.jobId,
      stageId: run.stageId,
      candidateIds: pending,
      limit: pending.length,
    });
    const inStage = new Set(candidates.map((c) => c.candidateId));
    const gone = pending.filter((id) => !inStage.has(id));
    await settleItems(db, {
      runId: run.id,
      generation: run.generation,
      candidateIds: gone,
      status: 'failed',
      error: candidateMessages.candidateNotFound,
    });
    const resumed = await markRunResumed(db, run.id, run.generation);
    if (!resumed) continue;
    if (candidates.length === 0) {
      const ended = await finishRunIfDone(db, run.id, run.generation, candidateMessages.scoringFailed);
      if (ended) await announceEnd(deps, user.id, ended, jobTitle);
      continue;
    }
    try {
      await dispatchRun(deps, { run: resumed, job, candidates, requestedBy: user.id });
    } catch (err) {
      // The queue refused: the run stays queued without a waiting task, so the next sweep tries again.
      log.warn({ err, runId: run.id }, 'scoring run not resumed');
      continue;
    }
    await deps.bus?.publish(user.id, { type: scoringProgressEvent, data: toScoringRun(resumed) });
  }
  return taken;
}
