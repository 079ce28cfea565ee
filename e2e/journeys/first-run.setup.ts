import { expect, test } from '@playwright/test';
import { OWNER } from '../support/fixtures.js';

test('first run: the setup screen creates the owner and lands in the shell', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByText('Set up your workspace')).toBeVisible();
  await page.getByLabel('Name').fill(OWNER.name);
  await page.getByLabel('Email').fill(OWNER.email);
  await page.getByLabel(/^Password/).fill(OWNER.password);
  await page.getByRole('button', { name: /create/i }).click();
  await expect(page.getByRole('heading', { name: 'All Applications' })).toBeVisible();
  await expect(page.getByText('v1.0.0')).toBeVisible();

  // One-time: a second visitor gets the sign-in page, not setup.
  await page.context().clearCookies();
  await page.goto('/sign-in');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expect(page.getByText('Set up your workspace')).toHaveCount(0);
});
