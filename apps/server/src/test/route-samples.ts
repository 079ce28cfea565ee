import crypto from 'node:crypto';
import { addLayer, defaultWorkflow, GLANCE_STAGE_ID, type Role, type Workflow } from '@rw/core';
import type { LightMyRequestResponse } from 'fastify';
import { vi } from 'vitest';
import type { CallOptions, TestContext } from './harness.js';
import { multipartFile } from './multipart.js';
import { fillPath, type JsonSchema, type Operation } from './openapi-operations.js';
import { minimalSample, resolveSchema } from './schema-sample.js';

/*
 * A valid request for any documented operation, with the records it names taken from one organisation or
 * another: the tenancy matrix and the hostile-input suite build their calls here. A new route is covered as
 * long as its ids are of a kind listed below and its body can be sampled from its schema (or has a sample
 * here); otherwise `requestSlots` / `buildRequest` throw and say what to add.
 */

/** What a tenant-owned id in a request names. */
export type IdKind =
  | 'company'
  | 'job'
  | 'candidate'
  | 'duplicateCandidate'
  | 'candidateEmail'
  | 'candidateLinkedin'
  | 'candidatesCursor'
  | 'stageRecord'
  | 'scoringRun'
  | 'aiTask'
  | 'import'
  | 'notification'
  | 'screenEvaluation'
  | 'evaluationsCursor'
  | 'review'
  | 'reviewsCursor'
  | 'organization'
  | 'usageCursor'
  | 'user'
  | 'accessEntry'
  | 'activity'
  | 'activitiesCursor'
  | 'auditCursor'
  | 'invitation'
  | 'inviteEmail'
  | 'pipelineOperation'
  | 'storedFile'
  | 'documentImport'
  | 'documentImportFile'
  | 'cvSorterSearch'
  | 'cvSorterCandidate'
  | 'companyDescription'
  | 'companyDatasetCursor'
  | 'trainerCandidate'
  | 'trainerRun'
  | 'accessToken'
  | 'linkedinParse';

/** One organisation's record of each kind (tenant-seed.ts). */
export type OrgIds = Record<IdKind, string>;

/** A place in a request that names a tenant's record: a path or query parameter, or a body property. */
export type Slot = { in: 'path' | 'query' | 'body'; name: string; kind: IdKind; list?: boolean };

/**
 * Whether the client makes up the id in `slot` itself (the import id of an upload, so a retried upload is
 * recognised). Such ids are unique per organisation: another organisation's behaves as an unknown one, a new
 * import, as long as the caller's organisation has not used it itself.
 */
export const isClientChosen = (slot: Slot) => slot.in === 'query' && slot.kind === 'import';

/** Path parameters naming a record, by the segment before them. */
const pathKinds: Record<string, IdKind> = {
  'companies/{id}': 'company',
  'jobs/{id}': 'job',
  'jobs/{jobId}': 'job',
  'candidates/{id}': 'candidate',
  'score/{runId}': 'scoringRun',
  'stage-records/{recordId}': 'stageRecord',
  'tasks/{taskId}': 'aiTask',
  'notifications/{id}': 'notification',
  'screen-evaluations/{id}': 'screenEvaluation',
  'reviews/{id}': 'review',
  'organizations/{id}': 'organization',
  'users/{id}': 'user',
  'access-list/{id}': 'accessEntry',
  'imports/{importId}': 'import',
  'operations/{operationId}': 'pipelineOperation',
  'files/{fileId}': 'storedFile',
  'document-imports/{importId}': 'documentImport',
  'files/{importFileId}': 'documentImportFile',
  'invitations/{id}': 'invitation',
  'searches/{id}': 'cvSorterSearch',
  'candidates/{candidateId}': 'cvSorterCandidate',
  'company-dataset/{id}': 'companyDescription',
  'access-tokens/{id}': 'accessToken',
  'parses/{id}': 'linkedinParse',
};

/** Path parameters whose segment says too little: by the operation's path and the parameter. */
const pathKindsOfRoute: Record<string, IdKind> = {
  '/api/data-trainer/candidates/{id}/scores#id': 'trainerCandidate',
  '/api/data-trainer/runs/{id}#id': 'trainerRun',
  '/api/data-trainer/runs/{id}/adopt#id': 'trainerRun',
};

/**
 * Path parameters that name no record: the value every request uses. A scoring instructions version is a
 * number within the caller's organisation (each has its own version 1), looked up in the caller's only.
 */
