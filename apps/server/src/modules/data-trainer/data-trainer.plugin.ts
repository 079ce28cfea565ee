import { isAdminRole, trainerMessages } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import type { CircuitBreakerOptions } from '#src/platform/ai/circuit-breaker.js';
import type { EventBus, Log } from '#src/platform/events/event.js';
import type { RunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import { dataTrainerRoutes } from './data-trainer.routes.js';
import { dataTrainerRunRoutes } from './data-trainer-run.routes.js';
import { dataTrainerUploadRoutes } from './data-trainer-upload.routes.js';

/**
 * What the Data Trainer runs on: the database, the AI layer, and optionally the job queue (a run and the
 * description work are queue tasks there; without one, and for a run given a key of its own, they run in this
 * process), the event bus (`data-trainer.progress`), the runs' clock and, for tests, the circuit breaker's
 * settings.
 */
export type DataTrainerDeps = {
  db: Db;
  ai: AiRuntime;
  queue?: TaskQueue;
  bus?: EventBus;
  log?: Log;
  runs?: RunLifecycle;
  breaker?: CircuitBreakerOptions;
};

/**
 * The Data Trainer's API under /api/data-trainer (docs/product/data-trainer.md#api), for administrators and
 * the owner only: anyone else is refused with 403 'Only administrators can use the Data Trainer.' before the
 * request is read. Everything is the caller's organisation's; another organisation's run, candidate or
 * version answers 404.
 */
export const dataTrainerPlugin: FastifyPluginAsyncZod<DataTrainerDeps> = async (app, deps) => {
  app.addHook('onRequest', async (req, reply) => {
    await app.authenticate(req, reply);
    if (!isAdminRole(req.user.role)) throw new AppError('FORBIDDEN', trainerMessages.adminsOnly);
  });
  await app.register(dataTrainerUploadRoutes, deps);
  await app.register(dataTrainerRoutes, deps);
  await app.register(dataTrainerRunRoutes, deps);
};
