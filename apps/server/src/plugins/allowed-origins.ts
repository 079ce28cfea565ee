/**
 * The origins a state-changing request may come from (docs/product/shell.md#session): `APP_URL`'s origin
 * and the explicit `ALLOWED_ORIGINS`; without `APP_URL`, the loopback origins on the server's port (any port
 * when `PORT=0`). Never the request's own Host header: a DNS-rebinding page at `evil.example` that resolves
 * to this server sends `Origin: http://evil.example` and a matching Host, and must be refused.
 * @param env.APP_URL, env.ALLOWED_ORIGINS (comma-separated origins or URLs), env.PORT.
 * @returns a predicate over an `Origin` header value.
 */
export function allowedOrigins(env: {
  APP_URL?: string;
  ALLOWED_ORIGINS?: string;
  PORT: number;
}): (origin: string) => boolean {
  const exact = new Set<string>();
  if (env.APP_URL) exact.add(new URL(env.APP_URL).origin);
  for (const entry of (env.ALLOWED_ORIGINS ?? '').split(',')) {
    if (entry.trim()) exact.add(new URL(entry.trim()).origin);
  }
  const loopback = env.APP_URL ? null : new Set(['localhost', '127.0.0.1', '[::1]']);
  return (origin) => {
    if (exact.has(origin)) return true;
    if (!loopback) return false;
    let url: URL;
    try {
      url = new URL(origin);
    } catch {
      return false;
    }
    if (url.origin !== origin || !['http:', 'https:'].includes(url.protocol)) return false;
    const port = Number(url.port || (url.protocol === 'https:' ? 443 : 80));
    return loopback.has(url.hostname) && (env.PORT === 0 || port === env.PORT);
  };
}