const pathValues: Record<string, string> = {
  'versions/{version}': '1',
  'stages/{blockId}': 'stage_1',
  'ai/{task}': 'salary',
};

/** Query parameters naming a record: `name`, or `path?name` where the name alone says too little. */
const queryKinds: Record<string, IdKind> = {
  import_id: 'import',
  organization_id: 'organization',
  '/api/candidates?email': 'candidateEmail',
  '/api/candidates?linkedin_url': 'candidateLinkedin',
  '/api/candidates?cursor': 'candidatesCursor',
  '/api/screen-evaluations?cursor': 'evaluationsCursor',
  '/api/reviews?cursor': 'reviewsCursor',
  '/api/admin/usage?cursor': 'usageCursor',
  '/api/analytics/activity/timeline?cursor': 'activitiesCursor',
  '/api/analytics/activity/timeline?user_id': 'user',
  '/api/organization/audit-log?cursor': 'auditCursor',
  '/api/organization/audit-log?user_id': 'user',
  '/api/organization/audit-log/export?user_id': 'user',
  '/api/analytics/performance?job_id': 'job',
  '/api/analytics/performance?company_id': 'company',
  '/api/analytics/performance?recruiter_id': 'user',
  '/api/analytics/performance/export?job_id': 'job',
  '/api/analytics/performance/export?company_id': 'company',
  '/api/analytics/performance/export?recruiter_id': 'user',
  '/api/cv-sorter/company-dataset?cursor': 'companyDatasetCursor',
};

/**
 * Query parameters, besides the optional ones left out, that name no record: the value requests use (the
 * job list's widest scope, the organisation's every job).
 */
const queryValues: Record<string, string> = { stage_id: GLANCE_STAGE_ID, scope: 'team' };

/** Top-level body properties naming a record (a list for `*_ids`). */
const bodyKinds: Record<string, IdKind> = {
  company_id: 'company',
  jobId: 'job',
  job_id: 'job',
  candidate_id: 'candidate',
  candidate_ids: 'candidate',
  duplicate_id: 'duplicateCandidate',
  target_job_id: 'job',
  organization_id: 'organization',
  candidateIds: 'cvSorterCandidate',
};

/** Body properties naming a record in one operation's body only (a name other bodies use for other things). */
const bodyKindsOf: Record<string, Record<string, IdKind>> = {
  // An invitation is for an e-mail of the caller's own organisation.
  'POST /api/organization/invitations': { email: 'inviteEmail' },
};

/** Names that look like ids but name no tenant's record: a stage, a workflow layer, a launcher app, a job's own requisition number. */
const notIds = new Set(['stage_id', 'layer_id', 'appId', 'requisition_id', 'to_stage_id', 'operation_id']);

const idLike = (name: string, schema: JsonSchema) => {
  const s = resolveSchema(schema);
  const items = s.items && typeof s.items === 'object' ? resolveSchema(s.items as JsonSchema) : {};
  return (
    /(_id|Id|_ids|Ids)$/.test(name) ||
    /cursor|email|linkedin/i.test(name) ||
    s.format === 'uuid' ||
    items.format === 'uuid'
  );
};

/** A custom layer (stage_1) after the fixed ones: the workflow requests save. */
export function sampleWorkflow(): Workflow {
  const edit = addLayer(defaultWorkflow(), { title: 'Technical Interview', emoji: '💻' });
  if (!edit.ok) throw new Error(edit.error.message);
  return edit.workflow;
}

/** A Role Builder description and canvas node: what its requests carry. */
const roleDescriptionSample = {
  role_mission: 'Build the payments platform.',
  responsibilities: ['Design payment services'],
  requirements: ['Go'],
  nice_to_have: [],
  benefits: [],
};
const roleNodeSample = () => ({ id: 'node-1', type: 'technical', x: 240, y: 20 });

