import type { TrainerPhase } from '@rw/core';
import { and, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { dataTrainerRuns } from '#src/db/schema/index.js';
import type { DbOrTx } from './data-trainer.queries.js';
import type { RunRow } from './data-trainer-run.queries.js';

/* The lifecycle of a training run's row: claim, heartbeat, end, takeover (docs/decisions/0009). */

const live = inArray(dataTrainerRuns.status, ['queued', 'running']);

/** Takes a queued run of generation `generation` (running, heartbeat now). @returns null when it is not. */
export async function claimRun(
  db: DbOrTx,
  id: string,
  generation: number,
  now: Date,
): Promise<RunRow | null> {
  const [row] = await db
    .update(dataTrainerRuns)
    .set({
      status: 'running',
      heartbeatAt: now,
      startedAt: sql`coalesce(${dataTrainerRuns.startedAt}, ${now})`,
      updatedAt: now,
    })
    .where(and(eq(dataTrainerRuns.id, id), eq(dataTrainerRuns.generation, generation), live))
    .returning();
  return row ?? null;
}

/** Stamps the heartbeat (and the phase when given). @returns null when the run is no longer this worker's. */
export async function beatRun(
  db: DbOrTx,
  id: string,
  generation: number,
  now: Date,
  phase?: TrainerPhase,
): Promise<RunRow | null> {
  const [row] = await db
    .update(dataTrainerRuns)
    .set({ heartbeatAt: now, updatedAt: now, ...(phase ? { phase } : {}) })
    .where(
      and(
        eq(dataTrainerRuns.id, id),
        eq(dataTrainerRuns.generation, generation),
        eq(dataTrainerRuns.status, 'running'),
      ),
    )
    .returning();
  return row ?? null;
}

/** Ends a run of generation `generation` with `values` (completed or failed). @returns null when not this worker's. */
export async function endRun(
  db: DbOrTx,
  id: string,
  generation: number | null,
  values: Partial<RunRow> & Pick<RunRow, 'status'>,
  now: Date,
): Promise<RunRow | null> {
  const [row] = await db
    .update(dataTrainerRuns)
    .set({ ...values, phase: null, heartbeatAt: null, finishedAt: now, updatedAt: now })
    .where(
      and(
        eq(dataTrainerRuns.id, id),
        live,
        generation === null ? undefined : eq(dataTrainerRuns.generation, generation),
      ),
    )
    .returning();
  return row ?? null;
}

export async function setRunTask(db: DbOrTx, id: string, generation: number, taskId: string | null) {
  await db
    .update(dataTrainerRuns)
    .set({ taskId })
    .where(and(eq(dataTrainerRuns.id, id), eq(dataTrainerRuns.generation, generation)));
}

/** Queued or running runs whose heartbeat (or, never stamped, creation) is before `cutoff`. */
export function findStaleRuns(db: DbOrTx, cutoff: Date): Promise<RunRow[]> {
  return db
    .select()
    .from(dataTrainerRuns)
    .where(
      and(
        live,
        or(
          lt(dataTrainerRuns.heartbeatAt, cutoff),
          and(isNull(dataTrainerRuns.heartbeatAt), lt(dataTrainerRuns.createdAt, cutoff)),
        ),
      ),
    );
}

/**
 * Takes over a stale run (docs/product/data-trainer.md#training): a new generation, queued again, one more
 * resume; only while it is still as stale as `stale` was found. @returns the run, or null when another
 * instance took it first or it moved on.
 */
export async function takeOverRun(db: DbOrTx, stale: RunRow, now: Date): Promise<RunRow | null> {
  const [row] = await db
    .update(dataTrainerRuns)
    .set({
      status: 'queued',
      generation: stale.generation + 1,
      resumes: stale.resumes + 1,
      heartbeatAt: now,
      taskId: null,
      updatedAt: now,
    })
    .where(and(eq(dataTrainerRuns.id, stale.id), eq(dataTrainerRuns.generation, stale.generation), live))
    .returning();
  return row ?? null;
}
