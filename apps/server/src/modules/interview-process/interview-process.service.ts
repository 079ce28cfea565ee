import {
  blockToStageRow,
  checkWorkflowForSave,
  emptyStageRow,
  findBlock,
  type JobWorkflowResponse,
  jobMessages,
  loadWorkflow,
  planWorkflowSave,
  type StageDetails,
  type StageDetailsResponse,
  type StageRow,
  updateDetails,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  findProcessJob,
  listStageRows,
  lockJob,
  type ProcessJob,
  readProcessState,
  type Tx,
  updateStoredWorkflow,
  upsertStageDetails,
  upsertStageRows,
  writeWorkflowPlan,
} from './interview-process.queries.js';

/**
 * Job `jobId` of the caller's organisation.
 * @throws AppError NOT_FOUND 'Job not found' (also for another organisation's).
 */
export async function requireJob(opts: { db: Db; caller: Caller; jobId: string }): Promise<ProcessJob> {
  const { db, caller, jobId } = opts;
  return (await findProcessJob(db, caller.domain, jobId)) ?? Promise.reject(notFound(jobMessages.notFound));
}

async function currentWorkflow(db: Db | Tx, job: ProcessJob): Promise<JobWorkflowResponse> {
  const state = await readProcessState(db, job.id);
  const { workflow, source } = loadWorkflow(state);
  return {
    workflow,
    source,
    requirements: job.jdRequirements,
    updated_at: source === 'saved' ? (state.updatedAt?.toISOString() ?? null) : null,
  };
}

/**
 * The workflow of job `jobId` of the caller's organisation (docs/product/interview-process.md#saving): the
 * saved one, else one built from its stage rows (maxEditableLayers 10), else the default fixed layers; with
 * the job's requirements for the coverage view.
 * @throws AppError NOT_FOUND 'Job not found'.
 */
export async function getJobWorkflow(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
}): Promise<JobWorkflowResponse> {
  return currentWorkflow(opts.db, await requireJob(opts));
}

/**
 * Saves `workflow` (unchecked input) as the workflow of job `jobId` of the caller's organisation
 * (docs/product/interview-process.md#saving) in one transaction: job_workflows upserted, a stage row per
 * block (fixed rows and custom rows named by block id; each step's duration its row's duration_minutes,
 * 15-180 minutes or none), unused stage_{n} rows reset to empty,
 * job_stage_details written for the current blocks and deleted for removed ones. A failure changes nothing.
 * @throws AppError NOT_FOUND 'Job not found'; VALIDATION with the broken rule's message (core
 *   `checkWorkflowForSave`: the import messages of docs/product/interview-process.md#import-rules and the
 *   canvas rules).
 */
export async function saveJobWorkflow(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
  workflow: unknown;
  /** More writes of the caller's feature, in the same transaction after the workflow's (a failure undoes both). */
  alsoInTransaction?: (tx: Tx) => Promise<void>;
}): Promise<JobWorkflowResponse> {
  const { db, workflow } = opts;
  const job = await requireJob(opts);
  const checked = checkWorkflowForSave(workflow);
  if (!checked.ok) throw new AppError('VALIDATION', checked.message);
  return db.transaction(async (tx) => {
    await lockJob(tx, job.id);
    const state = await readProcessState(tx, job.id);
    const plan = planWorkflowSave(
      checked.workflow,
      state.rows.map((r) => r.stage_type),
    );
    await writeWorkflowPlan(tx, job.id, plan, plan.resetStageTypes.map(emptyStageRow));
    await opts.alsoInTransaction?.(tx);
    return currentWorkflow(tx, job);
  });
}

/**
 * The stage rows of job `jobId` of the caller's organisation, ordered by stage type; with `titled`, only the
 * rows that have a title. @throws AppError NOT_FOUND 'Job not found'.
 */
export async function listJobStages(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
  titled: boolean;
}): Promise<StageRow[]> {
  const job = await requireJob(opts);
  return listStageRows(opts.db, job.id, opts.titled);
}

/**
 * Saves the details of block `blockId` in layer `layerId` of job `jobId` of the caller's organisation (the
 * 'Stage details' modal's Save; docs/product/interview-process.md#stage-details: PATCH job_interview_stages
 * and job_stage_details). The details are always kept in job_stage_details under (layer, block); when the
 * block is part of the job's current workflow (same layer, and the same title when `title` is given), its
 * stage row and the stored workflow change too (a job without a saved workflow then gets its current one
 * saved), in the same transaction.
 * @throws AppError NOT_FOUND 'Job not found'.
 */
export async function saveStageDetails(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
  layerId: string;
  blockId: string;
  title?: string;
  details: StageDetails;
}): Promise<StageDetailsResponse> {
  const job = await requireJob(opts);
  const { db, layerId, blockId, details } = opts;
  return db.transaction(async (tx) => {
    await lockJob(tx, job.id);
    await upsertStageDetails(tx, job.id, [{ layerId, blockId, details }]);
    const state = await readProcessState(tx, job.id);
    const { workflow, source } = loadWorkflow(state);
    const found = findBlock(workflow, blockId);
    // The same id in the same layer, and the same title when the client names it: the step the user sees.
    const inWorkflow =
      found?.layer.id === layerId && (opts.title === undefined || found.block.title === opts.title.trim());
    const edit = inWorkflow ? updateDetails(workflow, blockId, details) : null;
    if (edit?.ok) {
      if (source === 'saved') {
        await updateStoredWorkflow(tx, job.id, edit.workflow);
        const block = findBlock(edit.workflow, blockId)!.block;
        await upsertStageRows(tx, job.id, [blockToStageRow(block)]);
      } else {
        const plan = planWorkflowSave(
          edit.workflow,
          state.rows.map((r) => r.stage_type),
        );
        await writeWorkflowPlan(tx, job.id, plan, plan.resetStageTypes.map(emptyStageRow));
      }
    }
    return { layer_id: layerId, block_id: blockId, details, in_saved_workflow: Boolean(edit?.ok) };
  });
}
