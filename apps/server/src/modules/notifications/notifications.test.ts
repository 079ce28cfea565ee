import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications } from '#src/db/schema/index.js';
import { createOrganisationUser, type TestUser } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';
import { createNotification } from './notifications.queries.js';

let ctx: TestContext;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await createOrganisationUser(ctx);
  bob = await createOrganisationUser(ctx);
  // Start from empty lists: a first sign-in leaves a welcome notification.
  await ctx.db.delete(notifications);
});
afterAll(async () => ctx.close());

const list = (cookie: string, limit?: number) =>
  ctx.call('GET', `/api/notifications${limit ? `?limit=${limit}` : ''}`, { cookie });

describe('notifications', () => {
  it('needs a session', async () => {
    expect((await ctx.call('GET', '/api/notifications')).statusCode).toBe(401);
  });

  it('lists the user own notifications newest first, 50 at most, with the unread count', async () => {
    for (let i = 0; i < 55; i++) {
      await createNotification(ctx.db, {
        userId: alice.id,
        title: `Job ${i}`,
        message: `Message ${i}`,
        data: { i },
      });
    }
    // One insert after another can share a timestamp (PGlite's clock ticks in milliseconds): space them a
    // second apart so 'newest first' has one right answer.
    await ctx.db.execute(
      sql`update notifications set created_at = now() - make_interval(secs => 100 - (data->>'i')::int)
          where user_id = ${alice.id}`,
    );
    await createNotification(ctx.db, {
      userId: bob.id,
      type: 'error',
      title: 'Bob only',
      message: 'private',
    });
    const res = await list(alice.cookie);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.notifications).toHaveLength(50);
    expect(body.unread).toBe(55);
    expect(body.notifications[0]).toMatchObject({
      title: 'Job 54',
      type: 'info',
      read: false,
      data: { i: 54 },
    });
    expect(body.notifications.some((n: { title: string }) => n.title === 'Bob only')).toBe(false);
    expect((await list(alice.cookie, 5)).json().notifications).toHaveLength(5);
  });

  it('marks one read, then all read', async () => {
    const first = (await list(alice.cookie)).json().notifications[0];
    const res = await ctx.call('PATCH', `/api/notifications/${first.id}`, {
      cookie: alice.cookie,
      body: { read: true },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().read).toBe(true);
    expect((await list(alice.cookie)).json().unread).toBe(54);
    const all = await ctx.call('POST', '/api/notifications/mark-all-read', { cookie: alice.cookie });
    expect(all.json()).toEqual({ updated: 54 });
    expect((await list(alice.cookie)).json().unread).toBe(0);
    expect((await list(bob.cookie)).json().unread).toBe(1);
  });

  it('deletes one', async () => {
    const first = (await list(alice.cookie)).json().notifications[0];
    const res = await ctx.call('DELETE', `/api/notifications/${first.id}`, { cookie: alice.cookie });
    expect(res.statusCode).toBe(204);
    expect((await list(alice.cookie, 200)).json().notifications).toHaveLength(54);
  });

  it("never reads or changes another user's notifications", async () => {
    const bobs = (await list(bob.cookie)).json().notifications[0];
    const patch = await ctx.call('PATCH', `/api/notifications/${bobs.id}`, {
      cookie: alice.cookie,
      body: { read: true },
    });
    expect(patch.statusCode).toBe(404);
    const del = await ctx.call('DELETE', `/api/notifications/${bobs.id}`, { cookie: alice.cookie });
    expect(del.statusCode).toBe(404);
    const still = (await list(bob.cookie)).json();
    expect(still.notifications[0]).toMatchObject({ id: bobs.id, read: false });
  });

  it('rejects a malformed id with a validation error', async () => {
    const res = await ctx.call('DELETE', '/api/notifications/not-a-uuid', { cookie: alice.cookie });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('VALIDATION');
  });
});
