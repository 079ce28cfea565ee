import { type RoleCriterion, type RoleNode, roleCriterionSchema, roleNodeSchema } from '@rw/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { companies, roleBuilderCanvases } from '#src/db/schema/index.js';
import type { Tx } from '#src/modules/interview-process/index.js';

/*
 * Drizzle queries of the Role Builder, always scoped by the caller's organisation (`domain`): its canvases
 * (one row per job) and the companies it writes for.
 */

/** A stored canvas: its nodes and criteria (rows that no longer parse are dropped), and when it was saved. */
export type StoredCanvas = { nodes: RoleNode[]; criteria: RoleCriterion[]; savedAt: Date | null };

const parsedList = <T>(value: unknown, parse: (v: unknown) => { success: boolean; data?: T }): T[] =>
  Array.isArray(value) ? value.flatMap((v) => (parse(v).success ? [parse(v).data as T] : [])) : [];

/** The canvas of job `jobId` of organisation `domain`, or null when it has none. */
export async function findCanvas(db: Db | Tx, domain: string, jobId: string): Promise<StoredCanvas | null> {
  const [row] = await db
    .select()
    .from(roleBuilderCanvases)
    .where(and(eq(roleBuilderCanvases.jobId, jobId), eq(roleBuilderCanvases.domain, domain)));
  if (!row) return null;
  return {
    nodes: parsedList(row.nodes, (v) => roleNodeSchema.safeParse(v)),
    criteria: parsedList(row.criteria, (v) => roleCriterionSchema.safeParse(v)),
    savedAt: row.savedAt,
  };
}

/** Stores the nodes of a Save Process (and its time), keeping the criteria. */
export async function saveCanvasNodes(tx: Tx, domain: string, jobId: string, nodes: RoleNode[]) {
  await tx
    .insert(roleBuilderCanvases)
    .values({ jobId, domain, nodes, savedAt: sql`now()` })
    .onConflictDoUpdate({
      target: roleBuilderCanvases.jobId,
      set: { nodes, savedAt: sql`now()`, updatedAt: sql`now()` },
    });
}

/** Stores the criteria of a Save Criteria, keeping the nodes. */
export async function saveCanvasCriteria(tx: Tx, domain: string, jobId: string, criteria: RoleCriterion[]) {
  await tx
    .insert(roleBuilderCanvases)
    .values({ jobId, domain, criteria })
    .onConflictDoUpdate({ target: roleBuilderCanvases.jobId, set: { criteria, updatedAt: sql`now()` } });
}

/** What the description is written from: a company of the organisation, or null. */
export type RoleCompany = {
  id: string;
  name: string;
  description: string | null;
  toneOfVoice: string | null;
  benefits: string[];
};

const companyColumns = {
  id: companies.id,
  name: companies.name,
  description: companies.description,
  toneOfVoice: companies.toneOfVoiceInstructions,
  benefits: companies.companyBenefits,
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Company `id` of organisation `domain`, or null (also for another organisation's, or an id that is no uuid). */
export async function findRoleCompany(db: Db, domain: string, id: string): Promise<RoleCompany | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db
    .select(companyColumns)
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.domain, domain)));
  return row ?? null;
}

/** The organisation's companies by name (the job form's list), with what the Role Builder reads of them. */
export async function listRoleCompanies(db: Db, domain: string): Promise<RoleCompany[]> {
  return db
    .select(companyColumns)
    .from(companies)
    .where(eq(companies.domain, domain))
    .orderBy(asc(companies.name), asc(companies.id));
}
