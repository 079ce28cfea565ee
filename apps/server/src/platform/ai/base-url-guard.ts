import net from 'node:net';
import { adminMessages } from '@rw/core';
import { Agent, fetch as undiciFetch } from 'undici';
import { AppError } from '#src/lib/app-error.js';
import {
  assertPublicHost,
  isPrivateAddress,
  publicOnlyLookup,
  WebhookRefusedError,
} from '#src/platform/automation/webhook-target.js';

/**
 * Refuses an organisation's AI base URL that points at this server's own network (docs/product/admin.md#organizations):
 * loopback, private, link-local (cloud metadata at 169.254.169.254), ULA and the other non-public ranges,
 * whether written as a name that resolves there or as an IP in any spelling the URL parser accepts
 * (`0x7f000001`, `[::1]`, `[::ffff:127.0.0.1]`). A name that does not resolve now is accepted: the
 * connection is checked again when it is made (`publicOnlyFetch`).
 * @param url an http(s) URL (the contract has checked its shape).
 * @throws AppError VALIDATION adminMessages.privateBaseUrl.
 */
export async function assertPublicBaseUrl(url: string): Promise<void> {
  const { hostname } = new URL(url);
  try {
    await assertPublicHost(hostname);
  } catch (err) {
    if (!(err instanceof WebhookRefusedError) || / does not resolve/.test(err.message)) return;
    throw new AppError('VALIDATION', adminMessages.privateBaseUrl, { field: 'ai_base_url' });
  }
}

let agent: Agent | undefined;

/**
 * A `fetch` for the provider client of an organisation's own base URL: the address it connects to is the
 * address checked (the lookup refuses private answers, so a DNS answer that changes between the save and
 * the call cannot reach the internal network), and an IP-literal host is checked before connecting.
 * @throws TypeError (a network error, as fetch raises) when the target is private.
 */
export const publicOnlyFetch = (async (input: string | URL | Request, init?: RequestInit) => {
  const url = new URL(input instanceof Request ? input.url : input.toString());
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(host) !== 0 && isPrivateAddress(host)) {
    throw new TypeError('fetch failed', {
      cause: new WebhookRefusedError(`AI host ${host} is a private address`),
    });
  }
  agent ??= new Agent({ connect: { lookup: publicOnlyLookup } });
  return undiciFetch(url, { ...(init as object), dispatcher: agent } as Parameters<typeof undiciFetch>[1]);
}) as unknown as typeof fetch;
