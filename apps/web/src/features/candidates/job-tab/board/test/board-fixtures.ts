import { defaultWorkflow, type JobCandidateRow, type PipelineOperation, type Workflow } from '@rw/core';
import { makeRow } from '#/features/candidates/job-tab/test/rows';

/** A job id that live events accept (they carry uuids). */
export const JOB_ID = '3c9e2a41-5b7d-4f08-8e61-2a4d9c7b5e13';

/** The board's one list request. */
export const boardUrl = `GET /api/jobs/${JOB_ID}/candidates?status=active`;
export const operationsUrl = `POST /api/jobs/${JOB_ID}/pipeline/operations`;

/** A row in `stageId` (titled `title`), entered on 12 March 2025. */
export function rowIn(stageId: string, title: string, seed: Parameters<typeof makeRow>[0]): JobCandidateRow {
  const row = makeRow({ ...seed, stageId });
  return { ...row, record: { ...row.record, stage_title: title } };
}

export function boardReply(rows: JobCandidateRow[], total = rows.length) {
  return { json: { rows, total } };
}

/** The default process with a custom layer of two concurrent steps after Talent Screen. */
export function workflowWithPairs(): Workflow {
  const w = defaultWorkflow();
  const block = (id: string, title: string) => ({
    id,
    title,
    emoji: '🧪',
    details: { interviewers: [], assessmentCriteria: [], interviewPlan: '', killerQuestions: [] },
  });
  const custom = {
    id: 'stage_1',
    title: 'Stage 1',
    fixed: false,
    blocks: [block('stage_1a', 'Pairing'), block('stage_1b', 'Culture')],
  };
  return { ...w, layers: [...w.layers.slice(0, 3), custom, ...w.layers.slice(3)] } as Workflow;
}

/** The server's answer to a move (undo open for 10 s). */
export function moveAnswer(message: string, stageIds: string[]): PipelineOperation {
  return {
    id: '0b5d8c1e-7f3a-4c2e-9a41-6d2f8e9b1c07',
    job_id: JOB_ID,
    kind: 'move',
    affected: 1,
    message,
    stage_ids: stageIds,
    created_at: '2025-03-15T12:00:00.000Z',
    undo_until: '2025-03-15T12:00:10.000Z',
    undone_at: null,
  };
}
