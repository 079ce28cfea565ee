export * from './activity.js';
export * from './messages.js';
export * from './period.js';
export * from './usage.js';
