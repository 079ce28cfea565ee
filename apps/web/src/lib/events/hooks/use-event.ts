import { useEffect, useRef } from 'react';
import { type EventStream, eventStream, type StreamEventHandler } from '#/lib/events/api/event-stream';

/**
 * Calls `handler` for every live event of `type` (e.g. 'notification', 'job.ai', 'import.progress',
 * 'scoring.progress', 'resync') while the component is mounted. The latest `handler` is used without
 * resubscribing. Events arrive only while some component holds the stream open (`useEventStream`).
 */
export function useEvent(type: string, handler: StreamEventHandler, stream: EventStream = eventStream): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => stream.subscribe(type, (event) => latest.current(event)), [stream, type]);
}
