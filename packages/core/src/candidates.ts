import { z } from 'zod';

/*
 * The candidates contract (spec 3 sections 2-9, spec 2 'Candidates tab'): messages both sides show verbatim,
 * the pure rules of CSV import (header matching, LinkedIn normalisation, e-mail check), the score maths
 * (job score, badge bands) and the API shapes of /api/candidates and /api/jobs/{id}/candidates.
 */

/** User-visible messages of spec 3 sections 2, 5 and 8 and spec 2 'Candidates tab', verbatim. */
export const candidateMessages = {
  csvEmpty: 'CSV appears empty',
  noNameColumns: 'Could not find First Name/Last Name columns in header.',
  noRows: 'No candidate rows detected',
  glanceNeedsCsv: 'Please select a CSV file for the Glance stage.',
  uploadComingSoon: 'CV/LinkedIn upload functionality coming soon...',
  noFile: 'No file selected.',
  jobNotLoaded: 'Job not loaded yet. Please wait and try again.',
  invalidEmail: 'Invalid email format',
  failedToLoadCandidates: 'Failed to load candidates',
  failedToLoadCandidate: 'Failed to load candidate data',
  candidateNotFound: 'Candidate not found',
  scoringFailed: 'Error sending candidates for AI scoring',
  // Job tab
  noCandidatesInJob: 'No candidates yet.',
  noCandidatesMatchFilter: 'No candidates match the current filter.',
  noScoredCandidates: 'No scored candidates yet...',
  allScored: 'All candidates have been scored!',
  bulkActionsComingSoon: 'Bulk Actions (Coming Soon)',
  clearSelection: 'Clear selection',
  // Candidates list
  listTitle: 'Candidates',
  searchPlaceholder: 'Search by name, email, title, company, or location...',
  noCandidatesYet: 'No candidates yet',
  noSearchMatches: 'No candidates match your search',
  errorLoadingCandidates: 'Error Loading Candidates',
  domainAccessTitle: 'Domain-Based Access',
  // Candidate page
  loadingCandidate: 'Loading candidate...',
  noCv: 'No CV uploaded yet',
  noCvHint: 'CV will appear here once uploaded',
  noLinkedin: 'No LinkedIn data available',
  noApplications: 'No job applications found',
  noStageRecords: 'No stage records found for this job',
  notProvided: 'Not provided',
  comingSoon: 'Coming soon',
  noRecentActivity: 'No recent activity',
  unassigned: 'unassigned',
  primaryThisJob: 'Primary: This Job',
  primaryOtherJob: 'Primary: Other Job',
} as const;

/** 'Error importing {first} {last}: {message}' (spec 3 section 8). */
export function importRowErrorMessage(first: string, last: string, message: string): string {
  return `Error importing ${first} ${last}: ${message}`;
}

/** 'Done. Imported X of Y.' (spec 3 section 8). */
export function importDoneMessage(imported: number, total: number): string {
  return `Done. Imported ${imported} of ${total}.`;
}

/** 'N candidate(s) selected' (spec 2 'Candidates tab'). */
export function selectedCountMessage(n: number): string {
  return `${n} candidate(s) selected`;
}

// ---------------------------------------------------------------------------------------------------------
// Constants (spec 3 section 9, spec 2 section 9)

export const SCORE_MIN = 0;
export const SCORE_MAX = 10;
export const SCORE_STEP = 0.1;
/** The Other Jobs view shows at most this many other jobs. */
export const OTHER_JOBS_MAX = 3;
/** Counts over this many rows are shown as '1,000+' instead of being counted exactly. */
export const COUNT_CAP = 1000;
/** The stage CSV import writes to, and its defaults (spec 3 section 4). */
export const GLANCE_STAGE_ID = 'glance';
export const GLANCE_STAGE = {
  stage_id: GLANCE_STAGE_ID,
  stage_category: 'research',
  stage_level: 1,
  stage_substep: null,
  stage_title: 'Glance',
  action_owner: 'recruiter',
} as const;
/** Largest CSV accepted by the import, in bytes. */
export const IMPORT_MAX_BYTES = 64 * 1024 * 1024;

