import {
  handFinalScore,
  IMPROVEMENT_THRESHOLD_DEFAULT,
  TRAINER_METRIC_DEFAULT,
  type TrainerCandidate,
  type TrainerCompany,
  type TrainerRow,
  type TrainerScores,
  type TrainerSettings,
} from '@rw/core';
import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { companyDescriptions, dataTrainerCandidates, dataTrainerSettings } from '#src/db/schema/index.js';
import { companyNameKey } from '#src/modules/cv-sorter/index.js';

/* The organisation's training set, hand scores and settings (docs/product/data-trainer.md), always by domain. */

export type DbOrTx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;
export type CandidateRow = typeof dataTrainerCandidates.$inferSelect;
export type SettingsRow = typeof dataTrainerSettings.$inferSelect;

/** The set of organisation `domain`, in file order. */
export function listSet(db: DbOrTx, domain: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(dataTrainerCandidates)
    .where(eq(dataTrainerCandidates.domain, domain))
    .orderBy(asc(dataTrainerCandidates.position));
}

/** How many candidates the set holds, and how many are scored by hand. */
export async function setCounts(db: DbOrTx, domain: string): Promise<{ total: number; scored: number }> {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      scored: sql<number>`count(${dataTrainerCandidates.scores})::int`,
    })
    .from(dataTrainerCandidates)
    .where(eq(dataTrainerCandidates.domain, domain));
  return { total: row?.total ?? 0, scored: row?.scored ?? 0 };
}

/** Replaces the set of `domain` by `rows` (positions in file order), in one transaction. */
export async function replaceSet(
  db: Db,
  domain: string,
  rows: readonly TrainerRow[],
): Promise<CandidateRow[]> {
  return db.transaction(async (tx) => {
    await tx.delete(dataTrainerCandidates).where(eq(dataTrainerCandidates.domain, domain));
    const out: CandidateRow[] = [];
    for (let i = 0; i < rows.length; i += 500) {
      const values = rows.slice(i, i + 500).map((r, j) => ({ domain, position: i + j, ...r }));
      out.push(...(await tx.insert(dataTrainerCandidates).values(values).returning()));
    }
    return out;
  });
}

/** 'Clear Data': deletes the set of `domain` and its hand scores. */
export async function clearSet(db: DbOrTx, domain: string): Promise<void> {
  await db.delete(dataTrainerCandidates).where(eq(dataTrainerCandidates.domain, domain));
}

/** Saves the hand scores of candidate `id` of `domain` (2 decimals) and their mean. @returns null when not the organisation's. */
export async function saveHandScores(
  db: DbOrTx,
  domain: string,
  id: string,
  scores: TrainerScores,
  by: string,
  now: Date,
): Promise<CandidateRow | null> {
  const r2 = (n: number) => Math.round(n * 100) / 100;
  const rounded: TrainerScores = {
    companyRelevancy: r2(scores.companyRelevancy),
    companyPrestige: r2(scores.companyPrestige),
    roleRelevancy: r2(scores.roleRelevancy),
    seniorityMatch: r2(scores.seniorityMatch),
  };
  const [row] = await db
    .update(dataTrainerCandidates)
    .set({ scores: rounded, handFinalScore: handFinalScore(rounded), scoredBy: by, scoredAt: now })
    .where(and(eq(dataTrainerCandidates.domain, domain), eq(dataTrainerCandidates.id, id)))
    .returning();
  return row ?? null;
}

/** The hand-scored candidates of `domain`. */
export function scoredCandidates(db: DbOrTx, domain: string): Promise<CandidateRow[]> {
  return db
    .select()
    .from(dataTrainerCandidates)
    .where(and(eq(dataTrainerCandidates.domain, domain), isNotNull(dataTrainerCandidates.scores)))
    .orderBy(asc(dataTrainerCandidates.position));
}

/** The settings row of `domain`, made with the defaults when there is none. */
export async function ensureSettings(db: DbOrTx, domain: string): Promise<SettingsRow> {
  await db.insert(dataTrainerSettings).values({ domain }).onConflictDoNothing();
  const [row] = await db.select().from(dataTrainerSettings).where(eq(dataTrainerSettings.domain, domain));
  if (!row) throw new Error('data trainer settings not written');
  return row;
}

/** Saves 'Job Information' and 'Training Settings' of `domain`. */
export async function saveSettings(db: DbOrTx, domain: string, s: TrainerSettings): Promise<SettingsRow> {
  const values = {
    jobTitle: s.jobTitle,
    roleSummary: s.roleSummary,
    metric: s.metric,
    improvementThreshold: s.improvementThreshold,
  };
  const [row] = await db
    .insert(dataTrainerSettings)
    .values({ domain, ...values })
    .onConflictDoUpdate({ target: dataTrainerSettings.domain, set: { ...values, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error('data trainer settings not written');
  return row;
}

export function toSettings(row: SettingsRow | undefined): TrainerSettings {
  return {
    jobTitle: row?.jobTitle ?? '',
    roleSummary: row?.roleSummary ?? '',
    metric: row?.metric ?? TRAINER_METRIC_DEFAULT,
    improvementThreshold: row?.improvementThreshold ?? IMPROVEMENT_THRESHOLD_DEFAULT,
  };
}

type Described = { description: string; source: TrainerCompany['source'] };

/** The dataset's descriptions of the companies `names`, by name key (companyNameKey), with their source. */
export async function datasetEntries(
  db: DbOrTx,
  domain: string,
  names: readonly string[],
): Promise<Map<string, Described>> {
  const keys = [...new Set(names.map(companyNameKey))].filter(Boolean);
  const out = new Map<string, Described>();
  for (let i = 0; i < keys.length; i += 1000) {
    const rows = await db
      .select({
        key: companyDescriptions.nameKey,
        description: companyDescriptions.description,
        source: companyDescriptions.source,
      })
      .from(companyDescriptions)
      .where(
        and(
          eq(companyDescriptions.domain, domain),
          inArray(companyDescriptions.nameKey, keys.slice(i, i + 1000)),
        ),
      );
    for (const r of rows) out.set(r.key, { description: r.description, source: r.source });
  }
  return out;
}

/** The distinct companies of a set, by name key, in order of first appearance (blank names skipped). */
export function companiesOf(rows: readonly Pick<CandidateRow, 'currentCompany'>[]): Map<string, string> {
  const names = new Map<string, string>();
  for (const r of rows) {
    const key = companyNameKey(r.currentCompany);
    if (key && !names.has(key)) names.set(key, r.currentCompany.trim());
  }
  return names;
}

export function toCandidate(row: CandidateRow, described: Map<string, Described>): TrainerCandidate {
  return {
    id: row.id,
    name: row.name,
    currentCompany: row.currentCompany,
    currentTitle: row.currentTitle,
    companyDescription: described.get(companyNameKey(row.currentCompany))?.description ?? null,
    scores: row.scores,
    handFinalScore: row.handFinalScore,
    scoredBy: row.scoredBy,
    scoredAt: row.scoredAt?.toISOString() ?? null,
  };
}

/** 'Company Description Status': each company of the set with its description and source, or none yet. */
export function toCompanies(names: Map<string, string>, described: Map<string, Described>): TrainerCompany[] {
  return [...names].map(([key, name]) => {
    const d = described.get(key);
    return { name, description: d?.description ?? null, source: d?.source ?? null };
  });
}
