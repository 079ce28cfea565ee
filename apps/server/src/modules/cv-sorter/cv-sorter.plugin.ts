import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import type { CircuitBreakerOptions } from '#src/platform/ai/circuit-breaker.js';
import type { EventBus, Log } from '#src/platform/events/event.js';
import type { RunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import { companyDatasetRoutes } from './company-dataset.routes.js';
import { cvSorterRoutes } from './cv-sorter.routes.js';
import { cvSorterRunRoutes } from './cv-sorter-run.routes.js';
import { cvSorterUploadRoutes } from './cv-sorter-upload.routes.js';

/**
 * What the CV Sorter runs on: the database, the AI layer, and optionally the job queue (a run is a queue task
 * there; without one it runs in this process), the event bus (`cv-sorter.progress`), the runs' clock
 * (docs/product/cv-sorter.md#processing) and, for tests, the run's circuit breaker settings.
 */
export type CvSorterDeps = {
  db: Db;
  ai: AiRuntime;
  queue?: TaskQueue;
  bus?: EventBus;
  log?: Log;
  runs?: RunLifecycle;
  breaker?: CircuitBreakerOptions;
};

/**
 * The CV Sorter's API under /api/cv-sorter (docs/product/cv-sorter.md#api): searches of the signed-in user,
 * their runs, triage and exports, and the organisation's company dataset. Another user's or organisation's
 * search answers 404.
 */
export const cvSorterPlugin: FastifyPluginAsyncZod<CvSorterDeps> = async (app, deps) => {
  await app.register(cvSorterUploadRoutes, deps);
  await app.register(cvSorterRoutes, deps);
  await app.register(cvSorterRunRoutes, deps);
  await app.register(companyDatasetRoutes, deps);
};
