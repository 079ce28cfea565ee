import { type AdminUser, userManagementMessages } from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { endSessions } from '#src/modules/auth/index.js';
import type { EventBus } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import { announceCallerChange } from '#src/plugins/caller-cache.js';
import { deleteAuthUser, findAdminUser, setUserActive } from './admin-users.queries.js';
import { countOtherAdmins, countOtherMembers, lockOrganizationAdmins } from './organization-users.queries.js';

const missing = () => new AppError('NOT_FOUND', 'User not found');

/**
 * The rule User Management keeps (docs/product/admin.md#users), kept here too: an organisation's last
 * active admin is not deactivated or deleted while other active members remain, so someone can still manage
 * them (the last person of an organisation may go: that is how an organisation is wound up). Runs under the
 * organisation's admin lock, in the transaction that then makes the change. @throws AppError CONFLICT.
 */
async function refuseLastAdmin(tx: Tx, id: string): Promise<void> {
  const { rows } = await tx.execute<{ domain: string; role: string; is_active: boolean }>(
    sql`select domain, role, is_active from users where id = ${id}`,
  );
  const user = rows[0];
  if (!user?.is_active || user.role !== 'admin') return;
  await lockOrganizationAdmins(tx, user.domain);
  if (
    (await countOtherAdmins(tx, user.domain, id)) === 0 &&
    (await countOtherMembers(tx, user.domain, id)) > 0
  ) {
    throw new AppError('CONFLICT', userManagementMessages.lastAdminOfOrganization);
  }
}

/**
 * Activates or deactivates user `id` for the owner `caller` (docs/product/admin.md#users). Deactivation ends
 * their sessions at once, and their next request on any instance (`bus`) is refused; the auth layer refuses
 * inactive profiles at sign-in with 'Access denied. Only authorized users can sign in.'
 * @throws AppError CONFLICT for the caller's own account or an organisation's last active admin deactivated,
 *   NOT_FOUND for an unknown id.
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
  const found = await db.transaction(async (tx) => {
    if (!isActive) await refuseLastAdmin(tx, id);
    return setUserActive(tx, id, isActive);
  });
  if (!found) throw missing();
  if (!isActive) await endSessions(db, id);
  await announceCallerChange(bus, [id]);
  const user = await findAdminUser(db, id);
  if (!user) throw missing();
  return user;
}

/**
 * Deletes user `id` for the owner `caller`: the auth account, profile, sessions and their own access-list
 * entry (a domain-wide entry stays); their next request on any instance (`bus`) is refused.
 * @throws AppError CONFLICT for the caller's own account or an organisation's last active admin, NOT_FOUND for
 *   an unknown id.
 */
export async function removeUser(opts: { db: Db; bus: EventBus; caller: Caller; id: string }): Promise<void> {
  const { db, bus, caller, id } = opts;
  if (id === caller.id) throw new AppError('CONFLICT', 'You cannot delete your own account.');
  const deleted = await db.transaction(async (tx) => {
    await refuseLastAdmin(tx, id);
    return deleteAuthUser(tx, id);
  });
  await endSessions(db, id);
  await announceCallerChange(bus, [id]);
  if (!deleted) throw missing();
}
