import type { Role } from '@rw/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '#src/app.js';
import { createDb, type Db } from '#src/db/client.js';
import { EMBEDDED_POOL_SIZE } from '#src/db/embedded.js';
import { runMigrations } from '#src/db/migrate.js';
import { loadEnv } from '#src/env.js';
import { grantAccess } from '#src/modules/auth/index.js';
import { registerCandidateScoringHandlers } from '#src/modules/candidates/index.js';
import { registerJobAutomationHandlers } from '#src/modules/jobs/index.js';
import { type Automation, createAutomation } from '#src/platform/automation/automation.service.js';
import type { EventBus } from '#src/platform/events/event.js';
import { createMemoryEventBus } from '#src/platform/events/memory-event-bus.js';
import { createQueue } from '#src/platform/queue/create-queue.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import { openTestDatabase } from '#src/platform/queue/test-database.js';
import { uniqueEmail } from '#src/test/harness.js';

export type JobsTestUser = { id: string; email: string; cookie: string };
type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type JobsTestContext = {
  app: FastifyInstance;
  db: Db;
  /** Set when the context was built `withQueue`: the queue and the automation with the jobs handlers. */
  queue: TaskQueue | null;
  automation: Automation | undefined;
  bus: EventBus;
  createUser: (opts?: { email?: string; role?: Role }) => Promise<JobsTestUser>;
  /** Calls the app with a session cookie (none for an anonymous call). */
  call: (method: Method, url: string, cookie?: string, payload?: unknown) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

const silent = pino({ level: 'silent' });

/**
 * The app on a fresh database (STYLE.md, Tests) with the jobs routes mounted as app.ts is to mount them
 * (when app.ts already does, its own registration is used). `env` adds settings such as OPENAI_BASE_URL;
 * `withQueue` starts a pg-boss queue on the same database with the automation handlers of the jobs area.
 */
export async function createJobsTestContext(
  opts: { env?: Record<string, string>; withQueue?: boolean } = {},
): Promise<JobsTestContext> {
  const database = await openTestDatabase();
  const handle = createDb(database.url, database.embedded ? EMBEDDED_POOL_SIZE : 10);
  await runMigrations(handle.db);
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SIGN_IN_RATE_LIMIT: '1000', ...opts.env });
  const app = await buildApp({ env, db: handle.db, logger: false });
  const bus = createMemoryEventBus({ log: silent });
  let queue: TaskQueue | null = null;
  let automation: Automation | undefined;
  if (opts.withQueue) {
    // PGlite needs the app's own pool (pglite-socket interleaves concurrent connections, pglite#1046).
    const connection = database.embedded ? { pool: handle.pool } : { databaseUrl: database.url };
    queue = createQueue({ ...connection, log: silent, pollingIntervalSeconds: 0.5 });
    automation = await createAutomation({ queue, config: {}, log: silent });
    await registerJobAutomationHandlers(automation, { db: handle.db, ai: app.ai, bus, log: silent });
    await registerCandidateScoringHandlers(automation, { db: handle.db, ai: app.ai, bus, log: silent });
    await queue.start();
  }
  await app.ready();

  const call: JobsTestContext['call'] = (method, url, cookie, payload) => {
    const inject: InjectOptions = { method, url, headers: cookie ? { cookie } : {} };
    if (payload !== undefined) inject.payload = payload as InjectOptions['payload'];
    return app.inject(inject);
  };

  const createUser: JobsTestContext['createUser'] = async (o = {}) => {
    const email = o.email ?? uniqueEmail();
    const password = 'correct-horse-battery';
    await grantAccess(handle.db, { email, role: o.role ?? 'recruiter' });
    const up = await call('POST', '/api/auth/sign-up/email', undefined, {
      email,
      password,
      name: 'Test User',
    });
    if (up.statusCode !== 200) throw new Error(`sign-up failed: ${up.statusCode} ${up.body}`);
    const res = await call('POST', '/api/auth/sign-in/email', undefined, { email, password });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    // The first authenticated call creates the user's profile (and organisation domain).
    await call('GET', '/api/jobs', cookie);
    return { id: (up.json() as { user: { id: string } }).user.id, email, cookie };
  };

  return {
    app,
    db: handle.db,
    queue,
    automation,
    bus,
    createUser,
    call,
    close: async () => {
      await queue?.stop({ timeoutMs: 2000 });
      await app.close();
      await bus.close();
      await handle.close();
      await database.close();
    },
  };
}
