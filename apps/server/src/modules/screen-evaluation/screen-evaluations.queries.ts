import {
  type AnalysisOptions,
  CANDIDATE_EVALUATIONS_SHOWN,
  type CandidateScreenEvaluation,
  type ScreenEvaluation,
  type ScreenEvaluationList,
  type ScreenEvaluationSummary,
} from '@rw/core';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { jobs, screenEvaluations, users } from '#src/db/schema/index.js';
import { decodePageCursor, encodePageCursor, UUID } from '#src/lib/page-cursor.js';
import type { Caller } from '#src/plugins/auth.js';

type Row = typeof screenEvaluations.$inferSelect;

function ownedBy(owner: Caller): SQL {
  return and(eq(screenEvaluations.userId, owner.id), eq(screenEvaluations.domain, owner.domain))!;
}

/** The owner's, or attached to a candidate of the owner's organisation (shown on the candidate's page). */
function visibleTo(caller: Caller): SQL {
  return and(
    eq(screenEvaluations.domain, caller.domain),
    sql`(${screenEvaluations.userId} = ${caller.id} or ${screenEvaluations.candidateId} is not null)`,
  )!;
}

/** The job an evaluation was made for, within its organisation (its title is shown with it). */
const jobOfEvaluation = and(eq(jobs.id, screenEvaluations.jobId), eq(jobs.domain, screenEvaluations.domain));

type SummaryRow = Pick<
  Row,
  'id' | 'transcriptPreview' | 'analysis' | 'options' | 'candidateId' | 'jobId' | 'createdAt'
>;

function toSummary(r: SummaryRow, jobTitle: string | null): ScreenEvaluationSummary {
  return {
    id: r.id,
    transcript_preview: r.transcriptPreview,
    analysis: r.analysis,
    options: r.options,
    candidate_id: r.candidateId,
    job_id: r.jobId,
    job_title: jobTitle,
    created_at: r.createdAt.toISOString(),
  };
}

/**
 * Stores one evaluation of `owner`, for `candidateId` and `jobId` when given (both checked by the caller to
 * be the owner's organisation's). @returns the new evaluation's id.
 */
export async function insertEvaluation(
  db: Db | Tx,
  owner: Caller,
  values: {
    transcript: string;
    transcriptPreview: string;
    analysis: string;
    options: AnalysisOptions;
    candidateId: string | null;
    jobId: string | null;
  },
): Promise<string> {
  const [row] = await db
    .insert(screenEvaluations)
    .values({ userId: owner.id, domain: owner.domain, ...values })
    .returning({ id: screenEvaluations.id });
  return row!.id;
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
    const c = decodePageCursor(page.cursor);
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
      candidateId: screenEvaluations.candidateId,
      jobId: screenEvaluations.jobId,
      createdAt: screenEvaluations.createdAt,
      jobTitle: jobs.title,
      ts: sql<string>`${screenEvaluations.createdAt}::text`,
    })
    .from(screenEvaluations)
    .leftJoin(jobs, jobOfEvaluation)
    .where(and(...filters))
    .orderBy(descNullsLast(screenEvaluations.createdAt), descNullsLast(screenEvaluations.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    evaluations: shown.map((r) => toSummary(r, r.jobTitle)),
    next_cursor: rows.length > page.limit && last ? encodePageCursor({ ts: last.ts, id: last.id }) : null,
  };
}

/**
 * Evaluation `id` with its full transcript, as `caller` may see it (see `visibleTo`); null when it is
 * missing, not theirs to see, or the id is not a uuid.
 */
export async function findEvaluation(db: Db, caller: Caller, id: string): Promise<ScreenEvaluation | null> {
  if (!UUID.test(id)) return null;
  const [found] = await db
    .select({ row: screenEvaluations, jobTitle: jobs.title })
    .from(screenEvaluations)
    .leftJoin(jobs, jobOfEvaluation)
    .where(and(eq(screenEvaluations.id, id), visibleTo(caller)))
    .limit(1);
  return found ? { ...toSummary(found.row, found.jobTitle), transcript: found.row.transcript } : null;
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

/**
 * The evaluations made for candidate `candidateId` in the caller's organisation, whoever made them, newest
 * first (the latest 20, docs/product/screen-evaluation.md#on-the-candidate-page).
 */
export async function listCandidateEvaluations(
  db: Db,
  caller: Caller,
  candidateId: string,
): Promise<CandidateScreenEvaluation[]> {
  const rows = await db
    .select({ row: screenEvaluations, jobTitle: jobs.title, author: users.name })
    .from(screenEvaluations)
    .leftJoin(jobs, jobOfEvaluation)
    .leftJoin(users, eq(users.id, screenEvaluations.userId))
    .where(and(eq(screenEvaluations.candidateId, candidateId), eq(screenEvaluations.domain, caller.domain)))
    .orderBy(descNullsLast(screenEvaluations.createdAt), descNullsLast(screenEvaluations.id))
    .limit(CANDIDATE_EVALUATIONS_SHOWN);
  return rows.map((r) => ({
    ...toSummary(r.row, r.jobTitle),
    author_name: r.author,
    mine: r.row.userId === caller.id,
  }));
}
