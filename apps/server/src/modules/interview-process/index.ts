/** The interview process of a job: workflow, stages, details, AI generation (docs/product/interview-process.md). */

export type { Tx } from './interview-process.queries.js';
export { interviewProcessRoutes } from './interview-process.routes.js';
export { getJobWorkflow, listJobStages, saveJobWorkflow } from './interview-process.service.js';
