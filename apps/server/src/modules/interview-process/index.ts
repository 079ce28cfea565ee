/** The interview process of a job: workflow, stages, details, AI generation (docs/product/interview-process.md). */
export { interviewProcessRoutes } from './interview-process.routes.js';
export { getJobWorkflow } from './interview-process.service.js';
