import { z } from 'zod';
import { candidate } from './api.js';

/*
 * Erasing a candidate (GDPR Art. 17) and merging two candidates (docs/product/candidates.md#erase,
 * docs/product/candidates.md#merge): the request and answer shapes, the typed confirmation and every message
 * both sides show.
 */

/** What a user types to confirm an erasure when the candidate has no name. */
export const ERASE_CONFIRM_WORD = 'ERASE';

/** Folds a text for the confirmation: Unicode-normalised, accents and case ignored, spaces collapsed. */
const fold = (s: string) =>
  s.normalize('NFD').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * The text a user types to erase candidate `c` (docs/product/candidates.md#erase): their full name as the
 * candidate page shows it ('{first} {last}'), or 'ERASE' for a candidate without a name.
 */
export function erasureConfirmationOf(c: { first_name: string | null; last_name: string | null }): string {
  const name = [c.first_name, c.last_name]
    .map((p) => p?.trim())
    .filter(Boolean)
    .join(' ');
  return name || ERASE_CONFIRM_WORD;
}

/**
 * Whether `typed` confirms erasing `c`: the confirmation text ignoring case, accents and extra spaces
 * ('zoe  nunez' confirms 'Zoë Núñez').
 */
export function confirmsErasure(
  c: { first_name: string | null; last_name: string | null },
  typed: string,
): boolean {
  return fold(typed) !== '' && fold(typed) === fold(erasureConfirmationOf(c));
}

/** DELETE /api/candidates/{id} body: the typed confirmation. */
export const candidateEraseBody = z.object({ confirm: z.string().max(1000) });
export type CandidateEraseBody = z.infer<typeof candidateEraseBody>;

/** What an erasure removed, counted (the audit keeps none of it). */
export const erasureRemoved = z.object({
  stage_records: z.number().int(),
  scorecards: z.number().int(),
  moves: z.number().int(),
  scoring_items: z.number().int(),
  notifications: z.number().int(),
  activities: z.number().int(),
  operations_redacted: z.number().int(),
  import_rows: z.number().int(),
  queue_tasks_redacted: z.number().int(),
  /** Reviewer reviews made for them, or naming them as their candidate. */
  reviews: z.number().int(),
  /** Screen Evaluations made for them. */
  screen_evaluations: z.number().int(),
  /** LinkedIn Parser parses saved as them (docs/product/linkedin-parser.md#saving). */
  linkedin_parses: z.number().int(),
  /** Their stored files (CVs, LinkedIn profiles), rows and bytes (docs/product/documents.md#stored-files). */
  files: z.number().int(),
});
export type ErasureRemoved = z.infer<typeof erasureRemoved>;

/** The answer of an erasure: its audit entry (only the erased id, who and when) and what went. */
export const candidateErasure = z.object({
  id: z.string(),
  candidate_id: z.string(),
  erased_by: z.string(),
  erased_at: z.string(),
  removed: erasureRemoved,
});
export type CandidateErasure = z.infer<typeof candidateErasure>;

/** The values a merge chooses between, field by field; `cv` is the CV text, its link and its date together. */
export const candidateMergeFields = [
  'first_name',
  'last_name',
  'email',
  'phone',
  'location',
  'current_title',
  'current_company',
  'linkedin_url',
  'linkedin_raw_text',
  'cv',
  'job_history',
  'current_primary_job_id',
] as const;
export type CandidateMergeField = (typeof candidateMergeFields)[number];
export const mergeSides = ['survivor', 'duplicate'] as const;
export type MergeSide = (typeof mergeSides)[number];

/** Labels of the merge chooser (docs/product/candidates.md#merge). */
export const candidateMergeFieldLabels: Record<CandidateMergeField, string> = {
  first_name: 'First Name',
  last_name: 'Last Name',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  current_title: 'Current Title',
  current_company: 'Current Company',
  linkedin_url: 'LinkedIn Profile',
  linkedin_raw_text: 'LinkedIn Text',
  cv: 'CV',
  job_history: 'Job History',
  current_primary_job_id: 'Primary Job',
};

/**
 * POST /api/candidates/{id}/merge: the candidate of the path survives; `duplicate_id` is merged into it and
 * deleted. `fields` says, field by field, whose value the survivor keeps (the survivor's when left out).
 */
export const candidateMergeBody = z.object({
  duplicate_id: z.uuid(),
  fields: z
    .object(
      Object.fromEntries(candidateMergeFields.map((f) => [f, z.enum(mergeSides).optional()])) as Record<
        CandidateMergeField,
        z.ZodOptional<z.ZodEnum<{ survivor: 'survivor'; duplicate: 'duplicate' }>>
      >,
    )
    .strict()
    .default({}),
});
export type CandidateMergeBody = z.input<typeof candidateMergeBody>;

/** A stage record of the duplicate that a merge dropped: the survivor's application to that job is kept. */
export const droppedStageRecord = z.object({
  job_id: z.string(),
  job_title: z.string(),
  stage_id: z.string(),
  stage_title: z.string().nullable(),
});
export type DroppedStageRecord = z.infer<typeof droppedStageRecord>;

/** The answer of a merge: the survivor as merged, what moved and what was dropped, and the message. */
export const candidateMergeResponse = z.object({
  candidate,
  duplicate_id: z.string(),
  moved_records: z.number().int(),
  dropped_records: z.array(droppedStageRecord),
  message: z.string(),
});
export type CandidateMergeResponse = z.infer<typeof candidateMergeResponse>;

const records = (n: number) => `${n} stage record${n === 1 ? '' : 's'}`;

/** User-visible messages of erasing and merging (docs/product/candidates.md#erase, #merge). */
export const eraseMergeMessages = {
  eraseAction: 'Erase candidate',
  eraseTitle: 'Erase candidate',
  eraseWarning: (name: string) =>
    `This permanently erases ${name} from your organisation: their profile, CV and LinkedIn text, every stage record, score and scorecard in every job, and the notifications, AI results and activity that name them. It cannot be undone. An audit entry keeps only who erased which candidate id, and when.`,
  eraseConfirmLabel: (text: string) => `Type ${text} to confirm`,
  eraseButton: 'Erase permanently',
  eraseMismatch: "Type the candidate's full name exactly as shown to confirm.",
  erased: 'Candidate erased. Nothing of them is left in your organisation.',
  mergeAction: 'Merge with…',
  mergeTitle: 'Merge candidates',
  mergeSearchLabel: 'Find the duplicate',
  mergeSearchPlaceholder: 'Search by name, email, title, company, or location...',
  mergeNoMatch: 'No other candidate matches your search.',
  mergeChooseHint:
    'Choose, field by field, which value the merged candidate keeps. The duplicate is deleted; its stage records and scores move to this candidate.',
  mergeDropWarning: (n: number) =>
    `${records(n)} of the duplicate will be dropped: in jobs both are in, this candidate's application is kept.`,
  mergeButton: 'Merge',
  mergeSelf: 'Choose another candidate to merge with.',
  merged: (duplicate: string, survivor: string) => `Merged ${duplicate} into ${survivor}.`,
  mergedDropped: (n: number) => `Dropped ${records(n)} of the duplicate in jobs both were in.`,
} as const;
