/*
 * The extension's settings (docs/product/content-extractor.md#settings): the Recruiting Workspace's address
 * and the user's personal access token, kept in chrome.storage.local on this browser only.
 */

export type Settings = { serverUrl: string; token: string };

const TOKEN = /^rwpat_[A-Za-z0-9_-]{43}$/;

/** The saved settings, or null when either is missing. */
export async function loadSettings(): Promise<Settings | null> {
  const stored = await chrome.storage.local.get(['serverUrl', 'token']);
  const serverUrl = typeof stored.serverUrl === 'string' ? stored.serverUrl : '';
  const token = typeof stored.token === 'string' ? stored.token : '';
  return serverUrl && token ? { serverUrl, token } : null;
}

/**
 * Checks and saves the settings: the address as its origin and path without a trailing slash (http or https),
 * the token as pasted, trimmed.
 * @returns the settings saved, or the reason they were not.
 */
export async function saveSettings(
  input: Settings,
): Promise<{ ok: true; settings: Settings } | { ok: false; error: string }> {
  let url: URL;
  try {
    url = new URL(input.serverUrl.trim());
  } catch {
    return {
      ok: false,
      error: 'Enter the address of your Recruiting Workspace, e.g. https://recruiting.example.com',
    };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    return { ok: false, error: 'The address must start with https:// (or http://).' };
  const token = input.token.trim();
  if (!TOKEN.test(token))
    return {
      ok: false,
      error: 'That is not a personal access token: it starts with rwpat_ and has 49 characters.',
    };
  const settings = { serverUrl: `${url.origin}${url.pathname}`.replace(/\/+$/, ''), token };
  await chrome.storage.local.set(settings);
  return { ok: true, settings };
}
