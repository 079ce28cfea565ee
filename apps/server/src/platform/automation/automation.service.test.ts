import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createQueue } from '#src/platform/queue/create-queue.js';
import type { FailedTask, RegisterOptions, TaskQueue } from '#src/platform/queue/task-queue.js';
import { openTestDatabase, type TestDatabase } from '#src/platform/queue/test-database.js';
import {
  type AutomationFailure,
  createAutomation,
  dispatchAutomation,
  enableOrganisationWebhooks,
  ORG_WEBHOOK_JOB,
  registerAutomationHandler,
  WEBHOOK_JOB,
} from './automation.service.js';
import { buildGenerateJD, buildIntakeSummary, buildSalaryGen } from './automation-payloads.js';
import { verifyWebhookSignature } from './webhook-delivery.js';

const log = pino({ level: 'silent' });
const job = {
  jobId: 'job-1',
  jobTitle: 'Staff Engineer',
  companyName: 'Acme',
  location: null,
  seniority: 'IC5',
  jobFunction: 'Engineering',
  department: null,
  workStyle: 'remote',
  hardSkills: ['TypeScript'],
  softSkills: [],
  jobContext: null,
  intakeNotes: 'Needs a mentor',
};
const jd = {
  jdRoleMission: 'Own it',
  jdResponsibilities: [],
  jdRequirements: [],
  jdNiceToHave: [],
  jdBenefits: [],
};

