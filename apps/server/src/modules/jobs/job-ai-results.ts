import { type Job, mergeWithoutDuplicates, normalizeList, normalizeSkills, splitSkills } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { generateJdPrompt } from '#src/platform/ai/prompts/generate-jd.prompt.js';
import {
  type IntakeSummaryOutput,
  intakeSummaryPrompt,
} from '#src/platform/ai/prompts/intake-summary.prompt.js';
import type { Prompt } from '#src/platform/ai/prompts/prompt.js';
import { salaryGenPrompt } from '#src/platform/ai/prompts/salary-gen.prompt.js';
import type { AutomationPayload } from '#src/platform/automation/automation-payloads.js';
import type { Caller } from '#src/plugins/auth.js';
import { factsOf } from './job-ai-payloads.js';
import { updateJobRow } from './jobs.queries.js';

/** What every AI task of a job needs: the database, the AI layer, who asked, the saved job and a deadline. */
export type JobAiRun = {
  db: Db;
  ai: AiRuntime;
  user: Caller;
  job: Job;
  signal?: AbortSignal;
};
/** What a finished task tells the user (notification text) and, for SalaryGen, the model's rationale. */
export type JobAiOutcome = { message: string; rationale: string | null };

function call<I, O>(run: JobAiRun, prompt: Prompt<I, O>, input: I): Promise<O> {
  const { db, ai, user, signal } = run;
  return runAiTask({ db, ai, user, prompt, input, service: prompt.task, signal });
}

function money(job: Job): string | null {
  const range = [job.salary_min, job.salary_max].filter((n) => n != null).join(' - ');
  const parts = [range && `${range} ${job.currency ?? ''}`.trim(), job.compensation_additional, job.equity];
  return parts.filter(Boolean).join('; ') || null;
}

/**
 * GenerateJD: writes the role mission and the four lists (jd_* fields) from the payload's (edited) values, the
 * company's tone of voice and benefits (docs/product/jobs.md#ai-automation).
 */
export async function generateJobDescription(
  run: JobAiRun,
  payload: AutomationPayload<'GenerateJD'>,
): Promise<JobAiOutcome> {
  const { job } = run;
  const out = await call(run, generateJdPrompt, {
    ...factsOf(payload, job),
    toneOfVoice: job.company?.tone_of_voice_instructions ?? null,
    companyBenefits: job.company?.company_benefits ?? [],
    compensation: money(job),
    draft: {
      mission: payload.jdRoleMission,
      responsibilities: payload.jdResponsibilities,
      requirements: payload.jdRequirements,
      niceToHave: payload.jdNiceToHave,
      benefits: payload.jdBenefits,
    },
  });
  await updateJobRow(run.db, run.user.domain, job.id, {
    jdRoleMission: out.role_mission.trim(),
    jdResponsibilities: normalizeList(out.responsibilities),
    jdRequirements: normalizeList(out.requirements),
    jdNiceToHave: normalizeList(out.nice_to_have),
    jdBenefits: normalizeList(out.benefits),
  });
  return { message: `The job description of ${payload.jobTitle} is ready.`, rationale: null };
}

/** SalaryGen: writes salary_min/salary_max (ordered) and the currency; the rationale goes to the user. */
export async function predictSalary(
  run: JobAiRun,
  payload: AutomationPayload<'SalaryGen'>,
): Promise<JobAiOutcome> {
  const { job } = run;
  const out = await call(run, salaryGenPrompt, { ...factsOf(payload, job), currency: job.currency });
  const currency = job.currency ?? out.currency;
  const [min, max] = [out.salary_min, out.salary_max].sort((a, b) => a - b) as [number, number];
  await updateJobRow(run.db, run.user.domain, job.id, { salaryMin: min, salaryMax: max, currency });
  const range = `${min.toLocaleString('en-GB')} - ${max.toLocaleString('en-GB')} ${currency}`;
  return {
    message: `Predicted salary for ${payload.jobTitle}: ${range}. ${out.rationale}`,
    rationale: out.rationale,
  };
}

/** The marked section IntakeSummary writes into job_context; a new summary replaces the previous one. */
export const INTAKE_SUMMARY_START = '── Intake summary (AI) ──';
export const INTAKE_SUMMARY_END = '── End of intake summary ──';

/** The job context with its intake summary section replaced by `summary` (appended when there was none). */
export function withIntakeSummary(context: string | null, summary: IntakeSummaryOutput): string {
  const start = context?.indexOf(INTAKE_SUMMARY_START) ?? -1;
  const end = context?.indexOf(INTAKE_SUMMARY_END) ?? -1;
  const own =
    context && start >= 0 && end > start
      ? `${context.slice(0, start)}${context.slice(end + INTAKE_SUMMARY_END.length)}`.trim()
      : (context ?? '').trim();
  const bullets = (title: string, items: string[]) =>
    items.length ? [`${title}:`, ...items.map((i) => `- ${i}`)] : [];
  const section = [
    INTAKE_SUMMARY_START,
    summary.summary,
    ...(summary.why_role_exists.trim() ? [`Why the role exists: ${summary.why_role_exists.trim()}`] : []),
    ...bullets('Must-haves', summary.must_haves),
    ...bullets('Nice-to-haves', summary.nice_to_haves),
    ...bullets('Open questions', summary.open_questions),
    INTAKE_SUMMARY_END,
  ].join('\n');
  return own ? `${own}\n\n${section}` : section;
}

/**
 * IntakeSummary: writes a structured summary of the intake notes into a marked section of job_context
 * (replacing an earlier one) and adds the skills it names to the job's skills
 * (docs/product/jobs.md#ai-automation).
 */
export async function summariseIntake(
  run: JobAiRun,
  payload: AutomationPayload<'IntakeSummary'>,
): Promise<JobAiOutcome> {
  const { job } = run;
  const out = await call(run, intakeSummaryPrompt, factsOf(payload, job));
  await updateJobRow(run.db, run.user.domain, job.id, {
    jobContext: withIntakeSummary(payload.jobContext, out),
    skillsHard: normalizeSkills(mergeWithoutDuplicates(splitSkills(payload.hardSkills), out.hard_skills)),
    skillsSoft: normalizeSkills(mergeWithoutDuplicates(splitSkills(payload.softSkills), out.soft_skills)),
  });
  return {
    message: `The intake notes of ${payload.jobTitle} are summarised in the job context.`,
    rationale: null,
  };
}
