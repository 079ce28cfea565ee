import { trainerReasons, trainingCompleteMessage, trainingFailedMessage } from '@rw/core';
import { notifyUser } from '#src/modules/notifications/index.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import type { RunRow } from './data-trainer-run.queries.js';

/** The run's last event and a notification to the user who started it. */
export async function announceEnd(deps: DataTrainerDeps, run: RunRow): Promise<void> {
  if (!deps.bus || !run.userId) return;
  await deps.bus.publish(run.userId, {
    type: 'data-trainer.progress',
    data: {
      runId: run.id,
      status: run.status,
      iteration: run.bestIteration,
      phase: 'done',
      done: 0,
      total: 0,
    },
  });
  const completed = run.status === 'completed';
  await notifyUser(deps.db, deps.bus, {
    userId: run.userId,
    type: completed ? 'success' : 'error',
    title: 'Data Trainer',
    message: completed
      ? trainingCompleteMessage(run.trainingSimilarity, run.heldOutSimilarity, run.bestIteration)
      : (run.error ?? trainingFailedMessage(trainerReasons.interrupted)),
    data: { kind: 'data-trainer', runId: run.id, status: run.status },
  });
}
