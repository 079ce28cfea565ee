import {
  type EmploymentType,
  type Job,
  type JobFieldsPatch,
  type JobFunction,
  type Seniority,
  splitSkills,
  type Urgency,
  type WorkStyle,
} from '@rw/core';

/**
 * The detail screen's editable fields (docs/product/jobs.md#details-tab,
 * docs/product/jobs.md#job-description-tab) in the shapes the inputs use: text as '' when empty, salaries as
 * typed, skills as tag lists.
 */
export type JobForm = {
  title: string;
  department: string;
  hiring_manager: string;
  location: string;
  work_style: WorkStyle | null;
  employment_type: EmploymentType | null;
  seniority: Seniority | null;
  job_function: JobFunction | null;
  salary_min: string | number;
  salary_max: string | number;
  currency: string | null;
  compensation_additional: string;
  equity: string;
  job_context: string;
  intake_notes: string;
  intake_summary: string;
  skills_hard: string[];
  skills_soft: string[];
  urgency: Urgency | null;
  requisition_id: string;
  jd_role_mission: string;
  jd_responsibilities: string[];
  jd_requirements: string[];
  jd_nice_to_have: string[];
  jd_benefits: string[];
};
export type JobFormKey = keyof JobForm;

/** The job description fields Generate with AI replaces (docs/product/jobs.md#ai-automation). */
export const jdKeys = [
  'jd_role_mission',
  'jd_responsibilities',
  'jd_requirements',
  'jd_nice_to_have',
  'jd_benefits',
] as const satisfies readonly JobFormKey[];
/** The fields 'Predict with AI' and 'Summarise with AI' write (docs/product/jobs.md#ai-automation). */
export const salaryKeys = ['salary_min', 'salary_max', 'currency'] as const satisfies readonly JobFormKey[];
/** The summary, the notes it summarised, the job context (an old summary section removed) and the skills. */
export const intakeKeys = [
  'intake_summary',
  'intake_notes',
  'job_context',
  'skills_hard',
  'skills_soft',
] as const satisfies readonly JobFormKey[];

// Values come from the server, which only stores values of these lists (or null).
const as = <T>(v: string | null) => v as T | null;

/** The form's values of a job as the server holds it. */
export function toJobForm(job: Job): JobForm {
  return {
    title: job.title,
    department: job.department ?? '',
    hiring_manager: job.hiring_manager ?? '',
    location: job.location ?? '',
    work_style: as<WorkStyle>(job.work_style),
    employment_type: as<EmploymentType>(job.employment_type),
    seniority: as<Seniority>(job.seniority),
    job_function: as<JobFunction>(job.job_function),
    salary_min: job.salary_min ?? '',
    salary_max: job.salary_max ?? '',
    currency: job.currency,
    compensation_additional: job.compensation_additional ?? '',
    equity: job.equity ?? '',
    job_context: job.job_context ?? '',
    intake_notes: job.intake_notes ?? '',
    intake_summary: job.intake_summary ?? '',
    skills_hard: splitSkills(job.skills_hard),
    skills_soft: splitSkills(job.skills_soft),
    urgency: as<Urgency>(job.urgency),
    requisition_id: job.requisition_id ?? '',
    jd_role_mission: job.jd_role_mission ?? '',
    jd_responsibilities: job.jd_responsibilities,
    jd_requirements: job.jd_requirements,
    jd_nice_to_have: job.jd_nice_to_have,
    jd_benefits: job.jd_benefits,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields whose value differs between the form and the last saved values. */
export function changedKeys(form: JobForm, base: JobForm): JobFormKey[] {
  return (Object.keys(form) as JobFormKey[]).filter((k) => !same(form[k], base[k]));
}

/**
 * The PATCH body of the given fields (docs/product/jobs.md#job-detail: the changed fields); the server
 * normalises them.
 */
export function toJobPatch(form: JobForm, keys: readonly JobFormKey[]): JobFieldsPatch {
  const patch: Record<string, unknown> = {};
  for (const key of keys) patch[key] = form[key];
  return patch as JobFieldsPatch;
}

/**
 * The form after the server's copy changed: fields the user has not edited take the server's value, edited
 * ones are kept, and `force` fields (an AI result the user asked for) take the server's value regardless.
 */
export function rebaseForm(
  form: JobForm,
  base: JobForm,
  server: JobForm,
  force: readonly JobFormKey[] = [],
): JobForm {
  const next = { ...form };
  for (const key of Object.keys(server) as JobFormKey[]) {
    if (force.includes(key) || same(form[key], base[key])) Object.assign(next, { [key]: server[key] });
  }
  return next;
}

/**
 * Whether the description has any content, saved or typed: a role mission that is not blank or an item in
 * one of the lists. Generate with AI asks before replacing it (docs/product/jobs.md#ai-automation).
 */
export function hasDescription(form: JobForm): boolean {
  return (
    form.jd_role_mission.trim() !== '' ||
    [form.jd_responsibilities, form.jd_requirements, form.jd_nice_to_have, form.jd_benefits].some((list) =>
      list.some((item) => item.trim() !== ''),
    )
  );
}

/** Sets one field of the form (the inputs' change handler). */
export type JobFieldSetter = <K extends JobFormKey>(key: K, value: JobForm[K]) => void;
