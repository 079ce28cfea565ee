import {
  type CandidatesExportInput,
  defaultWorkflow,
  type JobCandidateView,
  PIPELINE_OPERATION_MAX,
  pipelineStagesOf,
  workflowSchema,
} from '@rw/core';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { jobWorkflows } from '#src/db/schema/index.js';
import { recordStatusCondition, usedOverallSql } from './job-candidates.queries.js';

/*
 * What an export of a job's candidates reads (docs/product/pipeline.md#export): the selection resolved to
 * stage records, in the order the file lists them, scoped by the organisation.
 */

/**
 * The list's order: newest entered first; the Score view puts the best Overall (the one the record uses,
 * docs/product/pipeline.md#scorecards) first, unscored last.
 */
const orderOf = (view: JobCandidateView, alias: string) => {
  const a = sql.raw(alias);
  return view === 'score'
    ? sql`${usedOverallSql(alias)} desc nulls last, ${a}.entered_stage_at desc, ${a}.id desc`
    : sql`${a}.entered_stage_at desc, ${a}.id desc`;
};

/**
 * The ids of the stage records of job `jobId` an export lists, in the file's order, at most 20,000, whose
 * candidate belongs to organisation `domain`:
 * - `all_matching`: the records the list's filter keeps (stage, status, the Overall the record uses within the
 *   bounds, as the pipeline's operations read it; an unscored record fails an active bound, as in the Score
 *   Filter);
 * - `candidate_ids` with `stage_id`: those candidates' records in that stage; without: each one's current
 *   record in the job (the one not moved on from), else their latest.
 * Ids of other organisations' candidates, or of candidates not in the job, select nothing.
 */
export async function resolveExportRecordIds(
  db: Db,
  input: { domain: string; jobId: string; body: CandidatesExportInput },
): Promise<string[]> {
  const { domain, jobId, body } = input;
  const order = orderOf(body.view, 'r');
  const inOrganisation = sql`join candidates c on c.id = r.candidate_id and c.domain = ${domain}`;
  if (body.all_matching) {
    const f = body.all_matching;
    // The Overall as the list shows it: the scorecards' mean, else the AI's, a value above 10 out of 100.
    const overall = usedOverallSql('r');
    const result = await db.execute(sql`
      select r.id from candidate_stage_records r ${inOrganisation}
      where r.job_id = ${jobId}::uuid
        ${f.stage_id === null ? sql`` : sql`and r.stage_id = ${f.stage_id}`}
        ${recordStatusCondition(f.status)('r')}
        ${f.score_min === null ? sql`` : sql`and ${overall} >= ${f.score_min}`}
        ${f.score_max === null ? sql`` : sql`and ${overall} <= ${f.score_max}`}
      order by ${order}
      limit ${PIPELINE_OPERATION_MAX}`);
    return (result.rows as { id: string }[]).map((r) => r.id);
  }
  const ids = sql`${sql.param(body.candidate_ids ?? [])}::uuid[]`;
  const result = body.stage_id
    ? await db.execute(sql`
        select r.id from candidate_stage_records r ${inOrganisation}
        where r.job_id = ${jobId}::uuid and r.stage_id = ${body.stage_id} and r.candidate_id = any(${ids})
        order by ${order}
        limit ${PIPELINE_OPERATION_MAX}`)
    : await db.execute(sql`
        select r.id from (
          select distinct on (s.candidate_id) s.*
          from candidate_stage_records s
          where s.job_id = ${jobId}::uuid and s.candidate_id = any(${ids})
          order by s.candidate_id, s.progressed_already, s.entered_stage_at desc, s.id desc
        ) r ${inOrganisation}
        order by ${order}
        limit ${PIPELINE_OPERATION_MAX}`);
  return (result.rows as { id: string }[]).map((r) => r.id);
}

/**
 * The titles of job `jobId`'s stages by stage id, from its interview process (the default process when
 * none is saved): a record stored without a title is listed under its stage's.
 */
export async function exportStageTitles(db: Db, jobId: string): Promise<Map<string, string>> {
  const [saved] = await db
    .select({ workflow: jobWorkflows.workflow })
    .from(jobWorkflows)
    .where(eq(jobWorkflows.jobId, jobId));
  const parsed = saved ? workflowSchema.safeParse(saved.workflow) : null;
  const workflow = parsed?.success ? parsed.data : defaultWorkflow();
  return new Map(
    pipelineStagesOf(workflow).map((stage) => [stage.stage_id, stage.stage_title ?? stage.stage_id]),
  );
}
