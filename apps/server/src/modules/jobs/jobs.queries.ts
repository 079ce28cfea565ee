import type { Job, JobCompanyOption, JobFieldsUpdate, JobListItem, JobScope } from '@rw/core';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, Tx } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { companies, companyMemberships, jobs, users } from '#src/db/schema/index.js';

/*
 * Drizzle queries of the jobs area, every one scoped by the caller's organisation (`domain`): a job or
 * company of another organisation is never read, changed or deleted, exactly like a missing row.
 */

type JobRow = typeof jobs.$inferSelect;
type JobInsert = typeof jobs.$inferInsert;

const companyColumns = {
  id: companies.id,
  name: companies.name,
  companyBenefits: companies.companyBenefits,
  jobSpecIntro: companies.jobSpecIntro,
  toneOfVoiceInstructions: companies.toneOfVoiceInstructions,
};
type CompanyPick = { [K in keyof typeof companyColumns]: (typeof companies.$inferSelect)[K] };

/** The company of a job, joined only when it belongs to the job's organisation. */
const companyOfJob = and(eq(companies.id, jobs.companyId), eq(companies.domain, jobs.domain));

function toApi(r: JobRow, c: CompanyPick | null): Job {
  return {
    id: r.id,
    title: r.title,
    company_id: r.companyId,
    company_name: c?.name ?? r.companyName,
    location: r.location,
    status: r.status,
    date_posted: r.datePosted,
    domain: r.domain,
    created_by: r.createdBy,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    department: r.department,
    hiring_manager: r.hiringManager,
    work_style: r.workStyle,
    employment_type: r.employmentType,
    seniority: r.seniority,
    job_function: r.jobFunction,
    salary_min: r.salaryMin,
    salary_max: r.salaryMax,
    currency: r.currency,
    compensation_additional: r.compensationAdditional,
    equity: r.equity,
    job_context: r.jobContext,
    intake_notes: r.intakeNotes,
    intake_summary: r.intakeSummary,
    salary_rationale: r.salaryRationale,
    skills_hard: r.skillsHard,
    skills_soft: r.skillsSoft,
    urgency: r.urgency,
    requisition_id: r.requisitionId,
    jd_role_mission: r.jdRoleMission,
    jd_responsibilities: r.jdResponsibilities,
    jd_requirements: r.jdRequirements,
    jd_nice_to_have: r.jdNiceToHave,
    jd_benefits: r.jdBenefits,
    company: c
      ? {
          id: c.id,
          name: c.name,
          company_benefits: c.companyBenefits,
          job_spec_intro: c.jobSpecIntro,
          tone_of_voice_instructions: c.toneOfVoiceInstructions,
        }
      : null,
  };
}

/** The API's validated fields as columns; fields left out of the update stay undefined (unchanged). */
export function toColumns(u: JobFieldsUpdate): Partial<JobInsert> {
  return {
    title: u.title?.trim(),
    companyId: u.company_id,
    location: u.location,
    status: u.status,
    datePosted: u.date_posted,
    department: u.department,
    hiringManager: u.hiring_manager,
    workStyle: u.work_style,
    employmentType: u.employment_type,
    seniority: u.seniority,
    jobFunction: u.job_function,
    salaryMin: u.salary_min,
    salaryMax: u.salary_max,
    currency: u.currency,
    compensationAdditional: u.compensation_additional,
    equity: u.equity,
    jobContext: u.job_context,
    intakeNotes: u.intake_notes,
    intakeSummary: u.intake_summary,
    skillsHard: u.skills_hard,
    skillsSoft: u.skills_soft,
    urgency: u.urgency,
    requisitionId: u.requisition_id,
    jdRoleMission: u.jd_role_mission,
    jdResponsibilities: u.jd_responsibilities,
    jdRequirements: u.jd_requirements,
    jdNiceToHave: u.jd_nice_to_have,
    jdBenefits: u.jd_benefits,
  };
}

/** The creator of a job, joined only when they are of the job's organisation. */
const creatorOfJob = and(eq(users.id, jobs.createdBy), eq(users.domain, jobs.domain));

