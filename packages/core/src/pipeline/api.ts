import { z } from 'zod';
import { actionOwners } from '../candidates/constants.js';
import {
  OTHER_REJECTION_REASON,
  PIPELINE_OPERATION_MAX,
  pipelineMessages,
  pipelineOperationKinds,
  REJECTION_NOTE_MAX,
  REJECTION_REASON_MAX,
  REJECTION_REASONS_MAX,
  recordStatusFilters,
} from './constants.js';

/*
 * The pipeline API's shapes (docs/product/pipeline.md#api): one operations endpoint for moves, rejections,
 * hires, action owners, adding to and removing from jobs, and its undo.
 */

/**
 * 'Select all N matching': the records of the job the stage list shows, resolved by the server (so a
 * selection of 10,000 is one request). `stage_id` null: every stage. Scores are 0-10 Overall values
 * (unscored records fail an active bound, as in the list's Score Filter).
 */
export const pipelineSelectionFilter = z.object({
  stage_id: z.string().min(1).max(40).nullable(),
  status: z.enum(recordStatusFilters).default('active'),
  score_min: z.number().min(0).max(10).nullable().default(null),
  score_max: z.number().min(0).max(10).nullable().default(null),
});
export type PipelineSelectionFilter = z.output<typeof pipelineSelectionFilter>;

const selection = {
  /** The client's id of this operation: a repeated request answers the first one's result. */
  operation_id: z.uuid(),
  candidate_ids: z
    .array(z.uuid())
    .min(1, pipelineMessages.noSelection)
    .max(PIPELINE_OPERATION_MAX, pipelineMessages.tooMany(PIPELINE_OPERATION_MAX))
    .optional(),
  all_matching: pipelineSelectionFilter.optional(),
};

/** POST /api/jobs/{id}/pipeline/operations: exactly one of candidate_ids and all_matching. */
export const pipelineOperationBody = z
  .discriminatedUnion('kind', [
    z.object({ kind: z.literal('move'), to_stage_id: z.string().min(1).max(40), ...selection }),
    z.object({
      kind: z.literal('reject'),
      reason: z.string().trim().min(1, pipelineMessages.unknownReason).max(REJECTION_REASON_MAX),
      note: z.string().trim().max(REJECTION_NOTE_MAX).nullable().default(null),
      ...selection,
    }),
    z.object({ kind: z.literal('unreject'), ...selection }),
    z.object({ kind: z.literal('hire'), ...selection }),
    z.object({ kind: z.literal('set_owner'), action_owner: z.enum(actionOwners), ...selection }),
    z.object({ kind: z.literal('add_to_job'), target_job_id: z.uuid(), ...selection }),
    z.object({ kind: z.literal('remove_from_job'), ...selection }),
  ])
  .refine((b) => (b.candidate_ids ? 1 : 0) + (b.all_matching ? 1 : 0) === 1, {
    message: pipelineMessages.noSelection,
    path: ['candidate_ids'],
  });
export type PipelineOperationBody = z.input<typeof pipelineOperationBody>;
export type PipelineOperationInput = z.output<typeof pipelineOperationBody>;

/** An applied operation (the answer of the endpoint, also of a repeated request with the same id). */
export const pipelineOperation = z.object({
  id: z.uuid(),
  job_id: z.uuid(),
  kind: z.enum(pipelineOperationKinds),
  /** Candidates changed (those already where the operation would put them are not counted). */
  affected: z.number().int(),
  /** The confirmation, e.g. 'Moved 120 candidates to Talent Screen.' */
  message: z.string(),
  /** The stages whose lists changed, for live refreshes. */
  stage_ids: z.array(z.string()),
  created_at: z.iso.datetime(),
  /** Until when it can be undone (server clock), null once undone or when nothing changed. */
  undo_until: z.iso.datetime().nullable(),
  undone_at: z.iso.datetime().nullable(),
});
export type PipelineOperation = z.infer<typeof pipelineOperation>;

/** `pipeline.changed` live event: a job's pipeline changed (a list or board showing these stages refetches). */
export const pipelineChangedEvent = z.object({
  job_id: z.uuid(),
  operation_id: z.uuid(),
  stage_ids: z.array(z.string()),
});
export type PipelineChangedEvent = z.infer<typeof pipelineChangedEvent>;

/** GET/PUT /api/pipeline/rejection-reasons: the organisation's list, in order (PUT: admins). */
export const rejectionReasonsBody = z.object({
  reasons: z
    .array(z.string().trim().min(1).max(REJECTION_REASON_MAX))
    .min(1)
    .max(REJECTION_REASONS_MAX)
    .refine((r) => new Set(r.map((x) => x.toLowerCase())).size === r.length, pipelineMessages.reasonsUnique)
    .refine((r) => r.includes(OTHER_REJECTION_REASON), pipelineMessages.reasonsNeedOther),
});
export type RejectionReasons = z.infer<typeof rejectionReasonsBody>;
