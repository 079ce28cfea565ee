import { expect, literal, signIn, test } from '../support/fixtures.js';
import { LLM_BASE_URL } from '../support/ports.js';

const ORG_KEY = 'sk-e2e-org-key-7777';

// The owner's Admin Panel, across organisations; what the journeys add is in the test's own organisation.
test.use({ signedInAs: null });

test.describe('Admin Panel', () => {
  test('an organisation key set here is used for AI calls, metered in API Usage; a live notification arrives', async ({
    page,
    browser,
    org,
  }) => {
    const orgName = `E2E Recruiting ${org.id}`;
    await signIn(page);
    await page.goto('/admin/api-settings');
    await expect(page.getByRole('heading', { name: 'Admin Panel' })).toBeVisible();

    await page.getByRole('button', { name: 'Add Organization' }).click();
    const form = page.getByRole('dialog', { name: 'Add Organization' });
    await form.getByLabel('Domain').fill(org.domain);
    await form.getByLabel('Organization Name').fill(orgName);
    await form.getByLabel('OpenAI API Key').fill(ORG_KEY);
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Organization created successfully')).toBeVisible();
    const row = page.getByRole('row', { name: literal(orgName) });
    await expect(row).toContainText(org.domain);
    await expect(row).toContainText('Disabled');
    await expect(page.getByText(ORG_KEY)).toHaveCount(0);

    // An AI call of a user of the organisation (tone of voice) now runs on the organisation's key against the
    // mock provider; the sample names the organisation, to tell this call from other journeys' calls.
    const member = await org.user('admin');
    const sampleText = `We keep it short and friendly. You come first. Team ${org.id}.`;
    const tone = await member.request.post('/api/generate-tone', {
      data: { sampleText, companyName: 'E2E' },
    });
    expect(tone.status()).toBe(200);
    const seen = await page.request.get(
      `${LLM_BASE_URL.replace(/\/v1$/, '')}/__mock/requests?task=generate-tone`,
    );
    const { requests } = (await seen.json()) as {
      requests: { keySuffix: string | null; messages: { content: string }[] }[];
    };
    const calls = requests.filter((r) => r.messages.some((m) => m.content.includes(sampleText)));
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.at(-1)?.keySuffix).toBe('7777');

    await page.getByRole('tab', { name: 'API Usage' }).click();
    await page.getByRole('combobox', { name: 'Organization' }).click();
    await page.getByRole('option', { name: `${orgName} (${org.domain})` }).click();
    const usage = page.getByRole('row', { name: /generate-tone/ }).first();
    await expect(usage).toContainText(member.email);
    await expect(usage).toContainText(orgName);
    await expect(usage).toContainText(/\$\d+\.\d{4}/);

    // A new user's first sign-in notifies the owner over the event stream: no reload, and polling is off
    // while the stream is up.
    const stream = page.waitForResponse((r) => r.url().endsWith('/api/events'));
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'All Applications' })).toBeVisible();
    const opened = await stream;
    expect(opened.status()).toBe(200);
    expect(opened.headers()['content-type']).toContain('text/event-stream');
    const invitee = org.email('live.notice');
    expect(
      (
        await page.request.post('/api/admin/access-list', { data: { email: invitee, role: 'recruiter' } })
      ).status(),
    ).toBe(201);
    const other = await browser.newContext();
    const signUp = await other.request.post('/api/auth/sign-up/email', {
      data: { email: invitee, password: 'live-notice-password', name: 'Live Notice' },
      headers: { origin: new URL(page.url()).origin },
    });
    expect(signUp.status()).toBe(200);
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    await expect(page.getByText(`${invitee} signed in for the first time as recruiter.`)).toBeVisible();
    await other.close();
  });

  test('deactivating a user ends their session', async ({ page, browser, org }) => {
    await signIn(page);
    const email = org.email('deactivated');
    expect(
      (await page.request.post('/api/admin/access-list', { data: { email, role: 'recruiter' } })).status(),
    ).toBe(201);

    const other = await browser.newContext();
    const user = await other.newPage();
    await user.goto('/sign-in');
    await user.getByLabel('Email').fill(email);
    await user.getByLabel('Email').blur();
    await user.getByRole('button', { name: 'First time here? Set your password' }).click();
    await user.getByLabel('Name').fill('Dee Activated');
    await user.getByLabel(/^Password/).fill('deactivate-me-please');
    await user.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(user.getByRole('heading', { name: 'All Applications' })).toBeVisible();

    await page.goto('/admin/api-settings?tab=users');
    const row = page.getByRole('row', { name: literal(email) });
    await row.getByRole('button', { name: 'Deactivate' }).click();
    await expect(page.getByText('User status updated successfully')).toBeVisible();
    await expect(row).toContainText('Inactive');

    // The session is gone at once: the next page load is back on sign-in, and signing in again is refused.
    await user.reload();
    await expect(user.getByText('Session expired. Please sign in again.')).toBeVisible();
    await user.getByLabel('Email').fill(email);
    await user.getByLabel(/^Password/).fill('deactivate-me-please');
    await user.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(user.getByText('Access denied. Only authorized users can sign in.')).toBeVisible();
    await other.close();
  });
});
