import type { FastifyBaseLogger } from 'fastify';

/** What a handler learns about the task it runs. `attempt` counts from 1; a task runs at most `retryLimit + 1` times. */
export type TaskContext = {
  id: string;
  name: string;
  attempt: number;
  retryLimit: number;
  /** Aborted when the task's `expireInSeconds` pass; the queue then counts the attempt as failed. */
  signal: AbortSignal;
};

/** Runs one task. Resolving completes it (the value is kept as its output); throwing fails the attempt. */
export type TaskHandler<T> = (data: T, task: TaskContext) => Promise<unknown>;

/** A task that failed every attempt (or expired on the last one), as given to `onFailed`. */
export type FailedTask<T = unknown> = { name: string; data: T; error: string };

export type RegisterOptions<T = unknown> = {
  /** Retries after the first attempt (default 3). */
  retryLimit?: number;
  /** Seconds before the first retry (default 1); with `retryBackoff` it roughly doubles each time, jittered. */
  retryDelay?: number;
  /** Exponential back-off between retries (default true). */
  retryBackoff?: boolean;
  /** Seconds an attempt may run before it is failed (default 900). */
  expireInSeconds?: number;
  /** Tasks of this name run at once in this process (default 1). */
  concurrency?: number;
  /** Called once when a task has failed for good, after the queue-wide `onFailed`. */
  onFailed?: (job: FailedTask<T>) => Promise<void> | void;
};

export type SendOptions = {
  /**
   * At most one task per (name, singletonKey) waiting or running: while one is, `send` enqueues nothing and
   * returns null (e.g. one GenerateJD per task at a time).
   */
  singletonKey?: string;
  /** Delay before the task may start, in seconds. */
  startAfterSeconds?: number;
  /**
   * At most one task per (name, onceKey) is ever enqueued: `send` returns null when one was, whatever its
   * state (as long as the queue keeps the task: 12 hours after it ended). Cluster tasks use it
   * (cluster-tasks.ts).
   */
  onceKey?: string;
};

export type TaskState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** A stored task as `getTask` returns it. */
export type TaskRecord = {
  id: string;
  name: string;
  state: TaskState;
  data: unknown;
  output: unknown;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  completedOn: Date | null;
};

/**
 * A Postgres-backed background task queue (DESIGN.md, AI). Tasks live
 * in the database, so any app instance may send and any may work them; a task that fails every retry stays
 * recorded as failed, is logged, and reaches `onFailed`.
 */
export type TaskQueue = {
  /** Installs or migrates the queue schema and starts the workers registered so far. */
  start: () => Promise<void>;
  /** Stops fetching, waits up to `timeoutMs` (default 10 s) for running tasks, and closes connections. */
  stop: (opts?: { timeoutMs?: number }) => Promise<void>;
  /** Works tasks of `name` in this process; before `start` the worker starts with it. @throws if registered twice. */
  register: <T extends object>(
    name: string,
    handler: TaskHandler<T>,
    opts?: RegisterOptions<T>,
  ) => Promise<void>;
  /** Enqueues a task. @returns its id, or null when `singletonKey` found one waiting or running. @throws before start. */
  send: <T extends object>(name: string, data: T, opts?: SendOptions) => Promise<string | null>;
  /** A task by queue name and id, or null. */
  getTask: (name: string, id: string) => Promise<TaskRecord | null>;
  /**
   * Cancels tasks of `name` that have not ended (waiting, retrying or active: an active task whose worker died
   * stays active until it expires). A cancelled task is never retried and no longer holds its singletonKey.
   */
  cancel: (name: string, ids: string[]) => Promise<void>;
};

export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Defaults of every queue this app creates (retried, then recorded). */
export const QUEUE_DEFAULTS = {
  retryLimit: 3,
  retryDelay: 1,
  retryBackoff: true,
  expireInSeconds: 900,
} as const;

/** The queue that receives a copy of each task of `name` that failed for good. */
export const deadLetterName = (name: string) => `${name}.dead`;
