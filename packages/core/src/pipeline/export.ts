import { z } from 'zod';
import type { JobCandidateRow } from '../candidates/api.js';
import { jobCandidateTableViews, OTHER_JOBS_MAX } from '../candidates/constants.js';
import { actionOwnerLabel } from '../candidates/scores.js';
import { pipelineSelectionFilter } from './api.js';
import { PIPELINE_OPERATION_MAX, pipelineMessages } from './constants.js';
import { scoreSourceLabels, usedCriterionScores } from './scorecards.js';

/*
 * Export CSV (docs/product/pipeline.md#export): the request, the columns of each view and the file's name.
 * The server writes the file (formula cells neutralised, UTF-8 with a byte-order mark); the web app
 * downloads it.
 */

/**
 * POST /api/jobs/{id}/candidates/export: exactly one of `candidate_ids` (with `stage_id`, the stage list
 * they were selected in: null or absent takes each candidate's current stage in the job) and
 * `all_matching` (the list's filter, resolved by the server), and the view whose columns the file has.
 */
export const candidatesExportBody = z
  .object({
    candidate_ids: z
      .array(z.uuid())
      .min(1, pipelineMessages.noSelection)
      .max(PIPELINE_OPERATION_MAX, pipelineMessages.tooMany(PIPELINE_OPERATION_MAX))
      .optional(),
    stage_id: z.string().min(1).max(40).nullable().optional(),
    all_matching: pipelineSelectionFilter.optional(),
    view: z.enum(jobCandidateTableViews),
  })
  .refine((b) => (b.candidate_ids ? 1 : 0) + (b.all_matching ? 1 : 0) === 1, {
    message: pipelineMessages.noSelection,
    path: ['candidate_ids'],
  });
export type CandidatesExportBody = z.input<typeof candidatesExportBody>;
export type CandidatesExportInput = z.output<typeof candidatesExportBody>;

/** The criterion titles of the exported stage, AC1-AC5 in order (null: no title), for the score headers. */
export type ExportCriteria = readonly (string | null)[];

type Cell = string | number | null;
type ExportColumn = { header: string; cell: (row: JobCandidateRow) => Cell };

const two = (n: number) => String(n).padStart(2, '0');

/** A time as 'YYYY-MM-DD HH:MM' in UTC, which every spreadsheet reads as a date and time. */
export function exportDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getUTCFullYear()}-${two(d.getUTCMonth() + 1)}-${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

const fullName = (r: JobCandidateRow) =>
  [r.candidate.first_name, r.candidate.last_name].filter(Boolean).join(' ');

const candidateColumn: ExportColumn = { header: 'Candidate', cell: fullName };
const stageColumn: ExportColumn = { header: 'Stage', cell: (r) => r.record.stage_title ?? r.record.stage_id };
const ownerColumn: ExportColumn = {
  header: 'Action Owner',
  cell: (r) => actionOwnerLabel(r.record.action_owner),
};
const enteredColumn: ExportColumn = {
  header: 'Entered Stage (UTC)',
  cell: (r) => exportDateTime(r.record.entered_stage_at),
};

const scoreKeys = ['ac1_score', 'ac2_score', 'ac3_score', 'ac4_score', 'ac5_score'] as const;

/**
 * AC1-AC5 (with the criterion's title when the stage has one), Overall and who gave them (the score the
 * record uses: its scorecards' mean, else the AI's, docs/product/pipeline.md#scorecards), and Job Score.
 */
function scoreColumns(criteria: ExportCriteria): ExportColumn[] {
  return [
    ...scoreKeys.map((key, i) => {
      const title = criteria[i];
      return {
        header: title ? `AC${i + 1}: ${title}` : `AC${i + 1}`,
        cell: (r: JobCandidateRow) => usedCriterionScores(r.record)[key],
      };
    }),
    { header: 'Overall', cell: (r) => r.record.overall_used },
    {
      header: 'Scored By',
      cell: (r) => (r.record.score_source ? scoreSourceLabels[r.record.score_source] : null),
    },
    { header: 'Job Score', cell: (r) => r.job_score },
  ];
}

const otherJobCell = (r: JobCandidateRow, i: number) => {
  const job = r.other_jobs[i];
  if (!job) return '';
  return job.stage_title ? `${job.job_title} (${job.stage_title})` : job.job_title;
};

/**
 * The columns of an export of `view` (docs/product/pipeline.md#export): the view's columns as the
 * Candidates tab shows them (docs/product/candidates.md#views), then the scores. Score: the scored table's
 * columns, then the unscored table's Stage, Action Owner and Entered Stage, so one file holds both.
 */
export function exportColumnsOf(
  view: (typeof jobCandidateTableViews)[number],
  criteria: ExportCriteria = [],
): ExportColumn[] {
  switch (view) {
    case 'process':
      return [
        { header: 'First Name', cell: (r) => r.candidate.first_name },
        { header: 'Last Name', cell: (r) => r.candidate.last_name },
        { header: 'Current Title', cell: (r) => r.candidate.current_title },
        { header: 'Company', cell: (r) => r.candidate.current_company },
        stageColumn,
        ownerColumn,
        { header: 'Total Jobs', cell: (r) => r.total_jobs },
        { header: 'Primary Job', cell: (r) => (r.is_primary ? 'Yes' : '') },
        enteredColumn,
        ...scoreColumns(criteria),
      ];
    case 'other_jobs':
      return [
        candidateColumn,
        stageColumn,
        ...Array.from({ length: OTHER_JOBS_MAX }, (_, i) => ({
          header: `Other Job ${i + 1}`,
          cell: (r: JobCandidateRow) => otherJobCell(r, i),
        })),
        enteredColumn,
        ...scoreColumns(criteria),
      ];
    case 'score':
      return [candidateColumn, ...scoreColumns(criteria), stageColumn, ownerColumn, enteredColumn];
  }
}

/** Characters no file name may hold on Windows, macOS or Linux, and control characters. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const UNSAFE_IN_FILE_NAMES = /[\\/:*?"<>|\u0000-\u001f\u007f]+/g;
const FILE_NAME_BASE_MAX = 120;

/**
 * The exported file's name: '{job title} - {stage title}.csv' ('All stages' when the export spans the
 * job), without characters a file name cannot hold, spaces collapsed, the base cut at 120 characters;
 * 'Candidates' when nothing is left.
 */
export function candidatesExportFileName(
  jobTitle: string | null | undefined,
  stageTitle: string | null,
): string {
  const clean = (s: string) => s.replace(UNSAFE_IN_FILE_NAMES, ' ').replace(/\s+/g, ' ').trim();
  const parts = [clean(jobTitle ?? ''), clean(stageTitle ?? 'All stages')].filter(Boolean);
  const base = parts.join(' - ').slice(0, FILE_NAME_BASE_MAX).trim().replace(/^\.+/, '') || 'Candidates';
  return `${base}.csv`;
}
