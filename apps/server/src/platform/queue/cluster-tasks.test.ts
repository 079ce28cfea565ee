import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { registerClusterTasks } from './cluster-tasks.js';
import { createQueue } from './create-queue.js';
import type { Log, TaskQueue } from './task-queue.js';
import { openTestDatabase, type TestDatabase } from './test-database.js';

/*
 * Background work once per period across instances (cluster-tasks.ts): two queues on one database, as two
 * instances hold them, each ticking on a clock the test moves. On the embedded database both share its one
 * connection, as the app's queue does.
 */

let database: TestDatabase;
const queues: TaskQueue[] = [];
const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() } satisfies Log;
let now = new Date('2030-01-01T00:00:00Z');
const runs: { instance: number; at: string }[] = [];

const PERIOD = 15_000;

async function instance(n: number) {
  const queue = createQueue({ ...database.connection, log, pollingIntervalSeconds: 0.5 });
  queues.push(queue);
  const tasks = await registerClusterTasks({
    queue,
    clock: () => now,
    log,
    tasks: [
      {
        name: 'test.sweep',
        everyMs: PERIOD,
        run: async () => {
          runs.push({ instance: n, at: now.toISOString() });
        },
      },
    ],
  });
  await queue.start();
  return tasks;
}

/** The tasks of `test.sweep` the queue holds, in any state. */
async function sweepTasks(): Promise<number> {
  const pool = database.connection.pool ?? new pg.Pool({ connectionString: database.url, max: 1 });
  try {
    const { rows } = await pool.query("select count(*)::int as n from pgboss.job where name = 'test.sweep'");
    return rows[0].n;
  } finally {
    if (!database.connection.pool) await pool.end();
  }
}

let a: Awaited<ReturnType<typeof instance>>;
let b: Awaited<ReturnType<typeof instance>>;
beforeAll(async () => {
  database = await openTestDatabase();
  [a, b] = [await instance(1), await instance(2)];
});
afterAll(async () => {
  for (const q of queues) await q.stop({ timeoutMs: 2000 });
  await database?.close();
});

describe('cluster tasks', () => {
  it('run once per period, whichever instance sends first and however often each sends', async () => {
    const first = a.start();
    const second = b.start();
    try {
      await Promise.all([first.tick(), second.tick(), first.tick(), second.tick()]);
      await vi.waitFor(() => expect(runs).toHaveLength(1), { timeout: 10_000, interval: 50 });
      now = new Date(now.getTime() + PERIOD / 2); // the same period
      await Promise.all([first.tick(), second.tick()]);
      now = new Date(now.getTime() + PERIOD / 2); // the next one
      await Promise.all([second.tick(), first.tick(), second.tick()]);
      await vi.waitFor(() => expect(runs).toHaveLength(2), { timeout: 10_000, interval: 50 });
      // One task was queued per period, whatever the number of sends.
      expect(await sweepTasks()).toBe(2);
      expect(runs.map((r) => r.at)).toEqual(['2030-01-01T00:00:00.000Z', '2030-01-01T00:00:15.000Z']);
      expect(log.warn).not.toHaveBeenCalled();
    } finally {
      first.stop();
      second.stop();
    }
  });
});
