import { z } from 'zod';
import { workflowCoverageSchema } from './coverage.js';
import { stageDetailsInput, stageDetailsSchema } from './details.js';
import { workflowSchema } from './model.js';
import { workflowSources } from './persistence.js';

/*
 * The interview-process API contract (DESIGN.md: /api/jobs/{id}/workflow and /api/jobs/{id}/stages).
 * Entity fields keep their original names: the workflow in camelCase as the client holds it,
 * stage rows in snake_case.
 */

/** GET /api/jobs/:id/workflow (and the answer of PUT). */
export const jobWorkflowResponse = z.object({
  workflow: workflowSchema,
  source: z.enum(workflowSources),
  /** The job's requirements (jd_requirements), for the coverage view. */
  requirements: z.array(z.string()),
  /** When the saved workflow last changed; null when it was never saved. */
  updated_at: z.string().nullable(),
});
export type JobWorkflowResponse = z.infer<typeof jobWorkflowResponse>;

/**
 * PUT /api/jobs/:id/workflow. The workflow is checked by the server with the core rules (not by the request
 * schema), so a refused save answers the broken rule's own message.
 */
export const saveWorkflowBody = z.object({
  workflow: z.unknown().describe('The workflow to save: { layers, maxEditableLayers } (see Workflow).'),
});

/** One job_interview_stages row (docs/product/interview-process.md#saving). */
export const stageRowSchema = z.object({
  id: z.string(),
  job_id: z.string(),
  stage_type: z.string(),
  stage_title: z.string().nullable(),
  stage_emoji: z.string().nullable(),
  interviewer_name: z.string().nullable(),
  interviewer_email: z.string().nullable(),
  interviewer_slack: z.string().nullable(),
  duration_minutes: z.number().nullable(),
  ac1: z.string().nullable(),
  ac2: z.string().nullable(),
  ac3: z.string().nullable(),
  ac4: z.string().nullable(),
  ac5: z.string().nullable(),
  rubric1: z.string().nullable(),
  rubric2: z.string().nullable(),
  rubric3: z.string().nullable(),
  rubric4: z.string().nullable(),
  rubric5: z.string().nullable(),
  interview_plan: z.string().nullable(),
  killer_questions: z.array(z.string()),
  is_required: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StageRow = z.infer<typeof stageRowSchema>;

/** GET /api/jobs/:id/stages: ordered by stage_type; `titled=true` keeps only rows with a stage title. */
export const jobStagesQuery = z.object({ titled: z.enum(['true', 'false']).optional() });
export const jobStagesResponse = z.object({ stages: z.array(stageRowSchema) });

/** PUT /api/jobs/:id/stages/:blockId/details: the block's layer and its details (normalised, limits held). */
export const saveStageDetailsBody = z.object({
  layer_id: z.string().min(1).max(40),
  /** The step's title as the client shows it: the saved step is changed only when its title is the same. */
  title: z.string().max(200).optional(),
  details: stageDetailsInput,
});
export type SaveStageDetailsBody = z.input<typeof saveStageDetailsBody>;
export const stageDetailsResponse = z.object({
  layer_id: z.string(),
  block_id: z.string(),
  details: stageDetailsSchema,
  /** True when the block is in the saved workflow (its stage row was updated too). */
  in_saved_workflow: z.boolean(),
});
export type StageDetailsResponse = z.infer<typeof stageDetailsResponse>;

/** POST /api/jobs/:id/workflow/generate: the imported (unsaved) process with its coverage. */
export const generatedWorkflowResponse = z.object({
  workflow: workflowSchema,
  coverage: workflowCoverageSchema,
  requirements: z.array(z.string()),
});
export type GeneratedWorkflowResponse = z.infer<typeof generatedWorkflowResponse>;

/** Block ids the details route accepts: the stage types. */
export const stageTypePattern =
  /^(glance|profile_review|talent_screen|washup|offer|stage_[1-9]\d{0,2}[abc]?)$/;
