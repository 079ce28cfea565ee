import type { RunSweep } from '#src/platform/queue/run-lifecycle.js';
import { recoverInterruptedImports } from './candidate-import.lifecycle.js';
import { recoverScoringRuns } from './candidate-scoring.recovery.js';
import type { CandidatesDeps } from './candidates.plugin.js';

/**
 * The candidates area's long work for the instance's sweeper (docs/product/candidates.md#interrupted-runs):
 * imports whose server stopped are failed, scoring runs whose worker died are resumed (or failed after
 * SCORING_RUN_MAX_RESUMES).
 */
export function candidateRunSweeps(deps: CandidatesDeps): RunSweep[] {
  return [
    { name: 'candidate-imports', sweep: (cutoff) => recoverInterruptedImports(deps, cutoff) },
    { name: 'candidate-scoring-runs', sweep: (cutoff) => recoverScoringRuns(deps, { cutoff }) },
  ];
}
