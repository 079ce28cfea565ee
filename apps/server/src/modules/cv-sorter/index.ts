/**
 * CV Sorter: AI scoring of an uploaded candidate list, triage, saved searches, the company dataset, export and
 * Add to job (docs/product/cv-sorter.md). The one entry other code may import.
 */

export { companyNameKey, saveGeneratedDescription } from './company-dataset.queries.js';
export { type CvSorterDeps, cvSorterPlugin } from './cv-sorter.plugin.js';
export { type ScoringPromptChoice, scoringPromptFor } from './cv-sorter-prompt.js';
export { recoverCvSorterRuns, registerCvSorterHandlers } from './cv-sorter-run.service.js';
