import path from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import { CONTENT_EXTRACTOR_ZIP_NAME } from '@rw/core';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Db } from './db/client.js';
import { EMBEDDED_VACUUM_EVERY_MS, vacuumTables } from './db/vacuum.js';
import type { Env } from './env.js';
import { loadOrCreateSecret } from './lib/secrets.js';
import { accessTokensRoutes, organizationAccessTokensRoutes } from './modules/access-tokens/index.js';
import { activitiesRoutes } from './modules/activities/index.js';
import {
  accessListRoutes,
  adminRoutes,
  organisationWebhooks,
  organizationUsersRoutes,
  systemSettingsRoutes,
} from './modules/admin/index.js';
import { analyticsRoutes } from './modules/analytics/index.js';
import { auditRoutes } from './modules/audit/index.js';
import { authRoutes } from './modules/auth/index.js';
import {
  candidateRunSweeps,
  candidatesPlugin,
  registerCandidateScoringHandlers,
  registerRetentionHandler,
  retentionDeps,
} from './modules/candidates/index.js';
import { companiesRoutes, toneRoutes } from './modules/companies/index.js';
import { contentExtractorRoutes } from './modules/content-extractor/index.js';
import { cvSorterPlugin, recoverCvSorterRuns, registerCvSorterHandlers } from './modules/cv-sorter/index.js';
import {
  dataTrainerPlugin,
  recoverDescribing,
  recoverTrainerRuns,
  registerTrainerDescribeHandler,
  registerTrainerRunHandler,
} from './modules/data-trainer/index.js';
import {
  documentsPlugin,
  recoverDocumentImports,
  recoverReparseRuns,
  registerDocumentHandlers,
  registerReparseHandler,
} from './modules/documents/index.js';
import { interviewProcessRoutes } from './modules/interview-process/index.js';
import { jobsRoutes, registerJobAutomationHandlers } from './modules/jobs/index.js';
import { linkedinParserRoutes } from './modules/linkedin-parser/index.js';
import { notificationsRoutes, notifyUser } from './modules/notifications/index.js';
import { pipelineRoutes } from './modules/pipeline/index.js';
import { reviewerRoutes } from './modules/reviewer/index.js';
import { roleBuilderRoutes } from './modules/role-builder/index.js';
import { screenEvaluationRoutes } from './modules/screen-evaluation/index.js';
import { sweepAiHolds } from './platform/ai/ai-holds.js';
import { type AiConfig, type AiRuntime, aiRuntimeFromEnv } from './platform/ai/ai-runtime.js';
import {
  type Automation,
  createAutomation,
  enableOrganisationWebhooks,
} from './platform/automation/automation.service.js';
import { closeDocumentParsers } from './platform/documents/extract-text.js';
import { createEventBus } from './platform/events/create-event-bus.js';
import type { EventBus } from './platform/events/event.js';
import { eventsRoutes } from './platform/events/events.routes.js';
import { createMemoryEventBus } from './platform/events/memory-event-bus.js';
import { healthRoutes } from './platform/health/health.routes.js';
import { createMailer, defaultSender } from './platform/mail/mailer.js';
import { registerClusterTasks } from './platform/queue/cluster-tasks.js';
import { createQueue } from './platform/queue/create-queue.js';
import {
  defaultRunLifecycle,
  RUN_SWEEP_MS,
  type RunLifecycle,
  type RunSweep,
  startSweeper,
} from './platform/queue/run-lifecycle.js';
import type { TaskQueue } from './platform/queue/task-queue.js';
import { createFileStorage } from './platform/storage/create-storage.js';
import type { FileStorage } from './platform/storage/file-storage.js';
import { allowedOrigins } from './plugins/allowed-origins.js';
import { authPlugin } from './plugins/auth.js';
import { createAuth } from './plugins/better-auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { openapiPlugin } from './plugins/openapi.js';
import { securityPlugin } from './plugins/security.js';
import { responseSerializerCompiler } from './plugins/serializer.js';
import { textInputPlugin } from './plugins/text-input.js';
import { tokenCorsPlugin } from './plugins/token-cors.js';
import { readSpaIndex, webStaticPlugin } from './plugins/web-static.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The AI layer of this process: one limiter and client per provider key, the master key. */
    ai: AiRuntime;
    /** Per-user live events (SSE), across instances on PostgreSQL. */
    events: EventBus;
    /** Automation instructions on the job queue; absent when the app runs without `infra`. */
    automation: Automation | undefined;
    /** Where uploaded files' bytes are kept (local disk or S3-compatible, by STORAGE_DRIVER). */
    storage: FileStorage;
  }
}

