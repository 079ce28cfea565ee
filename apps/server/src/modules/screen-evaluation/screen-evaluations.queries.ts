import type {
  AnalysisOptions,
  ScreenEvaluation,
  ScreenEvaluationList,
  ScreenEvaluationSummary,
} from '@rw/core';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { screenEvaluations } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';

type Row = typeof screenEvaluations.$inferSelect;
type Cursor = { ts: string; id: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function ownedBy(owner: Caller): SQL {
  return and(eq(screenEvaluations.userId, owner.id), eq(screenEvaluations.domain, owner.domain))!;
}

function toSummary(r: Pick<Row, 'id' | 'transcriptPreview' | 'analysis' | 'options' | 'createdAt'>) {
  return {
    id: r.id,
    transcript_preview: r.transcriptPreview,
    analysis: r.analysis,
    options: r.options,
    created_at: r.createdAt.toISOString(),
  } satisfies ScreenEvaluationSummary;
}

function toApi(r: Row): ScreenEvaluation {
  return { ...toSummary(r), transcript: r.transcript };
}

/*
 * The cursor carries the row's time as Postgres prints it (microseconds kept; a JS Date would round them
 * and skip or repeat rows) and its id as the tie-breaker.
 */
function encodeCursor(c: Cursor): string {
  return Buffer.from(JSON.stringify([c.ts, c.id])).toString('base64url');
}

function decodeCursor(raw: string): Cursor {
  try {
    const [ts, id] = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown[];
    if (typeof ts === 'string' && !Number.isNaN(Date.parse(ts)) && typeof id === 'string' && UUID.test(id)) {
      return { ts, id };
    }
  } catch {
    // Falls through to the same answer as a well-formed but wrong cursor.
  }
  throw new AppError('BAD_REQUEST', 'Invalid cursor');
}

/**
 * Stores one evaluation of `owner`.
 * @returns the stored evaluation with its full transcript.
 */
export async function insertEvaluation(
  db: Db,
  owner: Caller,
  values: { transcript: string; transcriptPreview: string; analysis: string; options: AnalysisOptions },
): Promise<ScreenEvaluation> {
  const [row] = await db
    .insert(screenEvaluations)
    .values({ userId: owner.id, domain: owner.domain, ...values })
    .returning();
  return toApi(row!);
}

/**
 * The owner's evaluations, newest first, `limit` per page after `cursor` (without the full transcripts).
 * @throws AppError BAD_REQUEST 'Invalid cursor'.
 */
export async function listEvaluations(
  db: Db,
  owner: Caller,
  page: { limit: number; cursor?: string },
): Promise<ScreenEvaluationList> {
  const filters = [ownedBy(owner)];
  if (page.cursor) {
    const c = decodeCursor(page.cursor);
    filters.push(
      sql`(${screenEvaluations.createdAt}, ${screenEvaluations.id}) < (${c.ts}::timestamptz, ${c.id}::uuid)`,
    );
  }
  const rows = await db
    .select({
      id: screenEvaluations.id,
      transcriptPreview: screenEvaluations.transcriptPreview,
      analysis: screenEvaluations.analysis,
      options: screenEvaluations.options,
      createdAt: screenEvaluations.createdAt,
      ts: sql<string>`${screenEvaluations.createdAt}::text`,
    })
    .from(screenEvaluations)
    .where(and(...filters))
    .orderBy(desc(screenEvaluations.createdAt), desc(screenEvaluations.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    evaluations: shown.map(toSummary),
    next_cursor: rows.length > page.limit && last ? encodeCursor({ ts: last.ts, id: last.id }) : null,
  };
}

/** One of the owner's evaluations; null when it is missing, someone else's, or the id is not a uuid. */
export async function findEvaluation(db: Db, owner: Caller, id: string): Promise<ScreenEvaluation | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(screenEvaluations)
    .where(and(eq(screenEvaluations.id, id), ownedBy(owner)))
    .limit(1);
  return row ? toApi(row) : null;
}

/** Deletes one of the owner's evaluations. @returns false when there was none to delete. */
export async function deleteEvaluation(db: Db, owner: Caller, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .delete(screenEvaluations)
    .where(and(eq(screenEvaluations.id, id), ownedBy(owner)))
    .returning({ id: screenEvaluations.id });
  return rows.length > 0;
}
