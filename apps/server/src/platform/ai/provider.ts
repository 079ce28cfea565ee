import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { estimateTokens } from './metering.js';
import type { TokenUsage } from './prices.js';
import { TransientError } from './retry.js';
import {
  parseStructured,
  ReasoningFilter,
  schemaNameOf,
  strictJsonSchema,
  stripReasoning,
} from './structured-output.js';

/** The header that tags every request with its task, so logs and the mock provider can tell tasks apart. */
export const taskHeader = 'x-rw-task';

export type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** A call slot granted by the caller's pacing and retries; `settle` reports the tokens the call used. */
export type Gated<T> = { value: T; settle: (actualTokens?: number) => void };
/** Wraps each request to the provider (limiter + retry in the AI service); `call` may run several times. */
export type CallGate = <T>(estimatedTokens: number, call: () => Promise<T>) => Promise<Gated<T>>;
const directGate: CallGate = async (_estimate, call) => ({ value: await call(), settle: () => {} });

/** One chat completion request. `timeoutMs` applies to each attempt (default 60 s). */
export type ProviderCall = {
  client: OpenAI;
  task: string;
  model: string;
  messages: ChatMessage[];
  temperature?: number;
  maxTokens?: number;
  timeoutMs?: number;
  signal?: AbortSignal;
  gate?: CallGate;
};
export type TextResult = { text: string; usage: TokenUsage; model: string };
export type StructuredResult<T> = { data: T; usage: TokenUsage; model: string };

/** The model answered, but with nothing usable; `usage` is what the attempts cost all the same. */
export class ProviderOutputError extends Error {
  override name = 'ProviderOutputError';
  constructor(
    readonly kind: 'invalid_output' | 'empty_reply',
    message: string,
    readonly usage: TokenUsage,
  ) {
    super(message);
  }
}

/** An OpenAI-compatible client for a key and base URL; retries are ours (`retry.ts`), so the client's are off. */
export function createProviderClient(opts: {
  apiKey: string;
  baseURL?: string;
  /** The fetch the client connects with (base-url-guard.ts's publicOnlyFetch for an organisation's URL). */
  fetch?: typeof fetch;
}): OpenAI {
  return new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0, fetch: opts.fetch });
}

/**
 * Whether the provider answers at all (docs/product/ai.md#circuit-breaker): `GET /models` within
 * `timeoutMs`, once. Any HTTP answer, an error status included, means it is up; only a connection that fails
 * or stays silent means it is down.
 */
export async function providerAnswers(client: OpenAI, timeoutMs: number): Promise<boolean> {
  try {
    await client.models.list({ timeout: timeoutMs, maxRetries: 0 });
    return true;
  } catch (err) {
    return !(err instanceof APIConnectionError);
  }
}

export const zeroUsage: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

export function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

/** The provider's usage, or an estimate at 4 characters a token when it reports none (some local servers). */
function usageOf(
  reported: OpenAI.CompletionUsage | null | undefined,
  messages: ChatMessage[],
  reply: string,
): TokenUsage {
  if (reported) {
    return {
      promptTokens: reported.prompt_tokens,
      completionTokens: reported.completion_tokens,
      totalTokens: reported.total_tokens,
    };
  }
  const promptTokens = estimateTokens(messages.map((m) => m.content).join('\n'));
  const completionTokens = estimateTokens(reply);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}

/** Tokens to reserve before a call: the prompt's estimate plus the reply's ceiling. */
export function reservationOf(messages: ChatMessage[], maxTokens = 1000): number {
  return estimateTokens(messages.map((m) => m.content).join('\n')) + maxTokens;
}

function requestOptions(call: ProviderCall, signal?: AbortSignal) {
  return {
    timeout: call.timeoutMs ?? 60_000,
    maxRetries: 0,
    signal: signal ?? call.signal,
    headers: { [taskHeader]: call.task },
  };
}

/**
 * A request field a provider and model turned down (400/422 naming it), left out or renamed in its later
 * requests: OpenAI's reasoning models (o1, o3, gpt-5) take `max_completion_tokens` instead of `max_tokens`
 * and only the default temperature; older Azure API versions and some local servers refuse `stream_options`.
 */
type Adaptation = 'max_completion_tokens' | 'no_temperature' | 'no_stream_options';
/** Adaptations learnt per (base URL, model), for the process's lifetime. */
const adaptations = new Map<string, Set<Adaptation>>();
const providerKeyOf = (call: ProviderCall) => `${call.client.baseURL}|${call.model}`;

function adaptationFor(err: unknown): Adaptation | null {
  if (!(err instanceof OpenAI.APIError) || (err.status !== 400 && err.status !== 422)) return null;
  const message = err.message;
  if (/max_completion_tokens/i.test(message) && /max_tokens/i.test(message)) return 'max_completion_tokens';
  if (/temperature/i.test(message)) return 'no_temperature';
  if (/stream_options/i.test(message)) return 'no_stream_options';
  return null;
}

