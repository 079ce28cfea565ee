import { eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { organizationSettings, organizations } from '#src/db/schema/index.js';
import { monthUsageOf } from '#src/platform/ai/metering.js';
import type { OrganizationRow } from './organizations.queries.js';

/** A transaction or the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type SettingsRow = typeof organizationSettings.$inferSelect;
export type SettingsValues = Partial<Omit<typeof organizationSettings.$inferInsert, 'domain'>>;

/** The organisation row of `domain` with this month's usage; null when the owner has not added one. */
export async function organizationOfDomain(db: Db | Tx, domain: string): Promise<OrganizationRow | null> {
  const [row] = await db
    .select({ ...getTableColumns(organizations), monthUsage: monthUsageOf(organizations.id) })
    .from(organizations)
    .where(eq(organizations.domain, domain))
    .limit(1);
  return row ?? null;
}

/** The System Settings row of `domain`; null when nothing was saved yet. */
export async function settingsOfDomain(db: Db | Tx, domain: string): Promise<SettingsRow | null> {
  const [row] = await db
    .select()
    .from(organizationSettings)
    .where(eq(organizationSettings.domain, domain))
    .limit(1);
  return row ?? null;
}

/** Writes the given System Settings columns of `domain` (the row is made on first save). */
export async function upsertSettings(tx: Db | Tx, domain: string, values: SettingsValues, by: string) {
  await tx
    .insert(organizationSettings)
    .values({ domain, ...values, updatedBy: by, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: organizationSettings.domain,
      set: { ...values, updatedBy: by, updatedAt: sql`now()` },
    });
}
