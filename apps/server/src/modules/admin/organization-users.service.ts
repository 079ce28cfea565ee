import {
  emailDomain,
  userManagementMessages as m,
  type OrganizationInviteBody,
  type OrganizationInviteCreated,
  type OrganizationUser,
  type OrganizationUsersView,
  type OrganizationUserUpdate,
} from '@rw/core';
import type { Db, Tx } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { endSessions, type InvitationDelivery, issueInvitation } from '#src/modules/auth/index.js';
import type { EventBus } from '#src/platform/events/event.js';
import type { Caller } from '#src/plugins/auth.js';
import { announceCallerChange } from '#src/plugins/caller-cache.js';
import { addAccess } from './access-list.queries.js';
import {
  accessOf,
  countOtherAdmins,
  deleteMember,
  findOrganizationUser,
  listOrganizationUsers,
  listPendingInvitations,
  lockOrganizationAdmins,
  removePendingInvitation,
  setMemberActive,
  setMemberRole,
} from './organization-users.queries.js';

/*
 * User Management (docs/product/admin.md#user-management): an organisation's admins manage the people of
 * their own e-mail domain. The owner's account is the platform's (Admin Panel); the organisation always
 * keeps one active admin.
 */

export type OrganizationUsersDeps = { db: Db; bus: EventBus; delivery: InvitationDelivery };

/** The caller's organisation's people and pending invitations. */
export async function organizationUsers(
  deps: OrganizationUsersDeps,
  caller: Caller,
): Promise<OrganizationUsersView> {
  const [users, invitations] = await Promise.all([
    listOrganizationUsers(deps.db, caller.domain),
    listPendingInvitations(deps.db, caller.domain, deps.delivery.now()),
  ]);
  return { domain: caller.domain, users, invitations };
}

/**
 * Invites `body.email` (of the caller's domain) with `body.role`: puts it on the access list and makes its
 * one-time invitation link (docs/product/admin.md#invitations), e-mailed when SMTP is configured.
 * @throws AppError VALIDATION for another domain's e-mail; CONFLICT when it is a member already, or invited
 *   already (a new link is made from its row instead).
 */
export async function inviteMember(
  deps: OrganizationUsersDeps,
  caller: Caller,
  body: OrganizationInviteBody,
): Promise<OrganizationInviteCreated> {
  const { db, delivery } = deps;
  if (emailDomain(body.email) !== caller.domain)
    throw new AppError('VALIDATION', m.otherDomain(caller.domain));
  const access = await accessOf(db, body.email);
  if (access.account) throw new AppError('CONFLICT', m.alreadyMember(body.email));
  if (access.listed) throw new AppError('CONFLICT', m.alreadyInvited(body.email));
  const entry = await addAccess(db, { email: body.email, role: body.role }, caller.email, false);
  if (!entry) throw new AppError('CONFLICT', m.alreadyInvited(body.email));
  const link = await issueInvitation({ db, email: body.email, invitedBy: caller.email, delivery });
  const [invitation] = await listPendingInvitations(db, caller.domain, delivery.now(), entry.id);
  if (!invitation) throw new AppError('NOT_FOUND', m.invitationNotFound);
  return { invitation, invitation_link: link };
}

/**
 * A new link for pending invitation `id` of the caller's organisation; the earlier one stops working.
 * @throws AppError NOT_FOUND 'Invitation not found' (also another organisation's, or one accepted since).
 */
export async function renewMemberLink(deps: OrganizationUsersDeps, caller: Caller, id: string) {
  const [pending] = await listPendingInvitations(deps.db, caller.domain, deps.delivery.now(), id);
  if (!pending) throw new AppError('NOT_FOUND', m.invitationNotFound);
  return issueInvitation({
    db: deps.db,
    email: pending.email,
    invitedBy: caller.email,
    delivery: deps.delivery,
  });
}

/**
 * Withdraws pending invitation `id` of the caller's organisation: its entry and links go.
 * @throws AppError NOT_FOUND 'Invitation not found'.
 */
export async function withdrawInvitation(deps: OrganizationUsersDeps, caller: Caller, id: string) {
  if (!(await removePendingInvitation(deps.db, caller.domain, id))) {
    throw new AppError('NOT_FOUND', m.invitationNotFound);
  }
}

/**
 * Person `id` of the caller's organisation for a change, with the rules every change obeys: not the owner's
 * account, and not the last active admin losing admin rights (`losesAdmin`). Runs under the organisation's
 * admin lock. @throws AppError NOT_FOUND, CONFLICT.
 */
async function checkedMember(
  tx: Tx,
  caller: Caller,
  id: string,
  losesAdmin: (u: OrganizationUser) => boolean,
) {
  await lockOrganizationAdmins(tx, caller.domain);
  const user = await findOrganizationUser(tx, caller.domain, id);
  if (!user) throw new AppError('NOT_FOUND', m.userNotFound);
  if (user.role === 'owner') throw new AppError('CONFLICT', m.ownerAccount);
  const isAdmin = user.is_active && user.role === 'admin';
  if (isAdmin && losesAdmin(user) && (await countOtherAdmins(tx, caller.domain, id)) === 0) {
    throw new AppError('CONFLICT', m.lastAdmin);
  }
  return user;
}

/**
 * Changes the role and/or status of person `id` of the caller's organisation. Deactivation ends their
 * sessions at once; every change applies at their next request on any instance (`bus`). An admin may
 * demote themselves while another admin remains.
 * @throws AppError NOT_FOUND 'User not found'; CONFLICT for the owner's account, the caller deactivating
 *   themselves, or the last admin demoted or deactivated.
 */
export async function updateMember(
  deps: OrganizationUsersDeps,
  caller: Caller,
  id: string,
  body: OrganizationUserUpdate,
): Promise<OrganizationUser> {
  const { db, bus } = deps;
  if (id === caller.id && body.is_active === false) throw new AppError('CONFLICT', m.ownDeactivate);
  await db.transaction(async (tx) => {
    const user = await checkedMember(
      tx,
      caller,
      id,
      () => body.is_active === false || (body.role !== undefined && body.role !== 'admin'),
    );
    if (body.role !== undefined && body.role !== user.role) {
      await setMemberRole(tx, { email: user.email, role: body.role, by: caller.email });
    }
    if (body.is_active !== undefined && body.is_active !== user.is_active) {
      await setMemberActive(tx, id, body.is_active);
    }
  });
  if (body.is_active === false) await endSessions(db, id);
  await announceCallerChange(bus, [id]);
  const updated = await findOrganizationUser(db, caller.domain, id);
  if (!updated) throw new AppError('NOT_FOUND', m.userNotFound);
  return updated;
}

/**
 * Deletes person `id` of the caller's organisation: account, profile, sessions and their own access-list
 * entry; their next request on any instance (`bus`) is refused.
 * @throws AppError NOT_FOUND 'User not found'; CONFLICT for the caller's own account, the owner's, or the
 *   last admin.
 */
export async function deleteMemberAccount(deps: OrganizationUsersDeps, caller: Caller, id: string) {
  if (id === caller.id) throw new AppError('CONFLICT', m.ownDelete);
  await deps.db.transaction(async (tx) => {
    const user = await checkedMember(tx, caller, id, () => true);
    await deleteMember(tx, { id, email: user.email });
  });
  await announceCallerChange(deps.bus, [id]);
}
