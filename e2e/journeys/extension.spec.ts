import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserContext, chromium } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';
import { APP_URL } from '../support/ports.js';

/*
 * The Content Extractor (docs/product/content-extractor.md): Chromium loads the built, unpacked extension; the
 * user's personal access token and the app's address go into its settings; a local page shaped like a
 * LinkedIn profile is sent with 'Send to Recruiting Workspace', the parsed profile appears in the popup, 'Save
 * as candidate' saves it, and the candidate is in the app.
 *
 * A test cannot click the browser's toolbar button, which is what grants the extension `activeTab` on the
 * page. The journey grants the same access ahead of time instead: it loads a copy of the built extension whose
 * manifest also lists the test page's origin under `host_permissions`, and opens the popup in a tab of its own
 * with the page's tab id (`popup.html?tabId=`), as the popup would find it from the toolbar.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const built = path.join(root, 'apps/extension/dist/unpacked');
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const suffix = Array.from({ length: 6 }, () => 'abcdefghijklmnopqrstuvwxyz'[crypto.randomInt(26)]).join('');
const person = { first: 'Grace', last: `Hopper${suffix}` };
const email = `grace.${suffix}@example.org`;

/** A page laid out like a LinkedIn profile, with text hidden from view that must not be sent. */
function profilePage(): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${person.first} ${person.last} | LinkedIn</title></head>
<body><main>
  <section><h1>${person.first} ${person.last}</h1>
    <div>Rear Admiral, Compiler Pioneer at Remington Rand</div>
    <span>Arlington, Virginia, United States</span>
    <a href="mailto:${email}">${email}</a></section>
  <section><h2>About</h2><p>Wrote the first compiler and made programming languages read like English.</p></section>
  <section><h2>Experience</h2><ul>
    <li><div>Senior Mathematician</div><div>Remington Rand · Full-time</div><div>Jan 1949 - Present</div></li>
    <li><div>Research Fellow</div><div>Harvard University</div><div>Jan 1944 - Dec 1949</div></li>
  </ul></section>
  <section><h2>Education</h2><div>Yale University</div><div>PhD, Mathematics · 1930 - 1934</div></section>
  <div style="display:none">HIDDEN-${suffix}-DO-NOT-SEND</div>
</main></body></html>`;
}

/** Chrome's id of an unpacked extension: the SHA-256 of its folder's path, first 32 hex digits as a-p. */
function extensionId(dir: string): string {
  const hex = crypto.createHash('sha256').update(fs.realpathSync(dir)).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + Number.parseInt(c, 16))).join('');
}

/** The part of the extension pages' `chrome` API the journey calls. */
type ChromeTabs = { tabs: { query: (q: { url: string }) => Promise<{ id?: number }[]> } };

let server: http.Server;
let pageUrl: string;
let extensionDir: string;
let userDataDir: string;
let context: BrowserContext;

test.beforeAll(async () => {
  expect(fs.existsSync(path.join(built, 'manifest.json')), 'the extension is built (npm run build)').toBe(
    true,
  );
  server = http.createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(profilePage());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  pageUrl = `http://127.0.0.1:${port}/in/grace-hopper-${suffix}/`;

  extensionDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-extension-'));
  fs.cpSync(built, extensionDir, { recursive: true });
  const manifestPath = path.join(extensionDir, 'manifest.json');
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, unknown>;
  manifest.host_permissions = [`http://127.0.0.1:${port}/*`];
  fs.writeFileSync(manifestPath, JSON.stringify(manifest, null, 2));

  userDataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'rw-extension-profile-'));
  context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: chromiumPath,
    headless: false,
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      // Chromium 137+ honours --load-extension only with this feature off.
      '--disable-features=DisableLoadExtensionCommandLineSwitch',
      `--disable-extensions-except=${extensionDir}`,
      `--load-extension=${extensionDir}`,
    ],
  });
});

test.afterAll(async () => {
  await context?.close();
  await new Promise((resolve) => server?.close(resolve));
  for (const dir of [extensionDir, userDataDir]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test('a profile page sent from the Content Extractor becomes a candidate', async ({ org }) => {
  const recruiter = await org.user('recruiter');
  const created = await recruiter.request.post('/api/access-tokens', {
    data: { name: 'Content Extractor', expires_in_days: 7 },
  });
  expect(created.status()).toBe(201);
  const { secret } = (await created.json()) as { secret: string };
  const id = extensionId(extensionDir);

  // Settings: the app's address and the token.
  const options = await context.newPage();
  await options.goto(`chrome-extension://${id}/options.html`);
  await options.getByLabel('Recruiting Workspace address').fill(APP_URL);
  await options.getByLabel('Personal access token').fill(secret);
  await options.getByRole('button', { name: 'Save' }).click();
  await expect(options.getByRole('status')).toHaveText(/^Saved\./);

  // The profile in a tab, and the popup for that tab.
  const profile = await context.newPage();
  await profile.goto(pageUrl);
  const popup = await context.newPage();
  await popup.goto(`chrome-extension://${id}/popup.html`);
  const tabId = await popup.evaluate(async (url) => {
    const { chrome } = globalThis as unknown as { chrome: ChromeTabs };
    const [tab] = await chrome.tabs.query({ url });
    return tab?.id ?? null;
  }, pageUrl);
  expect(tabId).not.toBeNull();
  await popup.goto(`chrome-extension://${id}/popup.html?tabId=${tabId}`);

  await popup.getByRole('button', { name: 'Send to Recruiting Workspace' }).click();
  await expect(popup.getByText('Parsed. Check the profile, then save it.')).toBeVisible();
  await expect(popup.getByRole('heading', { name: `${person.first} ${person.last}` })).toBeVisible();
  await expect(popup.getByText(email)).toBeVisible();

  await popup.getByRole('button', { name: 'Save as candidate' }).click();
  const link = popup.getByRole('link', { name: 'Open in Recruiting Workspace' });
  await expect(link).toBeVisible();
  const candidateId = (await link.getAttribute('href'))?.split('/candidates/')[1] ?? '';
  expect(candidateId).not.toBe('');

  // The candidate is in the app, for the token's user, from the page the extension was asked to send.
  const res = await recruiter.request.get(`/api/candidates/${candidateId}`);
  expect(res.status()).toBe(200);
  const { candidate } = (await res.json()) as { candidate: Record<string, unknown> };
  expect(candidate).toMatchObject({ first_name: person.first, last_name: person.last, email });
  expect(JSON.stringify(candidate)).not.toContain(`HIDDEN-${suffix}`);
});
