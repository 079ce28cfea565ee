import type { ActionOwner } from '../candidates/constants.js';

/*
 * The pipeline's constants (docs/product/pipeline.md): operation kinds, record statuses, rejection reasons,
 * limits and every user-visible message the server and the web app share.
 */

/** What one pipeline operation does to the selected candidates (docs/product/pipeline.md#operations). */
export const pipelineOperationKinds = [
  'move',
  'reject',
  'unreject',
  'hire',
  'set_owner',
  'add_to_job',
  'remove_from_job',
] as const;
export type PipelineOperationKind = (typeof pipelineOperationKinds)[number];

/**
 * Where a candidate's application to a job stands (docs/product/pipeline.md#status): in a stage (`active`),
 * rejected, or hired; a record the candidate has moved on from is `moved_on`.
 */
export const recordStatuses = ['active', 'rejected', 'hired', 'moved_on'] as const;
export type RecordStatus = (typeof recordStatuses)[number];

/** Which records a stage list shows: the active ones by default (docs/product/pipeline.md#status). */
export const recordStatusFilters = ['active', 'rejected', 'hired', 'moved_on', 'all'] as const;
export type RecordStatusFilter = (typeof recordStatusFilters)[number];
export const recordStatusFilterLabels: Record<RecordStatusFilter, string> = {
  active: 'In stage',
  rejected: 'Rejected',
  hired: 'Hired',
  moved_on: 'Moved on',
  all: 'All',
};

/** The rejection reasons a new organisation starts with (admins edit the list). */
export const DEFAULT_REJECTION_REASONS = [
  'Not qualified',
  'Withdrew',
  'Salary',
  'Location',
  'Hired elsewhere',
  'Other',
] as const;
/** The reason whose note is required. */
export const OTHER_REJECTION_REASON = 'Other';
export const REJECTION_REASON_MAX = 80;
export const REJECTION_REASONS_MAX = 30;
export const REJECTION_NOTE_MAX = 2000;

/** How long an operation can be undone, in milliseconds (server clock). */
export const UNDO_WINDOW_MS = 10_000;
/** Most candidates one operation touches (a job's Candidates tab loads at most 20,000 records). */
export const PIPELINE_OPERATION_MAX = 20_000;

/** The action owner a stage's record starts with, by the stage's category (docs/product/pipeline.md#moves). */
export const defaultActionOwnerOf: Record<'research' | 'custom' | 'final', ActionOwner> = {
  research: 'recruiter',
  custom: 'hiring_manager',
  final: 'hiring_manager',
};
/** Offer waits on the candidate. */
export const OFFER_STAGE_ID = 'offer';

const people = (n: number) => `${n} candidate${n === 1 ? '' : 's'}`;

/** User-visible messages (docs/product/pipeline.md#messages). */
export const pipelineMessages = {
  moved: (n: number, stage: string) => `Moved ${people(n)} to ${stage}.`,
  rejected: (n: number) => `Rejected ${people(n)}.`,
  unrejected: (n: number) => `Restored ${people(n)} to their stage.`,
  hired: (n: number) => `Marked ${people(n)} as hired.`,
  ownerSet: (n: number, owner: string) => `Set the action owner of ${people(n)} to ${owner}.`,
  addedToJob: (n: number, job: string) => `Added ${people(n)} to ${job} (Glance).`,
  removedFromJob: (n: number) => `Removed ${people(n)} from this job.`,
  nothingChanged: 'Nothing to change: the selected candidates are already there.',
  undone: 'Undone.',
  undo: 'Undo',
  undoExpired: 'This action can no longer be undone.',
  undoConflict: 'These candidates changed after this action, so it can no longer be undone.',
  unknownStage: "That stage is not part of this job's interview process.",
  hireOnlyAtOffer: 'Only candidates at Offer can be marked as hired.',
  noteRequired: 'Please add a note for the reason "Other".',
  unknownReason: 'Choose a reason from the list.',
  sameJob: 'Choose another job.',
  operationIdReused: 'This operation id was already used for another action.',
  noSelection: 'Select at least one candidate.',
  reasonsNeedOther: `Keep "Other": it is the reason for everything the list does not name.`,
  reasonsUnique: 'Each reason once.',
  tooMany: (max: number) => `One action can change at most ${max.toLocaleString('en-US')} candidates.`,
  confirm: (kind: PipelineOperationKind, n: number, target: string) => {
    switch (kind) {
      case 'move':
        return `Move ${people(n)} to ${target}?`;
      case 'reject':
        return `Reject ${people(n)}?`;
      case 'unreject':
        return `Restore ${people(n)}?`;
      case 'hire':
        return `Mark ${people(n)} as hired?`;
      case 'set_owner':
        return `Set the action owner of ${people(n)} to ${target}?`;
      case 'add_to_job':
        return `Add ${people(n)} to ${target}?`;
      case 'remove_from_job':
        return `Remove ${people(n)} from this job? Their stage records and scores on this job are deleted.`;
    }
  },
} as const;