export type AppOptions = {
  env: Env;
  db: Db;
  /** Persist generated secrets under env.dataDir (false in tests). */
  persistSecrets?: boolean;
  /** Serve the built web app (apps/web/dist or WEB_DIST). */
  serveWeb?: boolean;
  logger?: boolean;
  /**
   * Events across processes and the job queue, on the app's database. Without it (most tests) events stay
   * in-process and no queue runs. `pool` is the app's pool: the embedded PGlite is used over that one
   * connection (see db/embedded.ts).
   */
  infra?: { databaseUrl: string; embedded: boolean; pool: pg.Pool };
  /**
   * The clock of invitations, the sign-in lockout, the caller cache and the heartbeats of long work; tests
   * pass one they move. Default: the real time.
   */
  clock?: () => Date;
  /**
   * The event bus, instead of the one `infra` builds (or the in-process one): tests run two instances on one
   * PostgreSQL channel of their own. The app closes it.
   */
  bus?: EventBus;
  /**
   * Pace AI keys through the database, shared with every instance on it (default: on a real PostgreSQL, i.e.
   * `infra` not embedded; the embedded database has one instance and paces in process).
   */
  sharedAiLimits?: boolean;
  /** AI settings over those from the environment (tests shorten the limiter window). */
  ai?: Partial<AiConfig>;
  /** The file storage, instead of the one STORAGE_DRIVER names. */
  storage?: FileStorage;
};

const here = path.dirname(fileURLToPath(import.meta.url));

/** The base URL the browser uses: APP_URL, else http://localhost:PORT. */
export function publicUrl(env: Env): string {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
}

/**
 * Builds the whole API as one Fastify instance (fastify/demo style): testable with `inject()`, started by
 * server.ts. Registers security, errors, OpenAPI, auth and every feature module.
 */
