import pino from 'pino';
import { loadOrCreateSecret } from '#src/lib/secrets.js';
import type { Log, TaskContext, TaskQueue } from '#src/platform/queue/task-queue.js';
import {
  type AutomationInstruction,
  type AutomationPayload,
  automationInstructions,
  parseAutomationPayload,
} from './automation-payloads.js';
import { postWebhook } from './webhook-delivery.js';

/** Queue name of an instruction's built-in job, e.g. `automation.GenerateJD`. */
export const automationJobName = (instruction: AutomationInstruction) => `automation.${instruction}` as const;
/** Queue name of the webhook delivery jobs. */
export const WEBHOOK_JOB = 'automation.webhook';
/** Queue name of the deliveries to an organisation's own webhook (System Settings). */
export const ORG_WEBHOOK_JOB = 'automation.org-webhook';

/**
 * Organisations' own automation webhooks (docs/product/admin.md#automation-webhook), looked up by the app's
 * settings: the organisation of the user who dispatched, and its webhook read again at delivery time (a
 * webhook turned off meanwhile receives nothing).
 */
export type OrganisationWebhooks = {
  /** The organisation (e-mail domain) of user `userId` when it has a webhook; null otherwise. */
  domainWithWebhook: (userId: string) => Promise<string | null>;
  /** The organisation's webhook URL and clear secret; null when it has none. */
  target: (domain: string) => Promise<{ url: string; secret: string } | null>;
};

export type AutomationConfig = {
  /** AUTOMATION_WEBHOOK_URL: when set, every dispatched payload is also POSTed there. */
  webhookUrl?: string;
  /** AUTOMATION_WEBHOOK_SECRET; when absent one is generated and kept in `{dataDir}/secrets.json`. */
  webhookSecret?: string;
  /** Where a generated secret is kept; omitted (tests): a fresh random secret per process. */
  dataDir?: string;
  /** Allow loopback and private-network webhook targets (default false). */
  allowPrivateWebhooks?: boolean;
  /** Limit of one webhook request, in ms (default 10 s). */
  webhookTimeoutMs?: number;
  /** Delay before the first of 3 webhook retries, in seconds, doubling with jitter (default 2). */
  webhookRetryDelaySeconds?: number;
};

/** An automation job that failed for good, with its message for the user who asked for it. */
export type AutomationFailure = {
  instruction: AutomationInstruction;
  kind: 'handler' | 'webhook';
  /** The user who dispatched it, when known. */
  requestedBy: string | null;
  error: string;
  /** The text for this instruction's failure (docs/product/ai.md#automation-webhooks). */
  message: string;
};

export type Automation = {
  queue: TaskQueue;
  webhook: { url: string; secret: string } | null;
  config: AutomationConfig;
  log: Log;
  onFailed?: (failure: AutomationFailure) => Promise<void> | void;
  /** Set by `enableOrganisationWebhooks`; without it only the server-wide webhook is posted to. */
  organisationWebhooks?: OrganisationWebhooks;
};

/** What the queue stores for an instruction job. */
export type AutomationJobData<I extends AutomationInstruction = AutomationInstruction> = {
  payload: AutomationPayload<I>;
  requestedBy: string | null;
};
type WebhookJobData = AutomationJobData & { instruction: AutomationInstruction };
type OrgWebhookJobData = WebhookJobData & { domain: string };

/**
 * 'Error sending candidates for AI scoring', 'Failed to generate workflow: …', else 'Error sending data to
 * webhook' (docs/product/ai.md#automation-webhooks).
 */
export function automationFailureMessage(instruction: AutomationInstruction, error: string): string {
  if (instruction === 'ScoreCandidates') return 'Error sending candidates for AI scoring';
  if (instruction === 'IntProcess') return `Failed to generate workflow: ${error}`;
  return 'Error sending data to webhook';
}

/**
 * Sets up automation on a queue (DESIGN.md, AI; docs/product/ai.md#automation-webhooks): resolves the webhook
 * secret and, when a webhook URL is configured, registers the delivery worker: POST
 * `{ instruction, ...payload }` with `X-RW-Signature`, 10 s timeout, 3 retries with back-off, private targets
 * refused unless allowed (organisations' own webhooks: `enableOrganisationWebhooks`). `onFailed` hears about
 * every job that failed for good (to notify `requestedBy`).
 */
export async function createAutomation(opts: {
  queue: TaskQueue;
  config: AutomationConfig;
  log?: Log;
  onFailed?: (failure: AutomationFailure) => Promise<void> | void;
}): Promise<Automation> {
  const { queue, config } = opts;
  const log = opts.log ?? pino({ name: 'automation' });
  const webhook = config.webhookUrl
    ? {
        url: config.webhookUrl,
        secret: config.webhookSecret ?? loadOrCreateSecret(config.dataDir, 'AUTOMATION_WEBHOOK_SECRET'),
      }
    : null;
  const automation: Automation = { queue, webhook, config, log, onFailed: opts.onFailed };
  const retry = retryOf(config);
  if (webhook) {
    await queue.register<WebhookJobData>(
      WEBHOOK_JOB,
      (data, job) => deliver(automation, webhook, data, job),
      {
        ...retry,
        onFailed: (failed) => reportFailure(automation, 'webhook', failed.data, failed.error),
      },
    );
  }
  return automation;
}

/** The retries of webhook deliveries: 3, with back-off from `webhookRetryDelaySeconds` (2 s). */
function retryOf(config: AutomationConfig) {
  return {
    retryLimit: 3,
    retryDelay: config.webhookRetryDelaySeconds ?? 2,
    retryBackoff: true,
    expireInSeconds: Math.ceil((config.webhookTimeoutMs ?? 10_000) / 1000) + 30,
    concurrency: 2,
  };
}

