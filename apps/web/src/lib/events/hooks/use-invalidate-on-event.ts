import type { LiveEventType } from '@rw/core';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type EventStream, eventStream } from '#/lib/events/api/event-stream';
import { useEventStreamStatus } from '#/lib/events/hooks/use-event-stream';

/**
 * Keeps a query fresh from the live stream: invalidates `queryKey` on every event of `type` and on `resync`
 * (events may have been missed), and whenever the stream connects or drops, which catches up after a gap
 * and lets `pollUnlessStreaming` switch polling off or back on. It reads no event data, so an event cut down
 * to its id by another server instance (too large for one NOTIFY) still refreshes.
 */
export function useInvalidateOnEvent(
  type: LiveEventType,
  queryKey: QueryKey,
  stream: EventStream = eventStream,
): void {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  key.current = queryKey;
  useEffect(() => {
    const invalidate = () => void queryClient.invalidateQueries({ queryKey: key.current });
    const offType = stream.subscribe(type, invalidate);
    const offResync = stream.subscribe('resync', invalidate);
    return () => {
      offType();
      offResync();
    };
  }, [stream, type, queryClient]);

  const connected = useEventStreamStatus(stream);
  const previous = useRef(connected);
  useEffect(() => {
    if (previous.current === connected) return;
    previous.current = connected;
    void queryClient.invalidateQueries({ queryKey: key.current });
  }, [connected, queryClient]);
}
