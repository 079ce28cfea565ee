import pg from 'pg';
import PgBoss from 'pg-boss';
import pino from 'pino';
import { createSingletonSender } from './singleton-send.js';
import {
  deadLetterName,
  type FailedTask,
  type Log,
  QUEUE_DEFAULTS,
  type RegisterOptions,
  type TaskHandler,
  type TaskQueue,
  type TaskRecord,
} from './task-queue.js';

/**
 * Where the queue's statements run: its own connections to `databaseUrl` (a real PostgreSQL), or an existing
 * `pool`, which the embedded PGlite requires: it must be used over the app's one connection, since
 * pglite-socket interleaves concurrent connections' extended-protocol messages (electric-sql/pglite#1046).
 */
export type QueueConnection =
  | { databaseUrl: string; pool?: undefined }
  | { pool: pg.Pool; databaseUrl?: undefined };

export type CreateQueueOptions = QueueConnection & {
  /** Schema of the queue tables (default `pgboss`). */
  schema?: string;
  log?: Log;
  /** Called for every job that failed for good, before the registration's own `onFailed`. */
  onFailed?: (job: FailedTask) => Promise<void> | void;
  /** How often an idle worker looks for jobs sent by other instances, in seconds (default 2, min 0.5). */
  pollingIntervalSeconds?: number;
  /** Connections of the queue's own pool when given `databaseUrl` (default 4). */
  maxConnections?: number;
};

type Registration = { handler: TaskHandler<object>; opts: RegisterOptions<object> };

const policyOf = (o: RegisterOptions<object>) => ({
  retryLimit: o.retryLimit ?? QUEUE_DEFAULTS.retryLimit,
  retryDelay: o.retryDelay ?? QUEUE_DEFAULTS.retryDelay,
  retryBackoff: o.retryBackoff ?? QUEUE_DEFAULTS.retryBackoff,
  expireInSeconds: o.expireInSeconds ?? QUEUE_DEFAULTS.expireInSeconds,
});

const errorText = (output: unknown): string => {
  if (output && typeof output === 'object' && 'message' in output && typeof output.message === 'string')
    return output.message;
  return JSON.stringify(output ?? null);
};

/**
 * A `TaskQueue` on pg-boss 10 (Node 20 compatible). Each name gets a pg-boss queue with the retry policy and a
 * dead-letter queue `<name>.dead`: pg-boss moves a job there when its last attempt fails or expires (also
 * when the process running it died), and this process's dead-letter worker logs it and calls `onFailed`.
 * The failed job itself stays in the job table in state `failed`. Sends in this process wake the local
 * workers at once; other instances' jobs are found by polling.
 */
