import { accountLockedMessage } from '@rw/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/app.js';
import { loadEnv } from '#src/env.js';
import { grantAccess } from '#src/modules/auth/index.js';
import { createOrganisationUser, uniqueEmail } from '#src/test/factories.js';
import { createTestContext, type TestContext } from '#src/test/harness.js';

// The lockout's clock: tests move it instead of waiting.
let clock = new Date('2026-05-04T08:00:00Z');
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ clock: () => clock });
});
afterAll(async () => ctx.close());

const MINUTE = 60_000;
const wait = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

/** One password sign-in. @returns its status, message and Retry-After. */
async function attempt(email: string, password: string, ip = '127.0.0.1', app = ctx.app) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    remoteAddress: ip,
    payload: { email, password },
  });
  const body = res.json() as { message?: string };
  return { status: res.statusCode, message: body.message, retryAfter: res.headers['retry-after'] };
}

/** `n` wrong passwords in a row. @returns the answers' statuses and messages. */
async function fail(email: string, n: number) {
  const answers = [];
  for (let i = 0; i < n; i++) answers.push(await attempt(email, `wrong-password-${i}`));
  return answers.map((a) => `${a.status} ${a.message}`);
}

const invalid = '401 Invalid email or password';
const locked = (minutes: number) => `429 ${accountLockedMessage(minutes)}`;

describe('per-account lockout', () => {
  it('locks the e-mail for a minute after five failures in 15 minutes, even for the right password', async () => {
    const user = await createOrganisationUser(ctx);
    expect(await fail(user.email, 6)).toEqual([invalid, invalid, invalid, invalid, invalid, locked(1)]);
    const refused = await attempt(user.email, user.password);
    expect(refused).toEqual({ status: 429, message: accountLockedMessage(1), retryAfter: '60' });
    wait(30_000);
    expect((await attempt(user.email, user.password)).retryAfter).toBe('30');
    wait(30_000);
    expect((await attempt(user.email, user.password)).status).toBe(200);
    // The sign-in forgot the failures: four more do not lock.
    expect(await fail(user.email, 4)).toEqual([invalid, invalid, invalid, invalid]);
  });

  it('doubles the next lock when the failures go on after one (the rule in full: lockout.rules.test.ts)', async () => {
    const user = await createOrganisationUser(ctx);
    expect((await fail(user.email, 6)).at(-1)).toBe(locked(1));
    wait(MINUTE);
    expect((await fail(user.email, 6)).at(-1)).toBe(locked(2));
  });

  it('counts failures within 15 minutes of the first one only', async () => {
    const user = await createOrganisationUser(ctx);
    expect(await fail(user.email, 4)).toEqual([invalid, invalid, invalid, invalid]);
    wait(15 * MINUTE);
    expect(await fail(user.email, 4)).toEqual([invalid, invalid, invalid, invalid]);
    expect((await attempt(user.email, user.password)).status).toBe(200);
  });

  it('answers an e-mail without an account exactly like one with an account', async () => {
    const user = await createOrganisationUser(ctx);
    const invitedOnly = uniqueEmail('unclaimed.test');
    await grantAccess(ctx.db, { email: invitedOnly, role: 'admin' });
    const withAccount = [...(await fail(user.email, 6)), await attempt(user.email, user.password)];
    const withoutAccount = [...(await fail(invitedOnly, 6)), await attempt(invitedOnly, user.password)];
    expect(withoutAccount).toEqual(withAccount);
  });

  it('counts per account across client addresses and instances, and leaves other accounts alone', async () => {
    const user = await createOrganisationUser(ctx);
    const other = await createOrganisationUser(ctx);
    // A second instance of the server on the same database.
    const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGN_IN_RATE_LIMIT: '1000' });
    const second = await buildApp({ env, db: ctx.db, logger: false, clock: () => clock });
    try {
      await second.ready();
      const answers = [];
      for (const [i, app] of [ctx.app, second, ctx.app, second, ctx.app, second].entries()) {
        const a = await attempt(user.email, 'wrong-password', `10.0.3.${i}`, app);
        answers.push(a.status);
      }
      expect(answers).toEqual([401, 401, 401, 401, 401, 429]);
      expect((await attempt(user.email, user.password, '10.0.3.9', second)).status).toBe(429);
      expect((await attempt(other.email, other.password)).status).toBe(200);
    } finally {
      await second.close();
    }
  });
});
