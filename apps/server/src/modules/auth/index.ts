/**
 * Auth: sign-in, first-run setup, the access list's lookups and the caller's profile (docs/product/shell.md).
 * The one entry other code may import; the auth plugin (plugins/auth.ts) builds on these.
 */
export { endSessions, findAccessRole, grantAccess, isListedByEmail, ownerExists } from './access.queries.js';
export { authRoutes } from './auth.routes.js';
export { recordSignIn, seedOwner } from './auth.service.js';
export { findProfile } from './profile.queries.js';
