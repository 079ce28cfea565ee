import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedDb } from '#src/db/embedded.js';
import { createQueue } from './create-queue.js';
import type { FailedTask, Log, TaskQueue, TaskState } from './task-queue.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

// Runs on the embedded PGlite by default and on a fresh database of DATABASE_URL's server when it is set.
let database: TestDatabase;
let queue: TaskQueue;
const failures: FailedTask[] = [];
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Log;
const onSecondInstance: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  queue = createQueue({
    ...database.connection,
    log,
    pollingIntervalSeconds: 0.5,
    onFailed: (job) => {
      failures.push(job);
    },
  });
  // Registered before start: the worker starts with the queue.
  await queue.register<{ text: string }>('test.echo', async (data, job) => ({
    echoed: data.text,
    attempt: job.attempt,
  }));
  await queue.start();
});
afterAll(async () => {
  await queue?.stop({ timeoutMs: 2000 });
  await database?.close();
});

function waitForState(name: string, id: string, states: TaskState[], ms = 15_000) {
  return vi.waitFor(
    async () => {
      const job = await queue.getTask(name, id);
      if (!job || !states.includes(job.state)) {
        throw new Error(`job ${name} ${id} is ${job?.state}, not ${states.join('/')}`);
      }
      return job;
    },
    { timeout: ms, interval: 100 },
  );
}

