import { useEffect, useSyncExternalStore } from 'react';
import { type EventStream, eventStream } from '#/lib/events/api/event-stream';

/** Whether the live event stream is connected right now (does not open it). */
export function useEventStreamStatus(stream: EventStream = eventStream): boolean {
  return useSyncExternalStore(stream.onStatusChange, stream.isConnected, () => false);
}

/**
 * Keeps the signed-in session's live event stream (`GET /api/events`) open while the calling component is
 * mounted; every caller shares one `EventSource`. Mount it once in the signed-in shell. A new `sessionKey`
 * (the user id) closes and reopens the stream, since the server binds it to the user at connect time.
 * @returns `connected`: true while events arrive live; false while features should poll.
 */
export function useEventStream(
  sessionKey?: string,
  stream: EventStream = eventStream,
): { connected: boolean } {
  // biome-ignore lint/correctness/useExhaustiveDependencies: sessionKey is the reason to reopen the stream.
  useEffect(() => stream.acquire(), [stream, sessionKey]);
  return { connected: useEventStreamStatus(stream) };
}
