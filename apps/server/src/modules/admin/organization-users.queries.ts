import type { OrganizationInvitation, OrganizationRole, OrganizationUser, Role } from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/db/client.js';

/*
 * User Management's reads and writes (docs/product/admin.md#user-management), each scoped by the caller's
 * organisation (`domain`): its people are the profiles of the domain, its pending invitations the access-list
 * e-mails of the domain that have no account yet.
 */

type UserRow = Omit<OrganizationUser, 'last_login' | 'created_at'> & {
  last_login: Date | null;
  created_at: Date;
};

const toUser = (r: UserRow): OrganizationUser => ({
  ...r,
  last_login: r.last_login ? new Date(r.last_login).toISOString() : null,
  created_at: new Date(r.created_at).toISOString(),
});

const userColumns = sql`id, email, name, role, is_active, last_login, created_at`;

/** The organisation's people, by name. */
export async function listOrganizationUsers(db: Db, domain: string): Promise<OrganizationUser[]> {
  const { rows } = await db.execute<UserRow>(sql`
    select ${userColumns} from users where domain = ${domain} order by lower(name), email`);
  return rows.map(toUser);
}

/** Person `id` of the organisation, or null (also for another organisation's). */
export async function findOrganizationUser(db: Db | Tx, domain: string, id: string) {
  const { rows } = await db.execute<UserRow>(sql`
    select ${userColumns} from users where id = ${id} and domain = ${domain}`);
  return rows[0] ? toUser(rows[0]) : null;
}

type InvitationRow = {
  id: string;
  email: string;
  role: Role;
  invited_by: string | null;
  created_at: Date;
  expires_at: Date | null;
};

const pendingInDomain = (domain: string) => sql`
  a.email is not null and split_part(a.email, '@', 2) = ${domain}
  and not exists (select 1 from auth_users au where au.email = a.email)`;

/**
 * The organisation's pending invitations (e-mails of its domain on the access list without an account),
 * newest first, each with the expiry of its newest unused link (expired or not at `now`).
 */
export async function listPendingInvitations(
  db: Db,
  domain: string,
  now: Date,
  id?: string,
): Promise<OrganizationInvitation[]> {
  const { rows } = await db.execute<InvitationRow>(sql`
    select a.id, a.email, a.role, a.created_by as invited_by, a.created_at,
      (select max(i.expires_at) from invitations i
        where i.access_entry_id = a.id and i.used_at is null and i.revoked_at is null) as expires_at
    from access_list a
    where ${pendingInDomain(domain)} ${id ? sql`and a.id = ${id}::uuid` : sql``}
    order by a.created_at desc, a.email`);
  return rows.map((r) => {
    const expires = r.expires_at ? new Date(r.expires_at) : null;
    return {
      id: r.id,
      email: r.email,
      role: r.role,
      invited_by: r.invited_by,
      created_at: new Date(r.created_at).toISOString(),
      invitation: expires ? { expires_at: expires.toISOString(), expired: expires <= now } : null,
    };
  });
}

/**
 * Serialises the changes of one organisation's admins until the transaction ends, so two admins demoting
 * each other at once cannot both pass the last-admin check.
 */
export async function lockOrganizationAdmins(tx: Tx, domain: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`organization-admins:${domain}`}))`);
}

/** Active people of the organisation with admin rights (admin or owner role), but `exceptId`. */
export async function countOtherAdmins(tx: Tx, domain: string, exceptId: string): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from users
    where domain = ${domain} and id <> ${exceptId} and is_active and role in ('admin', 'owner')`);
  return rows[0]?.n ?? 0;
}

/** Active people of organisation `domain` other than `exceptId`, whatever their role. */
export async function countOtherMembers(tx: Tx, domain: string, exceptId: string): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(sql`
    select count(*)::int as n from users where domain = ${domain} and id <> ${exceptId} and is_active`);
  return rows[0]?.n ?? 0;
}

/**
 * Gives the e-mail `role` on the access list (its own entry, made when it was admitted through its
 * domain: an e-mail's own entry outranks its domain's) and on its profile.
 */
export async function setMemberRole(tx: Tx, opts: { email: string; role: OrganizationRole; by: string }) {
  await tx.execute(sql`
    insert into access_list (email, role, created_by) values (${opts.email}, ${opts.role}, ${opts.by})
    on conflict (email) do update set role = excluded.role`);
  await tx.execute(sql`update users set role = ${opts.role} where email = ${opts.email}`);
}

/** Sets `is_active` on person `id`. */
export async function setMemberActive(tx: Tx, id: string, isActive: boolean) {
  await tx.execute(sql`update users set is_active = ${isActive} where id = ${id}`);
}

/**
 * Deletes person `id`'s account (profile, sessions and password go with it) and their own access-list entry
 * (a domain-wide entry stays: it admits the organisation, not this person).
 */
export async function deleteMember(tx: Tx, opts: { id: string; email: string }) {
  await tx.execute(sql`delete from auth_users where id = ${opts.id}`);
  await tx.execute(sql`delete from access_list where email = ${opts.email}`);
}

/** Whether the e-mail has an access-list entry of its own, and whether it has an account. */
export async function accessOf(db: Db, email: string) {
  const { rows } = await db.execute<{ listed: boolean; account: boolean }>(sql`
    select exists (select 1 from access_list where email = ${email}) as listed,
      exists (select 1 from auth_users where email = ${email}) as account`);
  return rows[0] ?? { listed: false, account: false };
}

/** Removes pending invitation `id` of the organisation (its links go with it). @returns whether it existed. */
export async function removePendingInvitation(db: Db, domain: string, id: string): Promise<boolean> {
  const { rows } = await db.execute<{ id: string }>(sql`
    delete from access_list a where a.id = ${id}::uuid and ${pendingInDomain(domain)} returning a.id`);
  return rows.length > 0;
}
