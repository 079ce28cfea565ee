/**
 * Candidates: import, the job's candidates, search, the candidate page and AI scoring
 * (docs/product/candidates.md). The one entry other code may import.
 */
export { blindProfile } from './blind-profile.js';
export { lockOrganisationImports } from './candidate-import.queries.js';
export { importCandidatesToGlance } from './candidate-import.write.js';
export { registerRetentionHandler } from './candidate-retention.service.js';
export { candidateRunSweeps } from './candidate-runs.js';
export { registerCandidateScoringHandlers } from './candidate-scoring.automation.js';
export { addCandidatesToStage } from './candidate-stage.queries.js';
export { candidatesPlugin, retentionDeps } from './candidates.plugin.js';
export { candidateInOrganisation } from './candidates.queries.js';
export { listCandidates } from './candidates-search.queries.js';
export { CsvDecoder, readCsvRows, sniffDelimiter } from './csv-decode.js';
export { recordStatusCondition, usedOverallSql } from './job-candidates.queries.js';
