/**
 * Auth: sign-in, first-run setup, the access list's lookups and the caller's profile (docs/product/shell.md).
 * The one entry other code may import; the auth plugin (plugins/auth.ts) builds on these.
 */
export {
  endSessions,
  findAccessRole,
  grantAccess,
  hasAccount,
  isListedByEmail,
  ownerExists,
} from './access.queries.js';
export { authRoutes } from './auth.routes.js';
export { createPasswordAccount, recordSignIn, seedOwner } from './auth.service.js';
export { type CallerState, findCallerState } from './caller.queries.js';
export { consumeInvitation, hashInvitationToken, releaseInvitation } from './invitations.queries.js';
export { createInvitationToken, type InvitationDelivery, issueInvitation } from './invitations.service.js';
export { beginSignInAttempt, clearSignInFailures } from './lockout.queries.js';
export { findProfile, type Profile } from './profile.queries.js';
