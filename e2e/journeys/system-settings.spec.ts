import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, literal, test } from '../support/fixtures.js';

/*
 * System Settings (docs/product/admin.md#system-settings): an admin sets the organisation's AI provider to
 * the project's mock LLM and tests the connection, sends the webhook's signed test event to a receiver of
 * this test, finds both changes in the audit log and the calls in Diagnostics; a recruiter is refused.
 */

const ACCESS_DENIED = "Access Denied: You don't have permission to access the admin panel.";
const SAVED = 'Settings saved';

type Received = { body: string; signature: string | undefined };

/** A webhook receiver on a free loopback port that keeps what it got and answers 204. */
async function startReceiver() {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        body: Buffer.concat(chunks).toString('utf8'),
        signature: req.headers['x-rw-signature'] as string | undefined,
      });
      res.statusCode = 204;
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/rw-hook`;
  return { url, received, close: () => new Promise((resolve) => server.close(resolve)) };
}

test('an admin sets the AI provider and the webhook, tests both, reads the audit log and Diagnostics; a recruiter is refused', async ({
  page,
  browser,
  org,
  workerLlm,
}) => {
  await org.user('admin');
  const receiver = await startReceiver();
  try {
    await page.goto('/admin/settings');
    await expect(page.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
    const ai = page.getByRole('region', { name: 'AI provider' });
    await expect(
      ai.getByText(
        'Your organization has no provider settings of its own yet: saving them here creates them (the credit limit stays unlimited until the platform owner sets one).',
      ),
    ).toBeVisible();
    await ai.getByRole('textbox', { name: 'Base URL' }).fill(`${workerLlm}/v1`);
    await ai.getByLabel('API key').fill('sk-e2e-journey-4321');
    await ai.getByRole('textbox', { name: 'Model', exact: true }).fill('gpt-4o-mini');
    await ai.getByRole('textbox', { name: /^Scoring/ }).fill('gpt-4o');
    await expect(ai.getByText('Save your changes to test them.')).toBeVisible();
    await ai.getByRole('button', { name: 'Save AI provider' }).click();
    await expect(ai.getByText(SAVED)).toBeVisible();
    await expect(ai.getByText('Current key ••••4321: leave blank to keep')).toBeVisible();
    await expect(ai.getByText(/used this month/)).toContainText('Unlimited');

    await ai.getByRole('button', { name: 'Test connection' }).click();
    const works = ai.getByRole('status').filter({ hasText: 'Connection works' });
    await expect(works).toBeVisible();
    await expect(works).toContainText(/gpt-4o-mini answered “OK” in [\d,]+ ms\./);

    await page.getByRole('tab', { name: 'Automation' }).click();
    await expect(page).toHaveURL(/section=automation/);
    const hook = page.getByRole('region', { name: 'Automation webhook' });
    await hook.getByRole('textbox', { name: 'Webhook URL' }).fill(receiver.url);
    const secret = 'journey-secret-0123456789';
    await hook.getByLabel('Signing secret').fill(secret);
    await hook.getByRole('button', { name: 'Save webhook' }).click();
    await expect(hook.getByText(SAVED)).toBeVisible();
    await hook.getByRole('button', { name: 'Send test event' }).click();
    const delivered = hook.getByRole('status').filter({ hasText: 'Test event delivered' });
    await expect(delivered).toBeVisible();
    await expect(delivered).toContainText(/HTTP 204 in [\d,]+ ms/);
    expect(receiver.received).toHaveLength(1);
    const got = receiver.received[0]!;
    const expected = `sha256=${crypto.createHmac('sha256', secret).update(got.body).digest('hex')}`;
    expect(got.signature).toBe(expected);
    expect(JSON.parse(got.body)).toMatchObject({ instruction: 'Test', organization: org.domain });

    await page.getByRole('tab', { name: 'Audit log' }).click();
    const log = page.getByRole('table', { name: 'Audit log' });
    await expect(log.getByRole('row', { name: /AI provider changed/ })).toBeVisible();
    await expect(log.getByRole('row', { name: /Automation webhook changed/ })).toBeVisible();
    await expect(log).not.toContainText('sk-e2e-journey');

    await page.getByRole('tab', { name: 'Diagnostics' }).click();
    const calls = page.getByRole('table', { name: 'Network log' });
    await expect(
      calls.getByRole('row', { name: literal('/api/organization/settings/ai/test') }),
    ).toContainText('POST');
    await expect(
      calls.getByRole('row', { name: literal('/api/organization/settings/webhook/test') }),
    ).toContainText('200');
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toMatch(/^network-log-.+\.csv$/);
  } finally {
    await receiver.close();
  }

  // A recruiter of the same organisation is refused the screen and its API.
  const recruiter = await org.user('recruiter');
  const other = await browser.newContext({ storageState: await recruiter.request.storageState() });
  const theirs = await other.newPage();
  await theirs.goto('/admin/settings');
  await expect(theirs.getByRole('heading', { name: 'System Settings', level: 1 })).toBeVisible();
  await expect(theirs.getByText(ACCESS_DENIED)).toBeVisible();
  for (const api of ['/api/organization/settings', '/api/organization/audit-log']) {
    expect((await recruiter.request.get(api)).status()).toBe(403);
  }
  expect((await recruiter.request.post('/api/organization/settings/ai/test', { data: {} })).status()).toBe(
    403,
  );
  await other.close();
});
