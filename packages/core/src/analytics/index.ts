export * from './activity.js';
export * from './funnel.js';
export * from './messages.js';
export * from './performance.js';
export * from './period.js';
export * from './usage.js';
