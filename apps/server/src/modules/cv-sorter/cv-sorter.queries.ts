import {
  type CvSorterCandidate,
  type CvSorterCandidateDetail,
  type CvSorterRow,
  type CvSorterSearch,
  type CvSorterSearchSummary,
  cvSorterProgressMessage,
  cvSorterProgressPercent,
} from '@rw/core';
import { and, asc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { cvSorterCandidates, cvSorterSearches } from '#src/db/schema/index.js';

/* The CV Sorter's queries: searches of one user in one organisation, and their candidates. */

export type SearchRow = typeof cvSorterSearches.$inferSelect;
export type CandidateRow = typeof cvSorterCandidates.$inferSelect;
/** The caller as the CV Sorter scopes by: the user and their organisation. */
export type Owner = { id: string; domain: string };
/** A database or one of its transactions. */
export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/** Counts of a search's candidates per category and per scoring status. */
export type SearchCounts = {
  notSorted: number;
  possible: number;
  eliminated: number;
  scored: number;
  failed: number;
  pending: number;
};

const emptyCounts: SearchCounts = {
  notSorted: 0,
  possible: 0,
  eliminated: 0,
  scored: 0,
  failed: 0,
  pending: 0,
};

const countColumns = {
  searchId: cvSorterCandidates.searchId,
  notSorted: sql<number>`count(*) filter (where ${cvSorterCandidates.category} = 'notSorted')::int`,
  possible: sql<number>`count(*) filter (where ${cvSorterCandidates.category} = 'possible')::int`,
  eliminated: sql<number>`count(*) filter (where ${cvSorterCandidates.category} = 'eliminated')::int`,
  scored: sql<number>`count(*) filter (where ${cvSorterCandidates.status} = 'scored')::int`,
  failed: sql<number>`count(*) filter (where ${cvSorterCandidates.status} = 'failed')::int`,
  pending: sql<number>`count(*) filter (where ${cvSorterCandidates.status} = 'pending')::int`,
};

/** The counts of each search of `searchIds` (a search without candidates counts zeros). */
export async function countsOf(db: DbOrTx, searchIds: string[]): Promise<Map<string, SearchCounts>> {
  const out = new Map<string, SearchCounts>();
  if (searchIds.length === 0) return out;
  const rows = await db
    .select(countColumns)
    .from(cvSorterCandidates)
    .where(inArray(cvSorterCandidates.searchId, searchIds))
    .groupBy(cvSorterCandidates.searchId);
  for (const { searchId, ...counts } of rows) out.set(searchId, counts);
  return out;
}

/** The search `id` when it is `owner`'s (same user and organisation), else null. */
export async function findSearch(db: DbOrTx, owner: Owner, id: string): Promise<SearchRow | null> {
  const [row] = await db
    .select()
    .from(cvSorterSearches)
    .where(
      and(
        eq(cvSorterSearches.id, id),
        eq(cvSorterSearches.userId, owner.id),
        eq(cvSorterSearches.domain, owner.domain),
      ),
    );
  return row ?? null;
}

/** A search by id, whoever owns it (workers and sweepers). */
export async function readSearch(db: DbOrTx, id: string): Promise<SearchRow | null> {
  const [row] = await db.select().from(cvSorterSearches).where(eq(cvSorterSearches.id, id));
  return row ?? null;
}

/** The search as the API answers it, with its counts (docs/product/cv-sorter.md#api). */
export function toSearch(row: SearchRow, counts: SearchCounts = emptyCounts): CvSorterSearch {
  const scoringDone = counts.scored + counts.failed;
  const inCompanies = row.phase === 'companies';
  const done = inCompanies ? row.companiesDone : scoringDone;
  const total = inCompanies ? row.companiesTotal : row.total;
  const status = row.status;
  return {
    id: row.id,
    name: row.name,
    saved: row.name !== null,
    fileName: row.fileName,
    jobTitle: row.jobTitle,
    jobDescription: row.jobDescription,
    weights: row.weights,
    batchSize: row.batchSize,
    delayMs: row.delayMs,
    status,
    phase: row.phase ?? null,
    total: row.total,
    scored: counts.scored,
    failed: counts.failed,
    pending: counts.pending,
    counts: { notSorted: counts.notSorted, possible: counts.possible, eliminated: counts.eliminated },
    percent: status === 'draft' ? 0 : cvSorterProgressPercent(done, total),
    message:
      status === 'draft'
        ? ''
        : cvSorterProgressMessage({
            status,
            phase: row.phase ?? null,
            done,
            total,
            scored: counts.scored,
            failed: counts.failed,
          }),
    error: row.error,
    promptVersion: row.promptVersion,
    promptAdopted: row.promptAdopted,
    model: row.model,
    estimatedCost: row.estimatedCost,
    cost: row.cost,
    tokensUsed: row.tokensUsed,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    startedAt: row.startedAt?.toISOString() ?? null,
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

/** A search as listed. */
export function toSummary(row: SearchRow, counts?: SearchCounts): CvSorterSearchSummary {
  const s = toSearch(row, counts);
  return {
    id: s.id,
    name: s.name,
    saved: s.saved,
    fileName: s.fileName,
    jobTitle: s.jobTitle,
    status: s.status,
    total: s.total,
    scored: s.scored,
    failed: s.failed,
    counts: s.counts,
    createdAt: s.createdAt,
    updatedAt: s.updatedAt,
  };
}

/** A candidate as the results list it. */
export function toCandidate(row: CandidateRow): CvSorterCandidate {
  return {
    id: row.id,
    rowIndex: row.rowIndex,
    name: row.name,
    currentTitle: row.currentTitle,
    currentCompany: row.currentCompany,
    linkedinUrl: row.linkedinUrl,
    category: row.category,
    status: row.status,
    score: row.score,
    scores: row.scores,
    assessment: row.assessment,
    scoredAt: row.scoredAt?.toISOString() ?? null,
  };
}

/** A candidate with the scoring breakdown and the company's description as the dataset holds it now. */
export function toCandidateDetail(
  row: CandidateRow,
  companyDescription: string | null,
): CvSorterCandidateDetail {
  return {
    ...toCandidate(row),
    companyDescription,
    rationales: row.rationales,
    attempts: row.attempts,
    promptVersion: row.promptVersion,
    model: row.model,
  };
}

/** The user's saved searches, newest first (at most `limit`), and their latest unsaved one. */
export async function listSearches(db: Db, owner: Owner, limit = 200) {
  const mine = and(eq(cvSorterSearches.userId, owner.id), eq(cvSorterSearches.domain, owner.domain));
  const saved = await db
    .select()
    .from(cvSorterSearches)
    .where(and(mine, isNotNull(cvSorterSearches.name)))
    .orderBy(descNullsLast(cvSorterSearches.updatedAt), descNullsLast(cvSorterSearches.id))
    .limit(limit);
  const [current] = await db
    .select()
    .from(cvSorterSearches)
    .where(and(mine, isNull(cvSorterSearches.name)))
    .orderBy(descNullsLast(cvSorterSearches.createdAt), descNullsLast(cvSorterSearches.id))
    .limit(1);
  return { saved, current: current ?? null };
}

/** The candidates of a search in file order (all of them: at most CV_SORTER_MAX_CANDIDATES). */
export function listCandidates(db: DbOrTx, searchId: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(cvSorterCandidates)
    .where(eq(cvSorterCandidates.searchId, searchId))
    .orderBy(asc(cvSorterCandidates.rowIndex));
}

/** Candidate `id` of search `searchId`, or null. */
export async function findCandidate(db: DbOrTx, searchId: string, id: string): Promise<CandidateRow | null> {
  const [row] = await db
    .select()
    .from(cvSorterCandidates)
    .where(and(eq(cvSorterCandidates.searchId, searchId), eq(cvSorterCandidates.id, id)));
  return row ?? null;
}

const INSERT_CHUNK = 5000;

/**
 * A new unsaved search of `owner` with the file's candidates (in one transaction), after removing the owner's
 * previous unsaved searches that are not processing (docs/product/cv-sorter.md#saved-searches).
 */
export async function createSearch(
  db: Db,
  owner: Owner,
  values: {
    fileName: string | null;
    weights: SearchRow['weights'];
    batchSize: number;
    delayMs: number;
    preview: SearchRow['preview'];
  },
  rows: CvSorterRow[],
): Promise<SearchRow> {
  return db.transaction(async (tx) => {
    await tx
      .delete(cvSorterSearches)
      .where(
        and(
          eq(cvSorterSearches.userId, owner.id),
          eq(cvSorterSearches.domain, owner.domain),
          isNull(cvSorterSearches.name),
          notInArray(cvSorterSearches.status, ['queued', 'running']),
        ),
      );
    const [search] = await tx
      .insert(cvSorterSearches)
      .values({ userId: owner.id, domain: owner.domain, total: rows.length, ...values })
      .returning();
    // One statement per chunk with the rows as one JSON parameter: a multi-row VALUES list of 1,000 rows
    // binds 6,000 parameters and took the embedded database ~190 ms a chunk; this takes a fraction of it.
    for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
      const chunk = rows.slice(i, i + INSERT_CHUNK).map((r, j) => ({
        row_index: i + j,
        name: r.name,
        current_title: r.currentTitle,
        current_company: r.currentCompany,
        linkedin_url: r.linkedinUrl,
      }));
      await tx.execute(sql`
        insert into cv_sorter_candidates (search_id, row_index, name, current_title, current_company, linkedin_url)
        select ${search!.id}::uuid, v.row_index, v.name, v.current_title, v.current_company, v.linkedin_url
        from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as v(
          row_index integer, name text, current_title text, current_company text, linkedin_url text)`);
    }
    return search!;
  });
}

/** Changes columns of a search of `owner`; returns the row, or null when it is not theirs. */
export async function updateSearch(
  db: DbOrTx,
  owner: Owner,
  id: string,
  set: Partial<typeof cvSorterSearches.$inferInsert>,
): Promise<SearchRow | null> {
  const [row] = await db
    .update(cvSorterSearches)
    .set({ ...set, updatedAt: new Date() })
    .where(
      and(
        eq(cvSorterSearches.id, id),
        eq(cvSorterSearches.userId, owner.id),
        eq(cvSorterSearches.domain, owner.domain),
      ),
    )
    .returning();
  return row ?? null;
}

/** Deletes a search of `owner` (its candidates and triage go with it). @returns whether one was deleted. */
export async function deleteSearch(db: DbOrTx, owner: Owner, id: string): Promise<boolean> {
  const rows = await db
    .delete(cvSorterSearches)
    .where(
      and(
        eq(cvSorterSearches.id, id),
        eq(cvSorterSearches.userId, owner.id),
        eq(cvSorterSearches.domain, owner.domain),
      ),
    )
    .returning({ id: cvSorterSearches.id });
  return rows.length > 0;
}
