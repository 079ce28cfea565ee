import { readStorage, storageKeys, writeStorage } from '#/lib/storage';

/*
 * The network log (docs/product/shell.md#network-log; the spec's "Network log entry": t, url, method, status,
 * ok, ms, or error): every API call this browser makes through the api client, the last 200 kept in local
 * storage so a user can hand support what failed (System Settings → Diagnostics).
 */

/** One API call: when it started, where, how it ended and how long it took (ms), or why it got no answer. */
export type NetworkLogEntry = {
  /** ISO time the call started. */
  t: string;
  url: string;
  method: string;
  /** The HTTP status; null when no answer came. */
  status: number | null;
  ok: boolean;
  ms: number;
  /** Why there was no answer (timeout, network, cancelled); absent when one came. */
  error?: string;
};

/** Entries kept; older ones are dropped first. */
export const NETWORK_LOG_MAX = 200;

/** Query parameters whose values may be someone's name, e-mail or a search typed: kept as '…'. */
const personalParams = new Set(['q', 'query', 'search', 'term', 'email', 'name', 'linkedin_url']);

/** `url` with the values of personal query parameters replaced by '…' (the path and other values kept). */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  for (const key of [...params.keys()]) if (personalParams.has(key.toLowerCase())) params.set(key, '…');
  return `${url.slice(0, at)}?${params.toString()}`;
}

type Listener = () => void;
const listeners = new Set<Listener>();
let cache: NetworkLogEntry[] | null = null;

function isEntry(v: unknown): v is NetworkLogEntry {
  const e = v as NetworkLogEntry;
  return typeof e === 'object' && e !== null && typeof e.t === 'string' && typeof e.url === 'string';
}

/** The kept entries, oldest first (an unreadable store reads as empty). */
export function readNetworkLog(): NetworkLogEntry[] {
  if (cache) return cache;
  try {
    const parsed: unknown = JSON.parse(readStorage(storageKeys.networkLog) ?? '[]');
    cache = Array.isArray(parsed) ? parsed.filter(isEntry).slice(-NETWORK_LOG_MAX) : [];
  } catch {
    cache = [];
  }
  return cache;
}

function save(entries: NetworkLogEntry[]) {
  cache = entries;
  writeStorage(storageKeys.networkLog, JSON.stringify(entries));
  for (const listener of listeners) listener();
}

/** Adds one call, dropping the oldest past NETWORK_LOG_MAX. Never throws. */
export function recordNetworkCall(entry: NetworkLogEntry): void {
  save([...readNetworkLog(), { ...entry, url: redactUrl(entry.url) }].slice(-NETWORK_LOG_MAX));
}

/** Empties the log. */
export function clearNetworkLog(): void {
  save([]);
}

/** Calls `listener` after every change (this tab's, or another tab's through the storage event). */
export function subscribeNetworkLog(listener: Listener): () => void {
  listeners.add(listener);
  const handleStorage = (e: StorageEvent) => {
    if (e.key !== storageKeys.networkLog) return;
    cache = null;
    listener();
  };
  globalThis.addEventListener?.('storage', handleStorage);
  return () => {
    listeners.delete(listener);
    globalThis.removeEventListener?.('storage', handleStorage);
  };
}

/**
 * Starts timing one call. @returns the function that records it when its answer's headers arrived (its
 * status), or with `error` when no answer came; only its first call counts.
 */
export function startNetworkCall(method: string, url: string, now: () => number = () => performance.now()) {
  const t = new Date().toISOString();
  const started = now();
  let recorded = false;
  return (end: { status: number } | { error: string }) => {
    if (recorded) return;
    recorded = true;
    const ms = Math.round(now() - started);
    if ('status' in end) {
      recordNetworkCall({
        t,
        url,
        method,
        status: end.status,
        ok: end.status >= 200 && end.status < 300,
        ms,
      });
    } else {
      recordNetworkCall({ t, url, method, status: null, ok: false, ms, error: end.error });
    }
  };
}

const csvCell = (v: string | number | boolean | null | undefined) => {
  const text = v === null || v === undefined ? '' : String(v);
  // Formula injection (OWASP): a cell starting with = + - @ is read as text.
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
};

/** The entries as CSV (time, method, URL, status, ok, milliseconds, error), one line each, CRLF. */
export function networkLogCsv(entries: readonly NetworkLogEntry[]): string {
  const header = ['Time', 'Method', 'URL', 'Status', 'OK', 'Milliseconds', 'Error'];
  const lines = entries.map((e) =>
    [e.t, e.method, e.url, e.status, e.ok ? 'yes' : 'no', e.ms, e.error].map(csvCell).join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
