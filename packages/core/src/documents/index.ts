export * from './imports.js';
export * from './messages.js';
export * from './profile.js';
