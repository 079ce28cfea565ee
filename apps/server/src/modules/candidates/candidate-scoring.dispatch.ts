import type { Job } from '@rw/core';
import pino from 'pino';
import { jdPayloadFields, jobPayloadFields } from '#src/modules/jobs/index.js';
import { dispatchAutomation } from '#src/platform/automation/automation.service.js';
import { buildAutomationPayload } from '#src/platform/automation/automation-payloads.js';
import type { Log } from '#src/platform/events/event.js';
import { runScoreCandidates, type ScoreCandidatesPayload } from './candidate-scoring.automation.js';
import { type ScoringRunRow, type StageCandidate, setRunTasks } from './candidate-scoring.queries.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/** A queued ScoreCandidates payload holds at most this many candidates… */
export const PAYLOAD_MAX_CANDIDATES = 500;
/** …and about this many characters of candidate text; a larger run is sent as several payloads. */
export const PAYLOAD_MAX_CHARS = 4_000_000;

let defaultLog: Log | undefined;
function fallbackLog(): Log {
  defaultLog ??= pino({ name: 'candidate-scoring' });
  return defaultLog;
}

/**
 * The ScoreCandidates payload (docs/product/candidates.md#scoring): the job and JD fields and the candidates,
 * stamped `at`.
 */
export function buildScoreCandidatesPayload(opts: {
  job: Job;
  candidates: StageCandidate[];
  at: Date;
}): ScoreCandidatesPayload {
  const { job, candidates, at } = opts;
  return buildAutomationPayload(
    'ScoreCandidates',
    { ...jobPayloadFields(job), ...jdPayloadFields(job), candidates },
    at,
  );
}

const textSize = (c: StageCandidate) =>
  Object.values(c).reduce((n, v) => n + (typeof v === 'string' ? v.length : 0), 0);

/** Splits a run's candidates into payload-sized groups (PAYLOAD_MAX_CANDIDATES, PAYLOAD_MAX_CHARS). */
export function chunkCandidates(list: StageCandidate[]): StageCandidate[][] {
  const chunks: StageCandidate[][] = [];
  let current: StageCandidate[] = [];
  let chars = 0;
  for (const c of list) {
    const size = textSize(c);
    if (
      current.length > 0 &&
      (current.length >= PAYLOAD_MAX_CANDIDATES || chars + size > PAYLOAD_MAX_CHARS)
    ) {
      chunks.push(current);
      current = [];
      chars = 0;
    }
    current.push(c);
    chars += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/**
 * Sends a run's candidates to be scored (docs/product/candidates.md#scoring): with the automation queue, one
 * ScoreCandidates task per payload-sized chunk, stamped with the run's creation time, whose ids are kept on
 * the run's current generation (so a sweeper can tell a run waiting in the queue from one whose worker died,
 * and cancel the dead worker's tasks); without a queue, scores in this process in the background.
 * @throws what the queue throws when it refuses a payload.
 */
export async function dispatchRun(
  deps: CandidatesDeps,
  opts: { run: ScoringRunRow; job: Job; candidates: StageCandidate[]; requestedBy: string },
): Promise<void> {
  const { run, job, candidates, requestedBy } = opts;
  const at = run.createdAt;
  if (!deps.automation) {
    const payload = buildScoreCandidatesPayload({ job, candidates, at });
    void runScoreCandidates(deps, payload, { requestedBy }).catch((err: unknown) =>
      (deps.log ?? fallbackLog()).error({ err, runId: run.id }, 'scoring run crashed'),
    );
    return;
  }
  const taskIds: string[] = [];
  try {
    for (const chunk of chunkCandidates(candidates)) {
      const payload = buildScoreCandidatesPayload({ job, candidates: chunk, at });
      const sent = await dispatchAutomation(deps.automation, 'ScoreCandidates', payload, { requestedBy });
      if (sent.jobId) taskIds.push(sent.jobId);
    }
  } finally {
    await setRunTasks(deps.db, run.id, run.generation, taskIds);
  }
}