/** Bodies the schema cannot describe well enough to sample (ids are set from the slots afterwards). */
const bodySamples: Record<string, (unique: string) => unknown> = {
  'PUT /api/jobs/{id}/workflow': () => ({ workflow: sampleWorkflow() }),
  'PUT /api/jobs/{id}/stages/{blockId}/details': () => ({
    layer_id: 'stage_1',
    details: { interviewPlan: '40 minutes of pairing' },
  }),
  'POST /api/jobs/{jobId}/candidates': () => ({ stage_id: GLANCE_STAGE_ID }),
  'POST /api/jobs/{jobId}/candidates/score': () => ({ stage_id: GLANCE_STAGE_ID }),
  'POST /api/jobs/{jobId}/candidates/export': () => ({ stage_id: GLANCE_STAGE_ID, view: 'process' }),
  'PUT /api/stage-records/{recordId}/scorecards/mine': () => ({ ac1_score: 7, feedback: 'Clear answers.' }),
  'POST /api/admin/access-list': (unique) => ({ email: `invitee-${unique}@example.com`, role: 'recruiter' }),
  'POST /api/admin/organizations': (unique) => ({
    domain: `org-${unique}.example.com`,
    name: 'Sample Organisation',
    openai_api_key: 'sk-test-sample-key',
  }),
  'PUT /api/admin/settings': () => ({ openai_api_key: 'sk-test-domain-key' }),
  'POST /api/setup': (unique) => ({
    name: 'Second Owner',
    email: `owner-${unique}@example.com`,
    password: 'correct-horse-battery',
  }),
  'POST /api/analyze-transcript': () => ({
    transcript: 'Interviewer: Tell me about your last role.\nCandidate: I led the payments team.',
  }),
  'POST /api/screen-evaluations': () => ({
    transcript: 'Interviewer: Hello.',
    analysis: '## Summary\nGood.',
  }),
  'POST /api/reviews': () => ({
    job_description: 'Payments Engineer.\n- Five years of Go',
    candidate_cv: 'Built payment services in Go for five years.',
    candidate_name: 'Ann Example',
    job_title: 'Payments Engineer',
    pronouns: 'they/them',
  }),
  'POST /api/generate-tone': () => ({ sampleText: 'We build calm, reliable software for clinics.' }),
  'POST /api/jobs/import/text': () => ({ text: 'Senior Payments Engineer in Leeds. Go and PostgreSQL.' }),
  'POST /api/jobs/brief': () => ({ title: 'Payments Engineer', brief: 'A backend engineer for payments.' }),
  'POST /api/jobs': () => ({ title: 'Payments Engineer' }),
  'POST /api/candidates': () => ({ first_name: 'Ann', last_name: 'Example' }),
  // The seeded candidate's name (tenant-seed.ts): the confirmation an erasure needs.
  'DELETE /api/candidates/{id}': () => ({ confirm: 'Ann Example' }),
  // The client makes the operation id, a new one per request. The body is a union, so its candidate ids are
  // no slot: a random one keeps the request valid, and the job in the path decides the answer.
  'POST /api/jobs/{jobId}/pipeline/operations': () => ({
    operation_id: crypto.randomUUID(),
    kind: 'set_owner',
    action_owner: 'hiring_manager',
    candidate_ids: [crypto.randomUUID()],
  }),
  'PUT /api/pipeline/rejection-reasons': () => ({ reasons: ['Not qualified', 'Other'] }),
  // System Settings: a public URL (nothing is sent to it by saving), a real tone, a retention that erases
  // nobody the matrix made (they are all active today).
  'PUT /api/organization/settings/webhook': () => ({ url: 'https://hooks.example.com/rw' }),
  'PUT /api/organization/settings/default-tone': () => ({ tone: 'Plain and warm.' }),
  'POST /api/organization/settings/retention/preview': () => ({ months: 12 }),
  'POST /api/organization/settings/retention/erase': () => ({ months: 12, expected_count: 0 }),
  'POST /api/jobs/{jobId}/documents/imports': () => ({
    stage_id: 'talent_screen',
    files: [{ name: 'ann-example-cv.txt', size: 64 }],
  }),
  'POST /api/document-imports/{importId}/files/{importFileId}/confirm': () => ({ same_person: true }),
  'POST /api/role-builder/description': () => ({ title: 'Payments Engineer', answers: { q5: 'Go' } }),
  'POST /api/role-builder/criteria': () => ({
    title: 'Payments Engineer',
    description: roleDescriptionSample,
  }),
  'POST /api/role-builder/jobs': () => ({ title: 'Payments Engineer', description: roleDescriptionSample }),
  'POST /api/role-builder/import': () => ({
    data: {
      format: 'role-builder',
      version: 1,
      exported_at: '2025-01-01T00:00:00.000Z',
      job: { title: 'Payments Engineer', description: roleDescriptionSample },
      criteria: [],
      nodes: [roleNodeSample()],
    },
  }),
  'POST /api/materialize-workflow': () => ({ nodes: [roleNodeSample()] }),
  'PUT /api/jobs/{id}/role-builder/criteria': () => ({
    criteria: [
      {
        title: 'Go in production',
        evidence: 'cv',
        rubric: [{ min: 0, max: 20, description: 'No Go in production' }],
      },
    ],
  }),
  // The caller's recruiter stays a recruiter: the answer is about the ids, and the account keeps working.
  'PATCH /api/organization/users/{id}': () => ({ role: 'recruiter' }),
  'POST /api/organization/invitations': () => ({ role: 'recruiter' }),
  'POST /api/cv-sorter/searches/{id}/run': () => ({ jobTitle: 'Payments Engineer', jobDescription: 'Go.' }),
  'POST /api/cv-sorter/searches/{id}/estimate': () => ({
    jobTitle: 'Payments Engineer',
    jobDescription: 'Go.',
  }),
  'POST /api/cv-sorter/searches/{id}/save': () => ({ name: 'Saved search' }),
  'PUT /api/data-trainer/candidates/{id}/scores': () => ({
    scores: { companyRelevancy: 7, companyPrestige: 6, roleRelevancy: 8, seniorityMatch: 5 },
  }),
  'POST /api/data-trainer/runs': () => ({
    jobTitle: 'Payments Engineer',
    roleSummary: 'Card payments.',
    metric: 'mae',
    improvementThreshold: 0.2,
  }),
  'POST /api/cv-sorter/searches/{id}/triage': () => ({ category: 'possible' }),
  'POST /api/cv-sorter/searches/{id}/eliminate-by-score': () => ({ threshold: 7 }),
  'POST /api/cv-sorter/company-dataset/import': () => [{ name: 'Sample Co', description: 'Makes samples.' }],
  'POST /api/access-tokens': () => ({ name: 'Content Extractor', expires_in_days: 30 }),
  'PATCH /api/cv-sorter/company-dataset/{id}': () => ({ description: 'Edited.' }),
  'POST /api/linkedin-parser/parses': () => ({
    text: 'Ann Example\nPayments Engineer at Ledgerly (2020 - Present)',
    url: 'https://www.linkedin.com/in/ann-example-sample',
  }),
  'PATCH /api/linkedin-parser/parses/{id}': () => ({ profile: { basics: { label: 'Payments Engineer' } } }),
  'POST /api/linkedin-parser/parses/{id}/save': () => ({ stage_id: GLANCE_STAGE_ID }),
};

