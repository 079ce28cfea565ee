import http from 'node:http';
import { OWNER_EMAIL, OWNER_PASSWORD } from './server.js';

/** An HTTP answer: status, parsed JSON body (or the text when not JSON) and the time it took in ms. */
export type ApiResponse<T = unknown> = { status: number; body: T; ms: number };

/**
 * A signed-in API client of a bench server. The server's global limit is 1,200 requests per minute per
 * client address; benches that send more start the server with TRUST_PROXY=true and `spreadClients`,
 * which gives each request one of 250 loopback addresses in X-Forwarded-For, as many browsers would be.
 */
export class ApiClient {
  private n = 0;

  constructor(
    readonly baseUrl: string,
    private cookie = '',
    private readonly spreadClients = false,
  ) {}

  private headers(extra: Record<string, string> = {}): Record<string, string> {
    // A browser sends its Origin; better-auth and the cross-site check want it to be the app's own.
    const h: Record<string, string> = { origin: this.baseUrl, ...extra };
    if (this.cookie) h.cookie = this.cookie;
    if (this.spreadClients) {
      const k = this.n++;
      h['x-forwarded-for'] = `127.0.${Math.floor(k / 250) % 250}.${(k % 250) + 1}`;
    }
    return h;
  }

  /** Sends a JSON request (or none for GET/DELETE) and parses the answer. */
  async call<T = unknown>(method: string, url: string, body?: unknown): Promise<ApiResponse<T>> {
    const started = performance.now();
    const res = await fetch(`${this.baseUrl}${url}`, {
      method,
      headers: this.headers(body === undefined ? {} : { 'content-type': 'application/json' }),
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    const ms = performance.now() - started;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON: keep the text
    }
    return { status: res.status, body: parsed as T, ms };
  }

  /**
   * Uploads a file as multipart field `file`. Sent with node:http rather than fetch, whose 300 s header
   * timeout would turn a slow import into 'fetch failed' instead of its time. With `timeoutMs`, an answer
   * not complete by then is given up: status 0, `timedOut` true.
   */
  async upload<T = unknown>(url: string, file: Buffer, fileName: string, type = 'text/csv', timeoutMs = 0) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(file)], { type }), fileName);
    const encoded = new Response(form);
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers = this.headers({
      'content-type': encoded.headers.get('content-type') ?? 'multipart/form-data',
      'content-length': String(body.length),
    });
    const started = performance.now();
    const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
      let gaveUp = false;
      const timer =
        timeoutMs > 0
          ? setTimeout(() => {
              gaveUp = true;
              req.destroy();
              resolve({ status: 0, text: '' });
            }, timeoutMs)
          : undefined;
      const req = http.request(`${this.baseUrl}${url}`, { method: 'POST', headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          clearTimeout(timer);
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() });
        });
        res.on('error', reject);
      });
      req.on('error', (err) => {
        clearTimeout(timer);
        if (!gaveUp) reject(err);
      });
      req.end(body);
    });
    const ms = performance.now() - started;
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status, body: parsed as T, ms, timedOut: status === 0 };
  }

  /** The session cookie `signIn` keeps (for tools that send their own requests, such as autocannon). */
  sessionCookie(): string {
    return this.cookie;
  }

  /** Signs in with e-mail and password (POST /api/auth/sign-in/email) and keeps the session cookie. */
  async signIn(email = OWNER_EMAIL, password = OWNER_PASSWORD): Promise<void> {
    const res = await fetch(`${this.baseUrl}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: this.baseUrl },
      body: JSON.stringify({ email, password }),
    });
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
    this.cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    await res.text();
    // The first authenticated call creates the profile and its organisation domain.
    await this.expect('GET', '/api/jobs', 200);
  }

  /** `call`, throwing with the body when the status is not the expected one. */
  async expect<T = unknown>(method: string, url: string, status: number, body?: unknown): Promise<T> {
    const res = await this.call<T>(method, url, body);
    if (res.status !== status) {
      throw new Error(`${method} ${url}: expected ${status}, got ${res.status} ${JSON.stringify(res.body)}`);
    }
    return res.body;
  }
}

/** Signs the owner in, creates a company and a job (POST /api/companies, POST /api/jobs); returns the job id. */
export async function setUpJob(api: ApiClient, title = 'Senior Software Engineer'): Promise<string> {
  const company = await api.expect<{ id: string }>('POST', '/api/companies', 201, { name: 'Bench Robotics' });
  const job = await api.expect<{ id: string }>('POST', '/api/jobs', 201, {
    title,
    company_id: company.id,
    location: 'London',
  });
  return job.id;
}
