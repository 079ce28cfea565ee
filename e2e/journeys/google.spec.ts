import { expect, invite, signIn, test } from '../support/fixtures.js';
import { GOOGLE_EMAIL_COOKIE, OIDC_ISSUER } from '../support/ports.js';

// The owner invites; the Google account is one of the test's own organisation.
test.use({ signedInAs: null });

test.describe('Sign in with Google (local OIDC issuer)', () => {
  test('refuses a Google account that is not on the access list, then admits it once invited', async ({
    page,
    browser,
    org,
  }) => {
    const googleEmail = org.email('gale.google');
    const visitor = await browser.newContext();
    // The mock issuer signs this browser in as googleEmail (support/oidc-server.ts).
    await visitor.addCookies([{ name: GOOGLE_EMAIL_COOKIE, value: googleEmail, url: OIDC_ISSUER }]);
    const guest = await visitor.newPage();
    await guest.goto('/sign-in');
    await guest.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(guest.getByText('Access denied. Only authorized users can sign in.')).toBeVisible();

    await signIn(page);
    await invite(page.request, googleEmail, 'recruiter');

    await guest.goto('/sign-in');
    await guest.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(guest.getByRole('heading', { name: 'All Applications' })).toBeVisible();
    await guest.getByRole('button', { name: /Account menu for/ }).click();
    await expect(guest.getByRole('menu')).toContainText(googleEmail);
    await expect(guest.getByRole('menu')).toContainText(/recruiter/i);
    await guest.keyboard.press('Escape');
    // A recruiter sees neither the Analytics nor the Admin group, nor the admin-only Data Trainer tile.
    await expect(guest.getByRole('navigation', { name: 'Primary' })).not.toContainText('Analytics');
    await expect(guest.getByRole('navigation', { name: 'Primary' })).not.toContainText('API Settings');
    await expect(guest.getByText('Data Trainer')).toHaveCount(0);
    await guest.goto('/admin/api-settings');
    await expect(
      guest.getByText("Access Denied: You don't have permission to access the admin panel."),
    ).toBeVisible();
    await visitor.close();

    // The owner, meanwhile, sees both groups.
    await expect(page.getByRole('navigation', { name: 'Primary' })).toContainText('Analytics');
    await expect(page.getByRole('navigation', { name: 'Primary' })).toContainText('Admin');
  });
});