describe('the job queue', () => {
  it('starts, sends, works and completes a job, keeping the handler result as output', async () => {
    const id = await queue.send('test.echo', { text: 'hello' });
    expect(id).toEqual(expect.any(String));
    const job = await waitForState('test.echo', id!, ['completed']);
    expect(job.output).toEqual({ echoed: 'hello', attempt: 1 });
    expect(job.data).toEqual({ text: 'hello' });
  });

  it('retries a throwing handler with back-off, then completes', async () => {
    const attempts: number[] = [];
    const times: number[] = [];
    await queue.register<{ n: number }>(
      'test.flaky',
      async (_data, job) => {
        attempts.push(job.attempt);
        times.push(Date.now());
        if (job.attempt < 3) throw new Error(`flaky ${job.attempt}`);
        return { ok: true };
      },
      { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    );
    const id = await queue.send('test.flaky', { n: 1 });
    const job = await waitForState('test.flaky', id!, ['completed'], 25_000);
    expect(attempts).toEqual([1, 2, 3]);
    expect(job.retryCount).toBe(2);
    // Back-off: the first retry waits at least 1 s, the second at least 2 s.
    expect(times[1]! - times[0]!).toBeGreaterThanOrEqual(900);
    expect(times[2]! - times[1]!).toBeGreaterThanOrEqual(1900);
    expect(log.warn).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'test.flaky', attempt: 1 }),
      'job failed; will retry',
    );
  }, 30_000);

  it('records a job that fails every retry, logs it and calls onFailed once', async () => {
    const own = vi.fn();
    await queue.register<{ userId: string }>(
      'test.doomed',
      async () => {
        throw new Error('provider unavailable');
      },
      { retryLimit: 1, retryDelay: 1, retryBackoff: false, onFailed: own },
    );
    const id = await queue.send('test.doomed', { userId: 'u1' });
    const job = await waitForState('test.doomed', id!, ['failed']);
    expect(job.retryCount).toBe(1);
    expect(job.output).toMatchObject({ message: 'provider unavailable' });
    await vi.waitFor(() => expect(own).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const failure = { name: 'test.doomed', data: { userId: 'u1' }, error: 'provider unavailable' };
    expect(own).toHaveBeenCalledWith(failure);
    expect(failures).toEqual([failure]);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'test.doomed', error: 'provider unavailable' }),
      'job failed after all retries',
    );
  }, 20_000);

  it('keeps one waiting or running job per singletonKey', async () => {
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    await queue.register('test.single', async () => gate);
    const first = await queue.send('test.single', {}, { singletonKey: 'job-1' });
    expect(first).toEqual(expect.any(String));
    expect(await queue.send('test.single', {}, { singletonKey: 'job-1' })).toBeNull();
    await waitForState('test.single', first!, ['active']);
    expect(await queue.send('test.single', {}, { singletonKey: 'job-1' })).toBeNull();
    const other = await queue.send('test.single', {}, { singletonKey: 'job-2' });
    expect(other).toEqual(expect.any(String));
    release();
    await waitForState('test.single', first!, ['completed']);
    expect(await queue.send('test.single', {}, { singletonKey: 'job-1' })).toEqual(expect.any(String));
  });

  it('cancels an active task whose worker is gone: never retried, and its singletonKey is free at once', async () => {
    const attempts: number[] = [];
    let release = () => {};
    const gate = new Promise<void>((r) => {
      release = r;
    });
    // A handler held open stands for a worker that died holding the task (active until it expires).
    await queue.register(
      'test.orphaned',
      async (_data, job) => {
        attempts.push(job.attempt);
        await gate;
      },
      { retryLimit: 2, retryDelay: 1, concurrency: 2 },
    );
    const id = await queue.send('test.orphaned', {}, { singletonKey: 'run-1' });
    await waitForState('test.orphaned', id!, ['active']);
    expect(await queue.send('test.orphaned', {}, { singletonKey: 'run-1' })).toBeNull();
    await queue.cancel('test.orphaned', [id!]);
    expect((await queue.getTask('test.orphaned', id!))?.state).toBe('cancelled');
    const next = await queue.send('test.orphaned', {}, { singletonKey: 'run-1' });
    expect(next).toEqual(expect.any(String));
    await waitForState('test.orphaned', next!, ['active']);
    release();
    await waitForState('test.orphaned', next!, ['completed']);
    // The cancelled task stays cancelled when its handler returns late, and is never tried again.
    expect((await queue.getTask('test.orphaned', id!))?.state).toBe('cancelled');
    expect(attempts).toEqual([1, 1]);
  });

  it('drains a burst with concurrency without waiting out the polling interval per job', async () => {
    // An instance that polls once a minute: unwoken, its 4 workers would need 10 minutes for 40 jobs.
    const slow = createQueue({ ...database.connection, log, pollingIntervalSeconds: 60 });
    try {
      await slow.start();
      let done = 0;
      await slow.register(
        'test.burst',
        async () => {
          done += 1;
        },
        { concurrency: 4 },
      );
      await Promise.all(Array.from({ length: 40 }, (_, i) => slow.send('test.burst', { i })));
      await vi.waitFor(() => expect(done).toBe(40), { timeout: 50_000, interval: 50 });
    } finally {
      await slow.stop();
    }
  }, 90_000);

  it('lets another instance on the same database work the jobs this one sends', async () => {
    const second = createQueue({ ...database.connection, log, pollingIntervalSeconds: 0.5 });
    try {
      await second.start();
      await second.register<{ from: string }>('test.shared', async (data) => {
        onSecondInstance.push(data.from);
      });
      const id = await queue.send('test.shared', { from: 'first' });
      await waitForState('test.shared', id!, ['completed']);
      expect(onSecondInstance).toEqual(['first']);
    } finally {
      await second.stop({ timeoutMs: 2000 });
    }
  });

  it('refuses a second handler for the same name and sends before start', async () => {
    await expect(queue.register('test.echo', async () => null)).rejects.toThrow('already registered');
    const idle = createQueue({ ...database.connection, log });
    await expect(idle.send('test.echo', {})).rejects.toThrow('not running');
    await idle.stop();
  });
});

describe.skipIf(Boolean(process.env.DATABASE_URL))('on the embedded PGlite', () => {
  it('warns when the queue opens its own connections instead of sharing the app pool', async () => {
    const db = await startEmbeddedDb();
    const warn = vi.fn();
    const own = createQueue({ databaseUrl: db.url, log: { ...log, warn } });
    try {
      await own.start();
      expect(warn).toHaveBeenCalledWith(expect.stringContaining("pass the app's pool"));
    } finally {
      await own.stop({ timeoutMs: 1000 });
      await db.close();
    }
  });
});