export const stageCategories = ['research', 'custom', 'final', 'other'] as const;
export type StageCategory = (typeof stageCategories)[number];
export const actionOwners = ['candidate', 'hiring_manager', 'recruiter'] as const;
export type ActionOwner = (typeof actionOwners)[number];
export const jobCandidateViews = ['process', 'other_jobs', 'score'] as const;
export type JobCandidateView = (typeof jobCandidateViews)[number];
export const jobCandidateViewLabels: Record<JobCandidateView, string> = {
  process: 'Process',
  other_jobs: 'Other Jobs',
  score: 'Score',
};
export const candidateTabs = ['cv', 'jobs', 'details'] as const;
export type CandidateTab = (typeof candidateTabs)[number];
export const candidateTabLabels: Record<CandidateTab, string> = {
  cv: 'CV & Profile',
  jobs: 'Job Applications',
  details: 'Details',
};

// ---------------------------------------------------------------------------------------------------------
// Score maths

/** Badge colour of a 0-10 score (spec 3 section 9): >= 8 green, >= 6 yellow, >= 4 orange, else red. */
export function scoreBandColor(score: number): 'green' | 'yellow' | 'orange' | 'red' {
  if (score >= 8) return 'green';
  if (score >= 6) return 'yellow';
  if (score >= 4) return 'orange';
  return 'red';
}

/** Badge colour of a stage category (spec 3 'Each stage record'): research blue, custom purple, final green. */
export function stageCategoryColor(category: string | null | undefined): 'blue' | 'grape' | 'green' | 'gray' {
  if (category === 'research') return 'blue';
  if (category === 'custom') return 'grape';
  if (category === 'final') return 'green';
  return 'gray';
}

/** A stage record's badge text: 'level.substep', the level alone, else the title, else the id. */
export function stageBadgeLabel(r: {
  stage_level: number | null;
  stage_substep: string | null;
  stage_title: string | null;
  stage_id: string;
}): string {
  if (r.stage_level != null && r.stage_substep) return `${r.stage_level}.${r.stage_substep}`;
  if (r.stage_level != null) return String(r.stage_level);
  return r.stage_title || r.stage_id;
}

/** 'unassigned' for any action owner the spec does not name. */
export function actionOwnerLabel(owner: string | null | undefined): string {
  return (actionOwners as readonly string[]).includes(owner ?? '')
    ? (owner as string)
    : candidateMessages.unassigned;
}

/**
 * Job score (spec 2 section 5): the mean of the numeric overall_match values on records with
 * progressed_already; a value above 10 is divided by 10 first; rounded to 1 decimal. null when none count.
 */
export function jobScore(
  records: readonly { overall_match: number | string | null; progressed_already: boolean | null }[],
): number | null {
  const values: number[] = [];
  for (const r of records) {
    if (!r.progressed_already || r.overall_match == null || r.overall_match === '') continue;
    const n = Number(r.overall_match);
    if (!Number.isFinite(n)) continue;
    values.push(n > 10 ? n / 10 : n);
  }
  if (values.length === 0) return null;
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.round(mean * 10) / 10;
}

/** Score filter (spec 2 section 5): 'above' keeps score >= value, 'below' score <= value; unscored fail both. */
export function passesScoreFilter(
  score: number | null,
  filter: { mode: 'all' | 'above' | 'below'; value: number | null },
): boolean {
  if (filter.mode === 'all' || filter.value == null) return true;
  if (score == null) return false;
  return filter.mode === 'above' ? score >= filter.value : score <= filter.value;
}

/** A count capped at COUNT_CAP: '1,000+' when capped, else the number with thousands separators. */
export function formatCount(count: { value: number; capped: boolean }): string {
  return count.capped ? `${COUNT_CAP.toLocaleString('en-US')}+` : count.value.toLocaleString('en-US');
}

// ---------------------------------------------------------------------------------------------------------
// Import rules: e-mail, LinkedIn, CSV header and rows

/** True when an e-mail has a local part and a domain part with a dot (spec 3 section 5). */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
}

const LINKEDIN_HOST = /^(?:[a-z]{2,3}\.)?linkedin\.com$/;

/**
 * The dedupe key of a LinkedIn profile link (spec 3 section 5; stored in candidates.linkedin_key):
 * 'linkedin.com/in/{handle}', lower-case, without scheme, 'www.' or a country subdomain, query, fragment or
 * trailing slash. A bare path '/in/x' or a bare handle 'x' means the same profile. Any other link keys as
 * its lower-cased host and path. Returns null for an empty value.
 */
