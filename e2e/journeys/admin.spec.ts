import { acceptInvitation, expect, invite, literal, signIn, test } from '../support/fixtures.js';
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
    const link = await invite(page.request, invitee, 'recruiter');
    const other = await browser.newContext({ extraHTTPHeaders: { origin: new URL(page.url()).origin } });
    await acceptInvitation(other.request, link, { name: 'Live Notice', password: 'live-notice-password' });
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .click();
    await expect(page.getByText(`${invitee} signed in for the first time as recruiter.`)).toBeVisible();
    await other.close();
  });

  test('an invited e-mail sets its password from its one-time link; deactivating the user ends their session', async ({
    page,
    browser,
    org,
  }) => {
    await signIn(page);
    const email = org.email('deactivated');
    await page.goto('/admin/api-settings?tab=access');
    await page.getByRole('textbox', { name: 'E-mail address' }).fill(email);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(page.getByText(`${email} added to the access list`)).toBeVisible();
    const panel = page.getByRole('region', { name: `Invitation link for ${email}` });
    const link = await panel.getByRole('textbox', { name: 'Invitation link' }).inputValue();
    expect(link).toMatch(/\/invite#[\w-]{43}$/);

    const other = await browser.newContext();
    const user = await other.newPage();
    // The sign-in page offers no way to set a password: only the link does.
    await user.goto('/sign-in');
    await expect(
      user.getByText('First time here? Open the invitation link an administrator sent you.'),
    ).toBeVisible();
    await user.goto(new URL(link).pathname + new URL(link).hash);
    await expect(user.getByRole('heading', { name: 'Accept your invitation' })).toBeVisible();
    await expect(user.getByLabel('Email')).toHaveValue(email);
    await user.getByLabel('Name').fill('Dee Activated');
    await user.getByLabel(/^Password/).fill('deactivate-me-please');
    await user.getByRole('button', { name: 'Set password and sign in' }).click();
    await expect(user.getByRole('heading', { name: 'All Applications' })).toBeVisible();

    // Used once: the same link now says so.
    const again = await browser.newContext();
    const late = await again.newPage();
    await late.goto(new URL(link).pathname + new URL(link).hash);
    await expect(late.getByRole('alert')).toContainText('This invitation link is not valid any more');
    await again.close();

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