/** A webhook receiver that answers the queued statuses in turn, then 200. */
const requests: { body: string; headers: http.IncomingHttpHeaders }[] = [];
const statuses: number[] = [];
let server: http.Server;
let hookUrl: string;
let database: TestDatabase;
let queue: TaskQueue;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      requests.push({ body, headers: req.headers });
      const status = statuses.shift() ?? 200;
      res.writeHead(status).end(status === 200 ? 'ok' : 'upstream down');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  hookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/automation`;
  database = await openTestDatabase();
  queue = createQueue({ ...database.connection, log, pollingIntervalSeconds: 0.5 });
  await queue.start();
});
afterAll(async () => {
  await queue?.stop({ timeoutMs: 2000 });
  await database?.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

describe('automation dispatch on the queue', () => {
  it('enqueues automation.<Instruction> and POSTs the signed payload, retrying a 500 until it succeeds', async () => {
    const automation = await createAutomation({
      queue,
      log,
      config: {
        webhookUrl: hookUrl,
        webhookSecret: 'shh',
        allowPrivateWebhooks: true,
        webhookRetryDelaySeconds: 1,
      },
    });
    statuses.push(500);
    const payload = buildGenerateJD({ ...job, ...jd });
    const { jobId, webhookJobId } = await dispatchAutomation(automation, 'GenerateJD', payload, {
      requestedBy: 'user-1',
    });
    const queued = await queue.getTask('automation.GenerateJD', jobId!);
    expect(queued).toMatchObject({ state: 'created', data: { payload, requestedBy: 'user-1' } });

    await vi.waitFor(
      async () => expect((await queue.getTask(WEBHOOK_JOB, webhookJobId!))?.state).toBe('completed'),
      { timeout: 15_000, interval: 100 },
    );
    const delivered = await queue.getTask(WEBHOOK_JOB, webhookJobId!);
    expect(delivered?.retryCount).toBe(1);
    expect(requests).toHaveLength(2);
    for (const r of requests) {
      expect(JSON.parse(r.body)).toEqual({ instruction: 'GenerateJD', ...payload });
      expect(verifyWebhookSignature(r.body, r.headers['x-rw-signature'] as string, 'shh')).toBe(true);
      expect(r.headers['x-rw-delivery']).toBe(webhookJobId);
    }
  }, 20_000);

  it("also delivers to the requesting user's organisation's own webhook, signed with its secret", async () => {
    const automation = await createAutomation({
      queue,
      log,
      config: { allowPrivateWebhooks: true, webhookRetryDelaySeconds: 1 },
    });
    const orgHook = `${hookUrl}/org`;
    await enableOrganisationWebhooks(automation, {
      domainWithWebhook: async (userId) => (userId === 'user-org' ? 'acme.test' : null),
      target: async (domain) =>
        domain === 'acme.test' ? { url: orgHook, secret: 'org-secret-0123456789' } : null,
    });
    requests.length = 0;
    // IntakeSummary: no test registers its handler, so these jobs wait harmlessly in the queue.
    const payload = buildIntakeSummary({ ...job, jobId: 'job-org' });
    const none = await dispatchAutomation(automation, 'IntakeSummary', payload, {
      requestedBy: 'user-other',
    });
    expect(none.webhookJobId).toBeNull();
    await dispatchAutomation(automation, 'IntakeSummary', payload, { requestedBy: 'user-org' });
    await vi.waitFor(() => expect(requests).toHaveLength(1), { timeout: 15_000, interval: 100 });
    const [r] = requests;
    expect(JSON.parse(r!.body)).toEqual({ instruction: 'IntakeSummary', ...payload });
    expect(
      verifyWebhookSignature(r!.body, r!.headers['x-rw-signature'] as string, 'org-secret-0123456789'),
    ).toBe(true);
    expect(ORG_WEBHOOK_JOB).toBe('automation.org-webhook');
  }, 20_000);

  it('runs a registered handler with the validated payload and who asked', async () => {
    const automation = await createAutomation({ queue, log, config: {} });
    const seen: unknown[] = [];
    await registerAutomationHandler(automation, 'SalaryGen', async (payload, ctx) => {
      seen.push({ jobId: payload.jobId, requestedBy: ctx.requestedBy, attempt: ctx.job.attempt });
      return { salaryMin: 1 };
    });
    const { jobId, webhookJobId } = await dispatchAutomation(automation, 'SalaryGen', buildSalaryGen(job), {
      requestedBy: 'user-2',
      singletonKey: 'job-1',
    });
    expect(webhookJobId).toBeNull();
    await vi.waitFor(() => expect(seen).toEqual([{ jobId: 'job-1', requestedBy: 'user-2', attempt: 1 }]), {
      timeout: 10_000,
    });
    expect((await queue.getTask('automation.SalaryGen', jobId!))?.output).toEqual({ salaryMin: 1 });
  });

  it('enqueues nothing while a job with the same singletonKey is live', async () => {
    const automation = await createAutomation({ queue, log, config: {} });
    const payload = buildGenerateJD({ ...job, jobId: 'job-9', ...jd });
    const first = await dispatchAutomation(automation, 'GenerateJD', payload, { singletonKey: 'job-9' });
    expect(first.jobId).toEqual(expect.any(String));
    expect(await dispatchAutomation(automation, 'GenerateJD', payload, { singletonKey: 'job-9' })).toEqual({
      jobId: null,
      webhookJobId: null,
    });
  });

  it('refuses a payload that does not match the instruction', async () => {
    const automation = await createAutomation({ queue, log, config: {} });
    const bad = { ...buildSalaryGen(job), jobId: '' };
    await expect(dispatchAutomation(automation, 'SalaryGen', bad)).rejects.toThrow();
  });
});

describe('automation failures', () => {
  /** A queue that records registrations, so a final failure can be replayed without waiting out retries. */
  function recordingQueue() {
    const registered = new Map<string, RegisterOptions<object>>();
    const fake: TaskQueue = {
      start: async () => {},
      stop: async () => {},
      register: async (name, _handler, opts = {}) => {
        registered.set(name, opts as RegisterOptions<object>);
      },
      send: async () => 'id',
      getTask: async () => null,
      cancel: async () => {},
    };
    const fail = (name: string, failed: FailedTask<object>) => registered.get(name)?.onFailed?.(failed);
    return { fake, registered, fail };
  }

  it("reports a webhook that failed every retry with the spec's message for the user who asked", async () => {
    const { fake, registered, fail } = recordingQueue();
    const failures: AutomationFailure[] = [];
    await createAutomation({
      queue: fake,
      log,
      config: { webhookUrl: 'https://automation.example.com/hook', webhookSecret: 's' },
      onFailed: (f) => {
        failures.push(f);
      },
    });
    expect(registered.get(WEBHOOK_JOB)).toMatchObject({ retryLimit: 3, retryBackoff: true });
    const payload = buildSalaryGen(job);
    await fail(WEBHOOK_JOB, {
      name: WEBHOOK_JOB,
      data: { instruction: 'ScoreCandidates', payload, requestedBy: 'u1' },
      error: 'Webhook request failed: 500',
    });
    await fail(WEBHOOK_JOB, {
      name: WEBHOOK_JOB,
      data: { instruction: 'SalaryGen', payload, requestedBy: null },
      error: 'Webhook request failed: 502',
    });
    expect(failures).toEqual([
      {
        instruction: 'ScoreCandidates',
        kind: 'webhook',
        requestedBy: 'u1',
        error: 'Webhook request failed: 500',
        message: 'Error sending candidates for AI scoring',
      },
      {
        instruction: 'SalaryGen',
        kind: 'webhook',
        requestedBy: null,
        error: 'Webhook request failed: 502',
        message: 'Error sending data to webhook',
      },
    ]);
  });

  it('reports a handler that failed for good', async () => {
    const { fake, fail } = recordingQueue();
    const onFailed = vi.fn();
    const automation = await createAutomation({ queue: fake, log, config: {}, onFailed });
    await registerAutomationHandler(automation, 'IntProcess', async () => null);
    await fail('automation.IntProcess', {
      name: 'automation.IntProcess',
      data: { payload: {}, requestedBy: 'u3' },
      error: 'No workflow received from webhook',
    });
    expect(onFailed).toHaveBeenCalledWith({
      instruction: 'IntProcess',
      kind: 'handler',
      requestedBy: 'u3',
      error: 'No workflow received from webhook',
      message: 'Failed to generate workflow: No workflow received from webhook',
    });
  });
});
