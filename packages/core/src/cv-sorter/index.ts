/*
 * The CV Sorter contract (docs/product/cv-sorter.md): constants, messages verbatim, the pure rules (columns,
 * rows, scores, bands, triage) and the API shapes of /api/cv-sorter.
 */
export * from './api.js';
export * from './constants.js';
export * from './messages.js';
export * from './rules.js';