export async function buildApp(opts: AppOptions): Promise<FastifyInstance> {
  const { env, db } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: env.LOG_LEVEL, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    bodyLimit: Math.round(env.BODY_LIMIT_MB * 1024 * 1024),
    trustProxy: env.TRUST_PROXY,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler);

  const webRoot = env.WEB_DIST ?? path.resolve(here, '../../web/dist');
  const spaIndex = opts.serveWeb ? readSpaIndex(webRoot) : undefined;
  if (opts.serveWeb && !spaIndex) app.log.warn({ webRoot }, 'web build not found; serving the API only');
  await app.register(errorsPlugin, { spaIndex });
  await app.register(textInputPlugin);
  const isAllowedOrigin = allowedOrigins(env);
  await app.register(securityPlugin, { isAllowedOrigin });
  await app.register(tokenCorsPlugin);
  // Per client address, API requests only: the page's own files (and the single-page app) are not counted.
  await app.register(rateLimit, {
    global: true,
    max: env.API_RATE_LIMIT,
    timeWindow: '1 minute',
    allowList: (req) => !req.url.startsWith('/api/'),
  });
  await app.register(openapiPlugin);

  const secret =
    env.AUTH_SECRET ?? loadOrCreateSecret(opts.persistSecrets ? env.dataDir : undefined, 'AUTH_SECRET');
  const google =
    env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET, issuer: env.OIDC_ISSUER }
      : undefined;
  const bus =
    opts.bus ??
    (opts.infra
      ? await createEventBus({
          databaseUrl: opts.infra.databaseUrl,
          embedded: opts.infra.embedded,
          log: app.log,
        })
      : createMemoryEventBus({ log: app.log }));
  app.decorate('events', bus);
  app.addHook('onClose', () => bus.close());
  app.addHook('onClose', () => closeDocumentParsers());
  const now = opts.clock ?? (() => new Date());
  const mailer = env.SMTP_URL
    ? createMailer({ url: env.SMTP_URL, from: env.SMTP_FROM ?? defaultSender(publicUrl(env)) })
    : undefined;
  if (mailer) app.addHook('onClose', async () => mailer.close());
  const auth = createAuth({
    now,
    db,
    bus,
    secret,
    baseURL: publicUrl(env),
    google,
    signInPerMinute: env.SIGN_IN_RATE_LIMIT,
    isAllowedOrigin,
  });
  await app.register(authPlugin, { auth, db, bus, now });

  await app.register(healthRoutes, { db });
  await app.register(authRoutes, {
    db,
    googleEnabled: Boolean(google),
    signInPerMinute: env.SIGN_IN_RATE_LIMIT,
    now,
  });
  await app.register(notificationsRoutes, { db });
  await app.register(eventsRoutes, { bus });
  app.decorate('automation', await startAutomation(app, opts, bus));
  const sharedAiLimits = opts.sharedAiLimits ?? Boolean(opts.infra && !opts.infra.embedded);
  const ai = aiRuntimeFromEnv(env, {
    persistSecrets: opts.persistSecrets,
    logger: app.log,
    sharedLimits: sharedAiLimits ? { db } : undefined,
    overrides: opts.ai,
  });
  app.decorate('ai', ai);
  if (app.automation) {
    await enableOrganisationWebhooks(
      app.automation,
      organisationWebhooks({ db, masterKey: ai.config.masterKey }),
    );
  }
  const storage = opts.storage ?? createFileStorage(env);
  app.decorate('storage', storage);
  await app.register(toneRoutes, { db, ai });
  await app.register(screenEvaluationRoutes, { db, ai });
  await app.register(companiesRoutes, { db });
  await app.register(interviewProcessRoutes, { db, ai });
  const automation = app.automation;
  await app.register(jobsRoutes, { db, ai, automation, bus, log: app.log });
  if (automation) await registerJobAutomationHandlers(automation, { db, ai, bus, log: app.log });
  const runs: RunLifecycle = { ...defaultRunLifecycle, clock: now };
  await app.register(reviewerRoutes, { db, ai, runs });
  await app.register(roleBuilderRoutes, { db, ai });
  const documentDeps = { db, ai, storage, queue: automation?.queue, bus, log: app.log, runs };
  await app.register(documentsPlugin, documentDeps);
  if (automation) {
    await registerDocumentHandlers(automation.queue, documentDeps);
    await registerReparseHandler(automation.queue, documentDeps);
  }
  await app.register(linkedinParserRoutes, { db, ai });
  const candidateDeps = { db, ai, automation, bus, log: app.log, runs, storage, now };
  await app.register(candidatesPlugin, candidateDeps);
  if (automation) await registerRetentionHandler(automation.queue, retentionDeps(candidateDeps));
  await app.register(pipelineRoutes, { db, bus, now });
  if (automation) await registerCandidateScoringHandlers(automation, candidateDeps);
  const cvSorterDeps = { db, ai, queue: automation?.queue, bus, log: app.log, runs };
  await app.register(cvSorterPlugin, cvSorterDeps);
  if (automation) await registerCvSorterHandlers(automation.queue, cvSorterDeps);
  await app.register(dataTrainerPlugin, cvSorterDeps);
  if (automation) {
    await registerTrainerRunHandler(automation.queue, cvSorterDeps);
    await registerTrainerDescribeHandler(automation.queue, cvSorterDeps);
  }
  if (opts.infra && automation)
    await runMaintenance(app, {
      queue: automation.queue,
      db,
      sweeps: [
        ...candidateRunSweeps(candidateDeps),
        { name: 'cv-sorter-runs', sweep: (cutoff) => recoverCvSorterRuns(cvSorterDeps, cutoff) },
        { name: 'data-trainer-runs', sweep: (cutoff) => recoverTrainerRuns(cvSorterDeps, cutoff) },
        { name: 'data-trainer-describing', sweep: (cutoff) => recoverDescribing(cvSorterDeps, cutoff) },
        { name: 'document-imports', sweep: (cutoff) => recoverDocumentImports(documentDeps, cutoff) },
        { name: 'document-reparse-runs', sweep: (cutoff) => recoverReparseRuns(documentDeps, cutoff) },
      ],
      runs,
      exclusive: opts.infra.embedded,
    });
  await app.register(adminRoutes, {
    db,
    masterKey: ai.config.masterKey,
    allowPrivateBaseUrl: ai.config.allowPrivateBaseUrl,
  });
  await app.register(activitiesRoutes, { db });
  await app.register(analyticsRoutes, { db, now });
  const delivery = { appUrl: publicUrl(env), mailer, now };
  await app.register(accessListRoutes, { db, delivery });
  await app.register(organizationUsersRoutes, { db, delivery });
  await app.register(systemSettingsRoutes, {
    db,
    ai,
    allowPrivateWebhooks: env.AUTOMATION_ALLOW_PRIVATE_WEBHOOKS,
  });
  await app.register(auditRoutes, { db, now });
  await app.register(accessTokensRoutes, { db, now });
  await app.register(organizationAccessTokensRoutes, { db, now });
  const extensionZip = path.resolve(here, '../../extension/dist', CONTENT_EXTRACTOR_ZIP_NAME);
  await app.register(contentExtractorRoutes, { zipPath: extensionZip });

  if (spaIndex) await app.register(webStaticPlugin, { root: webRoot });
  return app;
}

