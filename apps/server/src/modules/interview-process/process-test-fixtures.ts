import {
  addBlockRight,
  addLayer,
  defaultWorkflow,
  updateDetails,
  type Workflow,
  type WorkflowEdit,
} from '@rw/core';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { jobInterviewStages, jobStageDetails, jobWorkflows } from '#src/db/schema/index.js';

/** The workflow of a successful core edit (throws otherwise). */
export function ok(e: WorkflowEdit): Workflow {
  if (!e.ok) throw new Error(e.error.message);
  return e.workflow;
}

export const rubric = [
  { min: 0, max: 40, description: 'Little evidence' },
  { min: 41, max: 100, description: 'Strong evidence' },
];

/** Two custom layers, the first with two concurrent steps, and a filled-in scorecard on stage_1. */
export function designed(): Workflow {
  let w = ok(addLayer(defaultWorkflow(), { title: 'Technical Interview', emoji: '💻' }));
  w = ok(addBlockRight(w, 'stage_1', { title: 'Task / Case Study', emoji: '📝' }));
  w = ok(addLayer(w, { title: 'Values Interview', emoji: '🌱' }));
  return ok(
    updateDetails(w, 'stage_1', {
      interviewers: [{ firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test', slack: '@ada' }],
      assessmentCriteria: [{ title: 'TypeScript depth', rubric }],
      interviewPlan: ' 10 min intro, 40 min pairing ',
      killerQuestions: ['  Can you start within a month? ', ''],
    }),
  );
}

export const workflowUrl = (jobId: string) => `/api/jobs/${jobId}/workflow`;

/** Everything a save writes for a job (timestamps and row ids left out), to compare before and after. */
export async function processState(db: Db, jobId: string) {
  const [saved] = await db.select().from(jobWorkflows).where(eq(jobWorkflows.jobId, jobId));
  const rows = await db.select().from(jobInterviewStages).where(eq(jobInterviewStages.jobId, jobId));
  const details = await db.select().from(jobStageDetails).where(eq(jobStageDetails.jobId, jobId));
  return {
    workflow: saved?.workflow ?? null,
    rows: rows
      .map(({ updatedAt, createdAt, id, ...r }) => r)
      .sort((a, b) => a.stageType.localeCompare(b.stageType)),
    details: details.map(({ updatedAt, ...r }) => r).sort((a, b) => a.blockId.localeCompare(b.blockId)),
  };
}
