import {
  type Job,
  type JobAiStarted,
  type JobBriefBody,
  type JobDraft,
  jobFieldsPatch,
  jobMessages,
} from '@rw/core';
import { AppError } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import { type JobAiDeps, startJobAiTask } from './job-ai.service.js';
import { draftJobFromDescription } from './job-import.service.js';
import { findCompanyOption } from './jobs.queries.js';
import { createJob } from './jobs.service.js';

/**
 * The Details fields a brief fills in (docs/product/jobs.md#add-a-job): everything the extraction reads but
 * the title (the user's), the job context (the brief itself) and the description lists (GenerateJD writes
 * them next).
 */
export function briefDetails(draft: JobDraft) {
  return jobFieldsPatch.parse({
    location: draft.location,
    department: draft.department,
    hiring_manager: draft.hiring_manager,
    work_style: draft.work_style,
    employment_type: draft.employment_type,
    seniority: draft.seniority,
    job_function: draft.job_function,
    salary_min: draft.salary_min,
    salary_max: draft.salary_max,
    currency: draft.currency,
    compensation_additional: draft.compensation_additional,
    equity: draft.equity,
    skills_hard: draft.skills_hard,
    skills_soft: draft.skills_soft,
    urgency: draft.urgency,
    requisition_id: draft.requisition_id,
  });
}

/**
 * 'Generate with AI brief' (docs/product/jobs.md#add-a-job): reads the brief with the same extraction as 'Add
 * job from existing description' (location, seniority, work style, job type, salary, skills, hiring manager and
 * the other Details fields), creates the job with those details, the user's title and company and the brief
 * as its job context, then starts GenerateJD. The company is checked before the model is called; nothing is
 * created when the extraction fails.
 * @returns the created job and the GenerateJD task.
 * @throws AppError VALIDATION 'Please provide a title and select a company.' (another organisation's
 *   company); the AI layer's errors (not configured, credit, provider trouble, with `details.detail`).
 */
export async function createJobFromBrief(
  opts: JobAiDeps & { caller: Caller; body: JobBriefBody },
): Promise<{ job: Job; task: JobAiStarted }> {
  const { caller, body, ...deps } = opts;
  const brief = body.brief.trim();
  if (!(await findCompanyOption(deps.db, caller.domain, body.company_id ?? ''))) {
    throw new AppError('VALIDATION', jobMessages.titleAndCompanyRequired);
  }
  const { draft } = await draftJobFromDescription({ db: deps.db, ai: deps.ai, caller, text: brief });
  const fields = {
    ...briefDetails(draft),
    title: body.title,
    company_id: body.company_id,
    job_context: brief,
  };
  const job = await createJob({ db: deps.db, caller, fields });
  const task = await startJobAiTask({ ...deps, caller, jobId: job.id, task: 'generate-jd' });
  return { job, task };
}
