import { INVITATION_TOKEN_FIELD, normalizeEmail, type Role, type SetupBody } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { recordActivity } from '#src/modules/activities/index.js';
import { notifyUser } from '#src/modules/notifications/index.js';
import type { EventBus } from '#src/platform/events/event.js';
import type { Auth } from '#src/plugins/better-auth.js';
import { grantAccess, hasAccount, ownerExists } from './access.queries.js';
import { createInvitationToken } from './invitations.service.js';
import { findOwnerIds, upsertProfileOnSignIn } from './profile.queries.js';

/**
 * Creates the password account of `email`, which must be on the access list by itself and have no account,
 * the one way every account is made (docs/product/shell.md#invitation): an invitation token made here and
 * consumed at once by better-auth's sign-up (plugins/better-auth.ts refuses a sign-up without one).
 * For the owner's first-run setup, OWNER_EMAIL/OWNER_PASSWORD and the demo owner.
 * @returns better-auth's sign-up response (it carries the session cookie when `headers` came from a browser).
 * @throws AppError CONFLICT when the e-mail already has an account.
 */
export async function createPasswordAccount(opts: {
  db: Db;
  auth: Auth;
  email: string;
  name: string;
  password: string;
  by: string;
  now: Date;
  headers?: Headers;
}): Promise<Response> {
  const email = normalizeEmail(opts.email);
  const { token } = await createInvitationToken({ db: opts.db, email, by: opts.by, now: opts.now });
  // better-auth's body type lists only its own fields; the token is read by the sign-up hook.
  const body = { name: opts.name, email, password: opts.password, [INVITATION_TOKEN_FIELD]: token };
  return opts.auth.api.signUpEmail({ body, headers: opts.headers ?? new Headers(), asResponse: true });
}

/**
 * First-run setup: puts the e-mail on the access list as owner and creates its password account.
 * Refused once an owner exists (one-time; docs/product/shell.md#first-run-setup).
 * @returns the better-auth sign-up response (carries the session cookie).
 * @throws AppError CONFLICT when setup was already done.
 */
export async function createOwner(opts: {
  db: Db;
  auth: Auth;
  body: SetupBody;
  headers: Headers;
  now: Date;
}) {
  if (await ownerExists(opts.db))
    throw new AppError('CONFLICT', 'Setup is already complete. Please sign in.');
  const email = normalizeEmail(opts.body.email);
  await grantAccess(opts.db, { email, role: 'owner', by: 'setup' });
  return createPasswordAccount({
    ...opts,
    email,
    name: opts.body.name,
    password: opts.body.password,
    by: 'setup',
  });
}

/**
 * Seeds the owner from OWNER_EMAIL (and, with OWNER_PASSWORD, its password account) at boot.
 * Idempotent: an existing account keeps its password.
 * @throws Error when OWNER_PASSWORD's account could not be created (e.g. the password is too long).
 */
export async function seedOwner(opts: {
  db: Db;
  auth: Auth;
  email?: string;
  password?: string;
  now?: Date;
}): Promise<void> {
  if (!opts.email) return;
  const email = normalizeEmail(opts.email);
  await grantAccess(opts.db, { email, role: 'owner', by: 'OWNER_EMAIL' });
  if (opts.password && !(await hasAccount(opts.db, email))) {
    const res = await createPasswordAccount({
      db: opts.db,
      auth: opts.auth,
      email,
      name: email.split('@')[0] ?? email,
      password: opts.password,
      by: 'OWNER_EMAIL',
      now: opts.now ?? new Date(),
    });
    if (!res.ok)
      throw new Error(`OWNER_PASSWORD: the owner account could not be created (${await res.text()})`);
  }
}

/**
 * Records a sign-in of `account` on its profile (created on the first one,
 * docs/product/shell.md#access-list-and-roles) and as a `sign_in` activity, in one transaction
 * (docs/product/analytics.md#recorded-activity). A first sign-in greets the user with a notification and tells
 * the owners who joined (both pushed on `bus`).
 */
export async function recordSignIn(opts: {
  db: Db;
  bus: EventBus;
  account: { id: string; email: string; name: string; picture: string | null; role: Role };
}): Promise<void> {
  const { db, bus, account } = opts;
  const { created } = await db.transaction(async (tx) => {
    const profile = await upsertProfileOnSignIn(tx, account);
    await recordActivity(tx, { user: profile, action: 'sign_in' });
    return profile;
  });
  if (!created) return;
  await notifyUser(db, bus, {
    userId: account.id,
    type: 'success',
    title: 'Welcome to Recruiting Workspace',
    message: 'Your account is ready. Start with Companies to set up a company profile and its tone of voice.',
  });
  for (const ownerId of await findOwnerIds(db)) {
    if (ownerId === account.id) continue;
    await notifyUser(db, bus, {
      userId: ownerId,
      type: 'info',
      title: 'New user joined',
      message: `${account.email} signed in for the first time as ${account.role}.`,
      data: { email: account.email, role: account.role },
    });
  }
}
