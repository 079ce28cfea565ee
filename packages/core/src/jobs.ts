import { z } from 'zod';

/*
 * The jobs area's contract (docs/product/jobs.md): value lists, the job fields in the API's snake_case, the
 * validation rules and the messages both sides assert.
 */

/** Field values (docs/product/jobs.md#field-values). */
export const workStyles = ['remote', 'hybrid', 'in-office'] as const;
export const employmentTypes = [
  'full_time',
  'part_time',
  'contract',
  'temporary',
  'internship',
  'apprenticeship',
  'freelance',
] as const;
export const seniorities = [
  'IC1 - Entry',
  'IC2 - Junior',
  'IC3 - Mid',
  'IC4 - Senior',
  'IC5 - Staff',
  'IC6 - Principal',
  'IC7 - Distinguished',
  'M4 - Lead',
  'M5 - Head of',
  'M6 - Director',
  'M7 - VP',
  'M8 - Chief',
] as const;
export const jobFunctions = [
  'Engineering',
  'Product Management',
  'Design / UX',
  'Marketing',
  'Sales',
  'Customer Success / Support',
  'Data / Analytics',
  'Operations',
  'Finance',
  'Legal',
  'Human Resources / People',
  'Recruiting / Talent',
  'IT / Systems',
  'Security',
  'DevOps / SRE',
  'Quality Assurance',
  'Research',
  'Supply Chain / Logistics',
  'Facilities / Workplace',
  'Administration',
] as const;
export const urgencies = ['P0', 'P1', 'P2', 'P3'] as const;
export const jobStatuses = ['draft', 'active', 'closed'] as const;

export type WorkStyle = (typeof workStyles)[number];
export type EmploymentType = (typeof employmentTypes)[number];
export type Seniority = (typeof seniorities)[number];
export type JobFunction = (typeof jobFunctions)[number];
export type Urgency = (typeof urgencies)[number];
export type JobStatus = (typeof jobStatuses)[number];

/** Labels of the work style and job type selects. */
export const workStyleLabels: Record<WorkStyle, string> = {
  remote: 'Remote',
  hybrid: 'Hybrid',
  'in-office': 'In-office',
};
export const employmentTypeLabels: Record<EmploymentType, string> = {
  full_time: 'Full-time',
  part_time: 'Part-time',
  contract: 'Contract',
  temporary: 'Temporary',
  internship: 'Internship',
  apprenticeship: 'Apprenticeship',
  freelance: 'Freelance',
};

/** The currencies offered first (docs/product/jobs.md#field-values). */
export const preferredCurrencies = ['USD', 'GBP', 'EUR', 'AED', 'AUD'] as const;
// ISO 4217 codes of the currencies in circulation (funds, precious metals and testing codes left out).
const circulating =
  'AFN ALL AMD AOA ARS AWG AZN BAM BBD BDT BGN BHD BIF BMD BND BOB BRL BSD BTN BWP BYN BZD CAD CDF CHF CLP ' +
  'CNY COP CRC CUP CVE CZK DJF DKK DOP DZD EGP ERN ETB FJD FKP GEL GHS GIP GMD GNF GTQ GYD HKD HNL HTG HUF ' +
  'IDR ILS INR IQD IRR ISK JMD JOD JPY KES KGS KHR KMF KPW KRW KWD KYD KZT LAK LBP LKR LRD LSL LYD MAD MDL ' +
  'MGA MKD MMK MNT MOP MRU MUR MVR MWK MXN MYR MZN NAD NGN NIO NOK NPR NZD OMR PAB PEN PGK PHP PKR PLN PYG ' +
  'QAR RON RSD RUB RWF SAR SBD SCR SDG SEK SGD SHP SLE SOS SRD SSP STN SVC SYP SZL THB TJS TMT TND TOP TRY ' +
  'TTD TWD TZS UAH UGX UYU UZS VED VES VND VUV WST XAF XCD XCG XOF XPF YER ZAR ZMW ZWG';
/**
 * Every active ISO 4217 currency code, USD, GBP, EUR, AED and AUD first, then A to Z
 * (docs/product/jobs.md#field-values).
 */
export const currencies: readonly string[] = [...preferredCurrencies, ...circulating.split(' ')];
const currencySet = new Set(currencies);

/** Timings (docs/product/jobs.md#limits). */
export const JOB_LOAD_TIMEOUT_MS = 8000;
export const JD_POLL_MS = 3000;
export const SAVED_INDICATOR_MS = 2000;
export const PRINT_DELAY_MS = 300;

