import {
  applyCriteriaToWorkflow,
  type CreateJobBody,
  createJobBody,
  defaultWorkflow,
  importedJobFields,
  type Job,
  jobMessages,
  materializeNodes,
  nodesFromWorkflow,
  parseRoleBuilderExport,
  type RoleBuilderState,
  type RoleCompanyOption,
  type RoleCriterion,
  type RoleDescription,
  type RoleForm,
  type RoleNode,
  richTextToPlain,
  roleBuilderMessages,
  roleJobFields,
  toAssessmentCriterion,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { getJobWorkflow, saveJobWorkflow } from '#src/modules/interview-process/index.js';
import { createJob, findJob } from '#src/modules/jobs/index.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  findCanvas,
  findRoleCompany,
  listRoleCompanies,
  saveCanvasCriteria,
  saveCanvasNodes,
} from './role-builder.queries.js';

/*
 * The Role Builder's operations (docs/product/role-builder.md): the job, its interview process and its
 * saves are the jobs area's and the interview process's own services; this module adds the canvas (nodes
 * and criteria kept per job) and the rules that turn one into the other.
 */

type Opts = { db: Db; caller: Caller };

/** Job `jobId` of the caller's organisation. @throws AppError NOT_FOUND 'Job not found' (also another organisation's). */
async function requireJob(opts: Opts & { jobId: string }): Promise<Job> {
  return (
    (await findJob(opts.db, opts.caller.domain, opts.jobId)) ?? Promise.reject(notFound(jobMessages.notFound))
  );
}

/**
 * The canvas of job `jobId` (docs/product/role-builder.md#opening-a-job): nodes drawn from the job's
 * interview process and its stored layout, the role's saved criteria, where the process came from and when
 * the canvas was last saved. @throws AppError NOT_FOUND 'Job not found'.
 */
export async function getRoleBuilderState(opts: Opts & { jobId: string }): Promise<RoleBuilderState> {
  const { db, caller, jobId } = opts;
  await requireJob(opts);
  const [{ workflow, source }, canvas] = await Promise.all([
    getJobWorkflow(opts),
    findCanvas(db, caller.domain, jobId),
  ]);
  return {
    job_id: jobId,
    nodes: nodesFromWorkflow({ workflow, stored: canvas?.nodes ?? null }),
    criteria: canvas?.criteria ?? [],
    workflow_source: source,
    saved_at: canvas?.savedAt?.toISOString() ?? null,
  };
}

/**
 * Save Process (the spec's /api/materialize-workflow; docs/product/role-builder.md#save-process): the nodes
 * made the job's workflow by the core rules, saved with the interview process's own save (its checks, stage
 * rows with their durations) together with the layout, in one transaction.
 * @throws AppError NOT_FOUND 'Job not found'; VALIDATION with the broken rule's message.
 */
export async function materializeCanvas(opts: Opts & { jobId: string; nodes: RoleNode[] }) {
  const { db, caller, jobId } = opts;
  await requireJob(opts);
  const [{ workflow }, canvas] = await Promise.all([
    getJobWorkflow(opts),
    findCanvas(db, caller.domain, jobId),
  ]);
  const made = materializeNodes({
    nodes: opts.nodes,
    current: workflow,
    criteria: (canvas?.criteria ?? []).map(toAssessmentCriterion),
  });
  if (!made.ok) throw new AppError('VALIDATION', made.message);
  await saveJobWorkflow({
    ...opts,
    workflow: made.workflow,
    alsoInTransaction: (tx) => saveCanvasNodes(tx, caller.domain, jobId, made.nodes),
  });
  return getRoleBuilderState(opts);
}

/**
 * Save Criteria (docs/product/role-builder.md#assessment-criteria): the criteria become AC1-AC5 (titles and
 * rubrics) of every step of the job's process and are kept as the role's, in one transaction.
 * @throws AppError NOT_FOUND 'Job not found'.
 */
export async function saveRoleCriteria(opts: Opts & { jobId: string; criteria: RoleCriterion[] }) {
  const { caller, jobId, criteria } = opts;
  await requireJob(opts);
  const { workflow } = await getJobWorkflow(opts);
  await saveJobWorkflow({
    ...opts,
    workflow: applyCriteriaToWorkflow(workflow, criteria),
    alsoInTransaction: (tx) => saveCanvasCriteria(tx, caller.domain, jobId, criteria),
  });
  return getRoleBuilderState(opts);
}

/** A job made through the jobs area's own create (its checks, membership, draft, date). */
async function createFromFields(opts: Opts, fields: CreateJobBody): Promise<Job> {
  const parsed = createJobBody.safeParse(fields);
  if (!parsed.success) {
    throw new AppError('VALIDATION', parsed.error.issues[0]?.message ?? jobMessages.titleAndCompanyRequired);
  }
  return createJob({ ...opts, fields: parsed.data });
}

/**
 * Save & Start Process (docs/product/role-builder.md#save--start-process): a real job from the form and the
 * description; with criteria, they are saved on its stages too (Save Criteria before the job existed).
 * @returns the job and its canvas. @throws AppError VALIDATION for a company not of the organisation
 *   ('Please provide a title and select a company.', the jobs area's).
 */
export async function createRoleJob(
  opts: Opts & { form: RoleForm; description: RoleDescription; criteria?: RoleCriterion[] },
): Promise<{ job: Job; state: RoleBuilderState }> {
  const job = await createFromFields(opts, roleJobFields(opts.form, opts.description));
  const state = opts.criteria?.length
    ? await saveRoleCriteria({ ...opts, jobId: job.id, criteria: opts.criteria })
    : await getRoleBuilderState({ ...opts, jobId: job.id });
  return { job, state };
}

/**
 * Import (docs/product/role-builder.md#export-and-import): an export as a new job of company `companyId`,
 * its criteria saved on its stages and its canvas as its process. Everything is checked before the job is
 * made. @throws AppError VALIDATION: the export's message, 'Choose the company of the imported job', or a
 * canvas rule.
 */
export async function importRoleJob(
  opts: Opts & { companyId: string; data: unknown },
): Promise<{ job: Job; state: RoleBuilderState }> {
  const { db, caller, companyId } = opts;
  const parsed = parseRoleBuilderExport(opts.data);
  if (!parsed.ok) throw new AppError('VALIDATION', parsed.message);
  const { criteria, nodes } = parsed.data;
  if (!(await findRoleCompany(db, caller.domain, companyId))) {
    throw new AppError('VALIDATION', roleBuilderMessages.importCompanyRequired);
  }
  const trial = materializeNodes({
    nodes,
    current: defaultWorkflow(),
    criteria: criteria.map(toAssessmentCriterion),
  });
  if (!trial.ok) throw new AppError('VALIDATION', trial.message);
  const job = await createFromFields(opts, importedJobFields(parsed.data, companyId));
  if (criteria.length > 0) await saveRoleCriteria({ ...opts, jobId: job.id, criteria });
  const state = nodes.some((n) => n.type !== 'job-description')
    ? await materializeCanvas({ ...opts, jobId: job.id, nodes })
    : await getRoleBuilderState({ ...opts, jobId: job.id });
  return { job, state };
}

/** The organisation's companies for the form: names, descriptions as plain text, whether a tone is set. */
export async function listCompaniesForRoles(opts: Opts): Promise<RoleCompanyOption[]> {
  const rows = await listRoleCompanies(opts.db, opts.caller.domain);
  return rows.map((c) => ({
    id: c.id,
    name: c.name,
    description: richTextToPlain(c.description),
    has_tone_of_voice: Boolean(c.toneOfVoice?.trim()),
  }));
}
