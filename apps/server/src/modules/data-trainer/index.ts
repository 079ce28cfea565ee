/**
 * Data Trainer: a recruiter's hand scores of a candidate set, and training runs that tune the CV Sorter's
 * scoring instructions until the model agrees with them (docs/product/data-trainer.md). The one entry other
 * code may import.
 */
export { type DataTrainerDeps, dataTrainerPlugin } from './data-trainer.plugin.js';
export { recoverDescribing, registerTrainerDescribeHandler } from './data-trainer-describe.service.js';
export { recoverTrainerRuns, registerTrainerRunHandler } from './data-trainer-run.service.js';
