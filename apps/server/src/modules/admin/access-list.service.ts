import type { AccessEntryCreate, Role } from '@rw/core';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { authSessions, authUsers } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import { addAccess, countOwners, findAccess, removeAccess, updateAccessRole } from './access-list.queries.js';

/**
 * Adds an e-mail or domain to the access list (the owner's Admin Panel; DESIGN.md, Identity and access),
 * recorded as added by the caller's e-mail.
 * @throws AppError CONFLICT when it is already listed.
 */
export async function grantEntry(opts: { db: Db; caller: Caller; body: AccessEntryCreate }) {
  const { db, caller, body } = opts;
  const created = await addAccess(db, body, caller.email);
  if (!created) throw new AppError('CONFLICT', `${body.email ?? body.domain} is already on the access list.`);
  return created;
}

async function refuseLastOwner(db: Db, id: string, nextRole?: Role) {
  const entry = await findAccess(db, id);
  if (!entry) throw new AppError('NOT_FOUND', 'Access entry not found');
  if (entry.role === 'owner' && nextRole !== 'owner' && (await countOwners(db)) <= 1) {
    throw new AppError('CONFLICT', 'The last owner cannot be removed or demoted.');
  }
  return entry;
}

/** Changes the role of entry `id`. @throws AppError NOT_FOUND, or CONFLICT for the last owner. */
export async function changeEntryRole(opts: { db: Db; id: string; role: Role }) {
  const { db, id, role } = opts;
  await refuseLastOwner(db, id, role);
  await updateAccessRole(db, id, role);
}

/**
 * Removes entry `id` and ends the sessions of the accounts it alone let in (an account still covered by
 * another entry, such as its domain, keeps its sessions).
 * @throws AppError NOT_FOUND, or CONFLICT for the last owner.
 */
export async function revokeEntry(opts: { db: Db; id: string }) {
  const { db, id } = opts;
  await refuseLastOwner(db, id);
  const removed = await removeAccess(db, id);
  if (!removed) throw new AppError('NOT_FOUND', 'Access entry not found');
  const covered = removed.email
    ? sql`${authUsers.email} = ${removed.email}`
    : sql`split_part(${authUsers.email}, '@', 2) = ${removed.domain}`;
  const stillListed = sql`exists (select 1 from access_list a where a.email = ${authUsers.email} or a.domain = split_part(${authUsers.email}, '@', 2))`;
  const affected = await db
    .select({ id: authUsers.id })
    .from(authUsers)
    .where(sql`${covered} and not ${stillListed}`);
  if (affected.length) {
    await db.delete(authSessions).where(
      inArray(
        authSessions.userId,
        affected.map((a) => a.id),
      ),
    );
  }
}
