import {
  type addCandidateToStageBody,
  type Candidate,
  type CandidateDetailResponse,
  type candidateFieldsBody,
  candidateMessages,
  candidateWriteMessages,
  isValidEmail,
  jobMessages,
  jobScore,
  linkedinProfileUrl,
  normalizeLinkedinUrl,
} from '@rw/core';
import type { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { isUniqueViolation } from '#src/lib/pg-errors.js';
import { findJob } from '#src/modules/jobs/index.js';
import type { Caller } from '#src/plugins/auth.js';
import { addCandidatesToStage } from './candidate-stage.queries.js';
import {
  type CandidateInsert,
  type CandidateRow,
  findCandidate,
  insertCandidate,
  isJobInOrganisation,
  listCandidateJobs,
  listCandidateStageRecords,
  toCandidate,
  updateCandidateRow,
} from './candidates.queries.js';

/** The candidate fields of a create or update body, validated (absent fields stay unchanged). */
type CandidateFields = z.output<typeof candidateFieldsBody>;

const candidateNotFound = () => notFound(candidateMessages.candidateNotFound);

/** An empty text is no value. */
const blank = (v: string | null | undefined) => (v === undefined ? undefined : v?.trim() ? v : null);

/**
 * The validated body as columns (fields left out stay undefined, unchanged): empty texts become null, the
 * LinkedIn link is made a full link and its dedupe key derived (normalizeLinkedinUrl), a new CV text stamps
 * cv_last_updated.
 * @throws AppError VALIDATION 'Invalid email format' (docs/product/candidates.md#messages).
 */
function toColumns(f: CandidateFields): Partial<CandidateInsert> {
  const email = blank(f.email);
  if (email && !isValidEmail(email)) throw new AppError('VALIDATION', candidateMessages.invalidEmail);
  const linkedin = blank(f.linkedin_url);
  const cvText = blank(f.cv_text);
  return {
    firstName: blank(f.first_name),
    lastName: blank(f.last_name),
    email,
    phone: blank(f.phone),
    location: blank(f.location),
    currentTitle: blank(f.current_title),
    currentCompany: blank(f.current_company),
    linkedinUrl: linkedin === undefined ? undefined : linkedinProfileUrl(linkedin),
    linkedinKey: linkedin === undefined ? undefined : normalizeLinkedinUrl(linkedin),
    linkedinRawText: blank(f.linkedin_raw_text),
    cvText,
    cvLastUpdated: cvText === undefined ? undefined : cvText ? new Date() : null,
  };
}

/** @throws AppError VALIDATION when the candidate would have neither a first nor a last name. */
function requireName(row: { firstName?: string | null; lastName?: string | null }) {
  if (!row.firstName && !row.lastName) throw new AppError('VALIDATION', candidateWriteMessages.nameRequired);
}

/** Runs a write, turning a LinkedIn key already taken in the organisation into 409 CONFLICT. */
async function writing<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', candidateWriteMessages.linkedinTaken);
    throw error;
  }
}

/**
 * Creates a candidate in the caller's organisation (POST candidates, docs/product/candidates.md#data),
 * recording the caller's e-mail as created_by_email.
 * @throws AppError VALIDATION (no first or last name; 'Invalid email format'), CONFLICT when the organisation
 *   already has a candidate with the same normalised LinkedIn URL.
 */
export async function createCandidate(opts: {
  db: Db;
  caller: Caller;
  fields: CandidateFields;
}): Promise<Candidate> {
  const { db, caller, fields } = opts;
  const values = toColumns(fields);
  requireName(values);
  const row = await writing(() =>
    insertCandidate(db, { ...values, createdByEmail: caller.email, domain: caller.domain }),
  );
  return toCandidate(row);
}

/**
 * Changes fields of candidate `id` of the caller's organisation (PATCH candidates,
 * docs/product/candidates.md#data).
 * @throws AppError NOT_FOUND 'Candidate not found' (also for another organisation's candidate), VALIDATION
 *   and CONFLICT as `createCandidate`.
 */
export async function updateCandidate(opts: {
  db: Db;
  caller: Caller;
  id: string;
  fields: CandidateFields;
}): Promise<Candidate> {
  const { db, caller, id, fields } = opts;
  const current = await findCandidate(db, caller.domain, id);
  if (!current) throw candidateNotFound();
  const values = toColumns(fields);
  requireName({
    firstName: values.firstName === undefined ? current.firstName : values.firstName,
    lastName: values.lastName === undefined ? current.lastName : values.lastName,
  });
  const row: CandidateRow | null = await writing(() => updateCandidateRow(db, caller.domain, id, values));
  if (!row) throw candidateNotFound();
  return toCandidate(row);
}

/**
 * The candidate page's data for candidate `id` (docs/product/candidates.md#candidate-page): the candidate,
 * their stage records in the organisation's jobs newest entered first, those jobs (in the order of their
 * newest record) and the summary: primaryJobId is current_primary_job_id when that job is the
 * organisation's, else the job of the newest record, else null; totalJobs counts the distinct jobs with
 * records. Each job carries the candidate's Job Score there (core `jobScore` over the Overall each record
 * uses, docs/product/candidates.md#job-score).
 * @throws AppError NOT_FOUND 'Candidate not found' (also for another organisation's candidate).
 */
export async function getCandidateDetail(opts: {
  db: Db;
  caller: Caller;
  id: string;
}): Promise<CandidateDetailResponse> {
  const { db, caller, id } = opts;
  const row = await findCandidate(db, caller.domain, id);
  if (!row) throw candidateNotFound();
  const records = await listCandidateStageRecords(db, caller.domain, id);
  const jobIds = [...new Set(records.map((r) => r.job_id))];
  const primary = row.currentPrimaryJobId;
  const [jobs, primaryVisible] = await Promise.all([
    listCandidateJobs(db, caller.domain, jobIds),
    primary && !jobIds.includes(primary) ? isJobInOrganisation(db, caller.domain, primary) : !!primary,
  ]);
  const byId = new Map(
    jobs.map((j) => {
      const here = records.filter((r) => r.job_id === j.id);
      const scores = here.map((r) => ({
        overall_match: r.overall_used,
        progressed_already: r.progressed_already,
      }));
      return [j.id, { ...j, job_score: jobScore(scores) }];
    }),
  );
  return {
    candidate: toCandidate(row),
    summary: {
      primaryJobId: primary && primaryVisible ? primary : (records[0]?.job_id ?? null),
      totalJobs: jobIds.length,
    },
    stage_records: records,
    jobs: jobIds.flatMap((jobId) => byId.get(jobId) ?? []),
  };
}

/**
 * The original's RPC add_candidate_to_stage for one candidate (docs/product/candidates.md#import): puts a
 * candidate of the organisation into a stage of one of its jobs (idempotent; the job becomes their primary
 * job when they have none). @returns added: false when the candidate already was in that stage.
 * @throws AppError NOT_FOUND 'Job not found' or 'Candidate not found' (also across organisations).
 */
export async function addCandidateToJobStage(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
  body: z.output<typeof addCandidateToStageBody>;
}): Promise<{ added: boolean }> {
  const { db, caller, jobId, body } = opts;
  if (!(await findJob(db, caller.domain, jobId))) throw notFound(jobMessages.notFound);
  if (!(await findCandidate(db, caller.domain, body.candidate_id))) throw candidateNotFound();
  const { candidate_id, ...placement } = body;
  const added = await addCandidatesToStage(db, { jobId, placement, candidateIds: [candidate_id] });
  return { added: added > 0 };
}
