import type { Log, TaskQueue } from './task-queue.js';

/** Background work that the cluster does once per period, whichever instance does it. */
export type ClusterTask = {
  /** Queue name, e.g. `maintenance.sweep-runs`. */
  name: string;
  /** The period, ms. */
  everyMs: number;
  run: () => Promise<unknown>;
};

export type ClusterTasks = {
  /** Sends every task of the current period now (the timer does this twice a period). */
  tick: () => Promise<void>;
  stop: () => void;
};

/**
 * Runs each task once per period across every instance on the queue's database
 * (docs/decisions/0016-usage-per-month-and-shared-ai-limits.md): each instance, twice a period, sends the task
 * of the current period (`floor(clock() / everyMs)`) with that number as its once-key; the first send of a
 * period enqueues it, later ones (from this instance or another) find it there, and whichever instance's
 * worker takes it runs it. A run that fails is logged and not retried: the next period runs again. Instances
 * whose clocks differ by d may both run around a period's start, d apart; the tasks are safe to run twice.
 * Registers the handlers now; the timer starts with `start` (after the queue has started).
 */
export async function registerClusterTasks(opts: {
  queue: TaskQueue;
  tasks: ClusterTask[];
  clock: () => Date;
  log?: Log;
}): Promise<{ start: () => ClusterTasks }> {
  for (const task of opts.tasks) {
    await opts.queue.register(task.name, async () => task.run(), {
      retryLimit: 0,
      expireInSeconds: Math.max(60, Math.ceil(task.everyMs / 1000)),
    });
  }
  const tick = async () => {
    for (const task of opts.tasks) {
      const period = Math.floor(opts.clock().getTime() / task.everyMs);
      try {
        await opts.queue.send(task.name, { period }, { onceKey: String(period) });
      } catch (err) {
        opts.log?.warn({ err, task: task.name }, 'cluster task not sent');
      }
    }
  };
  return {
    start: () => {
      const shortest = Math.min(...opts.tasks.map((t) => t.everyMs));
      void tick();
      const timer = setInterval(() => void tick(), shortest / 2);
      timer.unref?.();
      return { tick, stop: () => clearInterval(timer) };
    },
  };
}