/**
 * The cluster's background work, each once per period whichever instance does it (cluster-tasks.ts): the
 * sweep of long work whose worker died (docs/product/candidates.md#interrupted-runs) every RUN_SWEEP_MS, and
 * the AI layer's holds (stale credit reservations, idle shared keys) every 10 minutes. On the embedded
 * database the server owns its data alone (DATA_DIR lock), so it also sweeps at boot every run stamped before
 * it started; on PostgreSQL other instances may be working, so runs wait for their heartbeats to go stale.
 * The embedded database, which has no autovacuum, is also vacuumed every EMBEDDED_VACUUM_EVERY_MS.
 */
async function runMaintenance(
  app: FastifyInstance,
  opts: { queue: TaskQueue; db: Db; sweeps: RunSweep[]; runs: RunLifecycle; exclusive: boolean },
) {
  const bootedAt = opts.runs.clock();
  let sweeper: ReturnType<typeof startSweeper> | undefined;
  const tasks = await registerClusterTasks({
    queue: opts.queue,
    clock: opts.runs.clock,
    log: app.log,
    tasks: [
      { name: 'maintenance.sweep-runs', everyMs: RUN_SWEEP_MS, run: async () => sweeper?.sweepNow() },
      { name: 'maintenance.ai-holds', everyMs: 10 * 60_000, run: () => sweepAiHolds(opts.db) },
      // The embedded database has no autovacuum: the server vacuums it (db/vacuum.ts).
      ...(opts.exclusive
        ? [
            {
              name: 'maintenance.vacuum',
              everyMs: EMBEDDED_VACUUM_EVERY_MS,
              run: async () => app.log.info(await vacuumTables(opts.db), 'embedded database vacuumed'),
            },
          ]
        : []),
    ],
  });
  let ticking: ReturnType<typeof tasks.start> | undefined;
  app.addHook('onReady', async () => {
    sweeper = startSweeper({
      sweeps: opts.sweeps,
      lifecycle: opts.runs,
      intervalMs: null,
      bootCutoff: opts.exclusive ? bootedAt : undefined,
      log: app.log,
    });
    ticking = tasks.start();
  });
  app.addHook('onClose', async () => {
    ticking?.stop();
    await sweeper?.stop();
  });
}

/**
 * The job queue (pg-boss) and the automation dispatcher on it. A job that
 * fails all its retries notifies the user who started it with the feature's message.
 */
async function startAutomation(app: FastifyInstance, opts: AppOptions, bus: EventBus) {
  if (!opts.infra) return undefined;
  const { env, db } = opts;
  const { databaseUrl, embedded, pool } = opts.infra;
  const queue = createQueue({
    ...(embedded ? { pool } : { databaseUrl }),
    pollingIntervalSeconds: embedded ? 5 : 2,
    log: app.log,
  });
  const automation = await createAutomation({
    queue,
    log: app.log,
    config: {
      webhookUrl: env.AUTOMATION_WEBHOOK_URL,
      webhookSecret: env.AUTOMATION_WEBHOOK_SECRET,
      allowPrivateWebhooks: env.AUTOMATION_ALLOW_PRIVATE_WEBHOOKS,
      dataDir: opts.persistSecrets ? env.dataDir : undefined,
    },
    onFailed: async (f) => {
      if (!f.requestedBy) return;
      await notifyUser(db, bus, {
        userId: f.requestedBy,
        type: 'error',
        title: 'AI task failed',
        message: f.message,
        data: { instruction: f.instruction, kind: f.kind },
      });
    },
  });
  app.addHook('onReady', () => queue.start());
  // Under server.ts's 10 s forced exit.
  app.addHook('onClose', () => queue.stop({ timeoutMs: 5000 }));
  return automation;
}