/**
 * The file each multipart route reads (documented without a body schema): its name, bytes and type, valid
 * for the route. The keys are the operations that take a multipart upload.
 */
export const multipartFiles: Record<string, { filename: string; bytes: Buffer; type: string }> = {
  'POST /api/jobs/{jobId}/candidates/import': {
    filename: 'people.csv',
    bytes: Buffer.from('First Name,Last Name\nAnn,Example\n'),
    type: 'text/csv',
  },
  'POST /api/documents/text': {
    filename: 'cv.txt',
    bytes: Buffer.from('Ann Example, Payments Engineer.'),
    type: 'text/plain',
  },
  'POST /api/data-trainer/candidates': {
    filename: 'linkedin_candidates_template.csv',
    bytes: Buffer.from('First Name,Last Name,Current Title,Current Company\nAnn,Example,Engineer,Ledgerly\n'),
    type: 'text/csv',
  },
  'POST /api/cv-sorter/searches': {
    filename: 'people.csv',
    bytes: Buffer.from('Name,Title,Company\nAnn Example,Engineer,Ledgerly\n'),
    type: 'text/csv',
  },
  'POST /api/jobs/import/file': {
    filename: 'job.txt',
    bytes: Buffer.from('Senior Payments Engineer in Leeds.'),
    type: 'text/plain',
  },
  'POST /api/document-imports/{importId}/files/{importFileId}': {
    filename: 'ann-example-cv.txt',
    bytes: Buffer.from('Ann Example\nPayments Engineer at Ledgerly (2020 - Present)'),
    type: 'text/plain',
  },
  'POST /api/candidates/{id}/cv': {
    filename: 'ann-example-cv.txt',
    bytes: Buffer.from('Ann Example\nPayments Engineer at Ledgerly (2020 - Present)'),
    type: 'text/plain',
  },
};