/** Messages (docs/product/jobs.md#messages) and the screens' fixed texts that the server and tests share. */
export const jobMessages = {
  titleAndCompanyRequired: 'Please provide a title and select a company.',
  notFound: 'Job not found',
  aiTaskNotFound: 'AI task not found',
  webhookError: 'Error sending data to webhook',
  noCompanies: 'No companies available for your account.',
  salaryNotNumber: 'Salary must be a number.',
  unsupportedFile: 'Please upload a .txt, .pdf, .docx or .doc file.',
  emptyFile: 'No text could be read from this file.',
  fileTooLarge: 'The file is too large (10 MB at most).',
  descriptionRequired: 'Please paste or upload a job description.',
  briefRequired: 'Please describe the role in a few lines.',
  aiTaskRunning: 'This AI task is already running for this job.',
  intakeNotesRequired: 'Add recruitment notes or an intake transcript first.',
  /** SalaryGen refused every range the model gave (the task fails; the reason is its detail). */
  salaryImplausible: 'The AI predicted an implausible salary range.',
} as const;

/** Badge colour of a status in the list (docs/product/jobs.md#my-jobs): any unknown value shows as active. */
export function listStatus(status: string | null | undefined): JobStatus {
  return status === 'draft' || status === 'closed' ? status : 'active';
}
export const statusColors: Record<JobStatus, string> = { active: 'green', draft: 'yellow', closed: 'gray' };
/** The status as the detail header shows it: known values as is, unknown ones capitalised. */
export function detailStatusLabel(status: string | null | undefined): string {
  const s = (status ?? '').trim() || 'draft';
  return s.charAt(0).toUpperCase() + s.slice(1);
}
/** The read-only publishing badge of the Details tab: 'Live' for active, else Draft / Closed. */
export function publishingLabel(status: string | null | undefined): string {
  if (status === 'active') return 'Live';
  return status === 'closed' ? 'Closed' : 'Draft';
}

/** Skills as a list, from the stored semicolon-joined text or a list (docs/product/jobs.md#data). */
export function splitSkills(value: string | readonly string[] | null | undefined): string[] {
  if (value == null) return [];
  const parts = typeof value === 'string' ? value.split(/[;,]/) : value.flatMap((v) => v.split(/[;,]/));
  const seen = new Set<string>();
  const out: string[] = [];
  for (const raw of parts) {
    const skill = raw.trim();
    const key = skill.toLowerCase();
    if (!skill || seen.has(key)) continue;
    seen.add(key);
    out.push(skill);
  }
  return out;
}
/**
 * Skills normalised for storage (docs/product/jobs.md#details-tab): split on ';' or ',', trimmed,
 * deduplicated case-insensitively keeping the first spelling, empties dropped, joined with ';'.
 * Nothing left → null.
 */
export function normalizeSkills(value: string | readonly string[] | null | undefined): string | null {
  const list = splitSkills(value);
  return list.length ? list.join(';') : null;
}

/** A list field: trimmed items, empties dropped, exact duplicates removed. */
export function normalizeList(items: readonly string[] | null | undefined): string[] {
  return [...new Set((items ?? []).map((i) => i.trim()).filter(Boolean))];
}
/** Adds items to a list without case-insensitive duplicates ('Import from company'). */
export function mergeWithoutDuplicates(list: readonly string[], extra: readonly string[]): string[] {
  const seen = new Set(list.map((i) => i.trim().toLowerCase()));
  const out = [...list];
  for (const item of normalizeList(extra)) {
    if (seen.has(item.toLowerCase())) continue;
    seen.add(item.toLowerCase());
    out.push(item);
  }
  return out;
}

/**
 * A salary field as a number (docs/product/jobs.md#field-values): empty → null; '95,000', '£95000' and
 * ' 95000.50 ' are read; anything else is undefined (invalid).
 */
export function parseSalary(value: string | number | null | undefined): number | null | undefined {
  if (value == null) return null;
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : undefined;
  const cleaned = value.replace(/[\s,£$€]/g, '');
  if (!cleaned) return null;
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/** Empty text is stored as null, an empty location included (docs/product/jobs.md#data). */
const optionalText = (max: number) =>
  z
    .string()
    .max(max)
    .nullable()
    .transform((v) => (v?.trim() ? v.trim() : null));
const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) =>
  z.union([z.enum(values), z.literal('').transform(() => null), z.null()]);
const currency = z
  .union([z.string().refine((c) => currencySet.has(c), 'Unknown currency'), z.literal(''), z.null()])
  .transform((v) => v || null);
