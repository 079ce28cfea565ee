import type { Db } from '#src/db/client.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import type { EventBus, Log } from '#src/platform/events/event.js';
import type { RunLifecycle } from '#src/platform/queue/run-lifecycle.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import type { FileStorage } from '#src/platform/storage/file-storage.js';

/**
 * What reading uploaded documents into candidates runs on (docs/product/documents.md): the database, the AI
 * layer (the model reads CVs), the file storage, optionally the job queue (files are read there when present,
 * in this process otherwise), the event bus (`documents.import`) and how long work keeps its heartbeat (a
 * batch is stamped while one of its files is read).
 */
export type DocumentImportDeps = {
  db: Db;
  ai: AiRuntime;
  storage: FileStorage;
  queue?: TaskQueue;
  bus?: EventBus;
  log?: Log;
  runs?: RunLifecycle;
};