/**
 * Where `op`'s request names tenants' records. @throws when a path parameter is not in the tables above,
 * or a query parameter or body property looks like an id (…_id, …Id, uuid, cursor, email) and is not:
 * add it to `pathKinds`/`pathValues`, `queryKinds`/`queryValues`, `bodyKinds` or `notIds`.
 */
export function requestSlots(op: Operation): Slot[] {
  const slots: Slot[] = [];
  for (const p of op.params) {
    if (p.in === 'path') {
      const segment = op.path.split('/').at(op.path.split('/').indexOf(`{${p.name}}`) - 1);
      const where = `${segment}/{${p.name}}`;
      const kind = pathKindsOfRoute[`${op.path}#${p.name}`] ?? pathKinds[where];
      if (kind) slots.push({ in: 'path', name: p.name, kind });
      else if (!(where in pathValues)) throw new Error(`${op.key}: path parameter ${where} has no kind`);
      continue;
    }
    const kind = queryKinds[`${op.path}?${p.name}`] ?? queryKinds[p.name];
    if (kind) slots.push({ in: 'query', name: p.name, kind });
    else if (idLike(p.name, p.schema) && !notIds.has(p.name) && !(p.name in queryValues)) {
      throw new Error(`${op.key}: query parameter ${p.name} looks like an id; give it a kind`);
    }
  }
  const properties = (resolveSchema(op.body?.schema ?? {}).properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, schema] of Object.entries(properties)) {
    const kind = bodyKindsOf[op.key]?.[name] ?? bodyKinds[name];
    if (kind) slots.push({ in: 'body', name, kind, list: /(_ids|Ids)$/.test(name) });
    else if (idLike(name, schema) && !notIds.has(name) && !/email|linkedin/i.test(name)) {
      throw new Error(`${op.key}: body property ${name} looks like an id; give it a kind`);
    }
  }
  return slots;
}

/** A call's URL and options (`ctx.call(op.method, url, options)`). */
export type RouteRequest = { url: string } & Omit<CallOptions, 'cookie'>;

/**
 * A valid request for `op`: every slot filled by `idFor`, required query parameters and the body sampled
 * (bodySamples, else `minimalSample` of the schema), a multipart file where the route reads one.
 * @throws when the body cannot be sampled: add it to `bodySamples`.
 */
export function buildRequest(op: Operation, idFor: (slot: Slot) => string): RouteRequest {
  const slots = requestSlots(op);
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.params) {
    const segment = op.path.split('/').at(op.path.split('/').indexOf(`{${p.name}}`) - 1);
    if (p.in === 'path') {
      const fixed = pathValues[`${segment}/{${p.name}}`];
      if (fixed !== undefined) pathParams[p.name] = fixed;
    } else if (queryValues[p.name] !== undefined) query[p.name] = queryValues[p.name] as string;
    else if (p.required) {
      const value = minimalSample(p.schema);
      if (value === undefined) throw new Error(`${op.key}: no sample for query parameter ${p.name}`);
      query[p.name] = String(value);
    }
  }
  let body: unknown;
  let headers: Record<string, string> | undefined;
  if (op.body) {
    const unique = crypto.randomBytes(4).toString('hex');
    body = bodySamples[op.key]?.(unique) ?? minimalSample(op.body.schema);
    if (body === undefined) throw new Error(`${op.key}: no body sample; add one to bodySamples`);
  }
  const file = multipartFiles[op.key];
  const multipart = file ? multipartFile(file.filename, file.bytes, { type: file.type }) : undefined;
  if (multipart) {
    body = multipart.payload;
    headers = { 'content-type': multipart.contentType };
  }
  for (const slot of slots) {
    const id = idFor(slot);
    if (slot.in === 'path') pathParams[slot.name] = id;
    else if (slot.in === 'query') query[slot.name] = id;
    else (body as Record<string, unknown>)[slot.name] = slot.list ? [id] : id;
  }
  return {
    url: fillPath(op.path, pathParams),
    ...(Object.keys(query).length > 0 ? { query } : {}),
    ...(body !== undefined ? { body } : {}),
    ...(headers ? { headers } : {}),
  };
}

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;

/** A random string shaped like `value`: letters for letters, digits for digits, the rest kept. */
function sameShape(value: string): string {
  const pick = (set: string) => set[crypto.randomInt(set.length)] as string;
  return value
    .replace(/[a-z]/g, () => pick('abcdefghijklmnopqrstuvwxyz'))
    .replace(/[A-Z]/g, () => pick('ABCDEFGHIJKLMNOPQRSTUVWXYZ'))
    .replace(/[0-9]/g, () => pick('0123456789'));
}