/**
 * The list of My Jobs ('mine': the caller's own jobs) or of the Team ('team': every job of the caller's
 * organisation), newest created first, with the company's and the creator's names
 * (GET jobs, docs/product/jobs.md#my-jobs). Never a job of another organisation.
 */
export async function listJobs(
  db: Db,
  user: { id: string; domain: string },
  opts: { scope: JobScope; limit: number },
): Promise<JobListItem[]> {
  const inOrganisation = eq(jobs.domain, user.domain);
  // Only the card's columns: a job's description fields can hold tens of kilobytes each.
  const rows = await db
    .select({
      id: jobs.id,
      title: jobs.title,
      status: jobs.status,
      companyId: jobs.companyId,
      jobCompanyName: jobs.companyName,
      location: jobs.location,
      datePosted: jobs.datePosted,
      createdAt: jobs.createdAt,
      createdBy: jobs.createdBy,
      companyName: companies.name,
      creatorName: users.name,
    })
    .from(jobs)
    .leftJoin(companies, companyOfJob)
    .leftJoin(users, creatorOfJob)
    .where(opts.scope === 'team' ? inOrganisation : and(inOrganisation, eq(jobs.createdBy, user.id)))
    // As jobs_domain_idx orders them.
    .orderBy(descNullsLast(jobs.createdAt), descNullsLast(jobs.id))
    .limit(opts.limit);
  return rows.map((r) => ({
    id: r.id,
    title: r.title,
    status: r.status,
    company_id: r.companyId,
    company_name: r.companyName ?? r.jobCompanyName,
    location: r.location,
    date_posted: r.datePosted,
    created_at: r.createdAt.toISOString(),
    created_by: r.createdBy,
    created_by_name: r.creatorName,
  }));
}

/** One job of the organisation with its joined company, or null (also for another organisation's job). */
export async function findJob(db: Db, domain: string, id: string): Promise<Job | null> {
  const rows = await db
    .select({ job: jobs, company: companyColumns })
    .from(jobs)
    .leftJoin(companies, companyOfJob)
    .where(and(eq(jobs.id, id), eq(jobs.domain, domain)))
    .limit(1);
  const row = rows[0];
  return row ? toApi(row.job, row.company) : null;
}

/** Inserts a job. @returns its id. */
export async function insertJob(db: Db | Tx, values: JobInsert): Promise<string> {
  const rows = await db.insert(jobs).values(values).returning({ id: jobs.id });
  return rows[0]!.id;
}

/** Updates a job of the organisation. @returns false when there is no such job there. */
export async function updateJobRow(db: Db | Tx, domain: string, id: string, values: Partial<JobInsert>) {
  const rows = await db
    .update(jobs)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(jobs.id, id), eq(jobs.domain, domain)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/** Deletes a job of the organisation. @returns false when there is no such job there. */
export async function deleteJobRow(db: Db, domain: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.domain, domain)))
    .returning({ id: jobs.id });
  return rows.length > 0;
}

/**
 * The companies a user may choose for a job: every one of their organisation, by name, also those they are
 * not yet a member of (choosing one makes them a member; docs/product/jobs.md#access).
 */
export async function listCompanyOptions(db: Db, domain: string): Promise<JobCompanyOption[]> {
  return db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.domain, domain))
    .orderBy(asc(companies.name), asc(companies.id));
}

/** A company the user may use, or null. */
export async function findCompanyOption(db: Db, domain: string, id: string) {
  const rows = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(and(eq(companies.id, id), eq(companies.domain, domain)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * Adds the user to the company's members; the (user, company) pair is unique
 * (docs/product/jobs.md#add-a-job).
 */
export async function upsertMembership(db: Db, userId: string, companyId: string): Promise<void> {
  await db.insert(companyMemberships).values({ userId, companyId }).onConflictDoNothing();
}

/** The profile a background task acts for: id, e-mail and organisation; null when the user is gone. */
export async function findTaskUser(db: Db, id: string) {
  const rows = await db
    .select({ id: users.id, email: users.email, domain: users.domain, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  const user = rows[0];
  return user?.isActive ? user : null;
}
