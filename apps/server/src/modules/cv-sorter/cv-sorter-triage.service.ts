import {
  type CvSorterCategory,
  type CvSorterTriageResponse,
  cvSorterCategoryLabels,
  cvSorterMessages,
  eliminateByScoreTargets,
  eliminatedByScoreMessage,
} from '@rw/core';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { cvSorterCandidates, cvSorterSearches, cvSorterTriageActions } from '#src/db/schema/index.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import { countsOf, type DbOrTx } from './cv-sorter.queries.js';
import { requireSearch } from './cv-sorter.service.js';

/* Triage (docs/product/cv-sorter.md#triage): moves, Eliminate by Score, and Undo of the latest action. */

type Deps = { db: Db };
type Action = typeof cvSorterTriageActions.$inferSelect;

const CHUNK = 1000;

async function setCategories(tx: DbOrTx, searchId: string, changes: { id: string; to: CvSorterCategory }[]) {
  const groups = new Map<CvSorterCategory, string[]>();
  for (const c of changes) groups.set(c.to, [...(groups.get(c.to) ?? []), c.id]);
  for (const [to, ids] of groups) {
    for (let i = 0; i < ids.length; i += CHUNK) {
      await tx
        .update(cvSorterCandidates)
        .set({ category: to })
        .where(
          and(
            eq(cvSorterCandidates.searchId, searchId),
            inArray(cvSorterCandidates.id, ids.slice(i, i + CHUNK)),
          ),
        );
    }
  }
}

async function answer(
  tx: DbOrTx,
  searchId: string,
  action: Action | null,
  changed: { id: string; category: CvSorterCategory }[],
  message: string,
): Promise<CvSorterTriageResponse> {
  await tx.update(cvSorterSearches).set({ updatedAt: new Date() }).where(eq(cvSorterSearches.id, searchId));
  const counts = (await countsOf(tx, [searchId])).get(searchId);
  return {
    action: action
      ? {
          id: action.id,
          kind: action.kind,
          count: action.changes.length,
          createdAt: action.createdAt.toISOString(),
        }
      : null,
    changed,
    counts: {
      notSorted: counts?.notSorted ?? 0,
      possible: counts?.possible ?? 0,
      eliminated: counts?.eliminated ?? 0,
    },
    message,
  };
}

/** Records the moves of one action and applies them; nothing is recorded when nothing moves. */
async function applyAction(
  db: Db,
  searchId: string,
  kind: Action['kind'],
  moves: { id: string; from: CvSorterCategory; to: CvSorterCategory }[],
  message: string,
): Promise<CvSorterTriageResponse> {
  return db.transaction(async (tx) => {
    // One triage at a time per search, so Undo always reverses exactly the latest.
    await tx.execute(sql`select 1 from ${cvSorterSearches} where id = ${searchId} for update`);
    if (moves.length === 0) return answer(tx, searchId, null, [], message);
    const [action] = await tx
      .insert(cvSorterTriageActions)
      .values({ searchId, kind, changes: moves.map(({ id, from }) => ({ id, from })) })
      .returning();
    await setCategories(tx, searchId, moves);
    return answer(
      tx,
      searchId,
      action!,
      moves.map((m) => ({ id: m.id, category: m.to })),
      message,
    );
  });
}

async function currentOf(db: Db, searchId: string, ids?: readonly string[]) {
  const rows: { id: string; category: CvSorterCategory; score: number | null }[] = [];
  const select = () =>
    db
      .select({
        id: cvSorterCandidates.id,
        category: cvSorterCandidates.category,
        score: cvSorterCandidates.score,
      })
      .from(cvSorterCandidates);
  if (!ids) return select().where(eq(cvSorterCandidates.searchId, searchId));
  for (let i = 0; i < ids.length; i += CHUNK) {
    rows.push(
      ...(await select().where(
        and(
          eq(cvSorterCandidates.searchId, searchId),
          inArray(cvSorterCandidates.id, ids.slice(i, i + CHUNK)),
        ),
      )),
    );
  }
  return rows;
}

/**
 * POST /api/cv-sorter/searches/{id}/triage: moves the candidates `candidateIds` to `category` (Keep → possible,
 * Eliminate → eliminated, or back to notSorted), as one undoable action; those already there are not moved.
 * @throws AppError NOT_FOUND 'Search not found', or 'Candidate not found' when an id is not the search's.
 */
export async function moveCandidates(
  deps: Deps,
  caller: Caller,
  id: string,
  body: { candidateIds: string[]; category: CvSorterCategory },
): Promise<CvSorterTriageResponse> {
  const search = await requireSearch(deps, caller, id);
  const ids = [...new Set(body.candidateIds)];
  const current = await currentOf(deps.db, search.id, ids);
  if (current.length < ids.length) throw notFound(cvSorterMessages.candidateNotFound);
  const moves = current
    .filter((c) => c.category !== body.category)
    .map((c) => ({ id: c.id, from: c.category, to: body.category }));
  const label = cvSorterCategoryLabels[body.category];
  return applyAction(
    deps.db,
    search.id,
    'move',
    moves,
    `Moved ${moves.length} candidate${moves.length === 1 ? '' : 's'} to ${label}`,
  );
}

/**
 * POST /api/cv-sorter/searches/{id}/eliminate-by-score: every scored candidate below `threshold` that is not
 * eliminated yet moves to eliminated ('Eliminated {n} candidates scoring below {t}'), as one undoable action.
 * @throws AppError NOT_FOUND 'Search not found'.
 */
export async function eliminateByScore(
  deps: Deps,
  caller: Caller,
  id: string,
  threshold: number,
): Promise<CvSorterTriageResponse> {
  const search = await requireSearch(deps, caller, id);
  const targets = eliminateByScoreTargets(await currentOf(deps.db, search.id), threshold);
  const moves = targets.map((c) => ({ id: c.id, from: c.category, to: 'eliminated' as const }));
  return applyAction(
    deps.db,
    search.id,
    'eliminateByScore',
    moves,
    eliminatedByScoreMessage(moves.length, threshold),
  );
}

/**
 * POST /api/cv-sorter/searches/{id}/undo: reverses the search's latest triage action exactly (each candidate
 * it moved goes back to where it was) and forgets it; `action` is then the one before it, if any.
 * @throws AppError NOT_FOUND 'Search not found'; VALIDATION 'Nothing to undo.'.
 */
export async function undoTriage(deps: Deps, caller: Caller, id: string): Promise<CvSorterTriageResponse> {
  const search = await requireSearch(deps, caller, id);
  return deps.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${cvSorterSearches} where id = ${search.id} for update`);
    const [latest, previous] = await tx
      .select()
      .from(cvSorterTriageActions)
      .where(eq(cvSorterTriageActions.searchId, search.id))
      .orderBy(descNullsLast(cvSorterTriageActions.createdAt), descNullsLast(cvSorterTriageActions.id))
      .limit(2);
    if (!latest) throw new AppError('VALIDATION', cvSorterMessages.nothingToUndo);
    await setCategories(
      tx,
      search.id,
      latest.changes.map((c) => ({ id: c.id, to: c.from })),
    );
    await tx.delete(cvSorterTriageActions).where(eq(cvSorterTriageActions.id, latest.id));
    const n = latest.changes.length;
    return answer(
      tx,
      search.id,
      previous ?? null,
      latest.changes.map((c) => ({ id: c.id, category: c.from })),
      `Undone: ${n} candidate${n === 1 ? '' : 's'} moved back`,
    );
  });
}