export function normalizeLinkedinUrl(raw: string | null | undefined): string | null {
  let v = (raw ?? '').trim().toLowerCase();
  if (!v) return null;
  v = v
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  try {
    // '%00' must not become a NUL character, which PostgreSQL text cannot hold.
    v = decodeURIComponent(v).replaceAll('\u0000', '');
  } catch {
    // a stray '%' stays as typed
  }
  if (!v) return null;
  if (v.startsWith('/')) return `linkedin.com${v}`;
  const slash = v.indexOf('/');
  const host = (slash < 0 ? v : v.slice(0, slash)).replace(/^www\./, '');
  const path = slash < 0 ? '' : v.slice(slash);
  if (LINKEDIN_HOST.test(host)) return `linkedin.com${path}`;
  if (slash < 0 && !host.includes('.')) return `linkedin.com/in/${host}`;
  return `${host}${path}`;
}

/**
 * The link to show and store for a profile value (spec 3 section 5, LinkedIn links): an http(s) link is kept
 * as is, a '/in/…' path or a linkedin.com link without a scheme becomes https://www.linkedin.com/…, a bare
 * handle becomes a profile link. null for an empty value.
 */
export function linkedinProfileUrl(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  const key = normalizeLinkedinUrl(v);
  if (!key) return null;
  return key.startsWith('linkedin.com') ? `https://www.${key}` : `https://${key}`;
}

/** The candidate fields a CSV row can fill. */
export const importFields = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'location',
  'current_title',
  'current_company',
  'linkedin_url',
] as const;
export type ImportField = (typeof importFields)[number];

/**
 * Header names per field, normalised (lower case, '_' and '-' as spaces), in order of preference: the
 * spec's names, LinkedIn's connections export (URL, Email Address, Company, Position) and other tools'.
 */
export const importHeaderAliases: Record<ImportField, readonly string[]> = {
  first_name: ['first name', 'firstname', 'given name', 'forename'],
  last_name: ['last name', 'lastname', 'surname', 'family name'],
  full_name: ['full name', 'fullname', 'name', 'candidate name', 'candidate'],
  email: ['email', 'email address', 'e mail', 'e mail address', 'work email', 'personal email', 'mail'],
  phone: ['phone', 'phone number', 'mobile', 'mobile phone', 'telephone', 'tel'],
  location: ['location', 'current location', 'city', 'region', 'country'],
  current_title: ['current title', 'current job title', 'job title', 'title', 'position', 'headline', 'role'],
  current_company: [
    'current company',
    'company',
    'company name',
    'current employer',
    'employer',
    'organization',
  ],
  linkedin_url: [
    'profile url',
    'linkedin',
    'linkedin url',
    'linkedin profile',
    'linkedin profile url',
    'public profile url',
    'url',
    'profile',
  ],
};

/** A header cell as matched: trimmed, BOM removed, lower case, '_' '-' and runs of spaces as one space. */
export function normalizeHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[_\-\s]+/g, ' ')
    .trim();
}

