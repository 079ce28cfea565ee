/*
 * The server's own modules the benches call in-process (its database client, embedded extensions, the
 * candidates search, the mock provider and its seeded random generator, the CV Sorter's prompts' task tags)
 * and the shared contract, in one place: the bench workspace has no
 * alias into apps/server, so these relative imports are kept here rather than spread over the benches.
 * Run with `--conditions=development` so their `#src/*` and `@rw/core` imports resolve to the sources.
 */

export { createDb, type DbHandle } from '../../../apps/server/src/db/client.js';
export {
  type EmbeddedDb,
  embeddedExtensions,
  startEmbeddedDb,
} from '../../../apps/server/src/db/embedded.js';
export { listCandidates } from '../../../apps/server/src/modules/candidates/index.js';
export {
  defaultCounts,
  type FieldCount,
  type LabelledDocument,
  type Layout,
  layouts,
  makeLabelledSet,
  scoreProfile,
} from '../../../apps/server/src/modules/documents/profile/labelled-set.js';
export { readDeterministic } from '../../../apps/server/src/modules/documents/profile/read-profile.js';
export { findJob } from '../../../apps/server/src/modules/jobs/index.js';
export { companyDescriptionPrompt } from '../../../apps/server/src/platform/ai/prompts/cv-sorter-company.prompt.js';
export { cvSorterScorePrompt } from '../../../apps/server/src/platform/ai/prompts/cv-sorter-score.prompt.js';
export {
  closeDocumentParsers,
  extractDocumentText,
} from '../../../apps/server/src/platform/documents/extract-text.js';
export { type MockLlm, startMockLlm } from '../../../apps/server/src/platform/mock-llm/mock-llm-server.js';
export { pick, seededRandom } from '../../../apps/server/src/platform/mock-llm/random.js';
export {
  sampleCompanies,
  sampleTrainerCsv,
  sampleTrainerSet,
} from '../../../apps/server/src/platform/mock-llm/trainer-sample-set.js';
export { normalizeLinkedinUrl } from '../../../packages/core/src/candidates/index.js';
export {
  batchGuidance,
  type CvSorterRunBody,
  type CvSorterSearch,
  type CvSorterSearchList,
  type CvSorterSearchResponse,
  type CvSorterUploadResponse,
  cvSorterMessages,
} from '../../../packages/core/src/cv-sorter/index.js';
export { formatTrainerFigure, type TrainerRun } from '../../../packages/core/src/data-trainer/index.js';
