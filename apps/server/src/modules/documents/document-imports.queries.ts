import type { DocumentImport, DocumentImportFile, DocumentImportFileStatus } from '@rw/core';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { candidates, documentImportFiles, documentImports } from '#src/db/schema/index.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DocumentImportRow = typeof documentImports.$inferSelect;
export type DocumentImportFileRow = typeof documentImportFiles.$inferSelect;

/** Opens a batch with its files (each 'waiting', or already 'failed' with its message). @returns the batch id. */
export async function insertDocumentImport(
  db: Db,
  input: {
    domain: string;
    jobId: string;
    stageId: string;
    requestedBy: string;
    createdByEmail: string;
    files: { name: string; size: number; failed: string | null }[];
  },
): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(documentImports)
      .values({
        domain: input.domain,
        jobId: input.jobId,
        stageId: input.stageId,
        requestedBy: input.requestedBy,
        createdByEmail: input.createdByEmail,
        total: input.files.length,
      })
      .returning({ id: documentImports.id });
    await tx.insert(documentImportFiles).values(
      input.files.map((f, position) => ({
        importId: row!.id,
        domain: input.domain,
        position,
        fileName: f.name,
        sizeBytes: f.size,
        status: (f.failed ? 'failed' : 'waiting') as DocumentImportFileStatus,
        message: f.failed,
      })),
    );
    return row!.id;
  });
}

/** Batch `id` of organisation `domain`, or null. */
export async function findDocumentImport(db: Db | Tx, domain: string, id: string) {
  const [row] = await db
    .select()
    .from(documentImports)
    .where(and(eq(documentImports.id, id), eq(documentImports.domain, domain)));
  return row ?? null;
}

/** Batch `id` whatever its organisation (the sweep's, which has only the id). */
export async function findImportById(db: Db | Tx, id: string) {
  const [row] = await db.select().from(documentImports).where(eq(documentImports.id, id));
  return row ?? null;
}

/** File `fileId` of batch `importId` of organisation `domain`, with its batch, or null. */
export async function findDocumentImportFile(db: Db | Tx, domain: string, importId: string, fileId: string) {
  const [row] = await db
    .select({ file: documentImportFiles, batch: documentImports })
    .from(documentImportFiles)
    .innerJoin(documentImports, eq(documentImports.id, documentImportFiles.importId))
    .where(
      and(
        eq(documentImportFiles.id, fileId),
        eq(documentImportFiles.importId, importId),
        eq(documentImportFiles.domain, domain),
        eq(documentImports.domain, domain),
      ),
    );
  return row ?? null;
}

/** A file by id alone, with its batch (the queue's worker, which has only the id). */
export async function findFileById(db: Db | Tx, fileId: string) {
  const [row] = await db
    .select({ file: documentImportFiles, batch: documentImports })
    .from(documentImportFiles)
    .innerJoin(documentImports, eq(documentImports.id, documentImportFiles.importId))
    .where(eq(documentImportFiles.id, fileId));
  return row ?? null;
}

/**
 * Moves file `id` from one of `from` to `to` with `patch`, and stamps its batch. @returns whether it moved
 * (false when another worker or request moved it first).
 */
export async function moveFile(
  db: Db | Tx,
  id: string,
  from: DocumentImportFileStatus[],
  to: DocumentImportFileStatus,
  patch: Partial<Omit<DocumentImportFileRow, 'id' | 'status'>> = {},
): Promise<boolean> {
  const moved = await db
    .update(documentImportFiles)
    .set({ ...patch, status: to, updatedAt: sql`now()` })
    .where(and(eq(documentImportFiles.id, id), inArray(documentImportFiles.status, from)))
    .returning({ importId: documentImportFiles.importId });
  const importId = moved[0]?.importId;
  if (importId) await touchImport(db, importId);
  return Boolean(importId);
}

/** Stamps batch `id` (its heartbeat while a file of it is read). @returns whether it still exists. */
export async function touchImport(db: Db | Tx, id: string): Promise<boolean> {
  const rows = await db
    .update(documentImports)
    .set({ updatedAt: sql`now()` })
    .where(eq(documentImports.id, id))
    .returning({ id: documentImports.id });
  return rows.length > 0;
}

/** Ends batch `id` when every file of it is settled (imported, failed or waiting for a confirmation). */
export async function completeImportIfSettled(db: Db | Tx, id: string): Promise<void> {
  await db.execute(sql`
    update document_imports set status = 'completed', finished_at = now(), updated_at = now()
    where id = ${id}::uuid and status = 'running'
      and not exists (select 1 from document_import_files f
        where f.import_id = ${id}::uuid and f.status in ('waiting', 'queued', 'reading'))`);
}

/** The batch as the API and the `documents.import` event report it. */
export async function loadDocumentImport(db: Db | Tx, row: DocumentImportRow): Promise<DocumentImport> {
  const files = await db
    .select({
      file: documentImportFiles,
      matchFirst: candidates.firstName,
      matchLast: candidates.lastName,
    })
    .from(documentImportFiles)
    .leftJoin(candidates, eq(candidates.id, documentImportFiles.matchCandidateId))
    .where(eq(documentImportFiles.importId, row.id))
    .orderBy(asc(documentImportFiles.position));
  const out: DocumentImportFile[] = files.map(({ file: f, matchFirst, matchLast }) => ({
    id: f.id,
    position: f.position,
    file_name: f.fileName,
    size_bytes: f.sizeBytes,
    status: f.status,
    message: f.message,
    candidate_id: f.candidateId,
    outcome: f.outcome,
    match:
      f.status === 'confirm' && f.matchCandidateId
        ? {
            candidate_id: f.matchCandidateId,
            name: [matchFirst, matchLast].filter(Boolean).join(' '),
          }
        : null,
  }));
  return {
    import_id: row.id,
    job_id: row.jobId,
    stage_id: row.stageId,
    status: row.status,
    total: row.total,
    imported: out.filter((f) => f.status === 'imported').length,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    files: out,
  };
}

/**
 * Files of running batches whose batch has not been stamped since `cutoff` (no worker is reading them) and
 * that are being read (queued or reading), or — with `waitingBefore` — still waiting for their upload since
 * then.
 */
export async function findStaleFiles(db: Db, cutoff: Date, waitingBefore: Date) {
  return db
    .select({ id: documentImportFiles.id, status: documentImportFiles.status, importId: documentImports.id })
    .from(documentImportFiles)
    .innerJoin(documentImports, eq(documentImports.id, documentImportFiles.importId))
    .where(
      and(
        eq(documentImports.status, 'running'),
        sql`((${documentImportFiles.status} in ('queued', 'reading') and ${documentImports.updatedAt} < ${cutoff.toISOString()}::timestamptz)
          or (${documentImportFiles.status} = 'waiting' and ${documentImports.updatedAt} < ${waitingBefore.toISOString()}::timestamptz))`,
      ),
    );
}
