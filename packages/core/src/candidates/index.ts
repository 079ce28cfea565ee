/*
 * The candidates contract: messages both sides show verbatim, the pure rules of CSV import (header matching,
 * LinkedIn normalisation, e-mail check), the score maths (job score, badge bands), AI scoring and the API
 * shapes of /api/candidates and /api/jobs/{id}/candidates (docs/product/candidates.md).
 */
export * from './api.js';
export * from './constants.js';
export * from './erase-merge.js';
export * from './import-problems.js';
export * from './import-rules.js';
export * from './messages.js';
export * from './runs.js';
export * from './scores.js';
export * from './scoring.js';
