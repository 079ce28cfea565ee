import pino from 'pino';
import type { Log } from '#src/platform/events/event.js';

let fallback: Log | undefined;

/** The Data Trainer's logger: the app's, else one of its own (a worker started outside a request). */
export function trainerLog(deps: { log?: Log }): Log {
  if (deps.log) return deps.log;
  fallback ??= pino({ name: 'data-trainer' });
  return fallback;
}
