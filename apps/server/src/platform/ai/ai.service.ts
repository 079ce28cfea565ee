import { aiTaskKindOfTask } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import { AiDeadlineError, aiFailure, providerFailureCause } from './ai-errors.js';
import { type AiRuntime, fallbackModel } from './ai-runtime.js';
import type { CircuitBreaker } from './circuit-breaker.js';
import { type ResolvedProvider, resolveProvider } from './key-resolution.js';
import type { Limiter } from './limiter.js';
import { type CreditReservation, estimateTokens, reserveCredit, settleUsage } from './metering.js';
import { costOf, type TokenUsage } from './prices.js';
import type { Prompt } from './prompts/prompt.js';
import {
  type CallGate,
  type ChatMessage,
  completeStructured,
  completeText,
  ProviderOutputError,
  providerAnswers,
  reservationOf,
  type StructuredResult,
  streamText,
} from './provider.js';
import { errorStatus, withRetry } from './retry.js';

/** The per-attempt timeout when neither the call nor the runtime sets one (provider.ts's default). */
const DEFAULT_ATTEMPT_TIMEOUT_MS = 60_000;

/** The signed-in caller: usage is attributed to them and to their e-mail domain's organisation. */

type CallOptions = {
  db: Db;
  ai: AiRuntime;
  user: Caller;
  /** The `api_usage.service` label (defaults to the task name). */
  service?: string;
  /** Per-attempt timeout in ms (default: the runtime's, 60 s). */
  timeoutMs?: number;
  /**
   * Cancels the call, retries included; `aiDeadline(ms)` (ai-errors.ts) gives an overall deadline ('timeout
   * after {n} s'; `AbortSignal.timeout(ms)` works too, without the number).
   */
  signal?: AbortSignal;
  /**
   * The run's circuit breaker (circuit-breaker.ts), shared by its calls: it sees every attempt, stops the
   * retries and fails the call at once when it has opened.
   */
  breaker?: CircuitBreaker;
  /**
   * A provider key for this call only, instead of the organisation's (key-resolution.ts): used, never
   * stored or logged. Usage is metered to the caller's organisation all the same.
   */
  apiKey?: string;
};

/** A free-form call: the task tags the request, the messages are the caller's. */
export type TextCallOptions = CallOptions & {
  task: string;
  messages: ChatMessage[];
  model?: string;
  temperature?: number;
  maxTokens?: number;
  /** Told the model that wrote the reply (the provider's answer, else the one asked for) once it ends. */
  onModel?: (model: string) => void;
};

type Prepared = {
  provider: ResolvedProvider;
  limiter: Limiter;
  /** The call's hold on its organisation's monthly credit, until it is settled or released. */
  reservation: CreditReservation | null;
  model: string;
  base: {
    client: ReturnType<AiRuntime['connect']>['client'];
    model: string;
    timeoutMs: number | undefined;
    signal: AbortSignal | undefined;
    gate: CallGate;
  };
};

/**
 * The limiter and our retries around each request; a 429 holds the whole key for its Retry-After. A circuit
 * breaker, when given, sees each attempt's outcome and refuses attempts once open.
 */
function gateFor(
  ai: AiRuntime,
  limiter: Limiter,
  signal: AbortSignal | undefined,
  breaker: { breaker: CircuitBreaker; timeoutMs: number } | undefined,
): CallGate {
  return (estimate, call) =>
    withRetry(
      async () => {
        breaker?.breaker.beforeAttempt();
        const permit = await limiter.acquire(estimate, signal);
        try {
          const value = await call();
          breaker?.breaker.succeeded();
          return { value, settle: permit.release };
        } catch (err) {
          permit.release();
          breaker?.breaker.failed(err, breaker.timeoutMs);
          throw err;
        }
      },
      {
        ...ai.config.retry,
        signal,
        onRetry: (info) => {
          if (errorStatus(info.error) === 429) limiter.pause(info.delayMs);
        },
      },
    );
}

