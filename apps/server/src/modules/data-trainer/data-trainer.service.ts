import {
  type TrainerCandidate,
  type TrainerScores,
  type TrainerSettings,
  type TrainerState,
  trainerMessages,
} from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import { dataTrainerSettings } from '#src/db/schema/index.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { resolveProvider } from '#src/platform/ai/key-resolution.js';
import type { Caller } from '#src/plugins/auth.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import {
  clearSet,
  companiesOf,
  datasetEntries,
  listSet,
  saveHandScores,
  saveSettings,
  toCandidate,
  toCompanies,
  toSettings,
} from './data-trainer.queries.js';
import { toDescribing } from './data-trainer-describe.service.js';
import { hasLiveRun, latestRun, listIterations } from './data-trainer-run.queries.js';
import { toRun } from './data-trainer-run.service.js';
import { listVersions } from './scoring-versions.service.js';

/** Whether the caller's organisation has a provider key (its own, its domain's or the server's). */
async function organisationHasKey(deps: DataTrainerDeps, caller: Caller): Promise<boolean> {
  try {
    await resolveProvider(deps.db, {
      userEmail: caller.email,
      masterKey: deps.ai.config.masterKey,
      server: deps.ai.config.server,
    });
    return true;
  } catch {
    return false;
  }
}

/**
 * GET /api/data-trainer (docs/product/data-trainer.md): the organisation's set with hand scores and company
 * descriptions, the companies' status, the settings, the latest run, the scoring instructions' versions,
 * whether the organisation has a key, and the description work's progress.
 */
export async function getState(deps: DataTrainerDeps, caller: Caller): Promise<TrainerState> {
  const { db } = deps;
  const rows = await listSet(db, caller.domain);
  const names = companiesOf(rows);
  const described = await datasetEntries(db, caller.domain, [...names.values()]);
  const [settings] = await db
    .select()
    .from(dataTrainerSettings)
    .where(eq(dataTrainerSettings.domain, caller.domain));
  const run = await latestRun(db, caller.domain);
  return {
    candidates: rows.map((r) => toCandidate(r, described)),
    companies: toCompanies(names, described),
    settings: toSettings(settings),
    run: run ? toRun(run, await listIterations(db, run.id)) : null,
    versions: await listVersions(db, caller.domain),
    organisationHasKey: await organisationHasKey(deps, caller),
    describing: toDescribing(settings),
  };
}

/**
 * 'Save Scores': the caller's hand scores of candidate `id` (0-10, kept to 2 decimals), with who and when.
 * @throws AppError NOT_FOUND 'Candidate not found' (also another organisation's).
 */
export async function saveScores(
  deps: DataTrainerDeps,
  caller: Caller,
  id: string,
  scores: TrainerScores,
): Promise<TrainerCandidate> {
  const row = await saveHandScores(deps.db, caller.domain, id, scores, caller.email, new Date());
  if (!row) throw notFound(trainerMessages.candidateNotFound);
  const described = await datasetEntries(deps.db, caller.domain, [row.currentCompany]);
  return toCandidate(row, described);
}

/** PUT /api/data-trainer/settings: 'Job Information' and 'Training Settings' of the organisation. */
export async function putSettings(
  deps: DataTrainerDeps,
  caller: Caller,
  settings: TrainerSettings,
): Promise<TrainerSettings> {
  return toSettings(await saveSettings(deps.db, caller.domain, settings));
}

/**
 * 'Clear Data': removes the set and its hand scores (company descriptions stay in the dataset; runs keep their
 * figures). @throws AppError CONFLICT 'The candidate set cannot change while training goes on.'
 */
export async function clearData(deps: DataTrainerDeps, caller: Caller): Promise<void> {
  if (await hasLiveRun(deps.db, caller.domain)) throw new AppError('CONFLICT', trainerMessages.trainingNow);
  await clearSet(deps.db, caller.domain);
  await stopDescribing(deps.db, caller.domain);
}

/** Ends the description work of the set (a new generation: a worker still on it keeps nothing more). */
export async function stopDescribing(db: DataTrainerDeps['db'], domain: string): Promise<void> {
  await db
    .update(dataTrainerSettings)
    .set({
      describeStatus: 'idle',
      describeGeneration: sql`${dataTrainerSettings.describeGeneration} + 1`,
      describeDone: 0,
      describeTotal: 0,
      describeError: null,
      describeHeartbeatAt: null,
      describeTaskId: null,
    })
    .where(eq(dataTrainerSettings.domain, domain));
}
