import { type ScoringPromptVersion, trainerMessages } from '@rw/core';
import { and, eq, sql } from 'drizzle-orm';
import { descNullsLast } from '#src/db/order.js';
import { dataTrainerRuns, scoringPromptVersions } from '#src/db/schema/index.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import type { DbOrTx } from './data-trainer.queries.js';
import { findRun, listIterations } from './data-trainer-run.queries.js';

/* The organisation's versions of the CV Sorter's scoring instructions (docs/product/data-trainer.md#adopting). */

type VersionRow = typeof scoringPromptVersions.$inferSelect;

function toVersion(row: VersionRow): ScoringPromptVersion {
  return {
    version: row.version,
    prompt: row.instructions,
    metric: row.metric,
    heldOutSimilarity: row.heldOutSimilarity,
    trainingSimilarity: row.trainingSimilarity,
    runId: row.runId,
    adoptedBy: row.adoptedBy,
    adoptedAt: row.adoptedAt.toISOString(),
    active: row.active,
  };
}

/** The versions of organisation `domain`, newest first. */
export async function listVersions(db: DbOrTx, domain: string): Promise<ScoringPromptVersion[]> {
  const rows = await db
    .select()
    .from(scoringPromptVersions)
    .where(eq(scoringPromptVersions.domain, domain))
    .orderBy(descNullsLast(scoringPromptVersions.version));
  return rows.map(toVersion);
}

/** Makes version `version` of `domain` the only active one. @returns it, or null when there is none. */
async function activate(tx: DbOrTx, domain: string, version: number): Promise<VersionRow | null> {
  await tx
    .update(scoringPromptVersions)
    .set({ active: false })
    .where(and(eq(scoringPromptVersions.domain, domain), eq(scoringPromptVersions.active, true)));
  const [row] = await tx
    .update(scoringPromptVersions)
    .set({ active: true })
    .where(and(eq(scoringPromptVersions.domain, domain), eq(scoringPromptVersions.version, version)))
    .returning();
  return row ?? null;
}

/**
 * 'Adopt' (docs/product/data-trainer.md#adopting): the best instructions of completed run `runId` become a new
 * version of the organisation (the next number), active from now on for CV Sorter runs, with the run's
 * metric, held-out and training agreement, who adopted it and when. Adopting a run twice gives its version.
 * @throws AppError NOT_FOUND 'Training run not found'; VALIDATION 'This run has no instructions to adopt.'
 */
export async function adoptRun(
  deps: DataTrainerDeps,
  caller: Caller,
  runId: string,
): Promise<ScoringPromptVersion> {
  const run = await findRun(deps.db, caller.domain, runId);
  if (!run) throw notFound(trainerMessages.runNotFound);
  const best = (await listIterations(deps.db, run.id)).find((it) => it.iteration === run.bestIteration);
  if (run.status !== 'completed' || !best?.prompt) {
    throw new AppError('VALIDATION', trainerMessages.nothingToAdopt);
  }
  const instructions = best.prompt;
  return deps.db.transaction(async (tx) => {
    // One adoption at a time per organisation: the numbers stay consecutive.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`scoring-versions:${caller.domain}`}))`);
    const [fresh] = await tx.select().from(dataTrainerRuns).where(eq(dataTrainerRuns.id, run.id));
    if (fresh?.adoptedVersion) {
      const again = await activate(tx, caller.domain, fresh.adoptedVersion);
      if (again) return toVersion(again);
    }
    const [last] = await tx
      .select({ n: sql<number>`coalesce(max(${scoringPromptVersions.version}), 0)::int` })
      .from(scoringPromptVersions)
      .where(eq(scoringPromptVersions.domain, caller.domain));
    const version = (last?.n ?? 0) + 1;
    await tx.insert(scoringPromptVersions).values({
      domain: caller.domain,
      version,
      instructions,
      metric: run.metric,
      heldOutSimilarity: run.heldOutSimilarity,
      trainingSimilarity: run.trainingSimilarity,
      runId: run.id,
      adoptedBy: caller.email,
    });
    await tx.update(dataTrainerRuns).set({ adoptedVersion: version }).where(eq(dataTrainerRuns.id, run.id));
    const row = await activate(tx, caller.domain, version);
    if (!row) throw new Error('adopted version not written');
    return toVersion(row);
  });
}

/**
 * Restores version `version` of the caller's organisation: it scores CV Sorter runs from now on.
 * @throws AppError NOT_FOUND 'Prompt version not found'.
 */
export async function restoreVersion(
  deps: DataTrainerDeps,
  caller: Caller,
  version: number,
): Promise<ScoringPromptVersion> {
  return deps.db.transaction(async (tx) => {
    const row = await activate(tx, caller.domain, version);
    // Thrown inside the transaction: the version active before stays so.
    if (!row) throw notFound(trainerMessages.versionNotFound);
    return toVersion(row);
  });
}

/**
 * 'Use built-in' (docs/product/data-trainer.md#adopting): no version of the caller's organisation stays
 * active, so CV Sorter runs (and the next training run) score with the built-in instructions again. The
 * versions are kept and any of them can be restored later. Idempotent.
 */
export async function restoreBuiltIn(deps: DataTrainerDeps, caller: Caller): Promise<void> {
  await deps.db
    .update(scoringPromptVersions)
    .set({ active: false })
    .where(and(eq(scoringPromptVersions.domain, caller.domain), eq(scoringPromptVersions.active, true)));
}
