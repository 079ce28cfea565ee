import { loadSettings, saveSettings } from './settings.js';

/* The settings page (docs/product/content-extractor.md#settings): the workspace's address and the token. */

const form = document.getElementById('settings') as HTMLFormElement;
const server = document.getElementById('server') as HTMLInputElement;
const token = document.getElementById('token') as HTMLInputElement;
const status = document.getElementById('status') as HTMLElement;

async function main() {
  const current = await loadSettings();
  if (current) {
    server.value = current.serverUrl;
    token.value = current.token;
  }
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const result = await saveSettings({ serverUrl: server.value, token: token.value });
    status.textContent = result.ok
      ? 'Saved. Open a profile and click the extension to send it.'
      : result.error;
    status.className = result.ok ? 'ok' : 'error';
    if (result.ok) server.value = result.settings.serverUrl;
  });
}

void main();
