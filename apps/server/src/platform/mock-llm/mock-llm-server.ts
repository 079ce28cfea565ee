import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { completionBody, sendError, sendJson, streamCompletion, usageFor } from './chat-responses.js';
import type { MockConfig, MockRequestRecord, ScriptItem } from './mock-config.js';
import { MockState } from './mock-state.js';
import { hashString } from './random.js';
import { type ChatRequestContext, plainReply, structuredReply } from './task-replies.js';

/** A running mock provider; the methods are the in-process twins of the `/__mock/*` endpoints. */
export type MockLlm = {
  /** http://host:port */
  url: string;
  /** url + '/v1', the `baseURL` for OpenAI clients. */
  baseURL: string;
  port: number;
  config: () => MockConfig;
  configure: (patch: Partial<MockConfig>) => MockConfig;
  script: (items: ScriptItem | ScriptItem[]) => number;
  requests: (filter?: { task?: string }) => MockRequestRecord[];
  reset: () => void;
  close: () => Promise<void>;
};

export const mockModels = ['gpt-4o-mini', 'gpt-4o', 'gpt-4.1', 'gpt-4.1-mini', 'gpt-3.5-turbo', 'gpt-4'];

type ChatBody = {
  model?: unknown;
  messages?: unknown;
  stream?: unknown;
  stream_options?: { include_usage?: unknown };
  temperature?: unknown;
  max_tokens?: unknown;
  max_completion_tokens?: unknown;
  response_format?: { type?: unknown; json_schema?: { name?: unknown; schema?: unknown } };
};

const wait = (ms: number) => (ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve());

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content)) {
    return content.map((p) => (typeof p?.text === 'string' ? p.text : '')).join('');
  }
  return '';
}

/**
 * Starts the project's OpenAI-compatible mock provider (DESIGN.md, AI):
 * `POST /v1/chat/completions` (plain and streamed), `GET /v1/models`, with replies chosen by the request's
 * task tag (`x-rw-task`) or json_schema name and valid against the requested schema, configurable latency,
 * a requests-per-minute limit answering 429 with Retry-After, injected 500s, timeouts and malformed bodies,
 * and a script of replies. Control: `POST /__mock/script`, `GET /__mock/requests[?task=]`,
 * `POST /__mock/reset`, `GET|POST /__mock/config`.
 * @param opts config overrides, `port` (0: any free port) and `host` (127.0.0.1).
 */