/** The request's temperature, length limit and (streams) usage option, as this provider and model take them. */
function tuning(call: ProviderCall, stream: boolean) {
  const learnt = adaptations.get(providerKeyOf(call));
  const has = (a: Adaptation) => learnt?.has(a) ?? false;
  return {
    ...(call.temperature === undefined || has('no_temperature') ? {} : { temperature: call.temperature }),
    ...(call.maxTokens === undefined
      ? {}
      : has('max_completion_tokens')
        ? { max_completion_tokens: call.maxTokens }
        : { max_tokens: call.maxTokens }),
    ...(stream && !has('no_stream_options') ? { stream_options: { include_usage: true } } : {}),
  };
}

/**
 * Sends a request (`send` builds it with `tuning`) and, when the provider turns down one of its fields, learns
 * that (adaptationFor) and sends it again without: each field at most once, so a refusal costs one request.
 */
async function adapting<T>(call: ProviderCall, send: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await send();
    } catch (err) {
      const adaptation = adaptationFor(err);
      const key = providerKeyOf(call);
      const learnt = adaptations.get(key) ?? new Set<Adaptation>();
      if (!adaptation || learnt.has(adaptation)) throw err;
      learnt.add(adaptation);
      adaptations.set(key, learnt);
    }
  }
}

async function chat(
  call: ProviderCall,
  messages: ChatMessage[],
  extra: Partial<ChatCompletionCreateParamsNonStreaming> = {},
): Promise<{ content: string; usage: TokenUsage; model: string }> {
  const gate = call.gate ?? directGate;
  const { value: completion, settle } = await adapting(call, () =>
    gate(reservationOf(messages, call.maxTokens), async () => {
      const body: ChatCompletionCreateParamsNonStreaming = {
        model: call.model,
        messages,
        ...tuning(call, false),
        ...extra,
      };
      try {
        return await call.client.chat.completions.create(body, requestOptions(call));
      } catch (err) {
        // A 200 whose body is not JSON (a proxy's error page, a truncated reply) is worth another attempt.
        if (err instanceof SyntaxError)
          throw new TransientError(`The provider's reply was not JSON: ${err.message}`);
        throw err;
      }
    }),
  );
  const message = completion.choices?.[0]?.message;
  const content = message?.content ?? '';
  const usage = usageOf(completion.usage, messages, content);
  settle(usage.totalTokens);
  return { content, usage, model: completion.model || call.model };
}

/**
 * Plain-text chat completion (OpenAI-compatible `POST /chat/completions`), without the reasoning block some
 * models write first (`<think>…</think>`, stripReasoning).
 * @throws ProviderOutputError 'empty_reply' when the model returns no text; provider errors as thrown by
 *   the `openai` client (APIError with status, APIConnectionError, APIConnectionTimeoutError).
 */
export async function completeText(call: ProviderCall): Promise<TextResult> {
  const { content, usage, model } = await chat(call, call.messages);
  const text = stripReasoning(content);
  if (!text) throw new ProviderOutputError('empty_reply', 'The model returned no text', usage);
  return { text, usage, model };
}

/** How a provider is asked for JSON: its strict json_schema, its plain JSON mode, or the prompt alone. */
type StructuredMode = 'json_schema' | 'json_object' | 'prompt';
/** The mode each provider (base URL) and model accepted after refusing a stricter one, for later calls. */
const structuredModes = new Map<string, StructuredMode>();
const weakerMode: Record<StructuredMode, StructuredMode | null> = {
  json_schema: 'json_object',
  json_object: 'prompt',
  prompt: null,
};

/** A 400 or 422 about the request's response_format: the server does not take that kind of structured output. */
function refusesResponseFormat(err: unknown): boolean {
  return (
    err instanceof OpenAI.APIError &&
    (err.status === 400 || err.status === 422) &&
    /response_format|json_schema|json_object|structured output|json mode/i.test(err.message)
  );
}

/** The schema spelt out in the system message, for providers that cannot be given it as response_format. */
function withSchemaInPrompt(messages: ChatMessage[], schema: object): ChatMessage[] {
  const hint = `Reply with only a JSON object, without prose or a code fence, that matches this JSON schema:\n${JSON.stringify(schema)}`;
  const first = messages[0];
  if (first?.role === 'system')
    return [{ role: 'system', content: `${first.content}\n\n${hint}` }, ...messages.slice(1)];
  return [{ role: 'system', content: hint }, ...messages];
}

/**
 * Structured output (DESIGN.md, AI): asks for `response_format: json_schema` (strict) generated from the zod
 * schema, validates the reply, repairs it (reasoning blocks, code fences, surrounding prose) and otherwise asks
 * once more with the validation error fed back. A provider that refuses json_schema (400/422 naming
 * response_format: DeepSeek, older Azure and local servers) is asked again in JSON mode with the schema in the
 * system message, then with the prompt alone; the mode it accepted is kept for its later calls.
 * @returns the validated data and the tokens of every attempt.
 * @throws ProviderOutputError 'invalid_output' or 'empty_reply' when the second reply fails too; the
 *   provider's error when it refuses every mode.
 */
