import type { LiveEventEnvelope, LiveEventType } from '@rw/core';
import { useEffect, useRef } from 'react';
import { readLiveEvent } from '#/lib/events/api/event-stream';
import type { LiveEventHandler } from '#/lib/events/hooks/use-event';

/*
 * Stands in for '#/lib/events/hooks/use-event' in component tests:
 *   vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));
 * then `emitEvent(type, data)` delivers a live event to every mounted subscriber, its data checked against
 * the contract as the real hook does (data that does not match is dropped with a warning).
 */
const handlers = new Map<string, Set<(event: LiveEventEnvelope) => void>>();

export function useEvent<T extends LiveEventType>(type: T, handler: LiveEventHandler<T>): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const fn = (envelope: LiveEventEnvelope) => {
      const event = readLiveEvent(type, envelope);
      if (event) latest.current(event.data, event);
    };
    const set = handlers.get(type) ?? new Set();
    handlers.set(type, set);
    set.add(fn);
    return () => {
      set.delete(fn);
    };
  }, [type]);
}

/** Delivers `{ type, data, at }` to the subscribers of `type`; `data` as the server would send it. */
export function emitEvent(type: LiveEventType, data: unknown): void {
  for (const fn of [...(handlers.get(type) ?? [])]) fn({ type, data, at: new Date().toISOString() });
}
