import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { notifications } from '#src/db/schema/index.js';
import { listNotifications, notifyUser } from '#src/modules/notifications/index.js';
import { authPlugin } from '#src/plugins/auth.js';
import { errorsPlugin } from '#src/plugins/errors.js';
import { openapiPlugin } from '#src/plugins/openapi.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { createEventBus } from './create-event-bus.js';
import type { EventBus } from './event.js';
import { eventsRoutes } from './events.routes.js';
import { sampleEvents } from './sample-events.js';
import { openSse } from './sse-test-client.js';

let ctx: TestContext;
let app: FastifyInstance;
let bus: EventBus;
let base: string;
let alice: TestUser;
let bob: TestUser;
let subscriptions = 0;

/**
 * The stream runs on a real listening server (inject cannot read an endless body). The app under test
 * mounts the real auth plugin over the harness's database and better-auth instance, plus this module's
 * routes, so a session cookie from the harness signs in here too.
 */
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx);
  bob = await createOrganisationUser(ctx);
  await ctx.db.delete(notifications);
  // On a real PostgreSQL this runs over LISTEN/NOTIFY, on PGlite in process.
  const inner = await createEventBus({
    databaseUrl: process.env.DATABASE_URL ?? '',
    embedded: !process.env.DATABASE_URL,
    channel: `rw_events_sse_${process.pid}`,
    log: pino({ level: 'silent' }),
  });
  bus = {
    ...inner,
    subscribe: (userId, listener) => {
      subscriptions += 1;
      const off = inner.subscribe(userId, listener);
      return () => {
        subscriptions -= 1;
        off();
      };
    },
  };
  app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(errorsPlugin, {});
  await app.register(openapiPlugin);
  await app.register(authPlugin, { auth: ctx.app.auth, db: ctx.db, bus: ctx.app.events });
  await app.register(eventsRoutes, { bus, heartbeatMs: 150 });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await bus?.close();
  await ctx?.close();
});

/** Waits until no stream is subscribed to the bus (a closed client is noticed asynchronously). */
const noSubscriptions = () =>
  vi.waitFor(() => expect(subscriptions).toBe(0), { timeout: 3000, interval: 10 });

describe('GET /api/events', () => {
  it('is described in the OpenAPI document as an event stream', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths['/api/events'].get.responses['200'].content)).toEqual(['text/event-stream']);
  });

  it('needs a session', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/events' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it('streams retry, ready, heartbeats and only the signed-in user own events', async () => {
    const stream = await openSse(`${base}/api/events`, { cookie: alice.cookie });
    try {
      expect(stream.res.status).toBe(200);
      expect(stream.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.res.headers.get('cache-control')).toBe('no-cache, no-transform');
      expect((await stream.next()).retry).toBe(3000);
      const ready = await stream.next();
      expect(ready.event).toBe('ready');
      expect(JSON.parse(ready.data!)).toMatchObject({ type: 'ready', data: null });

      await bus.publish(bob.id, sampleEvents['job.ai']({ jobId: 'bob-job' }));
      await bus.publish(alice.id, sampleEvents['job.ai']({ jobId: 'j1' }));
      const frame = await stream.next((f) => f.event !== undefined);
      expect(frame.event).toBe('job.ai');
      expect(JSON.parse(frame.data!)).toMatchObject({ type: 'job.ai', data: { jobId: 'j1' } });

      expect((await stream.next((f) => f.comment !== undefined)).comment).toBe('heartbeat');
    } finally {
      stream.close();
    }
  });

  it('notifyUser stores the notification and pushes it as a notification event', async () => {
    const stream = await openSse(`${base}/api/events`, { cookie: alice.cookie });
    try {
      await stream.next((f) => f.event === 'ready');
      const created = await notifyUser(ctx.db, bus, {
        userId: alice.id,
        type: 'success',
        title: 'Job description ready',
        message: 'The AI finished the job description.',
        data: { jobId: 'j1' },
      });
      const frame = await stream.next((f) => f.event === 'notification');
      const event = JSON.parse(frame.data!);
      expect(event.data).toEqual(created);
      expect(event.data).toMatchObject({ user_id: alice.id, type: 'success', read: false });
      const stored = await listNotifications(ctx.db, alice.id, 10);
      expect(stored.notifications.map((n) => n.id)).toContain(created.id);
    } finally {
      stream.close();
    }
  });

  it('unsubscribes when the client goes away', async () => {
    await noSubscriptions();
    const stream = await openSse(`${base}/api/events`, { cookie: bob.cookie });
    await stream.next((f) => f.event === 'ready');
    // One for the user, one for their organisation (organisationChannel).
    expect(subscriptions).toBe(2);
    stream.close();
    await noSubscriptions();
  });

  it('ends a stream at its maximum age, so the browser reconnects and signs in again', async () => {
    const short = Fastify({ logger: false });
    short.setValidatorCompiler(validatorCompiler);
    short.setSerializerCompiler(serializerCompiler);
    await short.register(authPlugin, { auth: ctx.app.auth, db: ctx.db, bus: ctx.app.events });
    await short.register(eventsRoutes, { bus, maxAgeMs: 300 });
    const url = await short.listen({ port: 0, host: '127.0.0.1' });
    try {
      const stream = await openSse(`${url}/api/events`, { cookie: bob.cookie });
      await stream.next((f) => f.event === 'ready');
      expect(await stream.ended(3000)).toBe(true);
    } finally {
      await short.close();
    }
  });

  it('ends open streams when the app closes, so close does not hang', async () => {
    const other = Fastify({ logger: false });
    other.setValidatorCompiler(validatorCompiler);
    other.setSerializerCompiler(serializerCompiler);
    await other.register(authPlugin, { auth: ctx.app.auth, db: ctx.db, bus: ctx.app.events });
    await other.register(eventsRoutes, { bus });
    const url = await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openSse(`${url}/api/events`, { cookie: alice.cookie });
    await stream.next((f) => f.event === 'ready');
    // An open stream would keep close() waiting for ever (the test's timeout); it ends instead.
    const [closed, ended] = await Promise.all([other.close().then(() => true), stream.ended(20_000)]);
    expect(closed).toBe(true);
    expect(ended).toBe(true);
  });
});
