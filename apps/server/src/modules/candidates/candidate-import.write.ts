import { type CandidateSource, GLANCE_STAGE, type ImportedCandidate, normalizeLinkedinUrl } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { type ImportRow, planBatch } from './candidate-import.plan.js';
import {
  findExistingCandidates,
  insertCandidates,
  lockOrganisationImports,
  updateCandidates,
} from './candidate-import.queries.js';
import { addCandidatesToStage, type Tx } from './candidate-stage.queries.js';

/**
 * Where a batch goes: the database, the importer (organisation and created_by_email) and the job. `onCommit`
 * runs in the batch's transaction after its rows are written, with what it did (the import's record counts it
 * there, so its counts never say more than is committed); a throw there undoes the whole batch.
 */
export type BatchTarget = {
  db: Db;
  user: { email: string; domain: string };
  jobId: string;
  /** How the candidates came (the funnel's sources); a CSV import when left out. */
  source?: CandidateSource;
  onCommit?: (tx: Tx, outcome: BatchOutcome) => Promise<void>;
};

/** Thrown by `onCommit` to undo a batch and stop the import (its record was ended by another). */
export class BatchRefused extends Error {}

/**
 * What a batch did: rows that created or updated a candidate, candidates that joined the stage (the others
 * were in it already), and the rows the database refused.
 */
export type BatchOutcome = {
  created: number;
  updated: number;
  addedToStage: number;
  errors: { row: ImportRow; message: string }[];
};

/**
 * Writes one batch of import rows in one transaction (docs/product/candidates.md#import): under the
 * organisation's import lock, dedupes against the organisation's candidates (planBatch), updates the changed
 * and inserts the new ones set-based, and adds those not there yet to the Glance stage of the job
 * (add_candidate_to_stage, action owner recruiter). A candidate and its stage record commit together or not
 * at all.
 *
 * When the set-based write fails (a concurrent writer took a LinkedIn key, a value the database refuses), the
 * batch is redone row by row, each row under a savepoint, so one bad row becomes that row's error
 * ('Error importing …: {message}') and the others are imported.
 * @throws BatchRefused from `onCommit` (nothing of the batch is written); what the per-row pass cannot get
 *   past (the connection lost, the job deleted meanwhile).
 */
export async function writeBatch(target: BatchTarget, rows: ImportRow[]): Promise<BatchOutcome> {
  try {
    return await target.db.transaction(async (tx) => {
      await lockOrganisationImports(tx, target.user.domain);
      const { created, updated, addedToStage } = await writeRows(tx, target, rows);
      const outcome: BatchOutcome = { created, updated, addedToStage, errors: [] };
      await target.onCommit?.(tx, outcome);
      return outcome;
    });
  } catch (err) {
    if (err instanceof BatchRefused) throw err;
    return target.db.transaction(async (tx) => {
      await lockOrganisationImports(tx, target.user.domain);
      const outcome: BatchOutcome = { created: 0, updated: 0, addedToStage: 0, errors: [] };
      for (const row of rows) {
        try {
          const one = await tx.transaction((sp) => writeRows(sp, target, [row]));
          outcome.created += one.created;
          outcome.updated += one.updated;
          outcome.addedToStage += one.addedToStage;
        } catch (err) {
          outcome.errors.push({ row, message: databaseMessage(err) });
        }
      }
      await target.onCommit?.(tx, outcome);
      return outcome;
    });
  }
}

async function writeRows(tx: Tx, target: BatchTarget, rows: ImportRow[]) {
  const { domain, email } = target.user;
  const existing = await findExistingCandidates(
    tx,
    { domain, jobId: target.jobId, stageId: GLANCE_STAGE.stage_id },
    unique(rows.map((r) => r.linkedinKey)),
    unique(rows.map((r) => r.emailKey)),
  );
  const plan = planBatch(rows, existing);
  await updateCandidates(tx, domain, plan.updates);
  await insertCandidates(tx, { domain, createdByEmail: email, jobId: target.jobId }, plan.inserts);
  await addCandidatesToStage(tx, {
    jobId: target.jobId,
    placement: GLANCE_STAGE,
    candidateIds: plan.candidateIds,
    source: target.source ?? 'csv_import',
  });
  return { created: plan.created, updated: plan.updated, addedToStage: plan.candidateIds.length };
}

/** The database's own words for a refused row (Drizzle wraps them in 'Failed query: …' with the SQL). */
function databaseMessage(err: unknown): string {
  const cause = err instanceof Error && err.cause instanceof Error ? err.cause : err;
  return cause instanceof Error ? cause.message : String(cause);
}

function unique(values: (string | null)[]): string[] {
  return [...new Set(values.filter((v): v is string => v !== null))];
}

/** At most this many candidates are written in one transaction by `importCandidatesToGlance`. */
const GLANCE_BATCH = 1000;

/**
 * Puts candidates into job `jobId`'s Glance stage through the CSV import's own write path
 * (docs/product/candidates.md#import, #dedupe): each is matched by LinkedIn profile, then e-mail, among the
 * organisation's candidates and updated, else created, and joins the stage unless it is there already. The
 * caller has checked the job is the organisation's; `source` says where they came from (the funnel's
 * sources). Used by the CV Sorter's Add to job (docs/product/cv-sorter.md#into-the-ats).
 * @returns rows that created or updated a candidate, candidates that joined the stage, and refused rows'
 *   messages in order ('Error importing {first} {last}: {message}' is the caller's to word).
 */
export async function importCandidatesToGlance(
  db: Db,
  user: { email: string; domain: string },
  jobId: string,
  candidates: readonly ImportedCandidate[],
  source: CandidateSource,
): Promise<{ created: number; updated: number; addedToStage: number; errors: string[] }> {
  const total = { created: 0, updated: 0, addedToStage: 0, errors: [] as string[] };
  for (let i = 0; i < candidates.length; i += GLANCE_BATCH) {
    const rows: ImportRow[] = candidates.slice(i, i + GLANCE_BATCH).map((candidate, j) => ({
      line: i + j + 1,
      candidate,
      linkedinKey: normalizeLinkedinUrl(candidate.linkedin_url),
      emailKey: candidate.email?.toLowerCase() ?? null,
    }));
    const outcome = await writeBatch({ db, user, jobId, source }, rows);
    total.created += outcome.created;
    total.updated += outcome.updated;
    total.addedToStage += outcome.addedToStage;
    total.errors.push(...outcome.errors.map((e) => e.message));
  }
  return total;
}
