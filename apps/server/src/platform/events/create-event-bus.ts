import type { EventBus, Log } from './event.js';
import { createMemoryEventBus } from './memory-event-bus.js';
import { createPgEventBus } from './pg-event-bus.js';

/**
 * The event bus for the configured database (DESIGN.md, Realtime): Postgres LISTEN/NOTIFY on a real
 * PostgreSQL, so every app instance on that database delivers every event; an in-process bus for the
 * embedded PGlite, which one process owns and whose socket server cannot route notifications.
 * @param opts.databaseUrl postgres:// URL of the app's database (ignored when embedded).
 * @param opts.embedded true when the database is the embedded PGlite.
 * @throws when the LISTEN connection cannot be opened on a real PostgreSQL.
 */
export async function createEventBus(opts: {
  databaseUrl: string;
  embedded: boolean;
  channel?: string;
  log?: Log;
}): Promise<EventBus> {
  if (opts.embedded) return createMemoryEventBus({ log: opts.log });
  return createPgEventBus({ databaseUrl: opts.databaseUrl, channel: opts.channel, log: opts.log });
}
