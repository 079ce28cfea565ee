export * from './api.js';
export * from './board.js';
export * from './constants.js';
export * from './export.js';
export * from './placement.js';
export * from './scorecards.js';
export * from './status.js';
