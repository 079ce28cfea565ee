import {
  type AccessEntryCreate,
  type AccessEntryCreated,
  type InvitationLink,
  invitationMessages,
  type Role,
} from '@rw/core';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { authSessions, authUsers } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import { hasAccount, type InvitationDelivery, issueInvitation } from '#src/modules/auth/index.js';
import type { EventBus } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import { announceCallerChange } from '#src/plugins/caller-cache.js';
import { addAccess, countOwners, findAccess, removeAccess, updateAccessRole } from './access-list.queries.js';

/**
 * Adds an e-mail or domain to the access list (docs/product/admin.md#access-list), recorded as added by the
 * caller's e-mail. An e-mail without an account gets its one-time invitation link at once
 * (docs/product/admin.md#invitations), e-mailed when SMTP is configured; a domain signs in with Google.
 * An e-mail's own entry outranks its domain's, so signed-in callers are checked again (`bus`).
 * @throws AppError CONFLICT when it is already listed.
 */
export async function grantEntry(opts: {
  db: Db;
  bus: EventBus;
  caller: Caller;
  body: AccessEntryCreate;
  delivery: InvitationDelivery;
}): Promise<AccessEntryCreated> {
  const { db, bus, caller, body, delivery } = opts;
  const account = body.email ? await hasAccount(db, body.email) : false;
  const created = await addAccess(db, body, caller.email, account);
  if (!created) throw new AppError('CONFLICT', `${body.email ?? body.domain} is already on the access list.`);
  await announceCallerChange(bus, 'all');
  if (!created.email || account) return { ...created, invitation_link: null };
  const link = await issueInvitation({ db, email: created.email, invitedBy: caller.email, delivery });
  return {
    ...created,
    invitation: { expires_at: link.expires_at, expired: false },
    invitation_link: link,
  };
}

/**
 * A new invitation link for e-mail entry `id` (docs/product/admin.md#invitations): the earlier link stops
 * working at once.
 * @throws AppError NOT_FOUND; CONFLICT for a domain or an e-mail that already has an account.
 */
export async function renewInvitation(opts: {
  db: Db;
  caller: Caller;
  id: string;
  delivery: InvitationDelivery;
}): Promise<InvitationLink> {
  const { db, caller, id, delivery } = opts;
  const entry = await findAccess(db, id);
  if (!entry) throw new AppError('NOT_FOUND', 'Access entry not found');
  if (!entry.email) throw new AppError('CONFLICT', invitationMessages.domainHasNoLink);
  return issueInvitation({ db, email: entry.email, invitedBy: caller.email, delivery });
}

async function refuseLastOwner(db: Db, id: string, nextRole?: Role) {
  const entry = await findAccess(db, id);
  if (!entry) throw new AppError('NOT_FOUND', 'Access entry not found');
  if (entry.role === 'owner' && nextRole !== 'owner' && (await countOwners(db)) <= 1) {
    throw new AppError('CONFLICT', 'The last owner cannot be removed or demoted.');
  }
  return entry;
}

/**
 * Changes the role of entry `id`; every signed-in caller it covers has the new role at their next request,
 * on every instance (`bus`). @throws AppError NOT_FOUND, or CONFLICT for the last owner.
 */
export async function changeEntryRole(opts: { db: Db; bus: EventBus; id: string; role: Role }) {
  const { db, bus, id, role } = opts;
  await refuseLastOwner(db, id, role);
  await updateAccessRole(db, id, role);
  await announceCallerChange(bus, 'all');
}

/**
 * Removes entry `id` and ends the sessions of the accounts it alone let in (an account still covered by
 * another entry, such as its domain, keeps its sessions, with its domain's role); their next request, on
 * any instance (`bus`), is refused.
 * @throws AppError NOT_FOUND, or CONFLICT for the last owner.
 */
export async function revokeEntry(opts: { db: Db; bus: EventBus; id: string }) {
  const { db, bus, id } = opts;
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
  await announceCallerChange(bus, 'all');
}
