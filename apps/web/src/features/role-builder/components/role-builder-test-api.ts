import { jobDescriptionNode, type RoleBuilderState, type RoleNode } from '@rw/core';
import { vi } from 'vitest';
import { jobRow } from '#/test/job-row';

/*
 * A stub of the API the Role Builder page calls, for its component tests: the jobs area's routes and the
 * Role Builder's, answering by method and path; the description as text/event-stream.
 */

export const JOB_ID = '3f1c2a60-0000-4000-8000-0000000000aa';
export const COMPANY_ID = '3f1c2a60-0000-4000-8000-0000000000cc';

export const technicalNode: RoleNode = {
  id: 'node-stage_1',
  type: 'technical',
  x: 240,
  y: 20,
  blockId: 'stage_1',
  interviewConfig: { title: 'System design', interviewer: 'Sam Lee', duration: 60, notes: '' },
};

export function stateOf(nodes: RoleNode[] = [jobDescriptionNode(), technicalNode]): RoleBuilderState {
  return { job_id: JOB_ID, nodes, criteria: [], workflow_source: 'saved', saved_at: null };
}

export type Call = { method: string; path: string; search: string; body: unknown };

type Options = {
  state?: RoleBuilderState;
  /** The SSE body of POST /api/role-builder/description. */
  stream?: string;
  /** Replies by `'METHOD /path'`, over the defaults. */
  routes?: Record<string, (call: Call) => { status?: number; body: unknown }>;
};

export const sse = (events: { event: string; data: unknown }[]) =>
  events.map((e) => `event: ${e.event}\ndata: ${JSON.stringify(e.data)}\n\n`).join('');

/** Stubs `fetch`. @returns the calls made, in order. */
export function stubRoleApi(opts: Options = {}) {
  const calls: Call[] = [];
  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  const defaults: Record<string, (call: Call) => { status?: number; body: unknown }> = {
    [`GET /api/jobs/${JOB_ID}`]: () => ({
      body: jobRow({
        id: JOB_ID,
        title: 'Payments Engineer',
        company_id: COMPANY_ID,
        company_name: 'Ledgerly',
      }),
    }),
    [`GET /api/jobs/${JOB_ID}/role-builder`]: () => ({ body: opts.state ?? stateOf() }),
    [`GET /api/jobs/${JOB_ID}/candidates`]: () => ({ body: { rows: [], total: 0 } }),
    'GET /api/jobs': () => ({ body: { jobs: [] } }),
    'GET /api/role-builder/companies': () => ({
      body: {
        companies: [
          {
            id: COMPANY_ID,
            name: 'Ledgerly',
            description: 'Calm software for clinics.',
            has_tone_of_voice: true,
          },
        ],
      },
    }),
    'POST /api/materialize-workflow': (call) => ({
      body: { ...stateOf((call.body as { nodes: RoleNode[] }).nodes), saved_at: '2026-01-01T00:00:00.000Z' },
    }),
  };
  const routes = { ...defaults, ...opts.routes };
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const call = {
      method,
      path: url.pathname,
      search: url.search,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    if (method === 'POST' && url.pathname === '/api/role-builder/description') {
      return new Response(opts.stream ?? '', {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    const route = routes[`${method} ${url.pathname}`];
    if (!route) return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    const reply = route(call);
    if (reply.status === 204) return new Response(null, { status: 204 });
    return json(reply.body, reply.status ?? 200);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

/** A row of GET /api/jobs/{id}/candidates (the stage record and its candidate), as the contract has it. */
export function candidateRow(seed: {
  id: string;
  first: string;
  stage: string;
  status: string;
  owner: string;
}) {
  const at = '2026-01-02T00:00:00.000Z';
  return {
    record: {
      id: `rec-${seed.id}`,
      candidate_id: seed.id,
      job_id: JOB_ID,
      stage_id: seed.stage.toLowerCase(),
      stage_category: 'research',
      stage_level: 1,
      stage_substep: null,
      stage_title: seed.stage,
      ac1_score: null,
      ac2_score: null,
      ac3_score: null,
      ac4_score: null,
      ac5_score: null,
      overall_match: null,
      score_rationales: null,
      scored_at: null,
      action_owner: seed.owner,
      progressed_already: false,
      manager_feedback: null,
      entered_stage_at: at,
      last_updated_at: at,
      status: seed.status,
      rejected_at: null,
      rejection_reason: null,
      rejection_note: null,
      rejected_by: null,
      hired_at: seed.status === 'hired' ? at : null,
      scorecards: {
        count: 0,
        overall: null,
        ac1_score: null,
        ac2_score: null,
        ac3_score: null,
        ac4_score: null,
        ac5_score: null,
        latest_interviewer_email: null,
        latest_interviewer_name: null,
        latest_at: null,
      },
      score_source: null,
      overall_used: null,
    },
    candidate: {
      id: seed.id,
      first_name: seed.first,
      last_name: 'Example',
      email: null,
      phone: null,
      location: null,
      current_title: null,
      current_company: null,
      linkedin_url: null,
      current_primary_job_id: null,
    },
    total_jobs: 1,
    is_primary: false,
    other_jobs: [],
    job_score: null,
  };
}
