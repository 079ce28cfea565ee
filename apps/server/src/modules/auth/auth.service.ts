import { normalizeEmail, type Role, type SetupBody } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { notifyUser } from '#src/modules/notifications/index.js';
import type { EventBus } from '#src/platform/events/event.js';
import type { Auth } from '#src/plugins/better-auth.js';
import { grantAccess, hasAccount, ownerExists } from './access.queries.js';
import { findOwnerIds, upsertProfileOnSignIn } from './profile.queries.js';

/**
 * First-run setup: puts the e-mail on the access list as owner and creates its password account.
 * Refused once an owner exists (one-time; DESIGN.md, First run).
 * @returns the better-auth sign-up response (carries the session cookie).
 * @throws AppError CONFLICT when setup was already done.
 */
export async function createOwner(opts: { db: Db; auth: Auth; body: SetupBody; headers: Headers }) {
  if (await ownerExists(opts.db))
    throw new AppError('CONFLICT', 'Setup is already complete. Please sign in.');
  const email = normalizeEmail(opts.body.email);
  await grantAccess(opts.db, { email, role: 'owner', by: 'setup' });
  return opts.auth.api.signUpEmail({
    body: { name: opts.body.name, email, password: opts.body.password },
    headers: opts.headers,
    asResponse: true,
  });
}

/**
 * Seeds the owner from OWNER_EMAIL (and, with OWNER_PASSWORD, its password account) at boot.
 * Idempotent: an existing account keeps its password.
 */
export async function seedOwner(opts: {
  db: Db;
  auth: Auth;
  email?: string;
  password?: string;
}): Promise<void> {
  if (!opts.email) return;
  const email = normalizeEmail(opts.email);
  await grantAccess(opts.db, { email, role: 'owner', by: 'OWNER_EMAIL' });
  if (opts.password && !(await hasAccount(opts.db, email))) {
    await opts.auth.api.signUpEmail({
      body: { name: email.split('@')[0] ?? email, email, password: opts.password },
    });
  }
}

/**
 * Records a sign-in of `account` on its profile (created on the first one,
 * docs/product/shell.md#access-list-and-roles). A first sign-in greets the user with a notification and tells
 * the owners who joined (both pushed on `bus`).
 */
export async function recordSignIn(opts: {
  db: Db;
  bus: EventBus;
  account: { id: string; email: string; name: string; picture: string | null; role: Role };
}): Promise<void> {
  const { db, bus, account } = opts;
  const { created } = await upsertProfileOnSignIn(db, account);
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
