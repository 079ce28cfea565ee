import type { ServerResponse } from 'node:http';

export type Usage = { prompt_tokens: number; completion_tokens: number; total_tokens: number };

/** Tokens at about 4 characters each, as the AI layer estimates them. */
export function tokensOf(text: string): number {
  return Math.ceil(text.length / 4);
}

export function usageFor(
  messages: { content: string }[],
  reply: string,
  given?: { prompt_tokens: number; completion_tokens: number },
): Usage {
  const prompt = given?.prompt_tokens ?? tokensOf(messages.map((m) => m.content).join('\n'));
  const completion = given?.completion_tokens ?? tokensOf(reply);
  return { prompt_tokens: prompt, completion_tokens: completion, total_tokens: prompt + completion };
}

export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
) {
  res.writeHead(status, { 'content-type': 'application/json', ...headers });
  res.end(JSON.stringify(body));
}

/** OpenAI's error body: `{ error: { message, type, param, code } }`. */
export function sendError(
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  const type =
    status === 429
      ? 'requests'
      : status === 401
        ? 'invalid_request_error'
        : status >= 500
          ? 'server_error'
          : 'invalid_request_error';
  const code = status === 429 ? 'rate_limit_exceeded' : status === 401 ? 'invalid_api_key' : null;
  sendJson(res, status, { error: { message, type, param: null, code } }, headers);
}

/** A `chat.completion` object as OpenAI returns it. */
export function completionBody(id: string, model: string, content: string, usage: Usage) {
  return {
    id,
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    system_fingerprint: 'mock-llm',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content, refusal: null },
        logprobs: null,
        finish_reason: 'stop',
      },
    ],
    usage,
  };
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Pieces of a reply as a model streams them: words with their spacing. */
export function chunksOf(content: string): string[] {
  return content.match(/\s*\S+\s*/g) ?? (content ? [content] : []);
}

/**
 * Streams a reply as Server-Sent Events of `chat.completion.chunk` (role first, then the content, then
 * finish_reason), the usage chunk when `includeUsage`, and `data: [DONE]`.
 */
export async function streamCompletion(
  res: ServerResponse,
  opts: {
    id: string;
    model: string;
    content: string;
    usage: Usage;
    includeUsage: boolean;
    chunkDelayMs: number;
  },
): Promise<void> {
  res.writeHead(200, {
    'content-type': 'text/event-stream',
    'cache-control': 'no-cache',
    connection: 'keep-alive',
  });
  const created = Math.floor(Date.now() / 1000);
  const send = (choices: unknown[], extra: object = {}) =>
    res.write(
      `data: ${JSON.stringify({ id: opts.id, object: 'chat.completion.chunk', created, model: opts.model, system_fingerprint: 'mock-llm', choices, ...extra })}\n\n`,
    );
  send([{ index: 0, delta: { role: 'assistant', content: '' }, logprobs: null, finish_reason: null }]);
  for (const piece of chunksOf(opts.content)) {
    if (res.destroyed) return;
    if (opts.chunkDelayMs > 0) await wait(opts.chunkDelayMs);
    send([{ index: 0, delta: { content: piece }, logprobs: null, finish_reason: null }]);
  }
  send([{ index: 0, delta: {}, logprobs: null, finish_reason: 'stop' }]);
  if (opts.includeUsage) send([], { usage: opts.usage });
  res.end('data: [DONE]\n\n');
}
