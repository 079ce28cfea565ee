import {
  type Job,
  jobMessages,
  mergeWithoutDuplicates,
  normalizeList,
  normalizeSkills,
  salaryRangeProblem,
  splitSkills,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
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

/** SalaryGen asks the model at most this many times for a plausible range (docs/product/jobs.md#salary-prediction). */
export const SALARY_ATTEMPTS = 3;

/**
 * SalaryGen (docs/product/jobs.md#salary-prediction): asks for a yearly range in the job's currency (else the
 * model's), orders it, and checks it is plausible (core `salaryRangeProblem`: min below max, within the
 * currency's yearly bounds); an implausible range is refused and asked again with the reason, up to
 * SALARY_ATTEMPTS times. Writes salary_min, salary_max, the currency and the rationale (salary_rationale).
 * @throws AppError UNAVAILABLE 'The AI predicted an implausible salary range.' with `details.detail` the
 *   last reason when every attempt was refused; the AI layer's errors as they are.
 */
export async function predictSalary(
  run: JobAiRun,
  payload: AutomationPayload<'SalaryGen'>,
): Promise<JobAiOutcome> {
  const { job } = run;
  let refused: string | null = null;
  for (let attempt = 1; attempt <= SALARY_ATTEMPTS; attempt++) {
    const out = await call(run, salaryGenPrompt, {
      ...factsOf(payload, job),
      currency: job.currency,
      refused,
    });
    const currency = job.currency ?? out.currency;
    const [min, max] = [out.salary_min, out.salary_max].sort((a, b) => a - b) as [number, number];
    refused = salaryRangeProblem(min, max, currency);
    if (refused) continue;
    const rationale = out.rationale.trim();
    await updateJobRow(run.db, run.user.domain, job.id, {
      salaryMin: min,
      salaryMax: max,
      currency,
      salaryRationale: rationale,
    });
    const range = `${min.toLocaleString('en-GB')} - ${max.toLocaleString('en-GB')} ${currency}`;
    return { message: `Predicted salary for ${payload.jobTitle}: ${range}. ${rationale}`, rationale };
  }
  throw new AppError('UNAVAILABLE', jobMessages.salaryImplausible, {
    reason: 'implausible_salary',
    detail: refused,
  });
}

/** The marked section IntakeSummary used to write into job_context; a new summary removes it. */
export const INTAKE_SUMMARY_START = '── Intake summary (AI) ──';
export const INTAKE_SUMMARY_END = '── End of intake summary ──';

/** The job context without an intake summary section written there by earlier versions. */
export function withoutIntakeSummary(context: string | null): string | null {
  const start = context?.indexOf(INTAKE_SUMMARY_START) ?? -1;
  const end = context?.indexOf(INTAKE_SUMMARY_END) ?? -1;
  if (!context || start < 0 || end <= start) return context;
  const own = `${context.slice(0, start)}${context.slice(end + INTAKE_SUMMARY_END.length)}`.trim();
  return own || null;
}

/**
 * The summary as the Intake Summary field shows it (docs/product/jobs.md#intake-summary): the overview, then
 * 'Why the role exists: …', 'Must-haves:', 'Nice-to-haves:' and 'Open questions:' with '- ' points, blank
 * lines between; empty parts left out.
 */
export function formatIntakeSummary(summary: IntakeSummaryOutput): string {
  const bullets = (title: string, items: string[]) =>
    items.length ? [[`${title}:`, ...items.map((i) => `- ${i}`)].join('\n')] : [];
  const why = summary.why_role_exists.trim();
  return [
    summary.summary.trim(),
    ...(why ? [`Why the role exists: ${why}`] : []),
    ...bullets('Must-haves', summary.must_haves),
    ...bullets('Nice-to-haves', summary.nice_to_haves),
    ...bullets('Open questions', summary.open_questions),
  ].join('\n\n');
}

/**
 * IntakeSummary (docs/product/jobs.md#intake-summary): summarises the intake notes as the user sees them
 * (unsaved edits included) and saves, together, the summary in its own field (intake_summary), the notes it
 * summarised (intake_notes) and the skills it names added to the job's skills; an intake summary section
 * that earlier versions wrote into job_context is removed.
 */
export async function summariseIntake(
  run: JobAiRun,
  payload: AutomationPayload<'IntakeSummary'>,
): Promise<JobAiOutcome> {
  const { job } = run;
  const out = await call(run, intakeSummaryPrompt, factsOf(payload, job));
  const context = withoutIntakeSummary(job.job_context);
  await updateJobRow(run.db, run.user.domain, job.id, {
    intakeSummary: formatIntakeSummary(out),
    intakeNotes: payload.intakeNotes,
    ...(context === job.job_context ? {} : { jobContext: context }),
    skillsHard: normalizeSkills(mergeWithoutDuplicates(splitSkills(payload.hardSkills), out.hard_skills)),
    skillsSoft: normalizeSkills(mergeWithoutDuplicates(splitSkills(payload.softSkills), out.soft_skills)),
  });
  return {
    message: `The intake notes of ${payload.jobTitle} are summarised in the Intake Summary field.`,
    rationale: null,
  };
}
