import { candidateMessages, interruptedRunMessages, type ScoringRun } from '@rw/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { jobCandidatesKeys } from '#/features/candidates/api/job-candidates';
import {
  latestScoringRunQueryOptions,
  scoringRunQueryOptions,
  startScoring,
} from '#/features/candidates/api/score-candidates';
import { isRunActive, scoringDoneLine } from '#/features/candidates/job-tab/utils/import-status';
import type { StatusLine } from '#/features/candidates/job-tab/utils/upload-validation';
import { aiFailureDetailOfError } from '#/lib/api-client';
import { useEvent } from '#/lib/events/hooks/use-event';

/** Fallback polling of a running scoring run, for when the live stream is down. */
export const SCORING_POLL_MS = 3000;

/**
 * 'Score with AI' for one stage (ScoreCandidates, docs/product/candidates.md#scoring): starts a run, follows
 * it through `scoring.progress` events and, as a fallback, by polling the run every 3 s while it runs; when
 * it ends the stage's candidates are refetched. A run already going when the tab opens (the stage's latest
 * run) is picked up. A refused start or a failed run shows 'Error sending candidates for AI scoring' (a run
 * interrupted too often: its own message), with what happened under it when the server said
 * (docs/product/ai.md#what-happened).
 */
export function useCandidateScoring({ jobId, stageId }: { jobId: string; stageId: string }) {
  const queryClient = useQueryClient();
  const latest = useQuery(latestScoringRunQueryOptions(jobId, stageId));
  const [tracked, setTracked] = useState<ScoringRun | null>(null);
  // Kept with its stage, so switching stages hides the other stage's outcome.
  const [line, setLine] = useState<{ stageId: string; line: StatusLine } | null>(null);
  const watched = useRef(new Set<string>());

  const own = tracked?.stage_id === stageId && tracked.job_id === jobId ? tracked : null;
  const candidate = own ?? latest.data ?? null;
  const active = isRunActive(candidate);

  const polled = useQuery({
    ...scoringRunQueryOptions(jobId, candidate?.run_id ?? ''),
    enabled: active && Boolean(candidate?.run_id),
    refetchInterval: SCORING_POLL_MS,
  });
  const run = newest(candidate, polled.data);

  useEvent('scoring.progress', (progress) => {
    if (progress.job_id !== jobId || progress.stage_id !== stageId) return;
    setTracked(progress);
  });

  const runId = run?.run_id;
  const status = run?.status;
  useEffect(() => {
    if (!run || !runId) return;
    // Hold the freshest view so a poll that saw the end stops the polling.
    setTracked((t) => (t === run ? t : run));
    if (isRunActive(run)) {
      watched.current.add(runId);
      return;
    }
    // Only a run seen running here ends here: an old finished run loaded on opening the tab says nothing.
    if (!watched.current.delete(runId)) return;
    setLine({
      stageId: run.stage_id,
      line:
        status === 'failed'
          ? { text: failedRunText(run), tone: 'error', detail: run.error_detail }
          : scoringDoneLine(run),
    });
    void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.list(jobId, run.stage_id) });
    void queryClient.invalidateQueries({ queryKey: jobCandidatesKeys.latestRun(jobId, run.stage_id) });
  }, [run, runId, status, jobId, queryClient]);

  const start = useMutation({
    mutationFn: (candidateIds: readonly string[]) =>
      startScoring(jobId, {
        stage_id: stageId,
        ...(candidateIds.length > 0 ? { candidate_ids: [...candidateIds] } : {}),
      }),
    onMutate: () => setLine(null),
    onSuccess: (started) => {
      watched.current.add(started.run_id);
      setTracked(started);
    },
    onError: (err) =>
      setLine({
        stageId,
        line: { text: candidateMessages.scoringFailed, tone: 'error', detail: aiFailureDetailOfError(err) },
      }),
  });

  return {
    /** The stage's current or last run, null when it has none. */
    run,
    running: isRunActive(run) || start.isPending,
    starting: start.isPending,
    /** The line after a run ended or failed to start. */
    line: line?.stageId === stageId ? line.line : null,
    /** Scores the given candidates, or every unscored one of the stage when the list is empty. */
    score: (candidateIds: readonly string[]) => start.mutate(candidateIds),
  };
}

/**
 * A failed run's line: 'Scoring was interrupted: …' for a run its servers kept dropping
 * (docs/product/candidates.md#interrupted-runs), else 'Error sending candidates for AI scoring'.
 */
export function failedRunText(run: Pick<ScoringRun, 'error'>): string {
  return run.error === interruptedRunMessages.scoring
    ? interruptedRunMessages.scoring
    : candidateMessages.scoringFailed;
}

/** The later of two views of the same run (events and polls race); a different run id wins as is. */
function newest(a: ScoringRun | null, b: ScoringRun | undefined): ScoringRun | null {
  if (!a) return b ?? null;
  if (!b || b.run_id !== a.run_id) return a;
  const doneA = a.scored + a.failed;
  const doneB = b.scored + b.failed;
  if (!isRunActive(b) && isRunActive(a)) return b;
  if (!isRunActive(a) && isRunActive(b)) return a;
  return doneB > doneA ? b : a;
}
