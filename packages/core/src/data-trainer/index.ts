/*
 * The Data Trainer contract (docs/product/data-trainer.md): constants, messages verbatim, the pure rules
 * (CSV formats, the split, agreement, stopping) and the API shapes of /api/data-trainer.
 */
export * from './api.js';
export * from './constants.js';
export * from './messages.js';
export * from './rules.js';