export async function completeStructured<T>(
  call: ProviderCall & { schema: z.ZodType<T>; schemaName?: string },
): Promise<StructuredResult<T>> {
  const jsonSchema = strictJsonSchema(call.schema);
  const formats: Record<StructuredMode, Partial<ChatCompletionCreateParamsNonStreaming>> = {
    json_schema: {
      response_format: {
        type: 'json_schema',
        json_schema: { name: call.schemaName ?? schemaNameOf(call.task), schema: jsonSchema, strict: true },
      },
    },
    json_object: { response_format: { type: 'json_object' } },
    prompt: {},
  };
  const providerKey = providerKeyOf(call);
  let mode = structuredModes.get(providerKey) ?? 'json_schema';
  let usage = zeroUsage;
  let messages = call.messages;
  for (let attempt = 1; ; attempt++) {
    let reply: Awaited<ReturnType<typeof chat>>;
    try {
      const sent = mode === 'json_schema' ? messages : withSchemaInPrompt(messages, jsonSchema);
      reply = await chat(call, sent, formats[mode]);
    } catch (err) {
      const weaker = weakerMode[mode];
      if (!weaker || !refusesResponseFormat(err)) throw err;
      mode = weaker;
      structuredModes.set(providerKey, mode);
      attempt -= 1;
      continue;
    }
    usage = addUsage(usage, reply.usage);
    const empty = !stripReasoning(reply.content);
    const parsed = empty ? undefined : parseStructured(reply.content, call.schema);
    if (parsed?.ok) return { data: parsed.data, usage, model: reply.model };
    if (attempt === 2) {
      if (!parsed) throw new ProviderOutputError('empty_reply', 'The model returned no reply', usage);
      throw new ProviderOutputError('invalid_output', parsed.error, usage);
    }
    // An empty reply is asked again as it was; an invalid one with the validation error fed back.
    messages = parsed
      ? [
          ...call.messages,
          { role: 'assistant', content: reply.content },
          {
            role: 'user',
            // The schema itself, in case the provider ignored response_format rather than refusing it.
            content: `${parsed.error}\nReply again with only a JSON object that matches this JSON schema:\n${JSON.stringify(jsonSchema)}`,
          },
        ]
      : call.messages;
  }
}

/**
 * Streams a plain-text reply as deltas, for long text shown as it is written; a leading reasoning block
 * (`<think>…</think>`) is not shown (ReasoningFilter). The request is retried (via the gate) only until the
 * stream opens; a stream silent for `timeoutMs` fails with a timeout.
 * @returns (as the generator's return value) the whole text, the usage and the model.
 */
export async function* streamText(call: ProviderCall): AsyncGenerator<string, TextResult> {
  const idle = new AbortController();
  const signal = call.signal ? AbortSignal.any([call.signal, idle.signal]) : idle.signal;
  const timeoutMs = call.timeoutMs ?? 60_000;
  const gate = call.gate ?? directGate;
  const { value: stream, settle } = await adapting(call, () =>
    gate(reservationOf(call.messages, call.maxTokens), () =>
      call.client.chat.completions.create(
        { model: call.model, messages: call.messages, stream: true, ...tuning(call, true) },
        requestOptions(call, signal),
      ),
    ),
  );
  let text = '';
  /** Everything the model wrote, its reasoning included (the usage estimate when none is reported). */
  let raw = '';
  const reasoning = new ReasoningFilter();
  let reported: OpenAI.CompletionUsage | undefined;
  let model = call.model;
  let timer = setTimeout(() => idle.abort(), timeoutMs);
  try {
    for await (const chunk of stream) {
      clearTimeout(timer);
      if (chunk.model) model = chunk.model;
      if (chunk.usage) reported = chunk.usage;
      const delta = chunk.choices?.[0]?.delta?.content;
      if (delta) {
        raw += delta;
        const shown = reasoning.push(delta);
        if (shown) {
          text += shown;
          yield shown;
        }
      }
      // The idle clock runs only while waiting for the provider, not while the consumer handles a delta.
      timer = setTimeout(() => idle.abort(), timeoutMs);
    }
    // The client ends an aborted stream quietly; a silent provider is a timeout, a cancelled caller an abort.
    if (call.signal?.aborted) throw new APIUserAbortError();
    if (idle.signal.aborted) throw new APIConnectionTimeoutError();
    const rest = reasoning.flush();
    if (rest) {
      text += rest;
      yield rest;
    }
  } catch (err) {
    if (idle.signal.aborted && err instanceof APIUserAbortError) throw new APIConnectionTimeoutError();
    throw err;
  } finally {
    clearTimeout(timer);
    settle(usageOf(reported, call.messages, raw).totalTokens);
  }
  const usage = usageOf(reported, call.messages, raw);
  if (!text.trim()) throw new ProviderOutputError('empty_reply', 'The model returned no text', usage);
  return { text, usage, model };
}
