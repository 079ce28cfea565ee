import crypto from 'node:crypto';
import type { TruncatedEventData } from '@rw/core';
import pg from 'pg';
import pino from 'pino';
import { z } from 'zod';
import { type AppEvent, appEvent, type EventBus, ListenerRegistry, type Log, toEvent } from './event.js';

export const DEFAULT_EVENTS_CHANNEL = 'rw_events';
/** Postgres refuses a NOTIFY payload of 8000 bytes or more. */
export const MAX_NOTIFY_BYTES = 7999;

const wireMessage = z.object({ o: z.string(), u: z.string(), e: appEvent });

export type PgEventBusOptions = {
  databaseUrl: string;
  /** LISTEN/NOTIFY channel, a lower-case identifier; tests use their own. Default `rw_events`. */
  channel?: string;
  log?: Log;
  /** Reconnect back-off of the listener connection, in ms: from `initialMs` doubling up to `maxMs`. */
  reconnect?: { initialMs?: number; maxMs?: number };
};

export type PgEventBus = EventBus & {
  /** This instance's id; its own notifications echo back and are skipped by it. */
  readonly origin: string;
  /** The listener connection's `application_name` (lets tests and operators find it in pg_stat_activity). */
  readonly applicationName: string;
  /** Whether the LISTEN connection is up right now. */
  readonly listening: boolean;
};

/**
 * The wire form of an event: `{o: origin, u: userId, e: event}` as JSON. A payload that would not fit a
 * NOTIFY keeps only the type and, when the data has one, its `id`, with `truncated: true` (@rw/core
 * `truncatedEventData`), so the client knows to refetch.
 */
export function encodeNotification(origin: string, userId: string, event: AppEvent): string {
  const full = JSON.stringify({ o: origin, u: userId, e: event });
  if (Buffer.byteLength(full) <= MAX_NOTIFY_BYTES) return full;
  const data = event.data;
  const id =
    data && typeof data === 'object' && 'id' in data && ['string', 'number'].includes(typeof data.id)
      ? (data.id as string | number)
      : undefined;
  const truncated: TruncatedEventData = { truncated: true, id };
  return JSON.stringify({ o: origin, u: userId, e: { ...event, data: truncated } });
}

/**
 * The event bus over Postgres LISTEN/NOTIFY (DESIGN.md, Realtime): one dedicated `pg.Client` per instance
 * LISTENs on the channel; `publish` delivers to local subscribers at once and runs
 * `select pg_notify(channel, payload)` for the other instances. When the listener connection drops it
 * reconnects with jittered back-off and then sends every local subscriber a `resync` event, because
 * notifications sent while it was down are lost.
 * Needs a real PostgreSQL: PGlite serves all sockets from one session, so a NOTIFY is answered to the
 * socket that sent it, never to the one that LISTENs.
 * @throws when the first connection or LISTEN fails.
 */
export async function createPgEventBus(opts: PgEventBusOptions): Promise<PgEventBus> {
  const channel = opts.channel ?? DEFAULT_EVENTS_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`invalid events channel: ${channel}`);
  const log = opts.log ?? pino({ name: 'events' });
  const initialMs = opts.reconnect?.initialMs ?? 250;
  const maxMs = opts.reconnect?.maxMs ?? 10_000;
  const origin = crypto.randomUUID();
  const applicationName = `rw-events-${origin.slice(0, 8)}`;
  const listeners = new ListenerRegistry(log);
  const pool = new pg.Pool({
    connectionString: opts.databaseUrl,
    max: 2,
    application_name: 'rw-events-publish',
  });
  pool.on('error', () => {
    // An idle publisher connection dropped; the pool replaces it.
  });

  let current: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;

  const handleNotification = (msg: pg.Notification) => {
    if (msg.channel !== channel || !msg.payload) return;
    let parsed: z.infer<typeof wireMessage>;
    try {
      parsed = wireMessage.parse(JSON.parse(msg.payload));
    } catch (err) {
      log.warn({ err }, 'ignored a malformed event notification');
      return;
    }
    if (parsed.o !== origin) listeners.deliver(parsed.u, parsed.e);
  };

  const dropped = (client: pg.Client, err?: unknown) => {
    if (client !== current) return;
    current = null;
    client.removeAllListeners('notification');
    client.end().catch(() => {});
    if (closed) return;
    log.warn({ err }, 'event listener connection lost; reconnecting');
    scheduleReconnect();
  };

  const connect = async () => {
    const client = new pg.Client({
      connectionString: opts.databaseUrl,
      application_name: applicationName,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', handleNotification);
    client.on('error', (err) => dropped(client, err));
    client.on('end', () => dropped(client));
    try {
      await client.connect();
      await client.query(`LISTEN ${channel}`);
    } catch (err) {
      client.removeAllListeners('notification');
      await client.end().catch(() => {});
      throw err;
    }
    if (closed) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
  };

  const scheduleReconnect = () => {
    const delay = Math.min(maxMs, initialMs * 2 ** attempt) * (0.5 + Math.random() / 2);
    attempt += 1;
    timer = setTimeout(async () => {
      timer = undefined;
      try {
        await connect();
        if (closed) return;
        log.info({ attempts: attempt }, 'event listener reconnected');
        attempt = 0;
        listeners.broadcast(toEvent({ type: 'resync', data: null }));
      } catch (err) {
        if (closed) return;
        log.warn({ err, attempt }, 'event listener reconnect failed');
        scheduleReconnect();
      }
    }, delay);
    timer.unref();
  };

  try {
    await connect();
  } catch (err) {
    await pool.end();
    throw err;
  }

  return {
    origin,
    applicationName,
    get listening() {
      return current !== null;
    },
    publish: async (userId, input) => {
      if (closed) return;
      let event: AppEvent;
      try {
        event = toEvent(input);
      } catch (err) {
        log.error({ err, type: input.type }, 'event not published');
        return;
      }
      listeners.deliver(userId, event);
      try {
        await pool.query('select pg_notify($1, $2)', [channel, encodeNotification(origin, userId, event)]);
      } catch (err) {
        log.error({ err, type: event.type }, 'event not sent to other instances');
      }
    },
    subscribe: (userId, listener) => (closed ? () => {} : listeners.add(userId, listener)),
    close: async () => {
      if (closed) return;
      closed = true;
      if (timer) clearTimeout(timer);
      listeners.clear();
      const client = current;
      current = null;
      await Promise.all([client?.end().catch(() => {}), pool.end().catch(() => {})]);
    },
  };
}
