import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import { assertPublicHost, publicOnlyLookup, WebhookRefusedError } from './webhook-target.js';

export const SIGNATURE_HEADER = 'x-rw-signature';
/** Error text kept from a failing webhook's answer. */
const MAX_ERROR_TEXT = 500;

/** `sha256=<hex HMAC-SHA256 of the raw body>` with the shared secret. */
export function signWebhookBody(body: string | Buffer, secret: string): string {
  return `sha256=${crypto.createHmac('sha256', secret).update(body).digest('hex')}`;
}

/**
 * Checks an `X-RW-Signature` header against the raw body in constant time. For receivers of the webhook
 * (and the tests). @returns false for a missing, malformed or wrong signature.
 */
export function verifyWebhookSignature(body: string | Buffer, header: string | undefined, secret: string) {
  if (!header) return false;
  const expected = Buffer.from(signWebhookBody(body, secret));
  const given = Buffer.from(header);
  return given.length === expected.length && crypto.timingSafeEqual(given, expected);
}

export type WebhookRequest = {
  url: string;
  /** The raw JSON body; it is what gets signed. */
  body: string;
  secret: string;
  /** Whole-request limit, in ms (default 10 s). */
  timeoutMs?: number;
  /** Allow loopback and private-network targets (tests, on-premise automation servers). */
  allowPrivate?: boolean;
  /** Sent as `X-RW-Delivery` so receivers can drop a redelivered payload. */
  deliveryId?: string;
  signal?: AbortSignal;
};

export type WebhookResponse = { status: number; ok: boolean; text: string };

/**
 * POSTs a signed JSON body to an automation webhook (DESIGN.md, AI; docs/product/ai.md#automation-webhooks).
 * Refuses non-http(s) URLs and, unless `allowPrivate`, hosts that resolve to a private address, both before
 * connecting and at connect time. Redirects are not followed (a redirect could lead to a private address); a
 * 3xx counts as not ok.
 * @returns the status and up to 500 characters of the answer.
 * @throws WebhookRefusedError for a refused target; an Error on timeout or network failure.
 */
export async function postWebhook(req: WebhookRequest): Promise<WebhookResponse> {
  let url: URL;
  try {
    url = new URL(req.url);
  } catch {
    throw new WebhookRefusedError('Webhook URL is not a valid URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new WebhookRefusedError('Webhook URL must use http or https');
  if (!req.allowPrivate) await assertPublicHost(url.hostname);

  const timeout = AbortSignal.timeout(req.timeoutMs ?? 10_000);
  const signal = req.signal ? AbortSignal.any([timeout, req.signal]) : timeout;
  const headers: http.OutgoingHttpHeaders = {
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(req.body),
    'user-agent': 'RecruitingWorkspace-Automation/1.0',
    [SIGNATURE_HEADER]: signWebhookBody(req.body, req.secret),
  };
  if (req.deliveryId) headers['x-rw-delivery'] = req.deliveryId;
  const client = url.protocol === 'https:' ? https : http;

  return new Promise<WebhookResponse>((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers, signal, lookup: req.allowPrivate ? undefined : publicOnlyLookup },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (size < MAX_ERROR_TEXT * 4) chunks.push(chunk);
          size += chunk.length;
        });
        res.on('end', () => {
          const status = res.statusCode ?? 0;
          const text = Buffer.concat(chunks).toString('utf8').slice(0, MAX_ERROR_TEXT);
          resolve({ status, ok: status >= 200 && status < 300, text });
        });
        res.on('error', reject);
      },
    );
    request.on('error', (err) => {
      if (timeout.aborted) reject(new Error(`Webhook request timed out after ${req.timeoutMs ?? 10_000} ms`));
      else reject(err);
    });
    request.end(req.body);
  });
}
