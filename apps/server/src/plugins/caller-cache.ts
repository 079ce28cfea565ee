import type { SessionUser } from '@rw/core';
import type { EventBus } from '#src/platform/events/event.js';

/** How long a verified (user, session) pair is trusted without the database: the bound on a missed change. */
export const CALLER_TTL_MS = 5_000;
/** At most this many users are kept; the one verified longest ago goes first. */
export const CALLER_CACHE_MAX = 10_000;

/*
 * Invalidations travel on the event bus, which crosses instances on PostgreSQL, under keys of their own that
 * no user id can take (better-auth ids are alphanumeric), so they never reach a browser's stream. The event
 * is the bus's own `resync` ("you may have missed changes: look again"), which is also what the PostgreSQL
 * bus sends every local listener after its connection came back: a reconnect empties the cache.
 */
const ALL_KEY = 'access:*';
const userKey = (userId: string) => `access:${userId}`;

/** The bus key on which a change of `userId`'s access, or everyone's (`'all'`), is announced. */
export const callerChangeKey = (userId: string | 'all'): string =>
  userId === 'all' ? ALL_KEY : userKey(userId);

/**
 * Tells every instance's caller cache (this one at once, the others through the bus) that the access of
 * `userIds`, or of everyone (`'all'`), may have changed: their next request is checked against the database
 * (docs/product/shell.md#access-list-and-roles). Called after every change of the access list, a role, a
 * profile's active flag, or a session (sign-in, sign-out, revocation). Never rejects (the bus logs failures;
 * `CALLER_TTL_MS` bounds a lost one).
 */
export async function announceCallerChange(bus: EventBus, userIds: readonly string[] | 'all'): Promise<void> {
  const keys = userIds === 'all' ? [ALL_KEY] : [...new Set(userIds)].map(userKey);
  await Promise.all(keys.map((key) => bus.publish(key, { type: 'resync', data: null })));
}

/** A user's slot: taken by `begin` before the database is read, so a change announced meanwhile drops it. */
export type CallerSlot = {
  readonly userId: string;
  user: SessionUser | null;
  /** Session id → when its verification expires (ms, the cache's clock). */
  readonly sessions: Map<string, number>;
  /** The latest expiry of the slot (ms): its session's, or its lookup's while it has none. */
  expiresAt: number;
  dropped: boolean;
  readonly unsubscribe: () => void;
};

export type CallerCache = {
  /** The caller of session `sessionId` when this instance verified it within the TTL and no change since. */
  get: (userId: string, sessionId: string) => SessionUser | undefined;
  /**
   * The caller whose session cookie is exactly `token` (the signed cookie value, as sent), when `put` was
   * given that token for a session this instance verified within the TTL and no change since: the warm path,
   * with no signature to check and nothing to read.
   */
  getByToken: (token: string) => SessionUser | undefined;
  /** Starts a database lookup of `userId`; hand the slot to `put` with its result. */
  begin: (userId: string) => CallerSlot;
  /**
   * Keeps `user` as verified for `sessionId`, unless a change was announced since `slot` was taken; with
   * `token`, the session's signed cookie value, `getByToken` finds it too.
   */
  put: (slot: CallerSlot, user: SessionUser, sessionId: string, token?: string) => void;
  /** Drops `userId` (every session of theirs is checked again). */
  forget: (userId: string) => void;
  /** Drops everyone. */
  clear: () => void;
  /** Users kept, looked up or being looked up. */
  readonly size: number;
  /** Drops everyone and stops listening to the bus. */
  close: () => void;
};

/**
 * The in-process cache of signed-in callers (docs/decisions/0012-authentication-caches.md): profile and role
 * per user id, with the sessions verified against the database, each for `ttlMs`. An entry is dropped at once
 * by `announceCallerChange` for its user or for everyone, on this or any instance sharing the bus. While the
 * bus says it is not listening (its PostgreSQL connection is down, so announcements may be missed) nothing is
 * served or kept.
 * @param opts.now the clock in ms (tests move it); default `Date.now`.
 */
export function createCallerCache(opts: {
  bus: EventBus;
  ttlMs?: number;
  maxEntries?: number;
  now?: () => number;
}): CallerCache {
  const { bus } = opts;
  const ttlMs = opts.ttlMs ?? CALLER_TTL_MS;
  const maxEntries = opts.maxEntries ?? CALLER_CACHE_MAX;
  const now = opts.now ?? Date.now;
  // Insertion order is the order of the latest verification: the oldest slot is first.
  const slots = new Map<string, CallerSlot>();
  // Signed session cookie → its user and session; an entry is only as good as its slot's session (`get`).
  const tokens = new Map<string, { userId: string; sessionId: string }>();
  const live = () => bus.listening !== false;
  const lookUp = (userId: string, sessionId: string) => {
    const slot = slots.get(userId);
    if (!slot?.user || !live()) return undefined;
    const until = slot.sessions.get(sessionId);
    return until !== undefined && until > now() ? slot.user : undefined;
  };

  const drop = (slot: CallerSlot) => {
    slot.dropped = true;
    slot.unsubscribe();
    if (slots.get(slot.userId) === slot) slots.delete(slot.userId);
  };
  const forget = (userId: string) => {
    const slot = slots.get(userId);
    if (slot) drop(slot);
  };
  const clear = () => {
    for (const slot of [...slots.values()]) drop(slot);
    tokens.clear();
  };
  const sweep = (at: number) => {
    for (const slot of slots.values()) {
      if (slots.size <= maxEntries && slot.expiresAt > at) return;
      drop(slot);
    }
  };
  const unsubscribeAll = bus.subscribe(ALL_KEY, clear);

  return {
    get: lookUp,
    getByToken: (token) => {
      const known = tokens.get(token);
      if (!known) return undefined;
      const user = lookUp(known.userId, known.sessionId);
      if (!user) tokens.delete(token);
      return user;
    },
    begin: (userId) => {
      const at = now();
      const existing = slots.get(userId);
      if (existing) return existing;
      const slot: CallerSlot = {
        userId,
        user: null,
        sessions: new Map(),
        expiresAt: at + ttlMs,
        dropped: false,
        unsubscribe: bus.subscribe(userKey(userId), () => forget(userId)),
      };
      slots.set(userId, slot);
      sweep(at);
      return slot;
    },
    put: (slot, user, sessionId, token) => {
      if (slot.dropped || !live()) return;
      if (token) {
        // Bounded like the slots: past the cap the index starts again (its users are looked up once more).
        if (tokens.size >= maxEntries * 4) tokens.clear();
        tokens.set(token, { userId: slot.userId, sessionId });
      }
      const at = now();
      for (const [id, until] of slot.sessions) if (until <= at) slot.sessions.delete(id);
      // Shared by every request of the user until dropped: nobody may change it.
      slot.user = Object.freeze({ ...user });
      slot.sessions.set(sessionId, at + ttlMs);
      slot.expiresAt = at + ttlMs;
      slots.delete(slot.userId);
      slots.set(slot.userId, slot);
      sweep(at);
    },
    forget,
    clear,
    get size() {
      return slots.size;
    },
    close: () => {
      unsubscribeAll();
      clear();
    },
  };
}
