import type { CreateJobBody } from '../jobs.js';
import type { RoleDescription } from './description.js';
import type { RoleBuilderExport } from './export.js';
import { answerItems, answersAsNotes, type RoleForm } from './questions.js';

/*
 * The job a Role Builder makes (docs/product/role-builder.md#save--start-process): the jobs area's own job
 * fields (POST /api/jobs's body), so the job is checked and stored exactly as one made in Jobs.
 */

const orNull = (text: string, max: number) => text.trim().slice(0, max) || null;

/**
 * Save & Start Process: the company and title, status draft, the description's mission and lists, hard
 * skills from the must-haves (question 5), the job context from why the role exists (question 1) and the
 * answered questions as the intake notes.
 */
export function roleJobFields(form: RoleForm, description: RoleDescription): CreateJobBody {
  return {
    title: form.title.trim(),
    company_id: form.company_id,
    status: 'draft',
    jd_role_mission: description.role_mission || null,
    jd_responsibilities: description.responsibilities,
    jd_requirements: description.requirements,
    jd_nice_to_have: description.nice_to_have,
    jd_benefits: description.benefits,
    skills_hard: answerItems(form.answers.q5).slice(0, 100),
    job_context: orNull(form.answers.q1, 20_000),
    intake_notes: orNull(answersAsNotes(form.answers), 50_000),
  };
}

/** Import: the exported job as a new draft job of company `companyId`. */
export function importedJobFields(data: RoleBuilderExport, companyId: string): CreateJobBody {
  const { job } = data;
  const d = job.description;
  return {
    title: job.title,
    company_id: companyId,
    status: 'draft',
    location: job.location,
    jd_role_mission: d.role_mission || null,
    jd_responsibilities: d.responsibilities,
    jd_requirements: d.requirements,
    jd_nice_to_have: d.nice_to_have,
    jd_benefits: d.benefits,
    skills_hard: job.skills_hard,
    skills_soft: job.skills_soft,
    job_context: job.job_context,
    intake_notes: job.intake_notes,
  };
}
