import type { CompanyDatasetEntry, CompanyDatasetRecord, CompanyDescriptionSource } from '@rw/core';
import { and, asc, count, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { companyDescriptions } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import { UUID } from '#src/lib/page-cursor.js';
import type { DbOrTx } from './cv-sorter.queries.js';

/* The organisation's company dataset (docs/product/cv-sorter.md#company-descriptions). */

type Row = typeof companyDescriptions.$inferSelect;

/** How a company name is matched: trimmed, runs of spaces as one, lower case (an exact match ignoring case). */
export function companyNameKey(name: string): string {
  return name.trim().replace(/\s+/g, ' ').toLowerCase();
}

export function toEntry(row: Row): CompanyDatasetEntry {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    source: row.source,
    updatedBy: row.updatedBy,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The descriptions the organisation holds for `names`, by name key. */
export async function descriptionsFor(
  db: DbOrTx,
  domain: string,
  names: readonly string[],
): Promise<Map<string, string>> {
  const keys = [...new Set(names.map(companyNameKey))].filter(Boolean);
  const out = new Map<string, string>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({ key: companyDescriptions.nameKey, description: companyDescriptions.description })
      .from(companyDescriptions)
      .where(
        and(
          eq(companyDescriptions.domain, domain),
          inArray(companyDescriptions.nameKey, keys.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) out.set(r.key, r.description);
  }
  return out;
}

/**
 * Saves a generated description unless the organisation has one for the name already (an edited or imported
 * one is never replaced by a generated one). @returns the description the dataset now holds.
 */
export async function saveGeneratedDescription(
  db: DbOrTx,
  domain: string,
  name: string,
  description: string,
): Promise<string> {
  const nameKey = companyNameKey(name);
  await db
    .insert(companyDescriptions)
    .values({ domain, name: name.trim(), nameKey, description, source: 'generated' })
    .onConflictDoNothing();
  const [row] = await db
    .select({ description: companyDescriptions.description })
    .from(companyDescriptions)
    .where(and(eq(companyDescriptions.domain, domain), eq(companyDescriptions.nameKey, nameKey)));
  return row?.description ?? description;
}

/** The opaque cursor after a row: its name key and id, in base64url JSON. */
function encodeCursor(row: { nameKey: string; id: string }): string {
  return Buffer.from(JSON.stringify([row.nameKey, row.id])).toString('base64url');
}

/** The cursor in `raw`. @throws AppError BAD_REQUEST 'Invalid cursor' for anything else. */
function decodeCursor(raw: string): { nameKey: string; id: string } {
  try {
    const [nameKey, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof nameKey === 'string' && typeof id === 'string' && UUID.test(id)) return { nameKey, id };
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new AppError('BAD_REQUEST', 'Invalid cursor');
}

/**
 * A page of the dataset by name, after `cursor` (nextCursor of the previous page), and the total.
 * @throws AppError BAD_REQUEST 'Invalid cursor'.
 */
export async function listDescriptions(
  db: Db,
  domain: string,
  opts: { q?: string; limit: number; cursor?: string },
): Promise<{ rows: Row[]; total: number; nextCursor: string | null }> {
  const mine = eq(companyDescriptions.domain, domain);
  const search = opts.q
    ? ilike(companyDescriptions.name, `%${opts.q.replace(/[\\%_]/g, '\\$&')}%`)
    : undefined;
  const after = opts.cursor ? decodeCursor(opts.cursor) : null;
  const rows = await db
    .select()
    .from(companyDescriptions)
    .where(
      and(
        mine,
        search,
        after
          ? sql`(${companyDescriptions.nameKey}, ${companyDescriptions.id}) > (${after.nameKey}, ${after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(companyDescriptions.nameKey), asc(companyDescriptions.id))
    .limit(opts.limit + 1);
  const [total] = await db.select({ n: count() }).from(companyDescriptions).where(and(mine, search));
  const page = rows.slice(0, opts.limit);
  const last = page.at(-1);
  return {
    rows: page,
    total: total?.n ?? 0,
    nextCursor: rows.length > opts.limit && last ? encodeCursor(last) : null,
  };
}

/** A user's own description of entry `id` of the organisation (source 'edited'); null when not theirs. */
export async function editDescription(
  db: Db,
  domain: string,
  id: string,
  description: string,
  by: string,
): Promise<Row | null> {
  const [row] = await db
    .update(companyDescriptions)
    .set({ description, source: 'edited', updatedBy: by, updatedAt: new Date() })
    .where(and(eq(companyDescriptions.domain, domain), eq(companyDescriptions.id, id)))
    .returning();
  return row ?? null;
}

/**
 * Imports `[{name, description}]` (source 'imported'): each name creates an entry or replaces the one the
 * organisation holds; a name twice in the file keeps its last description. In one transaction.
 * @returns how many were created and how many replaced.
 */
export async function importDescriptions(
  db: Db,
  domain: string,
  records: readonly CompanyDatasetRecord[],
  by: string,
  source: CompanyDescriptionSource = 'imported',
): Promise<{ created: number; updated: number }> {
  const byKey = new Map<string, CompanyDatasetRecord>();
  for (const r of records) byKey.set(companyNameKey(r.name), r);
  const values = [...byKey].map(([nameKey, r]) => ({
    domain,
    name: r.name.trim(),
    nameKey,
    description: r.description,
    source,
    updatedBy: by,
  }));
  let created = 0;
  await db.transaction(async (tx) => {
    for (let i = 0; i < values.length; i += 1000) {
      const rows = await tx
        .insert(companyDescriptions)
        .values(values.slice(i, i + 1000))
        .onConflictDoUpdate({
          target: [companyDescriptions.domain, companyDescriptions.nameKey],
          set: {
            name: sql`excluded.name`,
            description: sql`excluded.description`,
            source: sql`excluded.source`,
            updatedBy: sql`excluded.updated_by`,
            updatedAt: sql`now()`,
          },
        })
        .returning({ inserted: sql<boolean>`(xmax = 0)` });
      created += rows.filter((r) => r.inserted).length;
    }
  });
  return { created, updated: values.length - created };
}

/** The whole dataset of the organisation as `[{name, description}]`, by name. */
export async function exportDescriptions(db: Db, domain: string): Promise<CompanyDatasetRecord[]> {
  return db
    .select({ name: companyDescriptions.name, description: companyDescriptions.description })
    .from(companyDescriptions)
    .where(eq(companyDescriptions.domain, domain))
    .orderBy(asc(companyDescriptions.nameKey));
}
