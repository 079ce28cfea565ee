import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { type EventStream, eventStream } from '#/lib/events/api/event-stream';
import { useEvent } from '#/lib/events/hooks/use-event';
import { useEventStreamStatus } from '#/lib/events/hooks/use-event-stream';

/**
 * Keeps a query fresh from the live stream: invalidates `queryKey` on every event of `type` and on `resync`
 * (events may have been missed), and whenever the stream connects or drops, which catches up after a gap
 * and lets `pollUnlessStreaming` switch polling off or back on.
 */
export function useInvalidateOnEvent(
  type: string,
  queryKey: QueryKey,
  stream: EventStream = eventStream,
): void {
  const queryClient = useQueryClient();
  const key = useRef(queryKey);
  key.current = queryKey;
  const invalidate = () => {
    void queryClient.invalidateQueries({ queryKey: key.current });
  };
  useEvent(type, invalidate, stream);
  useEvent('resync', invalidate, stream);

  const connected = useEventStreamStatus(stream);
  const previous = useRef(connected);
  useEffect(() => {
    if (previous.current === connected) return;
    previous.current = connected;
    void queryClient.invalidateQueries({ queryKey: key.current });
  }, [connected, queryClient]);
}
