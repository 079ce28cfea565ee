import {
  type Candidate,
  type CandidateDetailResponse,
  type CandidateMergeField,
  candidateMergeFields,
  type MergeSide,
} from '@rw/core';

/*
 * The merge chooser's rules (docs/product/candidates.md#merge): what each field shows, which side starts
 * chosen, and how many of the duplicate's stage records a merge drops.
 */

const PREVIEW_MAX = 80;

const preview = (text: string | null | undefined): string | null => {
  const t = text?.replace(/\s+/g, ' ').trim();
  if (!t) return null;
  return t.length > PREVIEW_MAX ? `${t.slice(0, PREVIEW_MAX - 1)}…` : t;
};

/**
 * What field `field` of `c` shows in the chooser, or null when it has no value: the text itself (long
 * texts cut to 80 characters), the CV's text (else its link), the number of job history entries, the
 * primary job's title (from `jobTitles`, else 'Another job').
 */
export function mergeFieldValue(
  field: CandidateMergeField,
  c: Candidate,
  jobTitles: ReadonlyMap<string, string>,
): string | null {
  switch (field) {
    case 'cv':
      return preview(c.cv_text) ?? preview(c.cv_file_url);
    case 'linkedin_raw_text':
      return preview(c.linkedin_raw_text);
    case 'job_history': {
      const n = c.job_history?.length ?? 0;
      return n > 0 ? `${n} ${n === 1 ? 'entry' : 'entries'}` : null;
    }
    case 'current_primary_job_id':
      return c.current_primary_job_id ? (jobTitles.get(c.current_primary_job_id) ?? 'Another job') : null;
    default:
      return preview(c[field]);
  }
}

/** The raw value a field compares by (so two different CVs with the same first 80 characters differ). */
function rawValue(field: CandidateMergeField, c: Candidate): unknown {
  switch (field) {
    case 'cv':
      return [c.cv_text ?? null, c.cv_file_url ?? null];
    case 'job_history':
      return c.job_history ?? null;
    default:
      return c[field] ?? null;
  }
}

/** True when both candidates hold the same value (nothing to choose). */
export function sameMergeValue(field: CandidateMergeField, a: Candidate, b: Candidate): boolean {
  return JSON.stringify(rawValue(field, a)) === JSON.stringify(rawValue(field, b));
}

/**
 * The side each field starts on: the survivor's, except where the survivor has no value and the duplicate
 * has one.
 */
export function initialMergeChoice(
  survivor: Candidate,
  duplicate: Candidate,
): Record<CandidateMergeField, MergeSide> {
  const none = new Map<string, string>();
  return Object.fromEntries(
    candidateMergeFields.map((field) => {
      const takeDuplicate =
        mergeFieldValue(field, survivor, none) === null && mergeFieldValue(field, duplicate, none) !== null;
      return [field, takeDuplicate ? 'duplicate' : 'survivor'];
    }),
  ) as Record<CandidateMergeField, MergeSide>;
}

/** The `fields` of the merge request: only the fields whose duplicate value was chosen. */
export function mergeFieldsBody(
  choice: Record<CandidateMergeField, MergeSide>,
): Partial<Record<CandidateMergeField, MergeSide>> {
  return Object.fromEntries(Object.entries(choice).filter(([, side]) => side === 'duplicate'));
}

/** How many of the duplicate's stage records a merge drops: those in jobs the survivor is in too. */
export function droppedRecordCount(
  survivor: CandidateDetailResponse,
  duplicate: CandidateDetailResponse,
): number {
  const jobs = new Set(survivor.stage_records.map((r) => r.job_id));
  return duplicate.stage_records.filter((r) => jobs.has(r.job_id)).length;
}

/** Job titles of both pages' jobs, by id. */
export function jobTitlesOf(...details: CandidateDetailResponse[]): Map<string, string> {
  return new Map(details.flatMap((d) => d.jobs.map((j) => [j.id, j.title] as const)));
}