/**
 * Turns on organisations' own webhooks (docs/product/admin.md#automation-webhook): later dispatches of a user
 * whose organisation has one also enqueue an `automation.org-webhook` delivery, which this registers the
 * worker of (same timeout, retries and private-address rule as the server's webhook, the organisation's own
 * secret). @throws if called twice on one queue in this process.
 */
export async function enableOrganisationWebhooks(automation: Automation, webhooks: OrganisationWebhooks) {
  automation.organisationWebhooks = webhooks;
  await automation.queue.register<OrgWebhookJobData>(
    ORG_WEBHOOK_JOB,
    (data, job) => deliverToOrganisation(automation, data, job),
    {
      ...retryOf(automation.config),
      onFailed: (failed) => reportFailure(automation, 'webhook', failed.data, failed.error),
    },
  );
}

/** Delivers to the organisation's webhook as it is now; nothing when it was turned off since. */
async function deliverToOrganisation(automation: Automation, data: OrgWebhookJobData, job: TaskContext) {
  const target = await automation.organisationWebhooks?.target(data.domain);
  if (!target) return { skipped: true };
  return deliver(automation, target, data, job);
}

async function deliver(
  automation: Automation,
  webhook: { url: string; secret: string },
  data: WebhookJobData,
  job: TaskContext,
) {
  const payload = parseAutomationPayload(data.instruction, data.payload);
  const res = await postWebhook({
    url: webhook.url,
    body: JSON.stringify({ instruction: data.instruction, ...payload }),
    secret: webhook.secret,
    timeoutMs: automation.config.webhookTimeoutMs,
    allowPrivate: automation.config.allowPrivateWebhooks,
    deliveryId: job.id,
    signal: job.signal,
  });
  // The wording for a failed webhook answer (docs/product/ai.md#automation-webhooks).
  if (!res.ok) throw new Error(`Webhook request failed: ${res.status} ${res.text}`.trim());
  return { status: res.status };
}

async function reportFailure(
  automation: Automation,
  kind: AutomationFailure['kind'],
  data: Partial<WebhookJobData> & { instruction?: AutomationInstruction },
  error: string,
  instruction = data.instruction,
) {
  if (!instruction || !automationInstructions.includes(instruction)) return;
  await automation.onFailed?.({
    instruction,
    kind,
    requestedBy: data.requestedBy ?? null,
    error,
    message: automationFailureMessage(instruction, error),
  });
}

/**
 * Enqueues an instruction (docs/product/ai.md#automation-webhooks): the job `automation.<Instruction>` for
 * its built-in handler and, when a webhook is configured, an `automation.webhook` delivery of the same
 * payload; when the requesting user's organisation has its own webhook (System Settings), an
 * `automation.org-webhook` delivery to it, signed with its secret.
 * @param opts.requestedBy user id to notify on failure. @param opts.singletonKey at most one live job per key
 *   (e.g. the job id); when one is live nothing is enqueued and both ids are null.
 * @throws ZodError when the payload does not match the instruction's schema.
 */
export async function dispatchAutomation<I extends AutomationInstruction>(
  automation: Automation,
  instruction: I,
  payload: AutomationPayload<I>,
  opts: { requestedBy?: string; singletonKey?: string } = {},
): Promise<{ jobId: string | null; webhookJobId: string | null }> {
  const parsed = parseAutomationPayload(instruction, payload);
  const data: AutomationJobData<I> = { payload: parsed, requestedBy: opts.requestedBy ?? null };
  const jobId = await automation.queue.send(automationJobName(instruction), data, {
    singletonKey: opts.singletonKey,
  });
  if (!jobId) return { jobId, webhookJobId: null };
  const domain =
    opts.requestedBy && automation.organisationWebhooks
      ? await automation.organisationWebhooks.domainWithWebhook(opts.requestedBy)
      : null;
  if (domain) {
    await automation.queue.send<OrgWebhookJobData>(ORG_WEBHOOK_JOB, { instruction, ...data, domain });
  }
  if (!automation.webhook) return { jobId, webhookJobId: null };
  const webhookJobId = await automation.queue.send<WebhookJobData>(WEBHOOK_JOB, { instruction, ...data });
  return { jobId, webhookJobId };
}

/** What an instruction handler gets: the validated payload, who asked, and the job context. */
export type AutomationHandler<I extends AutomationInstruction> = (
  payload: AutomationPayload<I>,
  ctx: { requestedBy: string | null; job: TaskContext },
) => Promise<unknown>;

/**
 * Registers the built-in handler of an instruction (the jobs and candidates features bring them). Jobs
 * dispatched before a handler exists wait in the queue. Failures are retried 3 times, then reported to
 * `onFailed` with the instruction's message. @throws if the instruction already has a handler in this
 * process.
 */
export async function registerAutomationHandler<I extends AutomationInstruction>(
  automation: Automation,
  instruction: I,
  handler: AutomationHandler<I>,
  opts: { concurrency?: number; expireInSeconds?: number } = {},
): Promise<void> {
  await automation.queue.register<AutomationJobData<I>>(
    automationJobName(instruction),
    (data, job) =>
      handler(parseAutomationPayload(instruction, data.payload), { requestedBy: data.requestedBy, job }),
    {
      ...opts,
      onFailed: (failed) => reportFailure(automation, 'handler', failed.data, failed.error, instruction),
    },
  );
}
