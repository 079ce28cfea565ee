import { type Company, normalizeCompanySize } from '@rw/core';
import { and, asc, count, eq, exists, or, type SQL } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { companies, companyMemberships, users } from '#src/db/schema/index.js';

/** Who is asking: the caller's id and organisation (DESIGN.md, Tenancy: always from the session). */
export type CompanyScope = { userId: string; domain: string };

type Row = typeof companies.$inferSelect;
export type CompanyInsert = typeof companies.$inferInsert;
export type CompanyChanges = Partial<Omit<CompanyInsert, 'id' | 'createdAt' | 'domain'>>;

/** The API shape of a row; a size stored without ' employees' (older data) is read in the stored form. */
export function toApiCompany(r: Row): Company {
  return {
    id: r.id,
    owner_user_id: r.ownerUserId,
    created_by: r.createdBy,
    name: r.name,
    size: r.size ? (normalizeCompanySize(r.size) ?? r.size) : null,
    website: r.website,
    description: r.description,
    company_values: r.companyValues,
    company_benefits: r.companyBenefits,
    job_spec_intro: r.jobSpecIntro,
    industry: r.industry,
    location: r.location,
    founded: r.founded,
    tone_of_voice_instructions: r.toneOfVoiceInstructions,
    tone_of_voice_source_text: r.toneOfVoiceSourceText,
    tone_of_voice_last_updated: r.toneOfVoiceLastUpdated?.toISOString() ?? null,
    is_public: r.isPublic,
    company_domain: r.companyDomain,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    domain: r.domain,
  };
}

/** Companies the caller owns or created, inside the caller's organisation: the 8 per user count these. */
function ownedBy(scope: CompanyScope): SQL {
  return and(
    eq(companies.domain, scope.domain),
    or(eq(companies.ownerUserId, scope.userId), eq(companies.createdBy, scope.userId)),
  )!;
}

/**
 * Companies the caller owns, created or is a member of (company_memberships: choosing the company for a
 * job), inside the caller's organisation (docs/product/companies.md#visibility).
 */
function visibleTo(db: Db, scope: CompanyScope): SQL {
  const member = db
    .select({ one: companyMemberships.companyId })
    .from(companyMemberships)
    .where(and(eq(companyMemberships.companyId, companies.id), eq(companyMemberships.userId, scope.userId)));
  return and(
    eq(companies.domain, scope.domain),
    or(eq(companies.ownerUserId, scope.userId), eq(companies.createdBy, scope.userId), exists(member)),
  )!;
}

/** The companies the caller sees, created_at ascending (docs/product/companies.md#visibility). */
export async function listCompanies(db: Db, scope: CompanyScope): Promise<Company[]> {
  const rows = await db
    .select()
    .from(companies)
    .where(visibleTo(db, scope))
    .orderBy(asc(companies.createdAt), asc(companies.id));
  return rows.map(toApiCompany);
}

/** A company the caller sees; null when it is missing or not visible to them (both answer 404). */
export async function findCompany(db: Db, scope: CompanyScope, id: string): Promise<Row | null> {
  const rows = await db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), visibleTo(db, scope)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Inserts a company unless the caller already owns or created `limit` of them (those they see as a member do
 * not count). The caller's profile row is locked
 * for the transaction, so concurrent creations by one user cannot pass the limit together.
 * @returns the new row, or null when the limit is reached.
 */
export async function insertCompanyWithinLimit(
  db: Db,
  scope: CompanyScope,
  values: CompanyInsert,
  limit: number,
): Promise<Row | null> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, scope.userId)).for('update');
    const [owned] = await tx.select({ n: count() }).from(companies).where(ownedBy(scope));
    if ((owned?.n ?? 0) >= limit) return null;
    const [row] = await tx.insert(companies).values(values).returning();
    return row ?? null;
  });
}

/** Updates a company the caller sees. @returns the new row; null when it is missing or not visible to them. */
export async function updateCompanyRow(
  db: Db,
  scope: CompanyScope,
  id: string,
  changes: CompanyChanges,
): Promise<Row | null> {
  const rows = await db
    .update(companies)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(companies.id, id), visibleTo(db, scope)))
    .returning();
  return rows[0] ?? null;
}

/**
 * Deletes a company the caller sees (the service checks who may first).
 * @returns false when it is missing or not visible to them.
 */
export async function deleteCompanyRow(db: Db, scope: CompanyScope, id: string): Promise<boolean> {
  const rows = await db
    .delete(companies)
    .where(and(eq(companies.id, id), visibleTo(db, scope)))
    .returning({ id: companies.id });
  return rows.length > 0;
}
