import crypto from 'node:crypto';
import { appCatalogue, GLANCE_STAGE_ID, scoringNotificationTitles } from '@rw/core';
import { vi } from 'vitest';
import {
  createCompany,
  createJob,
  createOrganisationUser,
  createScreenEvaluation,
  importCandidates,
  saveWorkflow,
  type TestUser,
  uniqueDomain,
} from './factories.js';
import type { Method, TestContext } from './harness.js';
import { multipartFile } from './multipart.js';
import type { IdKind, OrgIds } from './route-samples.js';
import { sampleWorkflow } from './route-samples.js';

/**
 * An organisation with one record of every kind the API names by id (route-samples.ts `IdKind`), made
 * through the API the way users make them: its admin and recruiter, the Admin Panel's organisation row,
 * a company, a job with a saved interview process and a stage's details, a candidate in the job's Glance
 * stage with an interviewer's scorecard on that record and a duplicate of them (what a merge takes), a CSV
 * import, a finished scoring run, a finished AI task, a Data Trainer set with a finished training run and its
 * adopted scoring version, a LinkedIn Parser parse, two Screen Evaluations and two Reviewer reviews (one of
 * each on the candidate), a launcher activity, a pending invitation (and an e-mail of its domain to invite),
 * the admin's personal access token,
 * notifications and metered AI usage. `markers` are the strings that identify its rows and
 * answers (its domain, every id, the candidate's e-mail and LinkedIn URL), but import ids: the client makes
 * those up, and another organisation may use the same one for its own import. `spareImports` are ids of more
 * imports of this organisation, for tests that need one no other organisation has used yet.
 */
export type SeededOrganisation = {
  domain: string;
  admin: TestUser;
  recruiter: TestUser;
  ids: OrgIds;
  markers: string[];
  spareImports: string[];
};

const json = { accept: 'application/json' };

/** A CV Sorter upload of `csv` as `user`. @throws unless 201. */
async function uploadCvSorterCsv(ctx: TestContext, user: TestUser, csv: string) {
  const { payload, contentType } = multipartFile('people.csv', Buffer.from(csv), { type: 'text/csv' });
  return expectOk(ctx, 'POST', '/api/cv-sorter/searches', user, 201, {
    body: payload,
    headers: { 'content-type': contentType },
  }) as Promise<{ search: { id: string }; candidates: { id: string }[] }>;
}

async function expectOk(
  ctx: TestContext,
  method: Method,
  url: string,
  user: TestUser,
  status: number,
  opts: { body?: unknown; query?: Record<string, string>; headers?: Record<string, string> } = {},
) {
  const res = await ctx.call(method, url, { cookie: user.cookie, ...opts });
  if (res.statusCode !== status) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.statusCode === 204 ? null : res.json();
}

/**
 * Seeds an organisation (a new domain unless given) through the API. `owner` is a platform owner (any
 * domain): it creates the organisation row and reads the access list and usage. Needs an app with an AI
 * provider (the mock LLM): scoring and the AI task run in this process, and are awaited until they end.
 */