const salary = z.union([z.number(), z.string().max(40), z.null()]).transform((v, ctx) => {
  const n = parseSalary(v);
  if (n === undefined) {
    ctx.addIssue({ code: 'custom', message: jobMessages.salaryNotNumber });
    return z.NEVER;
  }
  return n;
});
const skills = z
  .union([z.string().max(5000), z.array(z.string().max(200)).max(100), z.null()])
  .transform(normalizeSkills);
const list = z.array(z.string().max(2000)).max(50).transform(normalizeList);
const isoDate = z.iso.date();

/** Every field of a job the detail screen edits (docs/product/jobs.md#data); all optional in a PATCH. */
export const jobFieldsPatch = z.object({
  title: z.string().max(300).optional(),
  company_id: z.string().optional(),
  location: optionalText(300).optional(),
  status: z.enum(jobStatuses).optional(),
  date_posted: z.union([isoDate, z.literal('').transform(() => null), z.null()]).optional(),
  department: optionalText(300).optional(),
  hiring_manager: optionalText(300).optional(),
  work_style: optionalEnum(workStyles).optional(),
  employment_type: optionalEnum(employmentTypes).optional(),
  seniority: optionalEnum(seniorities).optional(),
  job_function: optionalEnum(jobFunctions).optional(),
  salary_min: salary.optional(),
  salary_max: salary.optional(),
  currency: currency.optional(),
  compensation_additional: optionalText(2000).optional(),
  equity: optionalText(2000).optional(),
  job_context: optionalText(20_000).optional(),
  intake_notes: optionalText(50_000).optional(),
  intake_summary: optionalText(20_000).optional(),
  skills_hard: skills.optional(),
  skills_soft: skills.optional(),
  urgency: optionalEnum(urgencies).optional(),
  requisition_id: optionalText(200).optional(),
  jd_role_mission: optionalText(10_000).optional(),
  jd_responsibilities: list.optional(),
  jd_requirements: list.optional(),
  jd_nice_to_have: list.optional(),
  jd_benefits: list.optional(),
});
export type JobFieldsPatch = z.input<typeof jobFieldsPatch>;
export type JobFieldsUpdate = z.output<typeof jobFieldsPatch>;

const uuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const titleAndCompany = (v: { title?: string; company_id?: string }) =>
  Boolean(v.title?.trim()) && uuidLike.test(v.company_id ?? '');

/**
 * PATCH /api/jobs/:id: any subset; a title or company given must not be blank
 * (docs/product/jobs.md#messages).
 */
export const updateJobBody = jobFieldsPatch.refine(
  (v) =>
    (v.title === undefined || v.title.trim() !== '') &&
    (v.company_id === undefined || uuidLike.test(v.company_id)),
  jobMessages.titleAndCompanyRequired,
);
/** POST /api/jobs: title and company required, every other detail field optional (a reviewed draft). */
export const createJobBody = jobFieldsPatch.refine(titleAndCompany, jobMessages.titleAndCompanyRequired);
export type CreateJobBody = z.input<typeof createJobBody>;

/** POST /api/jobs/brief: 'Generate with AI brief' (title, company, a few lines about the role). */
export const jobBriefBody = z
  .object({
    title: z.string().max(300).optional(),
    company_id: z.string().optional(),
    brief: z.string().max(5000),
  })
  .refine(titleAndCompany, jobMessages.titleAndCompanyRequired)
  .refine((v) => v.brief.trim().length > 0, jobMessages.briefRequired);
export type JobBriefBody = z.input<typeof jobBriefBody>;

/** The company fields a job shows (docs/product/jobs.md#data). */
export const jobCompany = z.object({
  id: z.string(),
  name: z.string(),
  company_benefits: z.array(z.string()),
  job_spec_intro: z.string().nullable(),
  tone_of_voice_instructions: z.string().nullable(),
});
export type JobCompany = z.infer<typeof jobCompany>;

/** A job as the API returns it (docs/product/jobs.md#data); skills as the stored semicolon-joined text. */
export const job = z.object({
  id: z.string(),
  title: z.string(),
  company_id: z.string().nullable(),
  company_name: z.string().nullable(),
  location: z.string().nullable(),
  status: z.string(),
  date_posted: z.string().nullable(),
  domain: z.string(),
  created_by: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  department: z.string().nullable(),
  hiring_manager: z.string().nullable(),
  work_style: z.string().nullable(),
  employment_type: z.string().nullable(),
  seniority: z.string().nullable(),
  job_function: z.string().nullable(),
  salary_min: z.number().nullable(),
  salary_max: z.number().nullable(),
  currency: z.string().nullable(),
  compensation_additional: z.string().nullable(),
  equity: z.string().nullable(),
  job_context: z.string().nullable(),
  intake_notes: z.string().nullable(),
  /** IntakeSummary's summary of the intake notes (docs/product/jobs.md#intake-summary), editable. */
  intake_summary: z.string().nullable().default(null),
  /** SalaryGen's short rationale of the predicted range (docs/product/jobs.md#salary-prediction), read-only. */
  salary_rationale: z.string().nullable().default(null),
  skills_hard: z.string().nullable(),
  skills_soft: z.string().nullable(),
  urgency: z.string().nullable(),
  requisition_id: z.string().nullable(),
  jd_role_mission: z.string().nullable(),
  jd_responsibilities: z.array(z.string()),
  jd_requirements: z.array(z.string()),
  jd_nice_to_have: z.array(z.string()),
  jd_benefits: z.array(z.string()),
  company: jobCompany.nullable(),
});
export type Job = z.infer<typeof job>;

