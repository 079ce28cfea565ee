/**
 * Candidates: import, the job's candidates, search, the candidate page and AI scoring
 * (docs/product/candidates.md). The one entry other code may import.
 */
export { candidateRunSweeps } from './candidate-runs.js';
export { registerCandidateScoringHandlers } from './candidate-scoring.automation.js';
export { candidatesPlugin } from './candidates.plugin.js';
export { candidateInOrganisation } from './candidates.queries.js';
export { listCandidates } from './candidates-search.queries.js';
export { recordStatusCondition, usedOverallSql } from './job-candidates.queries.js';
