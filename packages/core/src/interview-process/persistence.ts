import { type StageDetails, storedDuration } from './details.js';
import {
  defaultWorkflow,
  parseCustomStageType,
  type Workflow,
  workflowProblem,
  workflowSchema,
} from './model.js';
import { type StageRowValues, workflowFromStageRows, workflowToStageRows } from './stage-rows.js';

/*
 * What saving and loading a workflow mean (docs/product/interview-process.md#saving), as pure plans the
 * server carries out in one transaction: the stored workflow (job_workflows), one stage row per block (fixed
 * rows and custom rows named by block id), unused stage_{n} rows reset, and the details of each block
 * (job_stage_details) with those of removed blocks deleted.
 */

export const workflowSources = ['saved', 'stages', 'default'] as const;
/** Where a loaded workflow came from: job_workflows, the stage rows, or the default fixed layers. */
export type WorkflowSource = (typeof workflowSources)[number];

/** One job_stage_details row. */
export type StageDetailsKey = { layerId: string; blockId: string; details: StageDetails };

export type WorkflowSavePlan = {
  /** The job_workflows value. */
  stored: Workflow;
  /** Rows to upsert by (job, stage_type). */
  rows: StageRowValues[];
  /** Existing stage_{n} rows no block uses any more: reset to empty. */
  resetStageTypes: string[];
  /** job_stage_details to keep (upserted); every other row of the job is deleted. */
  details: StageDetailsKey[];
};

/**
 * Plans the save of a workflow that keeps every rule (see `checkWorkflowForSave`).
 * @param existingStageTypes the stage types of the job's current rows.
 */
export function planWorkflowSave(
  workflow: Workflow,
  existingStageTypes: readonly string[],
): WorkflowSavePlan {
  const rows = workflowToStageRows(workflow);
  const used = new Set(rows.map((r) => r.stage_type));
  return {
    stored: workflow,
    rows,
    resetStageTypes: existingStageTypes.filter((t) => !used.has(t) && parseCustomStageType(t) !== null),
    details: workflow.layers.flatMap((l) =>
      l.blocks.map((b) => ({ layerId: l.id, blockId: b.id, details: b.details })),
    ),
  };
}

/** A stored job_workflows value, if it is a workflow that keeps every rule; else null. */
export function parseStoredWorkflow(stored: unknown): Workflow | null {
  const parsed = workflowSchema.safeParse(stored);
  return parsed.success && !workflowProblem(parsed.data) ? parsed.data : null;
}

/**
 * The saved workflow with each step's duration taken from its stage row (duration_minutes), the one place the
 * duration is kept for both views: a process saved before durations were part of the details, or whose rows'
 * durations were set by other means, shows them all the same. A step without a row keeps its own.
 */
function withRowDurations(workflow: Workflow, rows: readonly StageRowValues[]): Workflow {
  const byType = new Map(rows.map((r) => [r.stage_type, r]));
  return {
    ...workflow,
    layers: workflow.layers.map((layer) => ({
      ...layer,
      blocks: layer.blocks.map((block) => {
        const row = byType.get(block.id);
        if (!row) return block;
        const { durationMinutes: _stored, ...rest } = block.details;
        const minutes = storedDuration(row.duration_minutes);
        return { ...block, details: minutes === undefined ? rest : { ...rest, durationMinutes: minutes } };
      }),
    })),
  };
}

/**
 * The workflow of a job (GET job_workflows, else GET job_interview_stages;
 * docs/product/interview-process.md#saving): the saved one (each step's duration from its stage row), else
 * one built from the rows that have a stage title (maxEditableLayers 10), else the default fixed layers
 * (maxEditableLayers 8).
 */
export function loadWorkflow(opts: { stored: unknown; rows: readonly StageRowValues[] }): {
  workflow: Workflow;
  source: WorkflowSource;
} {
  const saved = opts.stored == null ? null : parseStoredWorkflow(opts.stored);
  if (saved) return { workflow: withRowDurations(saved, opts.rows), source: 'saved' };
  if (opts.rows.some((r) => r.stage_title?.trim())) {
    return { workflow: workflowFromStageRows(opts.rows), source: 'stages' };
  }
  return { workflow: defaultWorkflow(), source: 'default' };
}
