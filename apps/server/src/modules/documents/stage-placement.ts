import { defaultWorkflow, pipelineStageOf, type StagePlacement, workflowSchema } from '@rw/core';
import { eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { jobWorkflows } from '#src/db/schema/index.js';

/** Where stage `stageId` of job `jobId` puts a candidate, or null when the job's process has no such stage. */
export async function stagePlacement(db: Db, jobId: string, stageId: string): Promise<StagePlacement | null> {
  const [saved] = await db
    .select({ workflow: jobWorkflows.workflow })
    .from(jobWorkflows)
    .where(eq(jobWorkflows.jobId, jobId));
  const parsed = saved ? workflowSchema.safeParse(saved.workflow) : null;
  const stage = pipelineStageOf(parsed?.success ? parsed.data : defaultWorkflow(), stageId);
  if (!stage) return null;
  const { emoji: _emoji, order: _order, ...placement } = stage;
  return placement;
}
