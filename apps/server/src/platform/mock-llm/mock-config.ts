/** Behaviour of the mock provider; every field can be changed at run time (`POST /__mock/config`). */
export type MockConfig = {
  /** Delay before each answer, ms. */
  latencyMs: number;
  /** Delay between streamed chunks, ms. */
  chunkDelayMs: number;
  /** Chat completions accepted per window before answering 429 with Retry-After; 0 = unlimited. */
  rpm: number;
  /** The rate-limit window, ms (60,000: per minute). */
  rpmWindowMs: number;
  /** Share (0..1) of requests answered 500. */
  failRate: number;
  /** Share of requests never answered (the client's timeout fires). */
  timeoutRate: number;
  /** Share of requests answered 200 with a body that is not JSON. */
  malformedRate: number;
  /** When set, requests must carry `Authorization: Bearer <apiKey>`; keys starting 'sk-invalid' always get 401. */
  apiKey: string | undefined;
  /** Seed of the fault draws (replies are seeded by the request itself). */
  seed: number;
};

export const defaultMockConfig: MockConfig = {
  latencyMs: 0,
  chunkDelayMs: 0,
  rpm: 0,
  rpmWindowMs: 60_000,
  failRate: 0,
  timeoutRate: 0,
  malformedRate: 0,
  apiKey: undefined,
  seed: 1,
};

/** A scripted answer for the next matching request (`POST /__mock/script`), consumed in order. */
export type ScriptItem = {
  /** Only requests with this task tag / schema name / streaming flag take this item. */
  match?: { task?: string; schemaName?: string; stream?: boolean };
  /** Assistant text to reply with. */
  content?: string;
  /** A value replied as JSON text (for structured tasks). */
  json?: unknown;
  /** An error status to answer with (400, 401, 429, 500, 503…), OpenAI error body. */
  status?: number;
  /** Retry-After header sent with `status`: seconds or an HTTP date. */
  retryAfter?: number | string;
  /** Error message of the body with `status`. */
  message?: string;
  /** 'timeout': never answer; 'malformed': 200 with a broken body; 'disconnect': drop the connection. */
  fault?: 'timeout' | 'malformed' | 'disconnect';
  /** Extra delay before this answer, ms. */
  delayMs?: number;
  /** Token counts to report instead of the estimate. */
  usage?: { prompt_tokens: number; completion_tokens: number };
  /** How many requests this item answers (default 1). */
  times?: number;
};

/** What the mock received, for tests to count calls and check what was sent (`GET /__mock/requests`). */
export type MockRequestRecord = {
  id: number;
  at: string;
  path: string;
  task: string | null;
  schemaName: string | null;
  model: string | null;
  stream: boolean;
  /** Last 4 characters of the bearer key, to tell which key was used without keeping it. */
  keySuffix: string | null;
  messages: { role: string; content: string }[];
  /** The request's sampling and length fields as sent (absent when the request left them out). */
  params: {
    temperature?: unknown;
    max_tokens?: unknown;
    max_completion_tokens?: unknown;
    stream_options?: unknown;
    response_format_type?: unknown;
  };
  /** 'ok', 'scripted', 'rate_limited', 'error', 'timeout', 'malformed', 'disconnect', 'unauthorized', 'bad_request'. */
  outcome: string;
  status: number | null;
};

function numberFrom(value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
}

/** The config from `MOCK_LLM_*` variables (LATENCY_MS, RPM, FAIL_RATE, TIMEOUT_RATE, MALFORMED_RATE, API_KEY, SEED). */
export function mockConfigFromEnv(env: NodeJS.ProcessEnv): Partial<MockConfig> {
  const entries: [keyof MockConfig, number | string | undefined][] = [
    ['latencyMs', numberFrom(env.MOCK_LLM_LATENCY_MS)],
    ['chunkDelayMs', numberFrom(env.MOCK_LLM_CHUNK_DELAY_MS)],
    ['rpm', numberFrom(env.MOCK_LLM_RPM)],
    ['failRate', numberFrom(env.MOCK_LLM_FAIL_RATE)],
    ['timeoutRate', numberFrom(env.MOCK_LLM_TIMEOUT_RATE)],
    ['malformedRate', numberFrom(env.MOCK_LLM_MALFORMED_RATE)],
    ['seed', numberFrom(env.MOCK_LLM_SEED)],
    ['apiKey', env.MOCK_LLM_API_KEY || undefined],
  ];
  return Object.fromEntries(entries.filter(([, v]) => v !== undefined)) as Partial<MockConfig>;
}
