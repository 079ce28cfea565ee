import type { TrainerScores } from '@rw/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import {
  dataTrainerCandidates,
  dataTrainerIterations,
  dataTrainerModelScores,
  dataTrainerRunCandidates,
  dataTrainerRuns,
} from '#src/db/schema/index.js';
import type { DbOrTx } from './data-trainer.queries.js';

/* Training runs, their split, iterations and model scores (docs/product/data-trainer.md#training). */

export type RunRow = typeof dataTrainerRuns.$inferSelect;
export type IterationRow = typeof dataTrainerIterations.$inferSelect;
export type NewRun = typeof dataTrainerRuns.$inferInsert;
/** A candidate of a run: its part, the hand scores it was started with, and its blind fields. */
export type RunCandidate = {
  id: string;
  part: 'training' | 'held-out';
  hand: TrainerScores;
  handFinal: number;
  title: string;
  company: string;
};

const live = inArray(dataTrainerRuns.status, ['queued', 'running']);

/**
 * Inserts a queued run with its split, in one transaction. @returns null when the organisation already has a
 * queued or running run (one at a time, a unique index).
 */
export async function insertRun(
  db: Db,
  run: NewRun,
  candidates: { id: string; part: RunCandidate['part']; hand: TrainerScores; handFinal: number }[],
): Promise<RunRow | null> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx.insert(dataTrainerRuns).values(run).returning();
      if (!row) throw new Error('run not written');
      for (let i = 0; i < candidates.length; i += 500) {
        await tx.insert(dataTrainerRunCandidates).values(
          candidates.slice(i, i + 500).map((c) => ({
            runId: row.id,
            candidateId: c.id,
            part: c.part,
            handScores: c.hand,
            handFinalScore: c.handFinal,
          })),
        );
      }
      return row;
    });
  } catch (err) {
    const e = err as { code?: string; cause?: { code?: string } };
    if ((e.code ?? e.cause?.code) === '23505') return null;
    throw err;
  }
}

export async function readRun(db: DbOrTx, id: string): Promise<RunRow | null> {
  const [row] = await db.select().from(dataTrainerRuns).where(eq(dataTrainerRuns.id, id));
  return row ?? null;
}

/** Run `id` of organisation `domain`, or null (another organisation's run is as missing as an unknown one). */
export async function findRun(db: DbOrTx, domain: string, id: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(dataTrainerRuns)
    .where(and(eq(dataTrainerRuns.domain, domain), eq(dataTrainerRuns.id, id)));
  return row ?? null;
}

export async function latestRun(db: DbOrTx, domain: string): Promise<RunRow | null> {
  const [row] = await db
    .select()
    .from(dataTrainerRuns)
    .where(eq(dataTrainerRuns.domain, domain))
    .orderBy(descNullsLast(dataTrainerRuns.createdAt))
    .limit(1);
  return row ?? null;
}

/** Whether organisation `domain` has a queued or running run. */
export async function hasLiveRun(db: DbOrTx, domain: string): Promise<boolean> {
  const rows = await db
    .select({ id: dataTrainerRuns.id })
    .from(dataTrainerRuns)
    .where(and(eq(dataTrainerRuns.domain, domain), live))
    .limit(1);
  return rows.length > 0;
}

export function listIterations(db: DbOrTx, runId: string): Promise<IterationRow[]> {
  return db
    .select()
    .from(dataTrainerIterations)
    .where(eq(dataTrainerIterations.runId, runId))
    .orderBy(asc(dataTrainerIterations.iteration));
}

/** The candidates of run `runId` with their part and hand scores, in the order of the set. */
export async function runCandidates(db: DbOrTx, runId: string): Promise<RunCandidate[]> {
  const rows = await db
    .select({
      id: dataTrainerRunCandidates.candidateId,
      part: dataTrainerRunCandidates.part,
      hand: dataTrainerRunCandidates.handScores,
      handFinal: dataTrainerRunCandidates.handFinalScore,
      title: dataTrainerCandidates.currentTitle,
      company: dataTrainerCandidates.currentCompany,
    })
    .from(dataTrainerRunCandidates)
    .innerJoin(dataTrainerCandidates, eq(dataTrainerCandidates.id, dataTrainerRunCandidates.candidateId))
    .where(eq(dataTrainerRunCandidates.runId, runId))
    .orderBy(asc(dataTrainerCandidates.position));
  return rows;
}

