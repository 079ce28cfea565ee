import { DEFAULT_REJECTION_REASONS, defaultWorkflow, type PipelineOperation } from '@rw/core';
import type { FetchCall } from '#/test/fetch-mock';
import { makeRow } from './rows';

/*
 * The pipeline actions' tests (docs/product/pipeline.md): a job and candidates with uuids (the operation's
 * answer names the job by uuid), the rejection reasons, and the operation and undo answers.
 */

export const PIPELINE_JOB_ID = '4f5d8a7e-0b7c-4a51-9a55-1c2f0e6a9b10';
export const OTHER_JOB_ID = '9b0c7d3e-2a1f-4c5b-8e6d-7f8a9b0c1d2e';
const base = `/api/jobs/${PIPELINE_JOB_ID}`;

export const cand = {
  ada: '0a1b2c3d-0000-4000-8000-000000000001',
  grace: '0a1b2c3d-0000-4000-8000-000000000002',
  alan: '0a1b2c3d-0000-4000-8000-000000000003',
};

export const pAda = makeRow({ id: cand.ada, first: 'Ada', last: 'Lovelace', overall: 8 });
export const pGrace = makeRow({ id: cand.grace, first: 'Grace', last: 'Hopper', overall: 5.5 });
export const pAlan = makeRow({ id: cand.alan, first: 'Alan', last: 'Turing' });

/** The list request of a stage and Status filter ('GET …/candidates?stage_id=glance&status=active'). */
export const stageList = (stageId = 'glance', status = 'active') =>
  `GET ${base}/candidates?stage_id=${stageId}&status=${status}`;
export const operationsUrl = `POST ${base}/pipeline/operations`;
export const undoUrl = (operationId: string) => `POST ${base}/pipeline/operations/${operationId}/undo`;

/** The answer of an operation: made 10 s undoable on the server's clock (2020, far from the client's). */
export function operationAnswer(call: FetchCall, over: Partial<PipelineOperation> = {}): PipelineOperation {
  const body = call.body as { operation_id: string; kind: PipelineOperation['kind'] };
  return {
    id: body.operation_id,
    job_id: PIPELINE_JOB_ID,
    kind: body.kind,
    affected: 2,
    message: 'Moved 2 candidates to Talent Screen.',
    stage_ids: ['glance', 'talent_screen'],
    created_at: '2020-01-01T00:00:00.000Z',
    undo_until: '2020-01-01T00:00:10.000Z',
    undone_at: null,
    ...over,
  };
}

/** What every panel of these tests loads: the workflow, no scoring run, the reasons and the jobs. */
export const panelRoutes = {
  [`GET ${base}/workflow`]: {
    json: { workflow: defaultWorkflow(), source: 'default', requirements: [], updated_at: null },
  },
  [`GET ${base}/candidates/score?stage_id=`]: { json: { run: null } },
  'GET /api/pipeline/rejection-reasons': { json: { reasons: [...DEFAULT_REJECTION_REASONS] } },
  'GET /api/jobs?scope=team': {
    json: {
      jobs: [
        { id: PIPELINE_JOB_ID, title: 'Data Engineer' },
        { id: OTHER_JOB_ID, title: 'Platform Lead' },
      ].map((j) => ({
        ...j,
        status: 'active',
        company_id: 'co-1',
        company_name: 'Northwind',
        location: null,
        date_posted: null,
        created_at: '2025-01-01T00:00:00.000Z',
        created_by: 'u1',
        created_by_name: null,
      })),
    },
  },
};