/**
 * An id of the same kind and shape as `real` that names nothing: a fresh uuid, a random string of the same
 * shape, an unknown e-mail or LinkedIn profile, or a cursor (base64url) with its row id replaced.
 */
export function unknownLike(kind: IdKind, real: string): string {
  if (kind === 'candidateEmail')
    return `unknown-${crypto.randomBytes(4).toString('hex')}@${real.split('@')[1]}`;
  if (kind === 'candidateLinkedin') {
    return `https://www.linkedin.com/in/unknown-${crypto.randomBytes(4).toString('hex')}`;
  }
  if (kind.endsWith('Cursor')) {
    const text = Buffer.from(real, 'base64url').toString('utf8');
    return Buffer.from(text.replace(UUID, () => crypto.randomUUID())).toString('base64url');
  }
  return /^[0-9a-f-]{36}$/i.test(real) ? crypto.randomUUID() : sameShape(real);
}

/**
 * The role a route needs (docs/product/shell.md#access-list-and-roles): the Admin Panel's API is the
 * platform owner's (docs/product/admin.md#access); the Analytics group (docs/product/analytics.md), User
 * Management (docs/product/admin.md#user-management), the activity list and the rejection reasons' edit
 * (docs/product/pipeline.md#rejection-reasons) are for admins; everything else is for every signed-in member.
 */
export function requiredRole(op: Operation): Role {
  if (op.path.startsWith('/api/admin/')) return 'owner';
  if (op.path.startsWith('/api/analytics/') || op.path.startsWith('/api/organization/')) return 'admin';
  if (op.key === 'GET /api/activities') return 'admin';
  if (op.key === 'DELETE /api/candidates/{id}') return 'admin';
  if (op.key === 'PUT /api/pipeline/rejection-reasons') return 'admin';
  if (op.path === '/api/documents/reparse') return 'admin';
  if (op.key === 'POST /api/cv-sorter/company-dataset/import') return 'admin';
  if (op.path.startsWith('/api/data-trainer')) return 'admin';
  return 'recruiter';
}

/**
 * The background work calls started: AI tasks (202 with a task id: a job's AI task, 'Generate with AI
 * brief'), scoring runs (202 with a run) and Data Trainer runs. Both run in the app's process after answering, so a suite
 * awaits them (`drain`) before it closes the app.
 */
export class StartedTasks {
  private readonly started: {
    url: string;
    cookie: string;
    running: (body: { status?: string }) => boolean;
  }[] = [];

  /** Notes the work `res` (the answer to a call to `url` by `cookie`) started, if it started any. */
  note(res: LightMyRequestResponse, url: string, cookie: string | undefined): void {
    if (res.statusCode !== 202 && res.statusCode !== 201) return;
    if (!cookie || !res.headers['content-type']?.toString().includes('json')) return;
    const body = res.json() as {
      task_id?: string;
      task?: { task_id?: string };
      job?: { id?: string };
      run_id?: string;
      job_id?: string;
    };
    if (url === '/api/data-trainer/runs' && res.statusCode === 202) {
      this.started.push({
        url: `/api/data-trainer/runs/${(body as { id: string }).id}`,
        cookie,
        running: (run) => run.status === 'queued' || run.status === 'running',
      });
      return;
    }
    const taskId = body.task_id ?? body.task?.task_id;
    const jobId = body.job?.id ?? body.job_id ?? /\/api\/jobs\/([^/?]+)/.exec(url)?.[1];
    if (!jobId) return;
    if (taskId) {
      this.started.push({
        url: `/api/jobs/${jobId}/ai/tasks/${taskId}`,
        cookie,
        running: (state) => state.status === 'pending',
      });
    }
    if (body.run_id) {
      this.started.push({
        url: `/api/jobs/${jobId}/candidates/score/${body.run_id}`,
        cookie,
        running: (run) => run.status === 'queued' || run.status === 'running',
      });
    }
  }

  /** Waits until every noted task and run has ended. */
  async drain(ctx: TestContext): Promise<void> {
    for (const work of this.started.splice(0)) {
      await vi.waitFor(
        async () => {
          const res = await ctx.call('GET', work.url, { cookie: work.cookie });
          if (res.statusCode === 200 && work.running(res.json()))
            throw new Error(`${work.url} still running`);
        },
        { timeout: 60_000, interval: 50 },
      );
    }
  }
}
