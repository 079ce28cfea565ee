import { z } from 'zod';
import { periodQuery } from './period.js';
import { AI_COST_CURRENCY } from './usage.js';

/*
 * The Performance Metrics screen's and the job's Analytics tab's contract (docs/product/analytics.md#performance-metrics):
 * the recruiting funnel of a cohort of applications, with its filters.
 */

/** Where an application came from: how its candidate was first put into the job. */
export const candidateSources = [
  'csv_import',
  'cv_upload',
  'linkedin',
  'cv_sorter',
  'extension',
  'manual',
  'unknown',
] as const;
export type CandidateSource = (typeof candidateSources)[number];

/** How each source is named on screen and in the export. */
export const candidateSourceLabels: Record<CandidateSource, string> = {
  csv_import: 'CSV import',
  cv_upload: 'CV upload',
  linkedin: 'LinkedIn profile upload',
  cv_sorter: 'CV Sorter',
  extension: 'Content Extractor (browser extension)',
  manual: 'Added by hand or from another job',
  unknown: 'Not recorded (added before sources were kept)',
};

/**
 * `GET /api/analytics/performance`: the period (the cohort's days) and the filters, each optional: a
 * company, a job, a recruiter (the person who created the job: its owner).
 */
export const performanceQuery = periodQuery.extend({
  company_id: z.uuid().optional(),
  job_id: z.uuid().optional(),
  recruiter_id: z.string().min(1).max(200).optional(),
});
export type PerformanceQuery = z.infer<typeof performanceQuery>;

/** What the performance export holds, one table of the report each. */
export const performanceReports = ['stages', 'rejections', 'sources', 'agreement', 'scores'] as const;
export type PerformanceReportKind = (typeof performanceReports)[number];
export const performanceExportQuery = performanceQuery.extend({
  report: z.enum(performanceReports).default('stages'),
});
export type PerformanceExportQuery = z.input<typeof performanceExportQuery>;

/** Median and 90th percentile of a number of days (nearest rank; see `histogramPercentile`). */
const daysFigures = z.object({
  count: z.number().int(),
  median: z.number().nullable(),
  p90: z.number().nullable(),
});

export const funnelStage = z.object({
  /** The stage's id (a job's funnel) or its group (the organisation's: 'glance', 'custom-2', …). */
  key: z.string(),
  title: z.string(),
  /** Cohort members who entered the stage. */
  entered: z.number().int(),
  /** Of those, how many reached a later stage. */
  passed: z.number().int(),
  /** passed ÷ entered, 0-1; null when nobody entered. */
  pass_through: z.number().nullable(),
  /** Rejected while in this stage. */
  rejected: z.number().int(),
  /** Whole days in the stage of the visits that ended (moved on or back, rejected, hired). */
  days: daysFigures,
  /** How many AI overall scores (0-10) fall in each whole point: 11 counts, 0 … 10. */
  scores: z.array(z.number().int()).length(11),
});
export type FunnelStage = z.infer<typeof funnelStage>;

export const performanceReport = z.object({
  period: z.object({ from: z.string(), to: z.string() }),
  /** 'job' when one job is asked for: its stages by id; otherwise the stages grouped across jobs. */
  scope: z.enum(['organization', 'job']),
  /** Jobs the filters keep. */
  jobs: z.number().int(),
  /** Applications whose first stage was entered in the period: everything below counts only these. */
  cohort: z.number().int(),
  stages: z.array(funnelStage),
  hires: z.number().int(),
  /** Days from entering the first stage to the hire, of the cohort's hires. */
  time_to_hire: daysFigures,
  /** Days from a job's creation to its first hire, of the jobs whose first hire falls in the period. */
  time_to_fill: daysFigures,
  rejections: z.array(z.object({ reason: z.string(), count: z.number().int() })),
  sources: z.array(z.object({ source: z.enum(candidateSources), count: z.number().int() })),
  /** Per job and stage with scorecards in the period: AI overall against the scorecards' mean. */
  agreement: z.array(
    z.object({
      job_id: z.string(),
      job_title: z.string(),
      stage_id: z.string(),
      stage_title: z.string(),
      pairs: z.number().int(),
      /** Spearman's ρ (-1 … 1); null under 3 pairs or when one side gives everyone the same score. */
      spearman: z.number().nullable(),
    }),
  ),
  /**
   * AI cost of the period (the whole organisation's calls) ÷ hires made in the period. Null when a filter is
   * set: AI calls are metered per organisation, not per job.
   */
  ai_cost: z
    .object({
      currency: z.literal(AI_COST_CURRENCY),
      cost: z.number(),
      hires: z.number().int(),
      per_hire: z.number().nullable(),
    })
    .nullable(),
});
export type PerformanceReport = z.infer<typeof performanceReport>;

/** What the performance screens say (docs/product/analytics.md#performance-metrics). */
export const performanceMessages = {
  cohortRule:
    'The funnel counts the candidates who entered the first stage of a job in the period, and follows them through every later stage whenever they got there.',
  noCohort: 'No candidates entered a pipeline in this period',
  noCohortHint:
    'Import candidates (CSV), upload CVs or add them from the CV Sorter into a job, then move them through its stages. Pick a longer period or check back later.',
  noScores: 'No AI scores yet',
  noScoresHint: "Use 'Score with AI' on a stage of a job's Candidates tab.",
  noAgreement: 'No scorecards in this period',
  noAgreementHint:
    'Interviewers fill in a scorecard on a candidate they have met; with AI scores on the same stage, agreement appears here.',
  noHires: 'No hires yet',
  noHiresHint: "Mark a candidate at Offer as 'Hired' to measure time to hire and time to fill.",
  noRejections: 'No rejections in this cohort',
  filteredCost: 'AI cost per hire is for the whole organization: AI calls are not recorded per job.',
  adminsOnly: 'Job analytics are for admins.',
} as const;
