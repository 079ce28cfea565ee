/**
 * The Role Builder (docs/product/role-builder.md): a second way into the jobs area's jobs and interview
 * processes — ten guided questions to a job description, assessment criteria, and a canvas that is a view of
 * the job's interview process.
 */
export * from './api.js';
export * from './candidates.js';
export * from './constants.js';
export * from './criteria.js';
export * from './description.js';
export * from './export.js';
export * from './inclusive-language.js';
export * from './interviewers.js';
export * from './job-fields.js';
export * from './materialize.js';
export * from './nodes.js';
export * from './plain-text.js';
export * from './questions.js';
