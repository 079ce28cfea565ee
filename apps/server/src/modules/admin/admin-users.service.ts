import type { AdminUser } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { endSessions } from '#src/modules/auth/index.js';
import { deleteAuthUser, findAdminUser, setUserActive } from './admin-users.queries.js';

/** The owner acting on a user: the database and the caller's own user id (they cannot act on themself). */
export type UserActionContext = { db: Db; callerId: string };

const missing = () => new AppError('NOT_FOUND', 'User not found');

/**
 * Activates or deactivates a user (spec 1 section 4). Deactivation ends their sessions at once; the auth
 * layer refuses inactive profiles at sign-in with 'Access denied. Only authorized users can sign in.'
 * @throws AppError CONFLICT for the caller's own account, NOT_FOUND for an unknown id.
 */
export async function changeUserStatus(
  ctx: UserActionContext,
  id: string,
  isActive: boolean,
): Promise<AdminUser> {
  if (id === ctx.callerId && !isActive) {
    throw new AppError('CONFLICT', 'You cannot deactivate your own account.');
  }
  if (!(await setUserActive(ctx.db, id, isActive))) throw missing();
  if (!isActive) await endSessions(ctx.db, id);
  const user = await findAdminUser(ctx.db, id);
  if (!user) throw missing();
  return user;
}

/**
 * Deletes a user: the auth account, profile, sessions and their own access-list entry (a domain-wide
 * entry stays).
 * @throws AppError CONFLICT for the caller's own account, NOT_FOUND for an unknown id.
 */
export async function removeUser(ctx: UserActionContext, id: string): Promise<void> {
  if (id === ctx.callerId) throw new AppError('CONFLICT', 'You cannot delete your own account.');
  await endSessions(ctx.db, id);
  if (!(await deleteAuthUser(ctx.db, id))) throw missing();
}
