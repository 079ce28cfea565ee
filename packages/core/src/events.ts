import { z } from 'zod';
import { importProgressEvent, scoringRun } from './candidates/api.js';
import { candidateImportStatus } from './candidates/runs.js';
import { cvSorterProgressEvent } from './cv-sorter/api.js';
import { trainerProgressEvent } from './data-trainer/api.js';
import { documentImportEvent, documentReparseRun } from './documents/imports.js';
import { jobAiTasks } from './jobs.js';
import { notification } from './notifications.js';
import { pipelineChangedEvent } from './pipeline/api.js';

/**
 * `job.ai` event data: the outcome of one AI task on a job, also the `data` of the
 * notification that records it. `reason` is the AI layer's failure reason of a failed task, `detail` what
 * happened in plain words.
 */
export const jobAiEvent = z.object({
  kind: z.literal('job.ai'),
  taskId: z.string(),
  jobId: z.string(),
  task: z.enum(jobAiTasks),
  status: z.enum(['completed', 'failed']),
  message: z.string(),
  rationale: z.string().nullable(),
  reason: z.string().optional(),
  /** A failed task: what happened, in plain words (docs/product/ai.md#what-happened). */
  detail: z.string().nullable().optional(),
});
export type JobAiEvent = z.infer<typeof jobAiEvent>;

/**
 * Every event type of the live stream (`GET /api/events`, DESIGN.md, Realtime) and the schema of its `data`.
 * The features publish the others through the event bus; the bus sends `resync` itself when events may
 * have been missed, and the stream opens with `ready`. A new event type is added here first: the server's
 * `publish` accepts only these types with their data.
 */
export const liveEventSchemas = {
  /** A notification as the API returns it (docs/product/notifications.md#notification). */
  notification,
  'job.ai': jobAiEvent,
  'import.progress': importProgressEvent,
  /** An import ended: completed, failed, or interrupted by its server stopping (docs/product/candidates.md#interrupted-runs). */
  'import.status': candidateImportStatus,
  'scoring.progress': scoringRun,
  /** A CV Sorter run's progress and the candidates it finished (docs/product/cv-sorter.md#processing). */
  'cv-sorter.progress': cvSorterProgressEvent,
  /** A Data Trainer run's progress, or the description work of its set's companies (docs/product/data-trainer.md#training). */
  'data-trainer.progress': trainerProgressEvent,
  /** A job's pipeline changed: candidates moved, rejected, hired, added or removed (docs/product/pipeline.md#live). */
  'pipeline.changed': pipelineChangedEvent,
  /** A batch of CVs and LinkedIn PDFs on a stage: every file's state (docs/product/documents.md#upload-on-a-stage). */
  'documents.import': documentImportEvent,
  /** An organisation's 'Re-parse all' run moved on (docs/product/documents.md#re-parsing). */
  'documents.reparse': documentReparseRun,
  resync: z.null(),
  ready: z.null(),
} as const;

export type LiveEventType = keyof typeof liveEventSchemas;
export type LiveEventData<T extends LiveEventType> = z.infer<(typeof liveEventSchemas)[T]>;

/** The type names of the stream, for checks on names that arrive as plain strings. */
export const liveEventTypes = Object.keys(liveEventSchemas) as LiveEventType[];

/**
 * The envelope of every live event: `{ type, data, at }`, `at` an ISO 8601 UTC timestamp. It is also the JSON
 * on the `data:` line of each SSE frame, whose `event:` line repeats the type. `data` is checked per type with
 * `liveEventSchemas` (see `parseLiveEventData`).
 */
export const liveEventEnvelope = z.object({
  type: z.string(),
  data: z.unknown(),
  at: z.iso.datetime(),
});
export type LiveEventEnvelope = z.infer<typeof liveEventEnvelope>;

/** One live event of `type` with its data checked (a union over the types when `T` is left open). */
export type LiveEvent<T extends LiveEventType = LiveEventType> = {
  [K in T]: { type: K; data: LiveEventData<K>; at: string };
}[T];

/**
 * The data of an event too large for one Postgres NOTIFY when another app instance delivers it: only the
 * data's `id` (when it had one) is kept, so the client knows to refetch (DESIGN.md, Realtime).
 */
export const truncatedEventData = z.object({
  truncated: z.literal(true),
  id: z.union([z.string(), z.number()]).optional(),
});
export type TruncatedEventData = z.infer<typeof truncatedEventData>;

export function isLiveEventType(type: string): type is LiveEventType {
  return Object.hasOwn(liveEventSchemas, type);
}

/** Checks `data` against the schema of `type`; the result of zod's `safeParse`. */
export function parseLiveEventData<T extends LiveEventType>(
  type: T,
  data: unknown,
): z.ZodSafeParseResult<LiveEventData<T>> {
  const schemas: { [K in LiveEventType]: z.ZodType<LiveEventData<K>> } = liveEventSchemas;
  return schemas[type].safeParse(data);
}