/**
 * One row of the My Jobs or Team list; `created_by_name` is the creator's name (null once their account is
 * gone), shown on Team cards (docs/product/jobs.md#my-jobs).
 */
export const jobListItem = job
  .pick({
    id: true,
    title: true,
    status: true,
    company_id: true,
    company_name: true,
    location: true,
    date_posted: true,
    created_at: true,
    created_by: true,
  })
  .extend({ created_by_name: z.string().nullable().default(null) });
export type JobListItem = z.infer<typeof jobListItem>;
export const jobList = z.object({ jobs: z.array(jobListItem) });

/** The company dropdown: companies of the caller's organisation, by name (docs/product/jobs.md#add-a-job). */
export const jobCompanyOption = z.object({ id: z.string(), name: z.string() });
export const jobCompanyOptions = z.object({ companies: z.array(jobCompanyOption) });
export type JobCompanyOption = z.infer<typeof jobCompanyOption>;

/** The fields 'Add job from existing description' extracts into a draft the user reviews before saving. */
export const jobDraft = job.pick({
  title: true,
  location: true,
  department: true,
  hiring_manager: true,
  work_style: true,
  employment_type: true,
  seniority: true,
  job_function: true,
  salary_min: true,
  salary_max: true,
  currency: true,
  compensation_additional: true,
  equity: true,
  job_context: true,
  skills_hard: true,
  skills_soft: true,
  urgency: true,
  requisition_id: true,
  jd_role_mission: true,
  jd_responsibilities: true,
  jd_requirements: true,
  jd_nice_to_have: true,
  jd_benefits: true,
});
export type JobDraft = z.infer<typeof jobDraft>;
export const jobDraftResponse = z.object({ draft: jobDraft, source_chars: z.number().int() });
export const jobDescriptionText = z.object({
  text: z
    .string()
    .max(100_000)
    .refine((t) => t.trim().length > 0, jobMessages.descriptionRequired),
});

/** The AI tasks of a job (docs/product/jobs.md#ai-automation) and their state, read back by the screens. */
export const jobAiTasks = ['generate-jd', 'salary', 'intake-summary'] as const;
export type JobAiTask = (typeof jobAiTasks)[number];
export const jobAiStarted = z.object({ task_id: z.string(), task: z.enum(jobAiTasks) });
export type JobAiStarted = z.infer<typeof jobAiStarted>;
export const jobAiTaskState = z.object({
  task_id: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  message: z.string().nullable(),
  rationale: z.string().nullable(),
  /** A failed task: what happened, in plain words (docs/product/ai.md#what-happened). */
  detail: z.string().nullable().default(null),
});
export type JobAiTaskState = z.infer<typeof jobAiTaskState>;

/**
 * POST /api/pdf/job-description (docs/product/jobs.md#print-and-pdf); `jobId` fills what the
 * body leaves out, scoped.
 */
export const jobPdfBody = z.object({
  jobId: z.uuid().optional(),
  title: z.string().max(300).optional(),
  companyName: z.string().max(300).nullable().optional(),
  location: z.string().max(300).nullable().optional(),
  introHtml: z.string().max(100_000).nullable().optional(),
  mission: z.string().max(10_000).nullable().optional(),
  responsibilities: z.array(z.string().max(2000)).max(50).optional(),
  requirements: z.array(z.string().max(2000)).max(50).optional(),
  niceToHave: z.array(z.string().max(2000)).max(50).optional(),
  benefits: z.array(z.string().max(2000)).max(50).optional(),
});
export type JobPdfBody = z.infer<typeof jobPdfBody>;

/** The file name of the exported PDF: '{job title or Job Description}.pdf', unsafe characters removed. */
export function jobPdfFileName(title: string | null | undefined): string {
  const base = (title ?? '').replace(/[\\/:*?"<>|]+/g, ' ').trim() || 'Job Description';
  return `${base}.pdf`;
}
