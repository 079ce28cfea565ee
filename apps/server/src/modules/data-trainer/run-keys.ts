/*
 * The keys given for single runs (docs/product/data-trainer.md#the-key): held in this process's memory while
 * the run's worker needs them, never written to the database, the queue or a log. A run given a key is worked
 * in the process that received it; once the run ends (or the process stops) the key is gone.
 */
const keys = new Map<string, string>();

/** Keeps the key of run `runId` for its worker. */
export function holdRunKey(runId: string, key: string): void {
  keys.set(runId, key);
}

/** The key given for run `runId`, if this process still holds it. */
export function runKey(runId: string): string | undefined {
  return keys.get(runId);
}

/** Forgets the key of run `runId` (the run ended). */
export function dropRunKey(runId: string): void {
  keys.delete(runId);
}
