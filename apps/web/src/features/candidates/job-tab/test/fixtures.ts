import { defaultWorkflow, type JobCandidateRow } from '@rw/core';
import { makeRow } from './rows';

export const JOB_ID = 'job-1';

/** The stage's latest scoring run when none was started (any stage). */
export const noScoringRun = {
  [`GET /api/jobs/${JOB_ID}/candidates/score?stage_id=`]: { json: { run: null } },
};

export const workflowReply = {
  json: { workflow: defaultWorkflow(), source: 'default', requirements: [], updated_at: null },
};

export const ada = makeRow({
  id: 'c1',
  first: 'Ada',
  last: 'Lovelace',
  title: 'Engineer',
  company: 'Analytical Engines',
  totalJobs: 2,
  primary: true,
  overall: 8,
  ac: [8, 7, 9, 6, 10],
  jobScore: 7.5,
  otherJobs: [
    {
      job_id: 'job-2',
      job_title: 'Platform Lead',
      stage_title: 'Talent Screen',
      entered_stage_at: '2025-01-01T00:00:00Z',
    },
  ],
});
export const grace = makeRow({ id: 'c2', first: 'Grace', last: 'Hopper', title: 'Admiral', overall: 5.5 });
export const alan = makeRow({
  id: 'c3',
  first: 'Alan',
  last: 'Turing',
  title: 'Mathematician',
  overall: null,
});

export const listUrl = (stageId = 'glance') => `GET /api/jobs/${JOB_ID}/candidates?stage_id=${stageId}`;

export function listReply(rows: JobCandidateRow[], total = rows.length) {
  return { json: { rows, total } };
}
