import crypto from 'node:crypto';
import type { Role } from '@rw/core';
import { emailDomain } from '@rw/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#src/app.js';
import { createDb, type Db } from '#src/db/client.js';
import { EMBEDDED_POOL_SIZE } from '#src/db/embedded.js';
import { runMigrations } from '#src/db/migrate.js';
import { loadEnv } from '#src/env.js';
import { grantAccess } from '#src/modules/auth/index.js';
import { createTestDatabase } from './test-database.js';

export type TestContext = {
  app: FastifyInstance;
  db: Db;
  close: () => Promise<void>;
  /** Puts an e-mail on the access list with a role and creates its password account. */
  createUser: (opts?: { email?: string; role?: Role; password?: string; name?: string }) => Promise<TestUser>;
  /** Signs in and returns the Cookie header value. */
  signIn: (email: string, password: string) => Promise<string>;
};
export type TestUser = { id: string; email: string; domain: string; password: string; cookie: string };

let counter = 0;
/** A unique e-mail at `domain` (factories with unique e-mails, STYLE.md). */
export function uniqueEmail(domain = 'acme.test', prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${crypto.randomBytes(3).toString('hex')}@${domain}`;
}

/** Builds the app on a fresh database, migrated, with test settings. */
export async function createTestContext(envOverrides: Record<string, string> = {}): Promise<TestContext> {
  const database = await createTestDatabase();
  const handle = createDb(database.url, database.embedded ? EMBEDDED_POOL_SIZE : 10);
  await runMigrations(handle.db);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGN_IN_RATE_LIMIT: '1000', ...envOverrides });
  const app = await buildApp({ env, db: handle.db, logger: false });
  await app.ready();

  const signIn = async (email: string, password: string) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email, password },
    });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  };

  const createUser: TestContext['createUser'] = async (opts = {}) => {
    const email = opts.email ?? uniqueEmail();
    const password = opts.password ?? 'correct-horse-battery';
    await grantAccess(handle.db, { email, role: opts.role ?? 'recruiter' });
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      payload: { email, password, name: opts.name ?? email.split('@')[0] },
    });
    if (res.statusCode !== 200) throw new Error(`sign-up failed: ${res.statusCode} ${res.body}`);
    const id = (res.json() as { user: { id: string } }).user.id;
    return { id, email, domain: emailDomain(email), password, cookie: await signIn(email, password) };
  };

  return {
    app,
    db: handle.db,
    createUser,
    signIn,
    close: async () => {
      await app.close();
      await handle.close();
      await database.drop();
    },
  };
}