export async function startMockLlm(
  opts: Partial<MockConfig> & { port?: number; host?: string } = {},
): Promise<MockLlm> {
  const { port: wantedPort = 0, host = '127.0.0.1', ...overrides } = opts;
  const state = new MockState(overrides);

  async function chat(req: IncomingMessage, res: ServerResponse, path: string): Promise<void> {
    let body: ChatBody;
    try {
      body = JSON.parse(await readBody(req)) as ChatBody;
    } catch {
      return sendError(res, 400, 'We could not parse the JSON body of your request.');
    }
    const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1] ?? null;
    const messages = Array.isArray(body.messages)
      ? body.messages.map((m: { role?: unknown; content?: unknown }) => ({
          role: String(m?.role ?? ''),
          content: textOf(m?.content),
        }))
      : [];
    const schemaName = body.response_format?.json_schema?.name;
    const taskHeader = req.headers['x-rw-task'];
    const rec: MockRequestRecord = {
      id: state.newRecordId(),
      at: new Date().toISOString(),
      path,
      task: typeof taskHeader === 'string' ? taskHeader : null,
      schemaName: typeof schemaName === 'string' ? schemaName : null,
      model: typeof body.model === 'string' ? body.model : null,
      stream: body.stream === true,
      keySuffix: bearer ? bearer.slice(-4) : null,
      messages,
      params: Object.fromEntries(
        Object.entries({
          temperature: body.temperature,
          max_tokens: body.max_tokens,
          max_completion_tokens: body.max_completion_tokens,
          stream_options: body.stream_options,
          response_format_type: body.response_format?.type,
        }).filter(([, v]) => v !== undefined),
      ),
      outcome: 'ok',
      status: 200,
    };
    state.log.push(rec);
    const end = (outcome: string, status: number | null) => {
      rec.outcome = outcome;
      rec.status = status;
    };

    if (
      !bearer ||
      bearer.startsWith('sk-invalid') ||
      (state.config.apiKey && bearer !== state.config.apiKey)
    ) {
      end('unauthorized', 401);
      return sendError(res, 401, 'Incorrect API key provided.');
    }
    if (!rec.model || messages.length === 0) {
      end('bad_request', 400);
      return sendError(res, 400, "'model' and a non-empty 'messages' are required.");
    }
    const { config } = state;
    const ms = state.admit(Date.now());
    if (ms !== undefined) {
      end('rate_limited', 429);
      return sendError(
        res,
        429,
        `Rate limit reached: ${config.rpm} requests per window. Please try again later.`,
        {
          'retry-after': String(Math.ceil(ms / 1000)),
          'retry-after-ms': String(ms),
          'x-ratelimit-limit-requests': String(config.rpm),
          'x-ratelimit-remaining-requests': '0',
        },
      );
    }

    const item = state.takeScripted(rec);
    if (item) rec.outcome = 'scripted';
    const fault = item ? item.fault : state.drawFault();
    await wait(config.latencyMs + (item?.delayMs ?? 0));
    if (fault === 'timeout') {
      end('timeout', null);
      return; // Held open until the client gives up; close() drops it.
    }
    if (fault === 'disconnect') {
      end('disconnect', null);
      req.socket.destroy();
      return;
    }
    if (fault === 'error') {
      end('error', 500);
      return sendError(res, 500, 'The server had an error while processing your request.');
    }
    if (item?.status !== undefined && item.status >= 400) {
      end(item.status === 429 ? 'rate_limited' : 'error', item.status);
      const headers: Record<string, string> =
        item.retryAfter === undefined ? {} : { 'retry-after': String(item.retryAfter) };
      return sendError(res, item.status, item.message ?? `Scripted error ${item.status}.`, headers);
    }
    if (fault === 'malformed') {
      end('malformed', 200);
      if (rec.stream) {
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        return void res.end('data: {"id": "chatcmpl-malformed", "choices": [\n\n');
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      return void res.end(
        '{"id": "chatcmpl-malformed", "object": "chat.completion", "choices": [{"message": ',
      );
    }

    const maxTokens = body.max_completion_tokens ?? body.max_tokens;
    const ctx: ChatRequestContext = {
      task: rec.task ?? rec.schemaName?.replaceAll('_', '-') ?? null,
      schemaName: rec.schemaName,
      schema: body.response_format?.json_schema?.schema,
      model: rec.model,
      messages,
      maxTokens: typeof maxTokens === 'number' ? maxTokens : undefined,
      seed: hashString(JSON.stringify([rec.model, messages, rec.schemaName])),
    };
    const content =
      item?.content ??
      (item && 'json' in item
        ? JSON.stringify(item.json)
        : body.response_format?.type === 'json_schema'
          ? JSON.stringify(structuredReply(ctx))
          : body.response_format?.type === 'json_object'
            ? JSON.stringify({ result: plainReply(ctx) })
            : plainReply(ctx));
    const usage = usageFor(messages, content, item?.usage);
    const id = `chatcmpl-mock-${rec.id}`;
    if (!rec.stream) return sendJson(res, 200, completionBody(id, rec.model, content, usage));
    const includeUsage = body.stream_options?.include_usage === true;
    await streamCompletion(res, {
      id,
      model: rec.model,
      content,
      usage,
      includeUsage,
      chunkDelayMs: config.chunkDelayMs,
    });
  }

  async function control(req: IncomingMessage, res: ServerResponse, path: string, url: URL): Promise<void> {
    const json = async <T>(): Promise<T> => {
      const text = await readBody(req);
      return (text.trim() ? JSON.parse(text) : {}) as T;
    };
    if (path === '/__mock/requests' && req.method === 'GET') {
      const task = url.searchParams.get('task') ?? undefined;
      return sendJson(res, 200, { requests: state.requests(task) });
    }
    if (path === '/__mock/script' && req.method === 'POST') {
      const body = await json<ScriptItem | ScriptItem[] | { replies: ScriptItem[] }>();
      const items = !Array.isArray(body) && 'replies' in body ? body.replies : body;
      return sendJson(res, 200, { queued: state.pushScript(items) });
    }
    if (path === '/__mock/reset' && req.method === 'POST') {
      const patch = await json<Partial<MockConfig>>();
      state.reset();
      return sendJson(res, 200, { config: state.configure(patch) });
    }
    if (path === '/__mock/config') {
      if (req.method === 'POST') state.configure(await json<Partial<MockConfig>>());
      return sendJson(res, 200, { config: state.config });
    }
    sendError(res, 404, `No mock route ${req.method} ${path}`);
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://mock.local');
    const path = url.pathname.replace(/^\/v1(?=\/)/, '');
    const handle = async () => {
      if (path === '/chat/completions' && req.method === 'POST') return chat(req, res, path);
      if (path === '/models' && req.method === 'GET') {
        return sendJson(res, 200, {
          object: 'list',
          data: mockModels.map((id) => ({
            id,
            object: 'model',
            created: 1_700_000_000,
            owned_by: 'mock-llm',
          })),
        });
      }
      if (path === '/health') return sendJson(res, 200, { ok: true });
      if (path.startsWith('/__mock/')) return control(req, res, path, url);
      sendError(res, 404, `No route ${req.method} ${url.pathname}`);
    };
    handle().catch((err: unknown) => {
      if (!res.headersSent) sendError(res, 400, err instanceof Error ? err.message : 'Bad request');
      else res.destroy();
    });
  });

  await new Promise<void>((resolve) => server.listen(wantedPort, host, resolve));
  const port = (server.address() as AddressInfo).port;
  const url = `http://${host}:${port}`;
  return {
    url,
    baseURL: `${url}/v1`,
    port,
    config: () => state.config,
    configure: (patch) => state.configure(patch),
    script: (items) => state.pushScript(items),
    requests: (filter) => state.requests(filter?.task),
    reset: () => state.reset(),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
