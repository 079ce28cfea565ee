import {
  type LiveEvent,
  type LiveEventEnvelope,
  type LiveEventType,
  liveEventEnvelope,
  parseLiveEventData,
  truncatedEventData,
} from '@rw/core';

/** Receives each event of a type as it arrived, its data not yet checked (see `readLiveEvent`). */
export type StreamEventHandler = (event: LiveEventEnvelope) => void;

/**
 * The event of `type` with its data checked against the contract (@rw/core `liveEventSchemas`), or null:
 * data that does not match is dropped with a warning. So is, quietly, the data of an event too large for
 * one Postgres NOTIFY that another server instance cut down to its id (`truncatedEventData`): handlers that
 * only need to know something changed subscribe without reading the data (`useInvalidateOnEvent`).
 */
export function readLiveEvent<T extends LiveEventType>(
  type: T,
  event: LiveEventEnvelope,
): LiveEvent<T> | null {
  const parsed = parseLiveEventData(type, event.data);
  if (parsed.success) return { type, data: parsed.data, at: event.at } as LiveEvent<T>;
  if (!truncatedEventData.safeParse(event.data).success) {
    console.warn('Ignored a live event whose data does not match its type', type, parsed.error);
  }
  return null;
}

/** The part of `EventSource` the stream uses (a fake in tests). */
export type EventSourceLike = {
  readonly readyState: number;
  addEventListener: (type: string, listener: (event: Event) => void) => void;
  close: () => void;
};

/** `EventSource.CLOSED`: the browser gave up (a non-200 answer such as 401 or 502) and will not retry. */
const CLOSED = 2;

export type EventStreamOptions = {
  url?: string;
  createSource?: (url: string) => EventSourceLike;
  /** Reopen delay after the browser gave up, in ms: from `initialMs` doubling up to `maxMs`. */
  reopen?: { initialMs?: number; maxMs?: number };
};

/**
 * The one live connection to `GET /api/events` of a signed-in session (DESIGN.md, Realtime). `acquire`
 * opens it on first use and closes it when the last user releases it; handlers subscribe per event type.
 * `connected` is true between the server's `ready` event and the next error. The browser reconnects by
 * itself after a dropped connection (the server asks for 3 s); when it gives up (a non-200 answer) the
 * stream reopens with back-off from 3 s to 60 s.
 */
export function createEventStream(opts: EventStreamOptions = {}) {
  const url = opts.url ?? '/api/events';
  const createSource = opts.createSource ?? ((u: string) => new EventSource(u));
  const initialMs = opts.reopen?.initialMs ?? 3000;
  const maxMs = opts.reopen?.maxMs ?? 60_000;

  const handlers = new Map<string, Set<StreamEventHandler>>();
  const statusListeners = new Set<() => void>();
  let source: EventSourceLike | null = null;
  let attached = new Set<string>();
  let users = 0;
  let connected = false;
  let failures = 0;
  let reopenTimer: ReturnType<typeof setTimeout> | undefined;

  const setConnected = (value: boolean) => {
    if (connected === value) return;
    connected = value;
    for (const listener of [...statusListeners]) listener();
  };

  const dispatch = (type: string, message: Event) => {
    const raw = (message as MessageEvent<unknown>).data;
    let event: LiveEventEnvelope;
    try {
      event = liveEventEnvelope.parse(JSON.parse(typeof raw === 'string' ? raw : 'null'));
    } catch (error) {
      console.warn('Ignored a malformed live event', type, error);
      return;
    }
    for (const handler of [...(handlers.get(type) ?? [])]) handler(event);
  };

  const attach = (type: string) => {
    if (!source || attached.has(type)) return;
    attached.add(type);
    source.addEventListener(type, (message) => dispatch(type, message));
  };

  const open = () => {
    const current = createSource(url);
    source = current;
    attached = new Set();
    current.addEventListener('ready', () => {
      failures = 0;
      setConnected(true);
    });
    current.addEventListener('error', () => {
      if (source !== current) return;
      setConnected(false);
      if (current.readyState !== CLOSED) return;
      current.close();
      source = null;
      const delay = Math.min(maxMs, initialMs * 2 ** failures);
      failures += 1;
      reopenTimer = setTimeout(() => {
        reopenTimer = undefined;
        if (users > 0 && !source) open();
      }, delay);
    });
    for (const type of handlers.keys()) attach(type);
  };

  const close = () => {
    clearTimeout(reopenTimer);
    reopenTimer = undefined;
    source?.close();
    source = null;
    failures = 0;
    setConnected(false);
  };

  return {
    /** Opens the stream if needed; call the returned function to release it. */
    acquire(): () => void {
      users += 1;
      if (users === 1) open();
      let released = false;
      return () => {
        if (released) return;
        released = true;
        users -= 1;
        if (users === 0) close();
      };
    },
    /** Calls `handler` for each event of `type` until the returned function is called. */
    subscribe(type: string, handler: StreamEventHandler): () => void {
      let set = handlers.get(type);
      if (!set) {
        set = new Set();
        handlers.set(type, set);
      }
      set.add(handler);
      attach(type);
      return () => {
        set.delete(handler);
      };
    },
    isConnected: () => connected,
    /** For `useSyncExternalStore`: `listener` runs when `isConnected()` changes. */
    onStatusChange(listener: () => void): () => void {
      statusListeners.add(listener);
      return () => {
        statusListeners.delete(listener);
      };
    },
  };
}

export type EventStream = ReturnType<typeof createEventStream>;

/** The app's stream. */
export const eventStream: EventStream = createEventStream();

/**
 * A TanStack Query `refetchInterval` that polls every `ms` only while the live stream is down, so a query
 * kept fresh by events stops polling and falls back to its usual polling when the stream drops. Pair it
 * with `useInvalidateOnEvent`, which refetches on every connect and disconnect so the interval is re-read.
 */
export function pollUnlessStreaming(ms: number, stream: EventStream = eventStream) {
  return () => (stream.isConnected() ? false : ms);
}
