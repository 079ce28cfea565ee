import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { storedFiles } from '#src/db/schema/index.js';

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = typeof storedFiles.$inferInsert;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Records a stored file. @returns the row. */
export async function insertStoredFile(db: Db | Tx, row: NewStoredFile): Promise<StoredFileRow> {
  const [inserted] = await db.insert(storedFiles).values(row).returning();
  return inserted!;
}

/** File `id` of organisation `domain`, or null (another organisation's file reads as missing). */
export async function findStoredFile(db: Db | Tx, domain: string, id: string): Promise<StoredFileRow | null> {
  const [row] = await db
    .select()
    .from(storedFiles)
    .where(and(eq(storedFiles.id, id), eq(storedFiles.domain, domain)))
    .limit(1);
  return row ?? null;
}

/** Attaches file `id` of organisation `domain` to candidate `candidateId`. */
export async function attachStoredFile(db: Db | Tx, domain: string, id: string, candidateId: string) {
  await db
    .update(storedFiles)
    .set({ candidateId })
    .where(and(eq(storedFiles.id, id), eq(storedFiles.domain, domain)));
}

/** Deletes the rows of file ids `ids` of organisation `domain`. @returns their storage keys. */
export async function deleteStoredFileRows(db: Db | Tx, domain: string, ids: string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const gone = await db.execute<{ storage_key: string }>(
    sql`delete from stored_files where domain = ${domain} and id = any(${sql.param(ids)}::uuid[])
      returning storage_key`,
  );
  return gone.rows.map((r) => r.storage_key);
}