/** The model's scores with the instructions of `iteration`, by candidate id. */
export async function modelScores(
  db: DbOrTx,
  runId: string,
  iteration: number,
): Promise<Map<string, { scores: TrainerScores; final: number }>> {
  const rows = await db
    .select()
    .from(dataTrainerModelScores)
    .where(and(eq(dataTrainerModelScores.runId, runId), eq(dataTrainerModelScores.iteration, iteration)));
  return new Map(rows.map((r) => [r.candidateId, { scores: r.scores, final: r.finalScore }]));
}

/**
 * Whether the run is still generation `generation`'s and running: checked in the transaction of every write
 * a worker makes, so a worker whose run was taken over (or ended) keeps nothing, its usage included.
 */
export async function holdsRun(tx: DbOrTx, id: string, generation: number): Promise<boolean> {
  const rows = await tx
    .update(dataTrainerRuns)
    .set({ updatedAt: sql`now()` })
    .where(
      and(
        eq(dataTrainerRuns.id, id),
        eq(dataTrainerRuns.generation, generation),
        eq(dataTrainerRuns.status, 'running'),
      ),
    )
    .returning({ id: dataTrainerRuns.id });
  return rows.length > 0;
}

export async function insertModelScore(
  tx: DbOrTx,
  row: typeof dataTrainerModelScores.$inferInsert,
): Promise<void> {
  await tx.insert(dataTrainerModelScores).values(row).onConflictDoNothing();
}

/** The row of iteration `iteration` of run `runId`, made when missing. */
export async function ensureIteration(db: DbOrTx, runId: string, iteration: number): Promise<IterationRow> {
  await db.insert(dataTrainerIterations).values({ runId, iteration }).onConflictDoNothing();
  const [row] = await db
    .select()
    .from(dataTrainerIterations)
    .where(and(eq(dataTrainerIterations.runId, runId), eq(dataTrainerIterations.iteration, iteration)));
  if (!row) throw new Error('iteration not written');
  return row;
}

/** Sets the instructions of an iteration that has none yet. @returns whether it did. */
export async function setIterationPrompt(
  tx: DbOrTx,
  runId: string,
  iteration: number,
  prompt: string,
  rationale: string | null,
): Promise<boolean> {
  const rows = await tx
    .update(dataTrainerIterations)
    .set({ prompt, rationale })
    .where(
      and(
        eq(dataTrainerIterations.runId, runId),
        eq(dataTrainerIterations.iteration, iteration),
        isNull(dataTrainerIterations.prompt),
      ),
    )
    .returning({ iteration: dataTrainerIterations.iteration });
  return rows.length > 0;
}

/** Ends an iteration with its figures (or error) while the run is generation `generation`'s. */
export async function finishIteration(
  db: Db,
  run: { id: string; generation: number },
  iteration: number,
  values: Pick<IterationRow, 'similarity' | 'improvement' | 'error' | 'scored'>,
  now: Date,
): Promise<IterationRow | null> {
  return db.transaction(async (tx) => {
    if (!(await holdsRun(tx, run.id, run.generation))) return null;
    const [row] = await tx
      .update(dataTrainerIterations)
      .set({ ...values, finishedAt: now })
      .where(and(eq(dataTrainerIterations.runId, run.id), eq(dataTrainerIterations.iteration, iteration)))
      .returning();
    return row ?? null;
  });
}

/** Counts the candidates an unfinished iteration has scored so far (the table's live count). */
export async function countScored(db: DbOrTx, runId: string, iteration: number, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(dataTrainerModelScores)
    .where(
      and(
        eq(dataTrainerModelScores.runId, runId),
        eq(dataTrainerModelScores.iteration, iteration),
        inArray(dataTrainerModelScores.candidateId, [...ids]),
      ),
    );
  return row?.n ?? 0;
}
