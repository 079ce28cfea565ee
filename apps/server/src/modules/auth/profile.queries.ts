import { emailDomain, normalizeEmail, type Role } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/db/client.js';
import { organizations, users } from '#src/db/schema/index.js';

export type Profile = typeof users.$inferSelect;

/**
 * Creates the profile on first sign-in, or refreshes it on later ones: role from the access list,
 * organisation by e-mail domain, `last_login` now (docs/product/shell.md#access-list-and-roles).
 * @returns whether the profile was created by this call (a first sign-in), and its id and organisation.
 */
export async function upsertProfileOnSignIn(
  db: Db | Tx,
  opts: { id: string; email: string; name: string; picture: string | null; role: Role },
): Promise<{ created: boolean; id: string; domain: string }> {
  const email = normalizeEmail(opts.email);
  const domain = emailDomain(email);
  const org = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, domain))
    .limit(1);
  const now = new Date();
  const rows = await db
    .insert(users)
    .values({
      id: opts.id,
      email,
      name: opts.name || email,
      role: opts.role,
      picture: opts.picture,
      domain,
      organizationId: org[0]?.id ?? null,
      lastLogin: now,
    })
    .onConflictDoUpdate({
      target: users.id,
      set: {
        role: opts.role,
        lastLogin: now,
        picture: sql`coalesce(excluded.picture, ${users.picture})`,
        organizationId: sql`coalesce(${users.organizationId}, excluded.organization_id)`,
      },
    })
    // xmax is 0 only on a freshly inserted row version.
    .returning({ created: sql<boolean>`(xmax = 0)` });
  return { created: rows[0]?.created ?? false, id: opts.id, domain };
}

/** Profiles with the owner role, to tell them when someone joins. */
export async function findOwnerIds(db: Db): Promise<string[]> {
  const rows = await db.select({ id: users.id }).from(users).where(eq(users.role, 'owner'));
  return rows.map((r) => r.id);
}

/** The profile by id, or null. */
export async function findProfile(db: Db, id: string): Promise<Profile | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}
