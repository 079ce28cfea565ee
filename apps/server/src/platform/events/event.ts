import { type LiveEventData, type LiveEventType, liveEventEnvelope } from '@rw/core';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

/**
 * The event types of the live stream, from the one contract in @rw/core (`liveEventSchemas`, DESIGN.md,
 * Realtime): the features publish `notification`, `job.ai`, `import.progress`, `scoring.progress` and
 * `pipeline.changed` (to the organisation's channel); the bus
 * sends `resync` itself when events may have been missed. A new type is added to that map first.
 */
export type EventType = LiveEventType;

/** An event name: letters, digits and `._:-`, at most 100 characters, so it is safe on an SSE `event:` line. */
export const eventType = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[\w.:-]+$/, 'event type may hold letters, digits and . _ : - only');

/**
 * One event as the bus delivers it and the stream sends it: the envelope of @rw/core, `{ type, data, at }`
 * with `at` an ISO 8601 timestamp. Type and data are not narrowed here: another instance (perhaps of a newer
 * version) may deliver a type this one does not know, or a payload too large for NOTIFY as
 * `truncatedEventData` (see pg-event-bus.ts); the browser checks each type's data.
 */
export const appEvent = liveEventEnvelope.extend({ type: eventType });
export type AppEvent = z.infer<typeof appEvent>;

/** What a publisher passes: a type of the contract with its data (checked by the compiler); `at` defaults to now. */
export type EventInput = { [T in EventType]: { type: T; data: LiveEventData<T>; at?: string } }[EventType];

/**
 * The bus address of everyone in an organisation (the users of e-mail domain `domain`): events every member
 * sees, such as `pipeline.changed`. A user id never starts with 'org:'.
 */
export const organisationChannel = (domain: string) => `org:${domain}`;

export type EventListener = (event: AppEvent) => void;

/**
 * Per-user publish/subscribe (DESIGN.md, Realtime). `publish` never rejects: events are hints that make
 * clients refetch sooner, so a failure is logged rather than failing the operation that caused it.
 */
export type EventBus = {
  /** Delivers `event` to every subscriber of `userId` on every app instance sharing the database. */
  publish: (userId: string, event: EventInput) => Promise<void>;
  /** Calls `listener` for each event of `userId` until the returned function is called. */
  subscribe: (userId: string, listener: EventListener) => () => void;
  /** Stops listening and releases connections; later publishes are dropped. */
  close: () => Promise<void>;
  /**
   * False while events of other instances cannot arrive (the PostgreSQL listener is reconnecting), so a
   * cache kept fresh by events must not be trusted; absent or true otherwise (always, in process).
   */
  readonly listening?: boolean;
};

/** The logging the infrastructure modules need; Fastify's and pino's loggers fit. */
export type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

/** Validates a publisher's input and stamps `at`. @throws ZodError on an invalid type or timestamp. */
export function toEvent(input: EventInput): AppEvent {
  return appEvent.parse({
    type: input.type,
    data: input.data ?? null,
    at: input.at ?? new Date().toISOString(),
  });
}

/**
 * The local fan-out both bus implementations share: listeners grouped by user id. A throwing listener is
 * logged and does not stop the others.
 */
export class ListenerRegistry {
  private readonly byUser = new Map<string, Set<EventListener>>();

  constructor(private readonly log: Log) {}

  add(userId: string, listener: EventListener): () => void {
    let set = this.byUser.get(userId);
    if (!set) {
      set = new Set();
      this.byUser.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.byUser.get(userId);
      if (!current) return;
      current.delete(listener);
      if (current.size === 0) this.byUser.delete(userId);
    };
  }

  deliver(userId: string, event: AppEvent): void {
    const set = this.byUser.get(userId);
    if (!set) return;
    for (const listener of [...set]) {
      try {
        listener(event);
      } catch (err) {
        this.log.error({ err, type: event.type }, 'event listener failed');
      }
    }
  }

  /** Sends `event` to every local listener of every user (used for `resync`). */
  broadcast(event: AppEvent): void {
    for (const userId of [...this.byUser.keys()]) this.deliver(userId, event);
  }

  get size(): number {
    let n = 0;
    for (const set of this.byUser.values()) n += set.size;
    return n;
  }

  clear(): void {
    this.byUser.clear();
  }
}