/** Resolve → credit reservation → client and limiter, shared by every kind of call. */
async function prepare(
  opts: CallOptions & { task: string; model?: string; messages: ChatMessage[]; maxTokens?: number },
): Promise<Prepared> {
  const provider = await resolveProvider(opts.db, {
    userEmail: opts.user.email,
    masterKey: opts.ai.config.masterKey,
    server: opts.ai.config.server,
    apiKey: opts.apiKey,
  });
  const reservation = await reserveCredit(opts.db, {
    organizationId: provider.organizationId,
    promptTokens: estimateTokens(opts.messages.map((m) => m.content).join('\n')),
    estimatedTokens: reservationOf(opts.messages, opts.maxTokens),
  });
  const { client, limiter } = opts.ai.connect(provider);
  // The organisation's model for the task's kind, else its model, else the server's, else the task's default.
  const kind = aiTaskKindOfTask[opts.task];
  const kindModel = kind ? provider.taskModels[kind] : undefined;
  const model = kindModel ?? provider.model ?? opts.model ?? opts.ai.config.defaultModel ?? fallbackModel;
  const timeoutMs = opts.timeoutMs ?? opts.ai.config.timeoutMs;
  const { breaker } = opts;
  breaker?.useProbe((ms) => providerAnswers(client, ms));
  const signals = [opts.signal, breaker?.signal].filter((s): s is AbortSignal => s !== undefined);
  const signal = signals.length > 1 ? AbortSignal.any(signals) : signals[0];
  const watched = breaker && { breaker, timeoutMs: timeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS };
  return {
    provider,
    limiter,
    reservation,
    model,
    base: { client, model, timeoutMs, signal, gate: gateFor(opts.ai, limiter, signal, watched) },
  };
}

/** A transaction of `Db`. */
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** What one call cost, as metered: the model that answered, its tokens and their cost in US dollars. */
export type CallUsage = { model: string; tokensUsed: number; cost: number };

/**
 * Ends the call's accounting once (metering.ts `settleUsage`): records `usage` when it used tokens and
 * releases the call's credit reservation. Later calls for the same call do nothing.
 */
async function meter(
  opts: CallOptions,
  task: string,
  p: Prepared,
  model: string,
  usage: TokenUsage | undefined,
  db: Pick<Db, 'execute'> = opts.db,
) {
  const { reservation } = p;
  p.reservation = null;
  await settleUsage(db, {
    reservation,
    usage:
      usage && usage.totalTokens > 0
        ? {
            userId: opts.user.id,
            domain: opts.user.domain,
            organizationId: p.provider.organizationId,
            service: opts.service ?? task,
            tokensUsed: usage.totalTokens,
            cost: costOf(model, usage),
          }
        : undefined,
  });
}

/**
 * Maps any failure to an AppError whose `details.reason` a feature can turn into its own message and whose
 * `details.detail` says what happened (docs/product/ai.md#what-happened).
 */
async function fail(err: unknown, opts: CallOptions, task: string, p: Prepared | undefined): Promise<never> {
  // Replies that could not be used still cost their tokens; any other failure only gives back its reservation.
  if (p) {
    const spent = err instanceof ProviderOutputError ? err.usage : undefined;
    await meter(opts, task, p, p.model, spent).catch((e: unknown) =>
      opts.ai.config.logger?.warn({ err: e, task }, 'AI call not settled'),
    );
  }
  if (opts.breaker?.error) throw opts.breaker.error;
  if (err instanceof AppError) throw err;
  if (err instanceof ProviderOutputError) throw aiFailure(err.kind);
  if (opts.signal?.aborted) {
    // A feature's overall deadline is a timeout; any other cancellation stays as it is.
    const reason: unknown = opts.signal.reason;
    if (reason instanceof AiDeadlineError) throw aiFailure({ reason: 'timeout', timeoutMs: reason.ms });
    if (reason instanceof DOMException && reason.name === 'TimeoutError') throw aiFailure('timeout');
    throw err;
  }
  const status = errorStatus(err);
  opts.ai.config.logger?.warn({ err, task, status, source: p?.provider.source }, 'AI call failed');
  const timeoutMs = p?.base.timeoutMs ?? DEFAULT_ATTEMPT_TIMEOUT_MS;
  throw aiFailure(providerFailureCause(err, { timeoutMs }));
}

/**
 * Runs one structured AI task (docs/product/ai.md#key-resolution): resolves the caller's key, reserves the
 * call's tokens against the monthly credit (refusing when it is spent), paces and retries the call, validates
 * the reply against the prompt's schema and records the tokens and cost in `api_usage` and the
 * organisation's month (`organization_usage`), releasing the reservation.
 * @returns the validated output of the prompt.
 * @throws AppError with `details.reason` (ai-errors.ts): 'not_configured' (message in
 *   docs/product/ai.md#messages), 'credit_limit', 'auth', 'timeout', 'rate_limited', 'invalid_output',
 *   'empty_reply', 'provider_error'.
 */
