export * from './access-list.js';
export * from './admin.js';
export * from './apps.js';
export * from './auth.js';
export * from './companies.js';
export * from './errors.js';
export * from './jobs.js';
export * from './notifications.js';
