import type { LiveEvent, LiveEventData, LiveEventType } from '@rw/core';
import { useEffect, useRef } from 'react';
import { type EventStream, eventStream, readLiveEvent } from '#/lib/events/api/event-stream';

/** Receives the checked data of one live event, and the whole event (`type`, `data`, `at`). */
export type LiveEventHandler<T extends LiveEventType> = (data: LiveEventData<T>, event: LiveEvent<T>) => void;

/**
 * Calls `handler` with the data of every live event of `type` ('notification', 'job.ai', 'import.progress',
 * 'scoring.progress', 'resync'; @rw/core `liveEventSchemas`) while the component is mounted. The data is
 * parsed with the type's schema first: an event whose data does not match is dropped with a console warning
 * (`readLiveEvent`). The latest `handler` is used without resubscribing. Events arrive only while some
 * component holds the stream open (`useEventStream`).
 */
export function useEvent<T extends LiveEventType>(
  type: T,
  handler: LiveEventHandler<T>,
  stream: EventStream = eventStream,
): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(
    () =>
      stream.subscribe(type, (envelope) => {
        const event = readLiveEvent(type, envelope);
        if (event) latest.current(event.data, event);
      }),
    [stream, type],
  );
}
