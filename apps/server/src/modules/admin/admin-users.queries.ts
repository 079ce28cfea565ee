import type { AdminUser } from '@rw/core';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { accessList, authUsers, organizations, users } from '#src/db/schema/index.js';

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  domain: users.domain,
  organizationId: users.organizationId,
  organizationName: organizations.name,
  organizationDomain: organizations.domain,
  isActive: users.isActive,
  lastLogin: users.lastLogin,
  createdAt: users.createdAt,
};

type Row = Awaited<ReturnType<typeof selectUsers>>[number];

function toApi(r: Row): AdminUser {
  return {
    id: r.id,
    email: r.email,
    name: r.name,
    role: r.role,
    domain: r.domain,
    organization_id: r.organizationId,
    organization_name: r.organizationName,
    organization_domain: r.organizationDomain,
    is_active: r.isActive,
    last_login: r.lastLogin?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}

function selectUsers(db: Db) {
  return db.select(columns).from(users).leftJoin(organizations, eq(users.organizationId, organizations.id));
}

/**
 * User profiles with their organisation's name and domain, newest first
 * (docs/product/admin.md#users), optionally only those of one organisation.
 */
export async function listAdminUsers(db: Db, organizationId?: string): Promise<AdminUser[]> {
  const query = selectUsers(db);
  const rows = await (organizationId ? query.where(eq(users.organizationId, organizationId)) : query).orderBy(
    descNullsLast(users.createdAt),
    descNullsLast(users.id),
  );
  return rows.map(toApi);
}

/** One profile in the admin shape, or null. */
export async function findAdminUser(db: Db, id: string): Promise<AdminUser | null> {
  const rows = await selectUsers(db).where(eq(users.id, id)).limit(1);
  return rows[0] ? toApi(rows[0]) : null;
}

/** Sets `is_active` on a profile. @returns whether the profile exists. */
export async function setUserActive(db: Db | Tx, id: string, isActive: boolean): Promise<boolean> {
  const rows = await db.update(users).set({ isActive }).where(eq(users.id, id)).returning({ id: users.id });
  return rows.length > 0;
}

/**
 * Deletes the auth user; the profile, sessions and password account go with it (foreign-key cascades).
 * @returns whether it existed.
 */
export async function deleteAuthUser(db: Db | Tx, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx.delete(authUsers).where(eq(authUsers.id, id)).returning({ email: authUsers.email });
    const email = rows[0]?.email;
    if (!email) return false;
    // Deleting a person also withdraws their own invitation, or they could set a password again at once.
    // A domain-wide entry stays: it admits the organisation, not this person.
    await tx.delete(accessList).where(eq(accessList.email, email));
    return true;
  });
}
