import { type Job, type JobAiTask, type JobFieldsUpdate, splitSkills } from '@rw/core';
import type { JobPromptFacts } from '#src/platform/ai/prompts/job-prompt-context.js';
import {
  type AutomationPayload,
  buildAutomationPayload,
} from '#src/platform/automation/automation-payloads.js';

/** The automation instruction behind each AI task of a job (docs/product/jobs.md#ai-automation). */
export const instructionOf = {
  'generate-jd': 'GenerateJD',
  salary: 'SalaryGen',
  'intake-summary': 'IntakeSummary',
} as const satisfies Record<JobAiTask, string>;
export type JobInstruction = (typeof instructionOf)[JobAiTask];
export type JobAiPayload = AutomationPayload<JobInstruction>;
/** An AI task of a job with its payload. */
export type JobAiJob =
  | { task: 'generate-jd'; payload: AutomationPayload<'GenerateJD'> }
  | { task: 'salary'; payload: AutomationPayload<'SalaryGen'> }
  | { task: 'intake-summary'; payload: AutomationPayload<'IntakeSummary'> };

/**
 * The job as the user sees it in the editor: saved values with the edited ones sent in the request on top
 * (docs/product/jobs.md#ai-automation: edited values take precedence over saved ones).
 */
export function withEdits(job: Job, edits: JobFieldsUpdate): Job {
  const defined = Object.fromEntries(Object.entries(edits).filter(([, v]) => v !== undefined));
  return { ...job, ...defined, title: edits.title?.trim() || job.title };
}

/**
 * The job fields SalaryGen, IntakeSummary, GenerateJD and ScoreCandidates share
 * (docs/product/jobs.md#ai-automation).
 */
export function jobPayloadFields(job: Job) {
  return {
    jobId: job.id,
    jobTitle: job.title,
    companyName: job.company?.name ?? job.company_name,
    location: job.location,
    seniority: job.seniority,
    jobFunction: job.job_function,
    department: job.department,
    workStyle: job.work_style,
    hardSkills: job.skills_hard,
    softSkills: job.skills_soft,
    jobContext: job.job_context,
    intakeNotes: job.intake_notes,
  };
}

/** The job description fields GenerateJD and ScoreCandidates add (docs/product/jobs.md#ai-automation). */
export function jdPayloadFields(job: Job) {
  return {
    jdRoleMission: job.jd_role_mission,
    jdResponsibilities: job.jd_responsibilities,
    jdRequirements: job.jd_requirements,
    jdNiceToHave: job.jd_nice_to_have,
    jdBenefits: job.jd_benefits,
  };
}

/** The payload of an AI task, field for field as docs/product/ai.md#payloads lists it, stamped now. */
export function buildJobPayload(task: JobAiTask, job: Job, now = new Date()): JobAiJob {
  const base = jobPayloadFields(job);
  if (task === 'salary') return { task, payload: buildAutomationPayload('SalaryGen', base, now) };
  if (task === 'intake-summary') return { task, payload: buildAutomationPayload('IntakeSummary', base, now) };
  return { task, payload: buildAutomationPayload('GenerateJD', { ...base, ...jdPayloadFields(job) }, now) };
}

/**
 * The facts a job prompt reads: the payload's values (the edited ones) over the saved job's, plus the
 * saved fields the payload does not carry (employment type).
 */
export function factsOf(payload: JobAiPayload, saved: Job): JobPromptFacts {
  return {
    jobTitle: payload.jobTitle,
    companyName: payload.companyName ?? saved.company?.name ?? null,
    location: payload.location,
    seniority: payload.seniority,
    jobFunction: payload.jobFunction,
    department: payload.department,
    workStyle: payload.workStyle,
    employmentType: saved.employment_type,
    hardSkills: splitSkills(payload.hardSkills),
    softSkills: splitSkills(payload.softSkills),
    jobContext: payload.jobContext,
    intakeNotes: payload.intakeNotes,
  };
}
