import pg from 'pg';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedDb } from '#src/db/embedded.js';
import { createEventBus } from './create-event-bus.js';
import type { AppEvent, EventBus } from './event.js';
import { createMemoryEventBus } from './memory-event-bus.js';
import { createPgEventBus, encodeNotification, MAX_NOTIFY_BYTES, type PgEventBus } from './pg-event-bus.js';
import { sampleEvents } from './sample-events.js';

const log = pino({ level: 'silent' });
const databaseUrl = process.env.DATABASE_URL;

/** Resolves with the next event of `userId` that matches, or rejects after `ms`. */
function nextEvent(bus: EventBus, userId: string, match: (e: AppEvent) => boolean = () => true, ms = 5000) {
  return new Promise<AppEvent>((resolve, reject) => {
    const timer = setTimeout(() => {
      off();
      reject(new Error(`no event for ${userId} within ${ms} ms`));
    }, ms);
    const off = bus.subscribe(userId, (e) => {
      if (!match(e)) return;
      clearTimeout(timer);
      off();
      resolve(e);
    });
  });
}

describe('the in-process event bus', () => {
  it("delivers to the user's own subscribers only, stamps `at`, and stops after unsubscribe", async () => {
    const bus = createMemoryEventBus({ log });
    const alice: AppEvent[] = [];
    const bob: AppEvent[] = [];
    const offAlice = bus.subscribe('alice', (e) => alice.push(e));
    bus.subscribe('bob', (e) => bob.push(e));
    await bus.publish('alice', sampleEvents.notification({ id: 'n1' }));
    expect(alice).toHaveLength(1);
    expect(alice[0]).toMatchObject({ type: 'notification', data: { id: 'n1' } });
    expect(Number.isNaN(Date.parse(alice[0]!.at))).toBe(false);
    expect(bob).toHaveLength(0);
    offAlice();
    await bus.publish('alice', sampleEvents['job.ai']());
    expect(alice).toHaveLength(1);
    await bus.close();
  });

  it('keeps delivering when one listener throws, and drops an event with an invalid type', async () => {
    const bus = createMemoryEventBus({ log });
    const got: string[] = [];
    bus.subscribe('u', () => {
      throw new Error('listener bug');
    });
    bus.subscribe('u', (e) => got.push(e.type));
    await bus.publish('u', sampleEvents['import.progress']({ rows: 2 }));
    // @ts-expect-error: a type outside the contract, as a caller that bypasses the compiler could send.
    await expect(bus.publish('u', { type: 'bad\ntype', data: null })).resolves.toBeUndefined();
    expect(got).toEqual(['import.progress']);
    await bus.close();
  });

  it('is what createEventBus returns for the embedded database (no connection needed)', async () => {
    const bus = await createEventBus({ databaseUrl: 'postgresql://nowhere.invalid/x', embedded: true, log });
    const next = nextEvent(bus, 'u');
    await bus.publish('u', sampleEvents['scoring.progress']({ scored: 3 }));
    expect((await next).data).toMatchObject({ scored: 3 });
    await bus.close();
  });
});

describe('the NOTIFY payload', () => {
  it('carries the whole event when it fits, else only the type and id with truncated: true', () => {
    const small = { type: 'notification', data: { id: 'n1', title: 'Hi' }, at: new Date().toISOString() };
    expect(JSON.parse(encodeNotification('o', 'u', small))).toEqual({ o: 'o', u: 'u', e: small });
    const big = { ...small, data: { id: 'n2', message: 'x'.repeat(20_000) } };
    const encoded = encodeNotification('o', 'u', big);
    expect(Buffer.byteLength(encoded)).toBeLessThanOrEqual(MAX_NOTIFY_BYTES);
    expect(JSON.parse(encoded).e).toEqual({
      type: 'notification',
      data: { truncated: true, id: 'n2' },
      at: small.at,
    });
  });
});

describe('LISTEN/NOTIFY through pglite-socket', () => {
  // Why the embedded database uses the in-process bus: PGlite serves every socket from one backend session,
  // so the NotificationResponse goes to whichever socket ran the NOTIFY, never to the one that LISTENs.
  it('answers a NOTIFY to the sending socket, not to the listening one', async () => {
    const db = await startEmbeddedDb();
    const listener = new pg.Client({ connectionString: db.url });
    const sender = new pg.Client({ connectionString: db.url });
    const seen: string[] = [];
    try {
      await listener.connect();
      await sender.connect();
      listener.on('notification', (n) => seen.push(`listener:${n.payload}`));
      sender.on('notification', (n) => seen.push(`sender:${n.payload}`));
      await listener.query('LISTEN rw_probe');
      await sender.query("select pg_notify('rw_probe', 'hello')");
      await listener.query('select 1');
      await sender.query('select 1');
      await vi.waitFor(() => expect(seen.length).toBeGreaterThan(0));
      expect(seen).toEqual(['sender:hello']);
    } finally {
      await listener.end();
      await sender.end();
      await db.close();
    }
  });
});

describe.skipIf(!databaseUrl)('the Postgres LISTEN/NOTIFY bus (DATABASE_URL)', () => {
  const channel = `rw_events_test_${process.pid}_${Date.now()}`;
  const buses: PgEventBus[] = [];
  const open = async () => {
    const bus = await createPgEventBus({
      databaseUrl: databaseUrl!,
      channel,
      log,
      reconnect: { initialMs: 50, maxMs: 500 },
    });
    buses.push(bus);
    return bus;
  };
  afterAll(async () => {
    await Promise.all(buses.map((b) => b.close()));
  });

  it("two instances on one database deliver each other's events, each exactly once", async () => {
    const a = await open();
    const b = await open();
    const onA: AppEvent[] = [];
    const onB: AppEvent[] = [];
    a.subscribe('alice', (e) => onA.push(e));
    b.subscribe('alice', (e) => onB.push(e));
    const seenByB = nextEvent(b, 'alice', (e) => e.type === 'job.ai');
    await a.publish('alice', sampleEvents['job.ai']({ jobId: 'j1', status: 'failed' }));
    expect((await seenByB).data).toMatchObject({ jobId: 'j1', status: 'failed' });
    const seenByA = nextEvent(a, 'alice', (e) => e.type === 'import.progress');
    await b.publish('alice', sampleEvents['import.progress']({ rows: 5 }));
    await seenByA;
    await nextEvent(b, 'bob', () => true, 200).catch(() => undefined);
    expect(onA.map((e) => e.type)).toEqual(['job.ai', 'import.progress']);
    expect(onB.map((e) => e.type)).toEqual(['job.ai', 'import.progress']);
  });

  it('sends a payload too large for NOTIFY as type and id only to other instances', async () => {
    const a = await open();
    const b = await open();
    const remote = nextEvent(b, 'carol');
    const local = nextEvent(a, 'carol');
    await a.publish('carol', sampleEvents.notification({ id: 'n9', message: 'x'.repeat(10_000) }));
    expect((await local).data).toMatchObject({ id: 'n9' });
    expect((await remote).data).toEqual({ truncated: true, id: 'n9' });
  });

  it('reconnects after the listener connection is killed, sends resync, and delivers again', async () => {
    const a = await open();
    const b = await open();
    const resync = nextEvent(b, 'dave', (e) => e.type === 'resync');
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1', [
      b.applicationName,
    ]);
    await admin.end();
    await resync;
    expect(b.listening).toBe(true);
    const again = nextEvent(b, 'dave', (e) => e.type === 'notification');
    await a.publish('dave', sampleEvents.notification({ id: 'after' }));
    expect((await again).data).toMatchObject({ id: 'after' });
  });
});
