import type { StageDetails, StageRow, StageRowValues, Workflow, WorkflowSavePlan } from '@rw/core';
import { and, asc, eq, isNotNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { companies, jobInterviewStages, jobStageDetails, jobs, jobWorkflows } from '#src/db/schema/index.js';

/*
 * Drizzle queries of the interview process. Every entry point first finds the job inside the caller's
 * organisation (`findProcessJob`); the other queries take a job id that has passed that check.
 */

/** A transaction, or the database itself for single statements. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Executor = Db | Tx;

/** What the interview process reads of a job and its company (the IntProcess payload's sources). */
export type ProcessJob = {
  id: string;
  title: string;
  seniority: string | null;
  jdRoleMission: string | null;
  jdResponsibilities: string[];
  jdRequirements: string[];
  intakeNotes: string | null;
  companyName: string | null;
  toneOfVoice: string | null;
};

/** A job of the organisation with its company's name and tone of voice, or null (also for another organisation's). */
export async function findProcessJob(db: Db, domain: string, id: string): Promise<ProcessJob | null> {
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      seniority: jobs.seniority,
      jdRoleMission: jobs.jdRoleMission,
      jdResponsibilities: jobs.jdResponsibilities,
      jdRequirements: jobs.jdRequirements,
      intakeNotes: jobs.intakeNotes,
      jobCompanyName: jobs.companyName,
      companyName: companies.name,
      toneOfVoice: companies.toneOfVoiceInstructions,
    })
    .from(jobs)
    .leftJoin(companies, and(eq(companies.id, jobs.companyId), eq(companies.domain, jobs.domain)))
    .where(and(eq(jobs.id, id), eq(jobs.domain, domain)))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  const { jobCompanyName, ...rest } = row;
  return { ...rest, companyName: row.companyName ?? jobCompanyName };
}

/** Locks the job row until the transaction ends, so saves of one job's process run one after another. */
export async function lockJob(tx: Tx, jobId: string): Promise<void> {
  await tx.select({ id: jobs.id }).from(jobs).where(eq(jobs.id, jobId)).for('update');
}

type StageRowRecord = typeof jobInterviewStages.$inferSelect;
type StageRowInsert = typeof jobInterviewStages.$inferInsert;

/** The canvas-owned columns of a row, as the core mapping names them. */
function toValues(r: StageRowRecord): StageRowValues {
  return {
    stage_type: r.stageType,
    stage_title: r.stageTitle,
    stage_emoji: r.stageEmoji,
    interviewer_name: r.interviewerName,
    interviewer_email: r.interviewerEmail,
    interviewer_slack: r.interviewerSlack,
    duration_minutes: r.durationMinutes,
    ac1: r.ac1,
    ac2: r.ac2,
    ac3: r.ac3,
    ac4: r.ac4,
    ac5: r.ac5,
    rubric1: r.rubric1,
    rubric2: r.rubric2,
    rubric3: r.rubric3,
    rubric4: r.rubric4,
    rubric5: r.rubric5,
    interview_plan: r.interviewPlan,
    killer_questions: r.killerQuestions,
  };
}

function toInsert(jobId: string, v: StageRowValues): StageRowInsert {
  return {
    jobId,
    stageType: v.stage_type,
    stageTitle: v.stage_title,
    stageEmoji: v.stage_emoji,
    interviewerName: v.interviewer_name,
    interviewerEmail: v.interviewer_email,
    interviewerSlack: v.interviewer_slack,
    durationMinutes: v.duration_minutes,
    ac1: v.ac1,
    ac2: v.ac2,
    ac3: v.ac3,
    ac4: v.ac4,
    ac5: v.ac5,
    rubric1: v.rubric1,
    rubric2: v.rubric2,
    rubric3: v.rubric3,
    rubric4: v.rubric4,
    rubric5: v.rubric5,
    interviewPlan: v.interview_plan,
    killerQuestions: v.killer_questions,
  };
}

/** The saved workflow (job_workflows) with its time, and the stage rows as the core mapping reads them. */
export async function readProcessState(db: Executor, jobId: string) {
  const [saved] = await db
    .select({ workflow: jobWorkflows.workflow, updatedAt: jobWorkflows.updatedAt })
    .from(jobWorkflows)
    .where(eq(jobWorkflows.jobId, jobId));
  const rows = await db
    .select()
    .from(jobInterviewStages)
    .where(eq(jobInterviewStages.jobId, jobId))
    .orderBy(asc(jobInterviewStages.stageType));
  return { stored: saved?.workflow ?? null, updatedAt: saved?.updatedAt ?? null, rows: rows.map(toValues) };
}