/** Words before a field's name that do not change the field ('Candidate Email', 'Primary Phone'). */
const HEADER_QUALIFIER =
  /^(candidate'?s?|primary|preferred|personal|work|business|contact|current|main|legal) (?=\S)/;

/**
 * A normalised header cell without what other tools add around a field's name: notes in parentheses,
 * required-field marks ('*', ':') and one leading qualifier ('Candidate Email', 'Email (work)', 'First Name*'
 * → 'email', 'email', 'first name').
 */
function bareHeader(cell: string): string {
  return cell
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[*:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(HEADER_QUALIFIER, '');
}

/** Where each field sits in a row: column index per field found. */
export type ImportColumnMap = Partial<Record<ImportField, number>>;

/**
 * Matches a header row to candidate fields (spec 3 section 5): names case-insensitively, each field from its
 * most preferred alias, then from a name with a qualifier or a note around it ('Candidate Email', 'Phone
 * (mobile)', 'First Name*'); a column holding 'linkedin' counts as the profile link when nothing else does.
 * Returns null when the row has no First Name, Last Name or full-name column.
 */
export function mapImportHeader(header: readonly string[]): ImportColumnMap | null {
  const cells = header.map(normalizeHeader);
  const map: ImportColumnMap = {};
  const used = new Set<number>();
  // Exact names first; then, for fields still missing, names with their qualifiers and notes taken off.
  for (const names of [cells, cells.map(bareHeader)]) {
    for (const field of importFields) {
      if (map[field] !== undefined) continue;
      for (const alias of importHeaderAliases[field]) {
        const i = names.findIndex((c, idx) => c === alias && !used.has(idx));
        if (i >= 0) {
          map[field] = i;
          used.add(i);
          break;
        }
      }
    }
  }
  if (map.linkedin_url === undefined) {
    const i = cells.findIndex((c, idx) => c.includes('linkedin') && !used.has(idx));
    if (i >= 0) map.linkedin_url = i;
  }
  if (map.first_name === undefined && map.last_name === undefined && map.full_name === undefined) return null;
  return map;
}

/**
 * Import messages the spec does not word (its import read the file in the browser): an upload over
 * IMPORT_MAX_BYTES, an import id used twice, and text the CSV parser cannot read (`csvUnreadableMessage`).
 */
export const candidateImportMessages = {
  fileTooLarge: `The file is too large (${IMPORT_MAX_BYTES / (1024 * 1024)} MB at most).`,
  importIdTaken: 'This import has already been started.',
} as const;

/** 'The CSV could not be read: {reason}' — the parser's reason names the line. */
export function csvUnreadableMessage(reason: string): string {
  return `The CSV could not be read: ${reason}`;
}

/** At most this many row errors are returned and stored per import (the counts still cover every row). */
export const IMPORT_ERRORS_MAX = 1000;

/** How many leading rows may be notes before the header (LinkedIn's export has a few). */
export const HEADER_SEARCH_ROWS = 20;

/** One candidate as a CSV row gives it; empty cells are null. */
export type ImportedCandidate = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  current_title: string | null;
  current_company: string | null;
  linkedin_url: string | null;
};

/**
 * The candidate a data row holds, or null when it has neither a first nor a last name (spec 3 section 5:
 * such rows are skipped). A full-name column is split at its first space when First/Last Name are absent.
 * The profile link is made a full link (linkedinProfileUrl); nothing else is validated here.
 */
export function candidateFromRow(cells: readonly string[], map: ImportColumnMap): ImportedCandidate | null {
  const at = (f: ImportField) => {
    const i = map[f];
    const v = i === undefined ? '' : (cells[i] ?? '').trim();
    return v === '' ? null : v;
  };
  let first = at('first_name');
  let last = at('last_name');
  if (!first && !last) {
    const full = at('full_name');
    if (full) {
      const parts = full.split(/\s+/);
      first = parts[0] ?? null;
      last = parts.slice(1).join(' ') || null;
    }
  }
  if (!first && !last) return null;
  return {
    first_name: first,
    last_name: last,
    email: at('email'),
    phone: at('phone'),
    location: at('location'),
    current_title: at('current_title'),
    current_company: at('current_company'),
    linkedin_url: linkedinProfileUrl(at('linkedin_url')),
  };
}

// ---------------------------------------------------------------------------------------------------------
// API shapes

const isoDate = z.string();
const nullableText = z.string().nullable();
const score = z.number().nullable();

/** A candidate row (spec 3 section 3) as the API returns it. */
export const candidate = z.object({
  id: z.string(),
  first_name: nullableText,
  last_name: nullableText,
  email: nullableText,
  phone: nullableText,
  location: nullableText,
  current_title: nullableText,
  current_company: nullableText,
  linkedin_url: nullableText,
  linkedin_raw_text: nullableText,
  cv_file_url: nullableText,
  cv_text: nullableText,
  cv_last_updated: isoDate.nullable(),
  job_history: z.array(z.unknown()).nullable(),
  current_primary_job_id: nullableText,
  last_activity_at: isoDate.nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  created_by_email: z.string(),
});
export type Candidate = z.infer<typeof candidate>;

/** A row of the candidates list (spec 3 'Candidates list'). */
export const candidateListItem = candidate.pick({
  id: true,
  first_name: true,
  last_name: true,
  email: true,
  phone: true,
  location: true,
  current_title: true,
  current_company: true,
  linkedin_url: true,
  created_at: true,
});
export type CandidateListItem = z.infer<typeof candidateListItem>;

/** A count that stops at COUNT_CAP: `capped` means 'at least value'. */
export const cappedCount = z.object({ value: z.number().int(), capped: z.boolean() });
export type CappedCount = z.infer<typeof cappedCount>;

/** GET /api/candidates query: `q` searches (case-insensitive substring), pages of `limit` after `cursor`. */
export const candidateListQuery = z.object({
  q: z.string().trim().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(200).optional(),
});
export type CandidateListQuery = z.input<typeof candidateListQuery>;

/** GET /api/candidates: one page, newest added first; 'x of y candidates' is `matching` of `total`. */
export const candidateListResponse = z.object({
  candidates: z.array(candidateListItem),
  matching: cappedCount,
  total: cappedCount,
  next_cursor: z.string().nullable(),
});
export type CandidateListResponse = z.infer<typeof candidateListResponse>;

/** A candidate stage record (spec 3 section 3). */
export const stageRecord = z.object({
  id: z.string(),
  candidate_id: z.string(),
  job_id: z.string(),
  stage_id: z.string(),
  stage_category: nullableText,
  stage_level: z.number().int().nullable(),
  stage_substep: nullableText,
  stage_title: nullableText,
  ac1_score: score,
  ac2_score: score,
  ac3_score: score,
  ac4_score: score,
  ac5_score: score,
  overall_match: score,
  score_rationales: z.record(z.string(), z.string()).nullable(),
  scored_at: isoDate.nullable(),
  action_owner: nullableText,
  progressed_already: z.boolean(),
  manager_feedback: nullableText,
  entered_stage_at: isoDate,
  last_updated_at: isoDate,
});
export type StageRecord = z.infer<typeof stageRecord>;

/** A job as the candidate page reads it (spec 3 section 3). */
export const candidateJob = z.object({
  id: z.string(),
  title: z.string(),
  company_name: nullableText,
  location: nullableText,
});
export type CandidateJob = z.infer<typeof candidateJob>;

/** Candidate summary (spec 3 section 3). */
export const candidateSummary = z.object({
  primaryJobId: z.string().nullable(),
  totalJobs: z.number().int(),
});
export type CandidateSummary = z.infer<typeof candidateSummary>;

/** GET /api/candidates/{id}: the candidate, summary, stage records newest entered first, and their jobs. */
export const candidateDetailResponse = z.object({
  candidate,
  summary: candidateSummary,
  stage_records: z.array(stageRecord),
  jobs: z.array(candidateJob),
});
export type CandidateDetailResponse = z.infer<typeof candidateDetailResponse>;

/** One other job of a candidate (derived other_jobs): its latest record. */
export const otherJob = z.object({
  job_id: z.string(),
  job_title: z.string(),
  stage_title: nullableText,
  entered_stage_at: isoDate,
});
export type OtherJob = z.infer<typeof otherJob>;

/** A row of a job's Candidates tab: the stage record, its candidate and the derived fields. */
export const jobCandidateRow = z.object({
  record: stageRecord,
  candidate: candidate.pick({
    id: true,
    first_name: true,
    last_name: true,
    email: true,
    phone: true,
    location: true,
    current_title: true,
    current_company: true,
    linkedin_url: true,
    current_primary_job_id: true,
  }),
  /** Distinct jobs the candidate has stage records in. */
  total_jobs: z.number().int(),
  /** True when this job is the candidate's primary job. */
  is_primary: z.boolean(),
  /** Up to OTHER_JOBS_MAX other jobs, latest entered first. */
  other_jobs: z.array(otherJob),
  /** The candidate's job score in this job (jobScore over their records here). */
  job_score: z.number().nullable(),
});
export type JobCandidateRow = z.infer<typeof jobCandidateRow>;

/** GET /api/jobs/{id}/candidates query: one stage (else all), at most `limit` rows, newest entered first. */
export const jobCandidatesQuery = z.object({
  stage_id: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(20000).default(5000),
});
export type JobCandidatesQuery = z.input<typeof jobCandidatesQuery>;

export const jobCandidatesResponse = z.object({
  rows: z.array(jobCandidateRow),
  /** Records matching the stage filter; more than rows.length when the list was cut at `limit`. */
  total: z.number().int(),
});
export type JobCandidatesResponse = z.infer<typeof jobCandidatesResponse>;

/** One row the import could not take: its line in the file, the names it had and why. */
export const importRowError = z.object({
  row: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof importRowError>;

/**
 * POST /api/jobs/{id}/candidates/import (multipart field `file`, query stage_id and import_id): the outcome.
 * `total` is Y (candidate rows detected), `imported` is X; `messages` are the status lines in order, the
 * per-row errors then 'Done. Imported X of Y.'.
 */
export const candidateImportResult = z.object({
  import_id: z.string(),
  total: z.number().int(),
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  skipped: z.number().int(),
  errors: z.array(importRowError),
  messages: z.array(z.string()),
});
export type CandidateImportResult = z.infer<typeof candidateImportResult>;

/** Query of the import: the stage (only 'glance' accepts a CSV) and a client-chosen id for progress events. */
export const candidateImportQuery = z.object({
  stage_id: z.string().max(40).default(GLANCE_STAGE_ID),
  import_id: z.uuid().optional(),
});

/** `import.progress` event data: bytes read of the upload, rows seen and imported so far. */
export const importProgressEvent = z.object({
  import_id: z.string(),
  job_id: z.string(),
  bytes_read: z.number().int(),
  bytes_total: z.number().int().nullable(),
  rows: z.number().int(),
  imported: z.number().int(),
  done: z.boolean(),
});
export type ImportProgressEvent = z.infer<typeof importProgressEvent>;

/** POST /api/jobs/{id}/candidates/score body: the stage, and optionally which candidates (default: unscored). */
export const scoreCandidatesBody = z.object({
  stage_id: z.string().min(1).max(40),
  candidate_ids: z.array(z.uuid()).max(20000).optional(),
});
export type ScoreCandidatesBody = z.infer<typeof scoreCandidatesBody>;

export const scoringRunStatuses = ['queued', 'running', 'completed', 'failed'] as const;
/** A 'Score with AI' run; also the data of `scoring.progress` events. */
export const scoringRun = z.object({
  run_id: z.string(),
  job_id: z.string(),
  stage_id: z.string(),
  status: z.enum(scoringRunStatuses),
  total: z.number().int(),
  scored: z.number().int(),
  failed: z.number().int(),
  error: z.string().nullable(),
});
export type ScoringRun = z.infer<typeof scoringRun>;
/** GET /api/jobs/{jobId}/candidates/score?stage_id=: the stage's latest run, null when it has none. */
export const latestScoringRun = z.object({ run: scoringRun.nullable() });
export type LatestScoringRun = z.infer<typeof latestScoringRun>;

/**
 * Where add_candidate_to_stage puts a candidate (spec 3 section 7): the stage and its category, level,
 * substep, title, and the action owner. Import uses GLANCE_STAGE.
 */
export const stagePlacement = z.object({
  stage_id: z.string().min(1).max(40),
  stage_category: z.enum(stageCategories).nullable().default(null),
  stage_level: z.number().int().min(0).max(100).nullable().default(null),
  stage_substep: z.string().max(8).nullable().default(null),
  stage_title: z.string().max(200).nullable().default(null),
  action_owner: z.enum(actionOwners).default('recruiter'),
});
export type StagePlacement = z.output<typeof stagePlacement>;

/** POST /api/jobs/{id}/candidates (the spec's RPC add_candidate_to_stage): one candidate into one stage. */
export const addCandidateToStageBody = stagePlacement.extend({ candidate_id: z.uuid() });
export type AddCandidateToStageBody = z.input<typeof addCandidateToStageBody>;

/** The editable candidate fields (POST /api/candidates, PATCH /api/candidates/{id}). */
export const candidateFieldsBody = z.object({
  first_name: z.string().trim().max(200).nullable().optional(),
  last_name: z.string().trim().max(200).nullable().optional(),
  email: z.string().trim().max(320).nullable().optional(),
  phone: z.string().trim().max(100).nullable().optional(),
  location: z.string().trim().max(300).nullable().optional(),
  current_title: z.string().trim().max(300).nullable().optional(),
  current_company: z.string().trim().max(300).nullable().optional(),
  linkedin_url: z.string().trim().max(500).nullable().optional(),
  linkedin_raw_text: z.string().max(200_000).nullable().optional(),
  cv_text: z.string().max(500_000).nullable().optional(),
});
export type CandidateFieldsBody = z.input<typeof candidateFieldsBody>;

export const scoreCriterionKeys = ['ac1', 'ac2', 'ac3', 'ac4', 'ac5'] as const;
export type ScoreCriterionKey = (typeof scoreCriterionKeys)[number];

/**
 * GET /api/jobs/{id}/candidates/scoring-criteria?stage_id=: the criteria AI scoring uses for a stage — the
 * stage's assessment criteria (AC1-AC5 of the interview process) when it has any (`source: 'stage'`), else
 * criteria drawn from the job's requirements, else general ones.
 */
export const scoringCriteria = z.object({
  stage_id: z.string(),
  source: z.enum(['stage', 'requirements', 'default']),
  criteria: z.array(z.object({ key: z.enum(scoreCriterionKeys), title: z.string() })),
});
export type ScoringCriteria = z.infer<typeof scoringCriteria>;

// ---------------------------------------------------------------------------------------------------------
// AI scoring (ScoreCandidates): criteria, score maths and the run's messages

/** At most this many criteria per stage (spec 2 section 9: 5 assessment criteria per stage). */
export const MAX_SCORING_CRITERIA = 5;
/** At most this many candidates in one 'Score with AI' run. */
export const SCORING_RUN_MAX_CANDIDATES = 20_000;
/** The event type of a run's progress on the event stream; its data is a `ScoringRun`. */
export const scoringProgressEvent = 'scoring.progress' as const;
/** The general criteria used when a stage has no assessment criteria and the job no requirements. */
export const defaultScoringCriteria = [
  'Relevant experience',
  'Skills match',
  'Seniority and scope',
  'Track record of impact',
  'Domain and industry knowledge',
] as const;
/** The longest criterion title scoring keeps (a requirement used as a criterion is cut to this). */
export const SCORING_CRITERION_MAX_LENGTH = 200;

/**
 * The criteria AI scoring uses for a stage (issue 6, AI scoring): the stage's assessment criteria AC1-AC5,
 * each keeping its slot's key (a title in ac3 scores into ac3_score) when any slot has a title ('stage');
 * else the first 5 non-empty job requirements as ac1..ac5 ('requirements'); else `defaultScoringCriteria`.
 * @param input.stageTitles the stage row's ac1..ac5 (missing or blank slots are skipped); [] when no row.
 */
export function pickScoringCriteria(input: {
  stageTitles: readonly (string | null | undefined)[];
  requirements: readonly (string | null | undefined)[];
}): Omit<ScoringCriteria, 'stage_id'> {
  const fromStage = scoreCriterionKeys.flatMap((key, i) => {
    const title = input.stageTitles[i]?.trim();
    return title ? [{ key, title: title.slice(0, SCORING_CRITERION_MAX_LENGTH) }] : [];
  });
  if (fromStage.length > 0) return { source: 'stage', criteria: fromStage };
  const requirements = input.requirements
    .map((r) => r?.replace(/\s+/g, ' ').trim() ?? '')
    .filter(Boolean)
    .slice(0, MAX_SCORING_CRITERIA);
  const titles = requirements.length > 0 ? requirements : defaultScoringCriteria;
  return {
    source: requirements.length > 0 ? 'requirements' : 'default',
    criteria: titles.map((title, i) => ({
      key: scoreCriterionKeys[i]!,
      title: title.slice(0, SCORING_CRITERION_MAX_LENGTH),
    })),
  };
}

/** A criterion score as stored: clamped to 0-10 and rounded to 1 decimal. */
export function roundScore(value: number): number {
  return Math.round(Math.min(SCORE_MAX, Math.max(SCORE_MIN, value)) * 10) / 10;
}

/** overall_match of a scored record: the mean of its criterion scores rounded to 1 decimal; null for none. */
export function overallMatchOf(scores: readonly number[]): number | null {
  if (scores.length === 0) return null;
  return Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 10) / 10;
}

/** Titles of the notification that ends a scoring run. */
export const scoringNotificationTitles = {
  completed: 'Candidates scored',
  failed: 'AI scoring failed',
} as const;

/** 'N candidates scored for {job title}', with ' (M failed)' when some could not be scored. */
export function scoringDoneMessage(scored: number, jobTitle: string, failed = 0): string {
  const base = `${scored} candidate${scored === 1 ? '' : 's'} scored for ${jobTitle}`;
  return failed > 0 ? `${base} (${failed} failed)` : base;
}

/** Messages of the candidate write routes that the spec leaves unworded (POST/PATCH /api/candidates). */
export const candidateWriteMessages = {
  nameRequired: 'Please provide a first or last name.',
  linkedinTaken: 'A candidate with this LinkedIn profile already exists.',
  invalidCursor: 'Invalid cursor',
} as const;

/** POST /api/jobs/{id}/candidates: whether a stage record was added (false: already in that stage). */
export const addCandidateToStageResponse = z.object({ added: z.boolean() });
export type AddCandidateToStageResponse = z.infer<typeof addCandidateToStageResponse>;
