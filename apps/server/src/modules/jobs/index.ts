/**
 * Jobs (requisitions): the list, the job page, its AI automation, import and PDF (docs/product/jobs.md). The
 * one entry other code may import: the app mounts the routes and handlers; candidates reads a job through
 * `findJob` and builds scoring payloads with the job's payload fields.
 */
export { jdPayloadFields, jobPayloadFields } from './job-ai-payloads.js';
export { findJob, findTaskUser } from './jobs.queries.js';
export { jobsRoutes } from './jobs.routes.js';
export { createJob } from './jobs.service.js';
export { registerJobAutomationHandlers } from './jobs-automation.js';
