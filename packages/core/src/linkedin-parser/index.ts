export * from './api.js';
export * from './profile-text.js';
