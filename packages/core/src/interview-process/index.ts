/**
 * The interview-process workflow (docs/product/interview-process.md): one implementation of the rules for the
 * canvas, the server and the import.
 */
export * from './api.js';
export * from './constants.js';
export * from './coverage.js';
export * from './details.js';
export * from './edit.js';
export * from './import.js';
export * from './model.js';
export * from './persistence.js';
export * from './presets.js';
export * from './stage-rows.js';