/** The job's stage rows for the API, ordered by stage_type; `titled` keeps only rows with a stage title. */
export async function listStageRows(db: Db, jobId: string, titled: boolean): Promise<StageRow[]> {
  const t = jobInterviewStages;
  const rows = await db
    .select()
    .from(t)
    .where(and(eq(t.jobId, jobId), titled ? and(isNotNull(t.stageTitle), ne(t.stageTitle, '')) : undefined))
    .orderBy(asc(t.stageType));
  return rows.map((r) => ({
    ...toValues(r),
    id: r.id,
    job_id: r.jobId,
    is_required: r.isRequired,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
  }));
}

/** The columns an upsert replaces: every canvas-owned one, the duration included (is_required stays as it is). */
const s = jobInterviewStages;
const canvasColumns = {
  stageTitle: s.stageTitle,
  stageEmoji: s.stageEmoji,
  interviewerName: s.interviewerName,
  interviewerEmail: s.interviewerEmail,
  interviewerSlack: s.interviewerSlack,
  durationMinutes: s.durationMinutes,
  ac1: s.ac1,
  ac2: s.ac2,
  ac3: s.ac3,
  ac4: s.ac4,
  ac5: s.ac5,
  rubric1: s.rubric1,
  rubric2: s.rubric2,
  rubric3: s.rubric3,
  rubric4: s.rubric4,
  rubric5: s.rubric5,
  interviewPlan: s.interviewPlan,
  killerQuestions: s.killerQuestions,
};
const upsertSet: Record<string, SQL> = {
  ...Object.fromEntries(
    Object.entries(canvasColumns).map(([key, col]) => [key, sql.raw(`excluded.${col.name}`)]),
  ),
  updatedAt: sql`now()`,
};

/** Upserts stage rows by (job_id, stage_type): the columns the canvas owns are replaced, others kept. */
export async function upsertStageRows(tx: Tx, jobId: string, rows: StageRowValues[]): Promise<void> {
  if (rows.length === 0) return;
  await tx
    .insert(jobInterviewStages)
    .values(rows.map((r) => toInsert(jobId, r)))
    .onConflictDoUpdate({ target: [jobInterviewStages.jobId, jobInterviewStages.stageType], set: upsertSet });
}

/** Carries out a save plan (see core `planWorkflowSave`) inside the caller's transaction. */
export async function writeWorkflowPlan(
  tx: Tx,
  jobId: string,
  plan: WorkflowSavePlan,
  resetRows: StageRowValues[],
) {
  await tx
    .insert(jobWorkflows)
    .values({ jobId, workflow: plan.stored })
    .onConflictDoUpdate({
      target: jobWorkflows.jobId,
      set: { workflow: plan.stored, updatedAt: sql`now()` },
    });
  await upsertStageRows(tx, jobId, [...plan.rows, ...resetRows]);
  await upsertStageDetails(tx, jobId, plan.details);
  const keep = plan.details.map((d) =>
    and(eq(jobStageDetails.layerId, d.layerId), eq(jobStageDetails.blockId, d.blockId)),
  );
  await tx
    .delete(jobStageDetails)
    .where(and(eq(jobStageDetails.jobId, jobId), keep.length ? sql`not (${or(...keep)})` : undefined));
}

/** Replaces the stored workflow of a job that has one. */
export async function updateStoredWorkflow(tx: Tx, jobId: string, workflow: Workflow): Promise<void> {
  await tx.update(jobWorkflows).set({ workflow, updatedAt: sql`now()` }).where(eq(jobWorkflows.jobId, jobId));
}

/** Upserts job_stage_details rows of one job. */
export async function upsertStageDetails(
  tx: Tx,
  jobId: string,
  details: { layerId: string; blockId: string; details: StageDetails }[],
): Promise<void> {
  if (details.length === 0) return;
  await tx
    .insert(jobStageDetails)
    .values(details.map((d) => ({ jobId, ...d })))
    .onConflictDoUpdate({
      target: [jobStageDetails.jobId, jobStageDetails.layerId, jobStageDetails.blockId],
      set: { details: sql`excluded.details`, updatedAt: sql`now()` },
    });
}
