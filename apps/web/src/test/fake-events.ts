import { useEffect, useRef } from 'react';
import type { StreamEventHandler } from '#/lib/events/api/event-stream';

/*
 * Stands in for '#/lib/events/hooks/use-event' in component tests:
 *   vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));
 * then `emitEvent(type, data)` delivers a live event to every mounted subscriber.
 */
const handlers = new Map<string, Set<StreamEventHandler>>();

export function useEvent(type: string, handler: StreamEventHandler): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const fn: StreamEventHandler = (event) => latest.current(event);
    const set = handlers.get(type) ?? new Set();
    handlers.set(type, set);
    set.add(fn);
    return () => {
      set.delete(fn);
    };
  }, [type]);
}

/** Delivers `{ type, data, at }` to the subscribers of `type`. */
export function emitEvent(type: string, data: unknown): void {
  for (const fn of [...(handlers.get(type) ?? [])]) fn({ type, data, at: new Date().toISOString() });
}
