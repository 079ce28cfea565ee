import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pino from 'pino';
import { buildApp } from '#src/app.js';
import { createDb, type Db } from '#src/db/client.js';
import { EMBEDDED_POOL_SIZE } from '#src/db/embedded.js';
import { runMigrations } from '#src/db/migrate.js';
import { loadEnv } from '#src/env.js';
import { registerCandidateScoringHandlers } from '#src/modules/candidates/index.js';
import { registerJobAutomationHandlers } from '#src/modules/jobs/index.js';
import type { AiConfig } from '#src/platform/ai/ai-runtime.js';
import { type Automation, createAutomation } from '#src/platform/automation/automation.service.js';
import { createPgEventBus } from '#src/platform/events/pg-event-bus.js';
import { createQueue } from '#src/platform/queue/create-queue.js';
import type { TaskQueue } from '#src/platform/queue/task-queue.js';
import { createMigratedTestDatabase } from './test-database.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type CallOptions = {
  /** The Cookie header of a signed-in user (`TestUser.cookie`); none (or '') for an anonymous call. */
  cookie?: string;
  /** The request body: an object is sent as JSON, a string or Buffer as it is. */
  body?: unknown;
  /** More request headers, e.g. `accept` or a multipart `content-type`. */
  headers?: Record<string, string>;
  /** Query parameters, added to those already in `url`. */
  query?: Record<string, string>;
};

export type TestContextOptions = {
  /** Settings over the test defaults (NODE_ENV test, silent log, a high sign-in limit). */
  env?: Record<string, string>;
  /** The base URL of a mock LLM (`startMockLlm().baseURL`): the server-wide AI key then points at it. */
  mockLlmUrl?: string;
  /**
   * Starts a pg-boss queue on the same database, polling every 0.5 s, with an automation that runs the
   * jobs and candidates handlers (the app itself runs without a queue in tests).
   */
  queue?: boolean;
  /**
   * The app's clock of invitations, the sign-in lockout and the caller cache: a test moves it instead of
   * waiting.
   */
  clock?: () => Date;
  /**
   * The app gets siblings (`addInstance`), as servers sharing one database do: one AUTH_SECRET and SECRETS_KEY for all, and
   * their events over LISTEN/NOTIFY on a channel of this context's own. PostgreSQL only (DATABASE_URL).
   */
  instances?: boolean;
  /** AI settings over the environment's, for every instance (a shorter limiter window). */
  ai?: Partial<AiConfig>;
  /** Routes of the test's own, registered on the app after every feature's (e.g. a probe of a hook). */
  routes?: (app: FastifyInstance) => Promise<void>;
};

/** One app instance of a context: its own pool, caches and event bus, on the context's database. */
export type TestInstance = {
  app: FastifyInstance;
  /** Calls the app through `inject()` (STYLE.md, Tests). @returns the response, whatever its status. */
  call: (method: Method, url: string, opts?: CallOptions) => Promise<LightMyRequestResponse>;
  /** Signs in with e-mail and password. @returns the Cookie header value. @throws unless 200. */
  signIn: (email: string, password: string) => Promise<string>;
};

export type TestContext = TestInstance & {
  db: Db;
  /** The queue and the automation on it, when built with `queue: true`. */
  queue: TaskQueue | null;
  automation: Automation | undefined;
  /** The app's clock (`opts.clock`, else the real time). */
  now: () => Date;
  /** Another app on the same database (`instances: true`), closed with the context. */
  addInstance: () => Promise<TestInstance>;
  close: () => Promise<void>;
};

const silent = pino({ level: 'silent' });

/**
 * The whole app (app.ts) on a fresh, migrated database of its own (STYLE.md, Tests: in-memory PGlite, or a
 * new database on DATABASE_URL's server; there the AI keys are paced through the database, as on a server
 * with DATABASE_URL). Data comes from the factories of test/factories.ts.
 */
export async function createTestContext(opts: TestContextOptions = {}): Promise<TestContext> {
  const database = await createMigratedTestDatabase();
  if (opts.instances && database.embedded) throw new Error('instances: true needs DATABASE_URL');
  const handle = createDb(database.url, database.embedded ? EMBEDDED_POOL_SIZE : 10);
  // A no-op on the migrated template; it applies a migration written since the template was made.
  await runMigrations(handle.db);
  const llm = opts.mockLlmUrl ? { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: opts.mockLlmUrl } : {};
  // Servers sharing a database share their secrets: sessions signed by one and keys sealed by one work on all.
  const secret = opts.instances
    ? {
        AUTH_SECRET: crypto.randomBytes(32).toString('hex'),
        SECRETS_KEY: crypto.randomBytes(32).toString('hex'),
      }
    : {};
  // Stored files go to a directory of this context's own, removed with it.
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-test-data-'));
  const env = loadEnv({
    DATA_DIR: dataDir,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SIGN_IN_RATE_LIMIT: '1000',
    ...llm,
    ...secret,
    ...opts.env,
  });
  const now = opts.clock ?? (() => new Date());
  const channel = `rw_events_test_${crypto.randomBytes(6).toString('hex')}`;
  const sharedBus = () =>
    opts.instances ? createPgEventBus({ databaseUrl: database.url, channel, log: silent }) : undefined;
  // On PostgreSQL the AI keys are paced through the database, as the server does there.
  const appOptions = { env, logger: false, clock: now, sharedAiLimits: !database.embedded, ai: opts.ai };
  const app = await buildApp({ ...appOptions, db: handle.db, bus: await sharedBus() });
  if (opts.routes) await app.register(opts.routes);
  let queue: TaskQueue | null = null;
  let automation: Automation | undefined;
  if (opts.queue) {
    // PGlite needs the app's own pool (pglite-socket interleaves concurrent connections, pglite#1046).
    const connection = database.embedded ? { pool: handle.pool } : { databaseUrl: database.url };
    queue = createQueue({ ...connection, log: silent, pollingIntervalSeconds: 0.5 });
    automation = await createAutomation({ queue, config: {}, log: silent });
    const deps = { db: handle.db, ai: app.ai, bus: app.events, log: silent };
    await registerJobAutomationHandlers(automation, deps);
    await registerCandidateScoringHandlers(automation, deps);
    await queue.start();
  }
  await app.ready();

  const siblings: { app: FastifyInstance; close: () => Promise<void> }[] = [];
  const addInstance = async (): Promise<TestInstance> => {
    if (!opts.instances) throw new Error('addInstance needs createTestContext({ instances: true })');
    const own = createDb(database.url, 10);
    const sibling = await buildApp({ ...appOptions, db: own.db, bus: await sharedBus() });
    await sibling.ready();
    siblings.push({ app: sibling, close: own.close });
    return instanceOf(sibling);
  };

  return {
    ...instanceOf(app),
    db: handle.db,
    queue,
    automation,
    now,
    addInstance,
    close: async () => {
      await queue?.stop({ timeoutMs: 2000 });
      for (const sibling of siblings) {
        await sibling.app.close();
        await sibling.close();
      }
      await app.close();
      await handle.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

function instanceOf(app: FastifyInstance): TestInstance {
  const call: TestInstance['call'] = (method, url, { cookie, body, headers, query } = {}) => {
    const inject: InjectOptions = { method, url, headers: { ...headers, ...(cookie ? { cookie } : {}) } };
    if (query) inject.query = query;
    if (body !== undefined) inject.payload = body as InjectOptions['payload'];
    return app.inject(inject);
  };

  const signIn: TestInstance['signIn'] = async (email, password) => {
    const res = await call('POST', '/api/auth/sign-in/email', { body: { email, password } });
    if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
    return res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  };
  return { app, call, signIn };
}
