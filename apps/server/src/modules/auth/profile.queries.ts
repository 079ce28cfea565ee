import { emailDomain, normalizeEmail, type Role } from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { organizations, users } from '#src/db/schema/index.js';

export type Profile = typeof users.$inferSelect;

/**
 * Creates the profile on first sign-in, or refreshes it on later ones: role from the access list,
 * organisation by e-mail domain, `last_login` now (spec 1 section 4, Profile creation).
 */
export async function upsertProfileOnSignIn(
  db: Db,
  opts: { id: string; email: string; name: string; picture: string | null; role: Role },
): Promise<void> {
  const email = normalizeEmail(opts.email);
  const domain = emailDomain(email);
  const org = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.domain, domain))
    .limit(1);
  const now = new Date();
  await db
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
    });
}

/** The profile by id, or null. */
export async function findProfile(db: Db, id: string): Promise<Profile | null> {
  const rows = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return rows[0] ?? null;
}