export async function seedOrganisation(
  ctx: TestContext,
  owner: TestUser,
  opts: { domain?: string; spareImports?: number } = {},
): Promise<SeededOrganisation> {
  const domain = opts.domain ?? uniqueDomain('tenant');
  const admin = await createOrganisationUser(ctx, { role: 'admin', domain });
  const recruiter = await createOrganisationUser(ctx, { role: 'recruiter', domain });
  const tag = crypto.randomBytes(3).toString('hex');

  const organization = await expectOk(ctx, 'POST', '/api/admin/organizations', owner, 201, {
    body: { domain, name: `Organisation ${domain}`, openai_api_key: `sk-test-${tag}-key` },
  });
  const company = await createCompany(ctx, admin, { name: `Ledgerly ${tag}` });
  const job = await createJob(ctx, admin, {
    title: 'Payments Engineer',
    company_id: company.id,
    intake_notes: 'Go, PostgreSQL, five years in payments.',
  });
  await saveWorkflow(ctx, admin, job, sampleWorkflow());
  await expectOk(ctx, 'PUT', `/api/jobs/${job}/stages/stage_1/details`, admin, 200, {
    body: { layer_id: 'stage_1', details: { interviewPlan: '40 minutes of pairing' } },
  });

  const email = `ann.${tag}@mail-${tag}.example`;
  const linkedin = `https://www.linkedin.com/in/ann-example-${tag}`;
  const candidate = await expectOk(ctx, 'POST', '/api/candidates', admin, 201, {
    body: {
      first_name: 'Ann',
      last_name: 'Example',
      email,
      linkedin_url: linkedin,
      cv_text: 'Go, Postgres.',
    },
  });
  await expectOk(ctx, 'POST', `/api/jobs/${job}/candidates`, admin, 201, {
    body: { candidate_id: candidate.id, stage_id: GLANCE_STAGE_ID },
  });
  const detail = await expectOk(ctx, 'GET', `/api/candidates/${candidate.id}`, admin, 200);
  const stageRecord = (detail.stage_records as { id: string }[])[0]?.id ?? '';
  await expectOk(ctx, 'PUT', `/api/stage-records/${stageRecord}/scorecards/mine`, admin, 200, {
    body: { ac1_score: 8, feedback: 'Strong on payments.' },
  });
  // A second record of the same person the dedupe could not see (another e-mail): what a merge takes.
  const duplicate = await expectOk(ctx, 'POST', '/api/candidates', admin, 201, {
    body: { first_name: 'Ann', last_name: 'Example', email: `ann.${tag}@home-${tag}.example` },
  });
  const csvImport = async () => {
    const importId = crypto.randomUUID();
    const res = await importCandidates(
      ctx,
      admin,
      job,
      'First Name,Last Name,Email\nBen,Sample,ben@example.com\nCai,Sample,cai@example.com\n',
      { query: { stage_id: GLANCE_STAGE_ID, import_id: importId } },
    );
    if (res.statusCode !== 200) throw new Error(`import: ${res.statusCode} ${res.body}`);
    return importId;
  };
  const importId = await csvImport();
  const spareImports: string[] = [];
  for (let i = 0; i < (opts.spareImports ?? 0); i++) spareImports.push(await csvImport());

  const run = await expectOk(ctx, 'POST', `/api/jobs/${job}/candidates/score`, admin, 202, {
    body: { stage_id: GLANCE_STAGE_ID },
  });
  const task = await expectOk(ctx, 'POST', `/api/jobs/${job}/ai/salary`, admin, 202, { body: {} });
  // Both run in this process after answering; their last write is the notification that announces the end.
  await vi.waitFor(
    async () => {
      const state = await expectOk(ctx, 'GET', `/api/jobs/${job}/ai/tasks/${task.task_id}`, admin, 200);
      const { notifications } = await expectOk(ctx, 'GET', '/api/notifications', admin, 200);
      const titles = (notifications as { title: string }[]).map((n) => n.title);
      const scored = titles.includes(scoringNotificationTitles.completed);
      if (state.status === 'pending' || !scored) throw new Error('AI work still running');
    },
    { timeout: 30_000, interval: 50 },
  );

  await createScreenEvaluation(ctx, admin, { transcript: 'Interviewer: Hi.', analysis: '## First' });
  const evaluation = await createScreenEvaluation(ctx, admin, {
    transcript: 'Interviewer: Hello.',
    analysis: '## Second',
    candidate_id: candidate.id,
    job_id: job,
  });
  const reviewBody = {
    job_description: 'Payments Engineer.\n- Five years of Go',
    candidate_cv: 'Built payment services in Go for five years.',
    candidate_name: 'Ann Example',
    job_title: 'Payments Engineer',
    pronouns: 'she/her',
  };
  await expectOk(ctx, 'POST', '/api/reviews', admin, 200, { body: reviewBody, headers: json });
  const { review } = await expectOk(ctx, 'POST', '/api/reviews', admin, 200, {
    body: { ...reviewBody, candidate_id: candidate.id, job_id: job },
    headers: json,
  });
  const app = appCatalogue[0];
  if (!app) throw new Error('the launcher catalogue is empty');
  const activity = await expectOk(ctx, 'POST', '/api/activities', admin, 201, {
    body: {
      action: 'app_clicked',
      appId: app.id,
      metadata: { appName: app.name, appType: app.type, section: null, searchQuery: null },
    },
  });

  const operation = await expectOk(ctx, 'POST', `/api/jobs/${job}/pipeline/operations`, admin, 200, {
    body: {
      operation_id: crypto.randomUUID(),
      kind: 'set_owner',
      action_owner: 'hiring_manager',
      candidate_ids: [candidate.id],
    },
  });

  // A CV on the candidate's page, and a batch of 'Upload CV / LinkedIn' on Talent Screen (read in this process).
  const cvText = 'Ann Example\nPayments Engineer at Ledgerly (2020 - Present)\nGo, Postgres.';
  const cvUpload = multipartFile('ann-example-cv.txt', Buffer.from(cvText), { type: 'text/plain' });
  const storedFile = await expectOk(ctx, 'POST', `/api/candidates/${candidate.id}/cv`, admin, 200, {
    body: cvUpload.payload,
    headers: { 'content-type': cvUpload.contentType },
  });
  const batch = await expectOk(ctx, 'POST', `/api/jobs/${job}/documents/imports`, admin, 201, {
    body: { stage_id: 'talent_screen', files: [{ name: 'ben-sample-cv.txt', size: 64 }] },
  });
  const batchFile = multipartFile(
    'ben-sample-cv.txt',
    Buffer.from('Ben Sample\nAnalyst at Ledgerly (2021 - Present)'),
    {
      type: 'text/plain',
    },
  );
  await expectOk(
    ctx,
    'POST',
    `/api/document-imports/${batch.import_id}/files/${batch.files[0].id}`,
    admin,
    200,
    {
      body: batchFile.payload,
      headers: { 'content-type': batchFile.contentType },
    },
  );
  await vi.waitFor(
    async () => {
      const read = await expectOk(ctx, 'GET', `/api/document-imports/${batch.import_id}`, admin, 200);
      if (read.status !== 'completed') throw new Error('CV still being read');
    },
    { timeout: 30_000, interval: 50 },
  );
  const invited = await expectOk(ctx, 'POST', '/api/organization/invitations', admin, 201, {
    body: { email: `pending.${tag}@${domain}`, role: 'recruiter' },
  });
  // A CV Sorter search of the admin with one candidate, and a company description of the organisation.
  const sorter = await uploadCvSorterCsv(
    ctx,
    admin,
    `Name,Title,Company\nAnn Example,Engineer,Ledgerly ${tag}\n`,
  );
  await expectOk(ctx, 'POST', `/api/cv-sorter/searches/${sorter.search.id}/save`, admin, 200, {
    body: { name: `Search ${tag}` },
  });
  await expectOk(ctx, 'POST', '/api/cv-sorter/company-dataset/import', admin, 200, {
    body: [
      { name: `Ledgerly ${tag}`, description: 'Ledgers for small firms.' },
      { name: `Tallyco ${tag}`, description: 'Tally sheets.' },
    ],
  });
  const dataset = await expectOk(ctx, 'GET', '/api/cv-sorter/company-dataset', admin, 200);

  // A Data Trainer set of one candidate (its company described in the dataset above), scored by hand, a
  // finished training run ('mae' measures one candidate) and its instructions adopted as version 1.
  const { payload: trainerCsv, contentType: trainerType } = multipartFile(
    'linkedin_candidates_template.csv',
    Buffer.from(`First Name,Last Name,Current Title,Current Company\nAnn,Example,Engineer,Ledgerly ${tag}\n`),
    { type: 'text/csv' },
  );
  const trainerSet = await expectOk(ctx, 'POST', '/api/data-trainer/candidates', admin, 201, {
    body: trainerCsv,
    headers: { 'content-type': trainerType },
  });
  const trainerCandidate = (trainerSet.candidates as { id: string }[])[0]?.id ?? '';
  await expectOk(ctx, 'PUT', `/api/data-trainer/candidates/${trainerCandidate}/scores`, admin, 200, {
    body: { scores: { companyRelevancy: 7, companyPrestige: 6, roleRelevancy: 8, seniorityMatch: 5 } },
  });
  const trainerRun = await expectOk(ctx, 'POST', '/api/data-trainer/runs', admin, 202, {
    body: {
      jobTitle: 'Payments Engineer',
      roleSummary: 'Ledgers.',
      metric: 'mae',
      improvementThreshold: 0.2,
    },
  });
  await vi.waitFor(
    async () => {
      const run = await expectOk(ctx, 'GET', `/api/data-trainer/runs/${trainerRun.id}`, admin, 200);
      if (run.status !== 'completed') throw new Error(`training run is ${run.status}: ${run.error}`);
    },
    { timeout: 60_000, interval: 50 },
  );
  await expectOk(ctx, 'POST', `/api/data-trainer/runs/${trainerRun.id}/adopt`, admin, 201);

  // A personal access token of the admin.
  const accessToken = await expectOk(ctx, 'POST', '/api/access-tokens', admin, 201, {
    body: { name: `Extension ${tag}`, expires_in_days: 30 },
  });

  // A LinkedIn Parser parse of the admin's (a parse is its user's alone).
  const linkedinParse = await expectOk(ctx, 'POST', '/api/linkedin-parser/parses', admin, 201, {
    body: { text: `Ann Example\nPayments Engineer at Ledgerly ${tag} (2020 - Present)` },
  });
  const { notifications } = await expectOk(ctx, 'GET', '/api/notifications', admin, 200);
  const { entries } = await expectOk(ctx, 'GET', '/api/admin/access-list', owner, 200);
  const accessEntry = (entries as { id: string; email: string | null }[]).find(
    (e) => e.email === recruiter.email,
  );
  // Two setting changes: an audit log with a second page to take a cursor from.
  for (const tone of ['Plain and warm.', 'Plain, warm and brief.']) {
    await expectOk(ctx, 'PUT', '/api/organization/settings/default-tone', admin, 200, { body: { tone } });
  }
  const page = (url: string, user: TestUser, query: Record<string, string>) =>
    expectOk(ctx, 'GET', url, user, 200, { query }).then((p) => {
      if (!p.next_cursor) throw new Error(`${url}: no second page to take a cursor from`);
      return p.next_cursor as string;
    });

  const ids: OrgIds = {
    company: company.id,
    job,
    candidate: candidate.id,
    duplicateCandidate: duplicate.id,
    candidateEmail: email,
    candidateLinkedin: linkedin,
    candidatesCursor: await page('/api/candidates', admin, { limit: '1' }),
    stageRecord,
    scoringRun: run.run_id,
    aiTask: task.task_id,
    import: importId,
    notification: (notifications as { id: string }[])[0]?.id ?? '',
    screenEvaluation: evaluation.id,
    evaluationsCursor: await page('/api/screen-evaluations', admin, { limit: '1' }),
    review: review.id,
    reviewsCursor: await page('/api/reviews', admin, { limit: '1' }),
    organization: organization.id,
    usageCursor: await page('/api/admin/usage', owner, { organization_id: organization.id, limit: '1' }),
    user: recruiter.id,
    accessEntry: accessEntry?.id ?? '',
    activity: activity.id,
    activitiesCursor: await page('/api/analytics/activity/timeline', admin, { limit: '1' }),
    auditCursor: await page('/api/organization/audit-log', admin, { limit: '1' }),
    invitation: invited.invitation.id,
    inviteEmail: `invitee.${tag}@${domain}`,
    pipelineOperation: operation.id,
    storedFile: storedFile.file_id,
    documentImport: batch.import_id,
    documentImportFile: batch.files[0].id,
    cvSorterSearch: sorter.search.id,
    cvSorterCandidate: sorter.candidates[0]?.id ?? '',
    companyDescription: (dataset.companies as { id: string }[])[0]?.id ?? '',
    companyDatasetCursor: await expectOk(ctx, 'GET', '/api/cv-sorter/company-dataset', admin, 200, {
      query: { limit: '1' },
    }).then((p) => p.nextCursor as string),
    trainerCandidate,
    trainerRun: trainerRun.id,
    accessToken: accessToken.token.id,
    linkedinParse: linkedinParse.id,
  };
  for (const [kind, id] of Object.entries(ids)) if (!id) throw new Error(`seed: no ${kind}`);
  const notMarkers: IdKind[] = [
    'candidatesCursor',
    'evaluationsCursor',
    'reviewsCursor',
    'usageCursor',
    'activitiesCursor',
    'auditCursor',
    'companyDatasetCursor',
    'import',
  ];
  const markers = [
    domain,
    admin.id,
    recruiter.id,
    ...Object.entries(ids)
      .filter(([kind]) => !notMarkers.includes(kind as IdKind))
      .map(([, id]) => id),
    ...(notifications as { id: string }[]).map((n) => n.id),
  ];
  return { domain, admin, recruiter, ids, markers: [...new Set(markers)], spareImports };
}
