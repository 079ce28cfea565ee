import type { AdminUser } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { endSessions } from '#src/modules/auth/index.js';
import type { EventBus } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import { announceCallerChange } from '#src/plugins/caller-cache.js';
import { deleteAuthUser, findAdminUser, setUserActive } from './admin-users.queries.js';

const missing = () => new AppError('NOT_FOUND', 'User not found');

/**
 * Activates or deactivates user `id` for the owner `caller` (docs/product/admin.md#users). Deactivation ends
 * their sessions at once, and their next request on any instance (`bus`) is refused; the auth layer refuses
 * inactive profiles at sign-in with 'Access denied. Only authorized users can sign in.'
 * @throws AppError CONFLICT for the caller's own account, NOT_FOUND for an unknown id.
 */
export async function changeUserStatus(opts: {
  db: Db;
  bus: EventBus;
  caller: Caller;
  id: string;
  isActive: boolean;
}): Promise<AdminUser> {
  const { db, bus, caller, id, isActive } = opts;
  if (id === caller.id && !isActive) {
    throw new AppError('CONFLICT', 'You cannot deactivate your own account.');
  }
  if (!(await setUserActive(db, id, isActive))) throw missing();
  if (!isActive) await endSessions(db, id);
  await announceCallerChange(bus, [id]);
  const user = await findAdminUser(db, id);
  if (!user) throw missing();
  return user;
}

/**
 * Deletes user `id` for the owner `caller`: the auth account, profile, sessions and their own access-list
 * entry (a domain-wide entry stays); their next request on any instance (`bus`) is refused.
 * @throws AppError CONFLICT for the caller's own account, NOT_FOUND for an unknown id.
 */
export async function removeUser(opts: { db: Db; bus: EventBus; caller: Caller; id: string }): Promise<void> {
  const { db, bus, caller, id } = opts;
  if (id === caller.id) throw new AppError('CONFLICT', 'You cannot delete your own account.');
  await endSessions(db, id);
  const deleted = await deleteAuthUser(db, id);
  await announceCallerChange(bus, [id]);
  if (!deleted) throw missing();
}
