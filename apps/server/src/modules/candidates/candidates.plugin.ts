import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import type { Automation } from '#src/platform/automation/automation.service.js';
import type { EventBus, Log } from '#src/platform/events/event.js';
import type { RunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { FileStorage } from '#src/platform/storage/file-storage.js';
import { candidateEraseMergeRoutes } from './candidate-erase-merge.routes.js';
import { candidateImportRoutes } from './candidate-import.routes.js';
import { candidateImportStatusRoutes } from './candidate-import-status.routes.js';
import { candidateRetentionRoutes } from './candidate-retention.routes.js';
import type { RetentionDeps } from './candidate-retention.service.js';
import { candidateScoringRoutes } from './candidate-scoring.routes.js';
import { candidatesRoutes } from './candidates.routes.js';
import { candidatesExportRoutes } from './candidates-export.routes.js';
import { stageScorecardsRoutes } from './stage-scorecards.routes.js';

/**
 * What the candidates area runs on: the database, the AI layer, and optionally the automation queue (the
 * ScoreCandidates instruction runs there when present, in this process otherwise), the event bus
 * (`import.progress`, `import.status`, `scoring.progress`) and the runs' clock
 * (docs/product/candidates.md#interrupted-runs).
 */
export type CandidatesDeps = {
  db: Db;
  ai: AiRuntime;
  automation?: Automation;
  bus?: EventBus;
  log?: Log;
  /** How imports and scoring runs keep and judge their heartbeat (default: the system clock, 5 s, 45 s). */
  runs?: RunLifecycle;
  /** Where candidates' stored files are kept: an erasure removes theirs. */
  storage?: FileStorage;
  /** The clock of data retention's cut-off (default the system clock). */
  now?: () => Date;
};

/**
 * The candidates area's API (docs/product/candidates.md): CSV import into a job, the
 * candidates list and candidate page, a job's candidates, AI scoring, and interviewers' scorecards
 * (docs/product/pipeline.md#scorecards). Every route is scoped to the
 * caller's organisation; another organisation's candidate or job answers 404.
 */
export const candidatesPlugin: FastifyPluginAsyncZod<CandidatesDeps> = async (app, deps) => {
  await app.register(candidateImportRoutes, deps);
  await app.register(candidateImportStatusRoutes, deps);
  await app.register(candidatesRoutes, deps);
  await app.register(candidateScoringRoutes, deps);
  await app.register(candidatesExportRoutes, deps);
  await app.register(candidateEraseMergeRoutes, deps);
  await app.register(stageScorecardsRoutes, deps);
  await app.register(candidateRetentionRoutes, retentionDeps(deps));
};

/** What data retention runs on, from the candidates area's dependencies. */
export function retentionDeps(deps: CandidatesDeps): RetentionDeps {
  return {
    db: deps.db,
    queue: deps.automation?.queue,
    bus: deps.bus,
    storage: deps.storage,
    log: deps.log,
    now: deps.now ?? (() => new Date()),
  };
}
