import type { SessionUser } from '@rw/core';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { EventBus } from '#src/platform/events/event.js';
import { createMemoryEventBus } from '#src/platform/events/memory-event-bus.js';
import { announceCallerChange, CALLER_TTL_MS, createCallerCache } from './caller-cache.js';

const log = pino({ level: 'silent' });

const user = (id: string, role: SessionUser['role'] = 'recruiter'): SessionUser => ({
  id,
  email: `${id}@acme.test`,
  name: id,
  picture: null,
  role,
  domain: 'acme.test',
  createdAt: '2026-01-01T00:00:00.000Z',
  lastLogin: null,
});

/** A cache on an in-process bus with a clock the test moves (ms). */
function setUp(opts: { maxEntries?: number; bus?: EventBus } = {}) {
  const bus = opts.bus ?? createMemoryEventBus({ log });
  let now = 1_000_000;
  const cache = createCallerCache({ bus, now: () => now, maxEntries: opts.maxEntries });
  const remember = (u: SessionUser, session: string) => cache.put(cache.begin(u.id), u, session);
  return { bus, cache, remember, advance: (ms: number) => (now += ms) };
}

describe('the caller cache', () => {
  it('serves a verified session of a user for CALLER_TTL_MS, and no other session of theirs', () => {
    const { cache, remember, advance } = setUp();
    remember(user('ann'), 's1');
    expect(cache.get('ann', 's1')).toMatchObject({ id: 'ann', role: 'recruiter' });
    expect(cache.get('ann', 's2')).toBeUndefined();
    expect(cache.get('bob', 's1')).toBeUndefined();
    advance(CALLER_TTL_MS - 1);
    expect(cache.get('ann', 's1')).toBeDefined();
    advance(1);
    expect(cache.get('ann', 's1')).toBeUndefined();
  });

  it("drops a user at once when their change is announced, everyone's for 'all', nobody else's", async () => {
    const { bus, cache, remember } = setUp();
    remember(user('ann'), 's1');
    remember(user('bob'), 's2');
    await announceCallerChange(bus, ['ann']);
    expect(cache.get('ann', 's1')).toBeUndefined();
    expect(cache.get('bob', 's2')).toBeDefined();
    await announceCallerChange(bus, 'all');
    expect(cache.get('bob', 's2')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('keeps nothing from a lookup that a change overtook', async () => {
    const { bus, cache } = setUp();
    const slot = cache.begin('ann');
    await announceCallerChange(bus, ['ann']);
    cache.put(slot, user('ann'), 's1');
    expect(cache.get('ann', 's1')).toBeUndefined();
    const everyone = cache.begin('ann');
    await announceCallerChange(bus, 'all');
    cache.put(everyone, user('ann'), 's1');
    expect(cache.get('ann', 's1')).toBeUndefined();
  });

  it('neither serves nor keeps callers while the bus cannot hear other instances', () => {
    const inner = createMemoryEventBus({ log });
    let listening = true;
    const bus: EventBus = {
      publish: inner.publish,
      subscribe: inner.subscribe,
      close: inner.close,
      get listening() {
        return listening;
      },
    };
    const { cache, remember } = setUp({ bus });
    remember(user('ann'), 's1');
    listening = false;
    expect(cache.get('ann', 's1')).toBeUndefined();
    remember(user('bob'), 's2');
    listening = true;
    expect(cache.get('ann', 's1')).toBeDefined();
    expect(cache.get('bob', 's2')).toBeUndefined();
  });

  it('holds at most maxEntries users, letting the longest-verified go first, and stops listening when closed', () => {
    const inner = createMemoryEventBus({ log });
    let subscriptions = 0;
    const bus: EventBus = {
      ...inner,
      subscribe: (key, listener) => {
        subscriptions += 1;
        const off = inner.subscribe(key, listener);
        return () => {
          subscriptions -= 1;
          off();
        };
      },
    };
    const { cache, remember } = setUp({ bus, maxEntries: 2 });
    remember(user('ann'), 's1');
    remember(user('bob'), 's2');
    remember(user('ann'), 's1');
    remember(user('cid'), 's3');
    expect(cache.size).toBe(2);
    expect(cache.get('bob', 's2')).toBeUndefined();
    expect(cache.get('ann', 's1')).toBeDefined();
    // One subscription for everyone's changes, one per user kept.
    expect(subscriptions).toBe(3);
    cache.close();
    expect(cache.size).toBe(0);
    expect(subscriptions).toBe(0);
  });

  it('hands out a caller that nobody can change', () => {
    const { cache, remember } = setUp();
    remember(user('ann'), 's1');
    const cached = cache.get('ann', 's1') as SessionUser;
    expect(() => {
      cached.role = 'owner';
    }).toThrow(TypeError);
  });
});