export function createQueue(opts: CreateQueueOptions): TaskQueue {
  const schema = opts.schema ?? 'pgboss';
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`invalid queue schema: ${schema}`);
  const log = opts.log ?? pino({ name: 'jobs' });
  const pollingIntervalSeconds = opts.pollingIntervalSeconds ?? 2;
  const shared = opts.pool;
  const boss = new PgBoss(
    shared
      ? { db: { executeSql: (text, values) => shared.query(text, values) }, schema, schedule: false }
      : {
          connectionString: opts.databaseUrl,
          schema,
          max: opts.maxConnections ?? 4,
          application_name: 'rw-jobs',
          schedule: false,
        },
  );
  boss.on('error', (err) => log.error({ err }, 'job queue error'));
  // Singleton sends need a transaction of their own, so a pool to check a connection out of.
  let ownPool: pg.Pool | undefined;
  const transactionPool = () => {
    if (shared) return shared;
    if (!ownPool) {
      ownPool = new pg.Pool({
        connectionString: opts.databaseUrl,
        max: 2,
        application_name: 'rw-jobs-singleton',
      });
      ownPool.on('error', () => {
        // An idle connection dropped; the pool replaces it.
      });
    }
    return ownPool;
  };
  const singleton = createSingletonSender({ pool: transactionPool, schema, boss });

  const warnIfPglite = async () => {
    const { rows } = await boss.getDb().executeSql('select version() as version', []);
    if (String(rows[0]?.version).includes('PGlite'))
      log.warn("job queue opened its own connections to PGlite; pass the app's pool (pglite#1046)");
  };

  const registrations = new Map<string, Registration>();
  const workerIds = new Map<string, string[]>();
  const queues = new Map<string, Promise<void>>();
  let starting: Promise<void> | undefined;
  let started = false;
  let stopped = false;

  const ensureQueue = (name: string) => {
    let ready = queues.get(name);
    if (!ready) {
      ready = (async () => {
        await boss.createQueue(deadLetterName(name), { name: deadLetterName(name), ...QUEUE_DEFAULTS });
        await boss.createQueue(name, { name, ...policyOf({}), deadLetter: deadLetterName(name) });
      })();
      ready.catch(() => queues.delete(name));
      queues.set(name, ready);
    }
    return ready;
  };

  const wake = (name: string) => {
    for (const id of workerIds.get(name) ?? []) boss.notifyWorker(id);
  };

  const handleDeadLetter = async (name: string, jobs: PgBoss.JobWithMetadata<object>[]) => {
    for (const job of jobs) {
      const failure: FailedTask<object> = { name, data: job.data, error: errorText(job.output) };
      log.error({ job: name, error: failure.error, data: job.data }, 'job failed after all retries');
      await opts.onFailed?.(failure);
      await registrations.get(name)?.opts.onFailed?.(failure);
    }
  };

  const activate = async (name: string, reg: Registration) => {
    await ensureQueue(name);
    // createQueue keeps an existing queue as it was; the registering process sets the current policy.
    await boss.updateQueue(name, { name, ...policyOf(reg.opts), deadLetter: deadLetterName(name) });
    const ids: string[] = [];
    workerIds.set(name, ids);
    const workOptions = { batchSize: 1, includeMetadata: true as const, pollingIntervalSeconds };
    for (let i = 0; i < (reg.opts.concurrency ?? 1); i++) {
      let self = '';
      self = await boss.work<object>(name, workOptions, async ([job]) => {
        if (!job) return;
        const attempt = job.retryCount + 1;
        const controller = new AbortController();
        const timer = setTimeout(
          () => controller.abort(new Error('job expired')),
          job.expireInSeconds * 1000,
        );
        try {
          return await reg.handler(job.data, {
            id: job.id,
            name,
            attempt,
            retryLimit: job.retryLimit,
            signal: controller.signal,
          });
        } catch (err) {
          const last = attempt > job.retryLimit;
          log.warn({ err, job: name, id: job.id, attempt }, last ? 'job failed' : 'job failed; will retry');
          throw err;
        } finally {
          clearTimeout(timer);
          // Look for the next job now instead of after the polling interval.
          boss.notifyWorker(self);
        }
      });
      ids.push(self);
    }
    await boss.work<object>(deadLetterName(name), workOptions, (jobs) => handleDeadLetter(name, jobs));
  };

  return {
    start: async () => {
      if (stopped) throw new Error('job queue stopped');
      starting ??= (async () => {
        await boss.start();
        if (!shared) await warnIfPglite();
        started = true;
        // A snapshot: handlers registered from here on see `started` and activate themselves.
        for (const [name, reg] of [...registrations]) await activate(name, reg);
      })();
      return starting;
    },
    stop: async ({ timeoutMs = 10_000 } = {}) => {
      if (stopped) return;
      stopped = true;
      if (starting) {
        await starting.catch(() => {});
        await boss.stop({ graceful: true, wait: true, close: true, timeout: timeoutMs });
      }
      await ownPool?.end();
    },
    register: async (name, handler, registerOptions = {}) => {
      if (registrations.has(name)) throw new Error(`a handler for ${name} is already registered`);
      const reg = { handler, opts: registerOptions } as Registration;
      registrations.set(name, reg);
      if (started) await activate(name, reg);
    },
    send: async (name, data, sendOptions = {}) => {
      if (!started || stopped) throw new Error('job queue is not running');
      await ensureQueue(name);
      const options = sendOptions.startAfterSeconds ? { startAfter: sendOptions.startAfterSeconds } : {};
      const key = sendOptions.onceKey ?? sendOptions.singletonKey;
      const id = key
        ? await singleton.send(name, data, key, options, sendOptions.onceKey !== undefined)
        : await boss.send(name, data, options);
      if (id && !sendOptions.startAfterSeconds) wake(name);
      return id;
    },
    cancel: async (name, ids) => {
      if (ids.length > 0) await boss.cancel(name, ids);
    },
    getTask: async (name, id): Promise<TaskRecord | null> => {
      const job = await boss.getJobById<object>(name, id, { includeArchive: true });
      if (!job) return null;
      return {
        id: job.id,
        name: job.name,
        state: job.state,
        data: job.data,
        output: job.output ?? null,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
        createdOn: job.createdOn,
        completedOn: job.completedOn,
      };
    },
  };
}
