import {
  CANDIDATE_REVIEWS_SHOWN,
  type Review,
  type ReviewList,
  type ReviewSummary,
  reviewerMessages,
} from '@rw/core';
import { and, eq, lt, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { reviews, users } from '#src/db/schema/index.js';
import { decodePageCursor, encodePageCursor, UUID } from '#src/lib/page-cursor.js';
import type { Caller } from '#src/plugins/auth.js';

type Row = typeof reviews.$inferSelect;
export type ReviewInsert = typeof reviews.$inferInsert;

function ownedBy(owner: Caller): SQL {
  return and(eq(reviews.userId, owner.id), eq(reviews.domain, owner.domain))!;
}

/** The owner's, or attached to a candidate of the owner's organisation (shown on the candidate's page). */
function visibleTo(caller: Caller): SQL {
  return and(
    eq(reviews.domain, caller.domain),
    sql`(${reviews.userId} = ${caller.id} or ${reviews.candidateId} is not null)`,
  )!;
}

export function toSummary(r: Row): ReviewSummary {
  return {
    id: r.id,
    candidate_name: r.candidateName,
    job_title: r.jobTitle,
    pronouns: r.pronouns,
    status: r.status,
    model: r.model,
    quotes_verified: r.quotesVerified,
    quotes_total: r.quotesTotal,
    candidate_id: r.candidateId,
    job_id: r.jobId,
    created_at: r.createdAt.toISOString(),
  };
}

export function toReview(r: Row, caller: Caller, authorName: string | null): Review {
  return {
    ...toSummary(r),
    content: r.content,
    error: r.error,
    inputs: {
      job_description: r.jobDescription,
      recruiter_commentary: r.recruiterCommentary,
      candidate_cv: r.candidateCv,
      call_transcript: r.callTranscript,
    },
    author_name: authorName,
    mine: r.userId === caller.id,
  };
}

/**
 * Ends as 'error' every review of `owner` still 'processing' whose heartbeat is older than `cutoff`: its
 * generation was interrupted (the server stopped or the request was lost; docs/product/reviewer.md#stored-reviews).
 */
export async function failStaleReviews(db: Db, owner: Caller, cutoff: Date): Promise<void> {
  await db
    .update(reviews)
    .set({ status: 'error', error: reviewerMessages.interrupted, heartbeatAt: null, updatedAt: new Date() })
    .where(and(ownedBy(owner), eq(reviews.status, 'processing'), lt(reviews.heartbeatAt, cutoff)));
}

/** Stores a new review of `owner`. @returns the row. */
export async function insertReview(db: Db, values: ReviewInsert): Promise<Row> {
  const [row] = await db.insert(reviews).values(values).returning();
  return row!;
}

/** Changes review `id` of `owner`. @returns the row, or null when there is none. */
export async function updateReview(
  db: Db | Tx,
  owner: Caller,
  id: string,
  values: Partial<ReviewInsert>,
): Promise<Row | null> {
  const [row] = await db
    .update(reviews)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(reviews.id, id), ownedBy(owner)))
    .returning();
  return row ?? null;
}

/** Stamps the heartbeat of a review being written. @returns false when it is no longer 'processing'. */
export async function touchReview(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(reviews)
    .set({ heartbeatAt: at })
    .where(and(eq(reviews.id, id), eq(reviews.status, 'processing')))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** The owner's reviews, newest first, `limit` per page after `cursor`. @throws AppError 'Invalid cursor'. */
export async function listReviews(
  db: Db,
  owner: Caller,
  page: { limit: number; cursor?: string },
): Promise<ReviewList> {
  const filters = [ownedBy(owner)];
  if (page.cursor) {
    const c = decodePageCursor(page.cursor);
    filters.push(sql`(${reviews.createdAt}, ${reviews.id}) < (${c.ts}::timestamptz, ${c.id}::uuid)`);
  }
  const rows = await db
    .select({ row: reviews, ts: sql<string>`${reviews.createdAt}::text` })
    .from(reviews)
    .where(and(...filters))
    .orderBy(descNullsLast(reviews.createdAt), descNullsLast(reviews.id))
    .limit(page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    reviews: shown.map((r) => toSummary(r.row)),
    next_cursor: rows.length > page.limit && last ? encodePageCursor({ ts: last.ts, id: last.row.id }) : null,
  };
}

/** Review `id` as `caller` may see it (see `visibleTo`), with its author's name; null when not. */
export async function findReview(db: Db, caller: Caller, id: string): Promise<Review | null> {
  if (!UUID.test(id)) return null;
  const [found] = await db
    .select({ row: reviews, author: users.name })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(and(eq(reviews.id, id), visibleTo(caller)))
    .limit(1);
  return found ? toReview(found.row, caller, found.author) : null;
}

/** Review `id` of `owner` as stored; null when missing, someone else's or not a uuid. */
export async function findOwnReviewRow(db: Db, owner: Caller, id: string): Promise<Row | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select()
    .from(reviews)
    .where(and(eq(reviews.id, id), ownedBy(owner)))
    .limit(1);
  return row ?? null;
}

/** Deletes one of the owner's reviews. @returns false when there was none to delete. */
export async function deleteReview(db: Db, owner: Caller, id: string): Promise<boolean> {
  if (!UUID.test(id)) return false;
  const rows = await db
    .delete(reviews)
    .where(and(eq(reviews.id, id), ownedBy(owner)))
    .returning({ id: reviews.id });
  return rows.length > 0;
}

/** A candidate's completed reviews in the caller's organisation, newest first, whoever wrote them. */
export async function listCandidateReviews(db: Db, caller: Caller, candidateId: string): Promise<Review[]> {
  const rows = await db
    .select({ row: reviews, author: users.name })
    .from(reviews)
    .leftJoin(users, eq(users.id, reviews.userId))
    .where(
      and(
        eq(reviews.candidateId, candidateId),
        eq(reviews.domain, caller.domain),
        eq(reviews.status, 'completed'),
      ),
    )
    .orderBy(descNullsLast(reviews.createdAt), descNullsLast(reviews.id))
    .limit(CANDIDATE_REVIEWS_SHOWN);
  return rows.map((r) => toReview(r.row, caller, r.author));
}