export async function runAiTask<Input, Output>(
  opts: CallOptions & {
    prompt: Prompt<Input, Output>;
    input: Input;
    model?: string;
    /**
     * Saves the feature's result in the transaction that records the call's usage, so both commit or neither
     * does: work resumed after a crash never pays twice for a result it kept (docs/product/ai.md#usage-metering).
     * Its errors are thrown as they are, and then no usage is recorded. `call` is the model that answered,
     * the tokens it used and their cost in US dollars, as they are recorded.
     */
    commit?: (tx: Tx, output: Output, call: CallUsage) => Promise<void>;
  },
): Promise<Output> {
  const { prompt } = opts;
  const messages: ChatMessage[] = [
    { role: 'system', content: prompt.system },
    { role: 'user', content: prompt.buildUser(opts.input) },
  ];
  let p: Prepared | undefined;
  let result: StructuredResult<Output>;
  try {
    p = await prepare({
      ...opts,
      task: prompt.task,
      model: opts.model ?? prompt.model,
      messages,
      maxTokens: prompt.maxTokens,
    });
    result = await completeStructured({
      ...p.base,
      task: prompt.task,
      messages,
      schema: prompt.outputSchema,
      temperature: prompt.temperature,
      maxTokens: prompt.maxTokens,
    });
    if (!opts.commit) {
      await meter(opts, prompt.task, p, result.model, result.usage);
      return result.data;
    }
  } catch (err) {
    return fail(err, opts, prompt.task, p);
  }
  const { commit } = opts;
  const prepared = p;
  const { reservation } = prepared;
  try {
    await opts.db.transaction(async (tx) => {
      const call = {
        model: result.model,
        tokensUsed: result.usage.totalTokens,
        cost: costOf(result.model, result.usage),
      };
      await commit(tx, result.data, call);
      await meter(opts, prompt.task, prepared, result.model, result.usage, tx);
    });
  } catch (err) {
    // Nothing of the call was kept, its reservation's release included: give the reservation back.
    await settleUsage(opts.db, { reservation }).catch((e: unknown) =>
      opts.ai.config.logger?.warn({ err: e, task: prompt.task }, 'AI call not settled'),
    );
    throw err;
  }
  return result.data;
}

/**
 * A plain-text completion with the same key resolution, credit check, pacing, retries and metering.
 * @returns the reply text. @throws as `runAiTask`.
 */
export async function runAiText(opts: TextCallOptions): Promise<string> {
  let p: Prepared | undefined;
  try {
    p = await prepare(opts);
    const result = await completeText({ ...p.base, ...pick(opts), task: opts.task });
    await meter(opts, opts.task, p, result.model, result.usage);
    opts.onModel?.(result.model);
    return result.text;
  } catch (err) {
    return fail(err, opts, opts.task, p);
  }
}

function pick(opts: TextCallOptions) {
  return { messages: opts.messages, temperature: opts.temperature, maxTokens: opts.maxTokens };
}

/**
 * Streams a plain-text reply as deltas (long text shown as it is written); usage is recorded when the stream
 * ends, also when the consumer stops early (then estimated from the text received).
 * @returns (generator return value) the whole text. @throws as `runAiTask`, before or during the stream.
 */
export async function* streamAiText(opts: TextCallOptions): AsyncGenerator<string, string> {
  let p: Prepared | undefined;
  let opened = false;
  let text = '';
  let usage: TokenUsage | undefined;
  let model: string | undefined;
  try {
    p = await prepare(opts);
    const stream = streamText({ ...p.base, ...pick(opts), task: opts.task });
    for (;;) {
      const next = await stream.next();
      opened = true;
      if (next.done) {
        ({ usage, model } = next.value);
        opts.onModel?.(model ?? p.model);
        return text;
      }
      text += next.value;
      yield next.value;
    }
  } catch (err) {
    if (!(err instanceof ProviderOutputError)) return fail(err, opts, opts.task, p);
    usage = err.usage;
    opened = true;
    throw aiFailure(err.kind);
  } finally {
    // A stream that never opened cost nothing; one cut short is estimated from what arrived.
    if (p && opened) {
      const promptTokens = estimateTokens(opts.messages.map((m) => m.content).join('\n'));
      const completionTokens = estimateTokens(text);
      const spent = usage ?? { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
      await meter(opts, opts.task, p, model ?? p.model, spent);
    } else if (p) {
      await meter(opts, opts.task, p, p.model, undefined);
    }
  }
}
