import type { ApiClient } from './api.js';
import { OWNER_EMAIL } from './server.js';
import type { MockLlm } from './server-modules.js';

/*
 * The project's mock provider as the AI benches use it: the server's environment pointing at it, the bench
 * owner's organisation with its own key and limits (Admin → Organizations: how the app's limiter learns a
 * provider's limits), and the figures of its request log.
 */

/**
 * Server variables for a bench whose model calls go to `mock`: its base URL (allowed on loopback, as a
 * self-hosted model server would be), a server key, and TRUST_PROXY (the ApiClient spreads its requests
 * over loopback addresses).
 */
export function mockProviderEnv(mock: MockLlm): Record<string, string> {
  return {
    TRUST_PROXY: 'true',
    OPENAI_API_KEY: 'sk-bench-server',
    OPENAI_BASE_URL: mock.baseURL,
    AI_ALLOW_PRIVATE_BASE_URL: 'true',
  };
}

/** A provider key's limits as the organisation holds them: requests and tokens per minute. */
export type KeyLimits = { rpm: number; tpm: number };

/**
 * Creates the organisation of the bench owner's e-mail domain (POST /api/admin/organizations) with its own
 * key, base URL = the mock and `limits`. @returns its id.
 */
export async function createMockOrganization(api: ApiClient, mock: MockLlm, limits: KeyLimits) {
  const org = await api.expect<{ id: string }>('POST', '/api/admin/organizations', 201, {
    domain: OWNER_EMAIL.split('@')[1]!,
    name: 'Bench Org',
    openai_api_key: 'sk-bench-org',
    ai_base_url: mock.baseURL,
    rpm_limit: limits.rpm,
    tpm_limit: limits.tpm,
  });
  return org.id;
}

/**
 * Gives the organisation a new key (named after `label`) and `limits` (PATCH /api/admin/organizations/{id}):
 * the app keeps one limiter per key, so what follows starts with an empty window.
 */
export async function useFreshKey(api: ApiClient, orgId: string, label: string, limits: KeyLimits) {
  await api.expect('PATCH', `/api/admin/organizations/${orgId}`, 200, {
    openai_api_key: `sk-bench-${label.replace(/\W+/g, '').toLowerCase()}-${Date.now()}`,
    rpm_limit: limits.rpm,
    tpm_limit: limits.tpm,
  });
}

/** Largest sum of `weights` over any window of `windowMs` (times in ms, sorted). */
export function maxWindow(times: readonly number[], weights: readonly number[], windowMs: number): number {
  let best = 0;
  let sum = 0;
  let start = 0;
  for (let i = 0; i < times.length; i++) {
    sum += weights[i]!;
    while (times[i]! - times[start]! >= windowMs) sum -= weights[start++]!;
    best = Math.max(best, sum);
  }
  return best;
}

/** What the mock provider's request log says about a run's chat completions. */
export type MockFigures = {
  /** When each answered (200) request arrived, ms, sorted. */
  times: number[];
  /** Requests answered 429 (past the mock's per-window limit). */
  limited: number;
  /** Most answered requests in any 60 s and in any 1 s. */
  perMinute: number;
  perSecond: number;
};

/**
 * The chat completions the mock logged since its last reset (all of them, or only those of one task tag,
 * e.g. 'cv-sorter-company'): 429s, and the most answered in any 1 s and any 60 s.
 */
export function mockFigures(mock: MockLlm, task?: string): MockFigures {
  const log = mock.requests(task ? { task } : undefined).filter((r) => r.path === '/chat/completions');
  const times = log
    .filter((r) => r.status === 200)
    .map((r) => Date.parse(r.at))
    .sort((a, b) => a - b);
  const ones = times.map(() => 1);
  return {
    times,
    limited: log.filter((r) => r.status === 429).length,
    perMinute: maxWindow(times, ones, 60_000),
    perSecond: maxWindow(times, ones, 1000),
  };
}
