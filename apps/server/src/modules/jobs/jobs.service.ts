import {
  canDeleteJob,
  type Job,
  type JobFieldsUpdate,
  jobAccessMessages,
  jobMessages,
  type Role,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  deleteJobRow,
  findCompanyOption,
  findJob,
  insertJob,
  toColumns,
  updateJobRow,
  upsertMembership,
} from './jobs.queries.js';

/** Today as YYYY-MM-DD (UTC), the default 'Date Posted' (docs/product/jobs.md#add-a-job). */
export function today(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The company a user chose, checked against their organisation; choosing it adds the user to its members
 * (docs/product/jobs.md#add-a-job).
 * @throws AppError VALIDATION 'Please provide a title and select a company.' for another organisation's or a
 *   missing company (docs/product/jobs.md#messages).
 */
async function useCompany(db: Db, caller: Caller, companyId: string) {
  const company = await findCompanyOption(db, caller.domain, companyId);
  if (!company) throw new AppError('VALIDATION', jobMessages.titleAndCompanyRequired);
  await upsertMembership(db, caller.id, company.id);
  return company;
}

/**
 * Creates a job (POST jobs, docs/product/jobs.md#add-a-job): trimmed title, a company of the caller's
 * organisation, status draft and date today unless given; records `domain` and `created_by`; any other detail
 * fields of a reviewed draft are stored too. Recorded as a `job_created` activity in the same transaction
 * (docs/product/analytics.md#recorded-activity).
 * @returns the job with its joined company. @throws AppError VALIDATION (see `useCompany`).
 */
export async function createJob(opts: { db: Db; caller: Caller; fields: JobFieldsUpdate }): Promise<Job> {
  const { db, caller, fields } = opts;
  const company = await useCompany(db, caller, fields.company_id ?? '');
  const title = (fields.title ?? '').trim();
  const id = await db.transaction(async (tx) => {
    const jobId = await insertJob(tx, {
      ...toColumns(fields),
      title,
      companyId: company.id,
      companyName: company.name,
      status: fields.status ?? 'draft',
      datePosted: fields.date_posted === undefined ? today() : fields.date_posted,
      domain: caller.domain,
      createdBy: caller.id,
    });
    await recordActivity(tx, {
      user: caller,
      action: 'job_created',
      metadata: { jobId, jobTitle: title },
    });
    return jobId;
  });
  return (await findJob(db, caller.domain, id))!;
}

/**
 * Changes any fields of job `id` of the caller's organisation (PATCH jobs, docs/product/jobs.md#job-detail):
 * the modal's and the detail screen's bulk save. Values arrive validated and normalised by the core schema
 * (salary numbers, skills joined with ';', list items trimmed, enum values). A new status is recorded as a
 * `job_status_changed` activity in the same transaction (docs/product/analytics.md#recorded-activity).
 * @throws AppError NOT_FOUND 'Job not found' (also for another organisation's job); VALIDATION for a company
 *   the user may not use.
 */
export async function updateJob(opts: {
  db: Db;
  caller: Caller;
  id: string;
  fields: JobFieldsUpdate;
}): Promise<Job> {
  const { db, caller, id, fields } = opts;
  const current = await findJob(db, caller.domain, id);
  if (!current) throw notFound(jobMessages.notFound);
  const values = toColumns(fields);
  if (fields.company_id !== undefined) {
    const company = await useCompany(db, caller, fields.company_id);
    values.companyName = company.name;
  }
  const statusChanged = fields.status !== undefined && fields.status !== current.status;
  const updated = await db.transaction(async (tx) => {
    if (!(await updateJobRow(tx, caller.domain, id, values))) return false;
    if (statusChanged) {
      await recordActivity(tx, {
        user: caller,
        action: 'job_status_changed',
        metadata: {
          jobId: id,
          jobTitle: fields.title?.trim() || current.title,
          from: current.status,
          to: fields.status,
        },
      });
    }
    return true;
  });
  if (!updated) throw notFound(jobMessages.notFound);
  return (await findJob(db, caller.domain, id))!;
}

/**
 * Job `id` of the caller's organisation, whoever of it created it (docs/product/jobs.md#access).
 * @throws AppError NOT_FOUND 'Job not found'.
 */
export async function getJob(opts: { db: Db; caller: Caller; id: string }): Promise<Job> {
  const { db, caller, id } = opts;
  return (await findJob(db, caller.domain, id)) ?? Promise.reject(notFound(jobMessages.notFound));
}

/**
 * Deletes job `id` of the caller's organisation: its creator or an admin may (docs/product/jobs.md#access).
 * @throws AppError NOT_FOUND 'Job not found' (also for another organisation's job); FORBIDDEN 'Only the person
 *   who created this job, or an admin, can delete it.' for another member.
 */
export async function deleteJob(opts: {
  db: Db;
  caller: Caller & { role: Role };
  id: string;
}): Promise<void> {
  const { db, caller, id } = opts;
  const current = await findJob(db, caller.domain, id);
  if (!current) throw notFound(jobMessages.notFound);
  if (!canDeleteJob(current, caller)) throw new AppError('FORBIDDEN', jobAccessMessages.deleteForbidden);
  if (!(await deleteJobRow(db, caller.domain, id))) throw notFound(jobMessages.notFound);
}
