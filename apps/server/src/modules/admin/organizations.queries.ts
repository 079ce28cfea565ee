import { and, eq, getTableColumns, ne } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { organizations, users } from '#src/db/schema/index.js';
import { monthUsageOf } from '#src/platform/ai/metering.js';

/** An organisation with the tokens its calls used this calendar month (UTC). */
export type OrganizationRow = typeof organizations.$inferSelect & { monthUsage: number };
export type OrganizationValues = typeof organizations.$inferInsert;

const withMonthUsage = { ...getTableColumns(organizations), monthUsage: monthUsageOf(organizations.id) };

/** Every organisation, newest first, with this month's usage (docs/product/admin.md#organizations). */
export async function listOrganizations(db: Db): Promise<OrganizationRow[]> {
  return db
    .select(withMonthUsage)
    .from(organizations)
    .orderBy(descNullsLast(organizations.createdAt), descNullsLast(organizations.id));
}

/** Inserts an organisation. @returns null when its domain is already taken. */
export async function insertOrganization(
  db: Db,
  values: OrganizationValues,
): Promise<OrganizationRow | null> {
  const rows = await db.insert(organizations).values(values).onConflictDoNothing().returning(withMonthUsage);
  return rows[0] ?? null;
}

/** Updates an organisation by id. @returns null when it does not exist. */
export async function updateOrganization(
  db: Db,
  id: string,
  values: Partial<OrganizationValues>,
): Promise<OrganizationRow | null> {
  const rows = await db
    .update(organizations)
    .set(values)
    .where(eq(organizations.id, id))
    .returning(withMonthUsage);
  return rows[0] ?? null;
}

/** Deletes an organisation (its users and usage rows keep existing, unlinked). @returns whether it existed. */
export async function deleteOrganization(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(organizations)
    .where(eq(organizations.id, id))
    .returning({ id: organizations.id });
  return rows.length > 0;
}

/** Whether another organisation than `exceptId` holds `domain`. */
export async function domainTaken(db: Db, domain: string, exceptId: string): Promise<boolean> {
  const rows = await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(and(eq(organizations.domain, domain), ne(organizations.id, exceptId)))
    .limit(1);
  return rows.length > 0;
}

/**
 * Links the profiles of the organisation's domain to it (users.domain = organization.domain) and unlinks
 * profiles of other domains that pointed at it (after a domain change).
 */
export async function linkDomainUsers(db: Db, org: { id: string; domain: string }): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ organizationId: null })
      .where(and(eq(users.organizationId, org.id), ne(users.domain, org.domain)));
    await tx.update(users).set({ organizationId: org.id }).where(eq(users.domain, org.domain));
  });
}
