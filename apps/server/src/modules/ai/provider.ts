import OpenAI, { APIConnectionTimeoutError, APIUserAbortError } from 'openai';
import type { ChatCompletionCreateParamsNonStreaming } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { estimateTokens } from './metering.js';
import type { TokenUsage } from './prices.js';
import { TransientError } from './retry.js';
import { parseStructured, schemaNameOf, strictJsonSchema } from './structured-output.js';

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
export function createProviderClient(opts: { apiKey: string; baseURL?: string }): OpenAI {
  return new OpenAI({ apiKey: opts.apiKey, baseURL: opts.baseURL, maxRetries: 0 });
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

async function chat(
  call: ProviderCall,
  messages: ChatMessage[],
  extra: Partial<ChatCompletionCreateParamsNonStreaming> = {},
): Promise<{ content: string; usage: TokenUsage; model: string }> {
  const body: ChatCompletionCreateParamsNonStreaming = {
    model: call.model,
    messages,
    ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
    ...(call.maxTokens === undefined ? {} : { max_tokens: call.maxTokens }),
    ...extra,
  };
  const gate = call.gate ?? directGate;
  const { value: completion, settle } = await gate(reservationOf(messages, call.maxTokens), async () => {
    try {
      return await call.client.chat.completions.create(body, requestOptions(call));
    } catch (err) {
      // A 200 whose body is not JSON (a proxy's error page, a truncated reply) is worth another attempt.
      if (err instanceof SyntaxError)
        throw new TransientError(`The provider's reply was not JSON: ${err.message}`);
      throw err;
    }
  });
  const message = completion.choices?.[0]?.message;
  const content = message?.content ?? '';
  const usage = usageOf(completion.usage, messages, content);
  settle(usage.totalTokens);
  return { content, usage, model: completion.model || call.model };
}

/**
 * Plain-text chat completion (OpenAI-compatible `POST /chat/completions`).
 * @throws ProviderOutputError 'empty_reply' when the model returns no text; provider errors as thrown by
 *   the `openai` client (APIError with status, APIConnectionError, APIConnectionTimeoutError).
 */
export async function completeText(call: ProviderCall): Promise<TextResult> {
  const { content, usage, model } = await chat(call, call.messages);
  if (!content.trim()) throw new ProviderOutputError('empty_reply', 'The model returned no text', usage);
  return { text: content, usage, model };
}

/**
 * Structured output (DESIGN.md, AI): asks for `response_format: json_schema` (strict) generated from the zod
 * schema, validates the reply, repairs it (code fences, surrounding prose) and otherwise asks once more with
 * the validation error fed back.
 * @returns the validated data and the tokens of every attempt.
 * @throws ProviderOutputError 'invalid_output' or 'empty_reply' when the second reply fails too.
 */
export async function completeStructured<T>(
  call: ProviderCall & { schema: z.ZodType<T>; schemaName?: string },
): Promise<StructuredResult<T>> {
  const responseFormat = {
    type: 'json_schema' as const,
    json_schema: {
      name: call.schemaName ?? schemaNameOf(call.task),
      schema: strictJsonSchema(call.schema),
      strict: true,
    },
  };
  let usage = zeroUsage;
  let messages = call.messages;
  for (let attempt = 1; ; attempt++) {
    const reply = await chat(call, messages, { response_format: responseFormat });
    usage = addUsage(usage, reply.usage);
    const empty = !reply.content.trim();
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
            content: `${parsed.error}\nReply again with only a JSON object that matches the requested schema.`,
          },
        ]
      : call.messages;
  }
}

/**
 * Streams a plain-text reply as deltas, for long text shown as it is written. The request is retried (via
 * the gate) only until the stream opens; a stream silent for `timeoutMs` fails with a timeout.
 * @returns (as the generator's return value) the whole text, the usage and the model.
 */
export async function* streamText(call: ProviderCall): AsyncGenerator<string, TextResult> {
  const idle = new AbortController();
  const signal = call.signal ? AbortSignal.any([call.signal, idle.signal]) : idle.signal;
  const timeoutMs = call.timeoutMs ?? 60_000;
  const gate = call.gate ?? directGate;
  const { value: stream, settle } = await gate(reservationOf(call.messages, call.maxTokens), () =>
    call.client.chat.completions.create(
      {
        model: call.model,
        messages: call.messages,
        stream: true,
        stream_options: { include_usage: true },
        ...(call.temperature === undefined ? {} : { temperature: call.temperature }),
        ...(call.maxTokens === undefined ? {} : { max_tokens: call.maxTokens }),
      },
      requestOptions(call, signal),
    ),
  );
  let text = '';
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
        text += delta;
        yield delta;
      }
      // The idle clock runs only while waiting for the provider, not while the consumer handles a delta.
      timer = setTimeout(() => idle.abort(), timeoutMs);
    }
    // The client ends an aborted stream quietly; a silent provider is a timeout, a cancelled caller an abort.
    if (call.signal?.aborted) throw new APIUserAbortError();
    if (idle.signal.aborted) throw new APIConnectionTimeoutError();
  } catch (err) {
    if (idle.signal.aborted && err instanceof APIUserAbortError) throw new APIConnectionTimeoutError();
    throw err;
  } finally {
    clearTimeout(timer);
    settle(usageOf(reported, call.messages, text).totalTokens);
  }
  const usage = usageOf(reported, call.messages, text);
  if (!text.trim()) throw new ProviderOutputError('empty_reply', 'The model returned no text', usage);
  return { text, usage, model };
}
