import pino from 'pino';
import { type EventBus, ListenerRegistry, type Log, toEvent } from './event.js';

/**
 * An in-process event bus: publish delivers synchronously to this process's subscribers only. Used for the
 * embedded PGlite database, where one process owns the data directory and Postgres notifications cannot be
 * routed between sockets (see pg-event-bus.ts), and in tests.
 */
export function createMemoryEventBus(opts: { log?: Log } = {}): EventBus {
  const log = opts.log ?? pino({ name: 'events' });
  const listeners = new ListenerRegistry(log);
  let closed = false;
  return {
    publish: async (userId, input) => {
      if (closed) return;
      try {
        listeners.deliver(userId, toEvent(input));
      } catch (err) {
        log.error({ err, type: input.type }, 'event not published');
      }
    },
    subscribe: (userId, listener) => (closed ? () => {} : listeners.add(userId, listener)),
    close: async () => {
      closed = true;
      listeners.clear();
    },
  };
}
