import { expect, test } from '@playwright/test';
import { invite, signIn } from '../support/fixtures.js';
import { GOOGLE_EMAIL } from '../support/ports.js';

test.describe('Sign in with Google (local OIDC issuer)', () => {
  test('refuses a Google account that is not on the access list, then admits it once invited', async ({
    page,
    browser,
  }) => {
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto('/sign-in');
    await guest.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(guest.getByText('Access denied. Only authorized users can sign in.')).toBeVisible();

    await signIn(page);
    await invite(page.request, GOOGLE_EMAIL, 'recruiter');

    await guest.goto('/sign-in');
    await guest.getByRole('button', { name: 'Sign in with Google' }).click();
    await expect(guest.getByRole('heading', { name: 'All Applications' })).toBeVisible();
    await guest.getByRole('button', { name: /Account menu for/ }).click();
    await expect(guest.getByRole('menu')).toContainText(GOOGLE_EMAIL);
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
