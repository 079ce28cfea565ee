import { type APIRequestContext, expect, type Page } from '@playwright/test';

/** The owner created by the first-run journey; every other journey signs in as this account. */
export const OWNER = { name: 'Olivia Owner', email: 'owner@rw-e2e.test', password: 'e2e-owner-password' };

/** Signs in through the sign-in page and waits for the dashboard. */
export async function signIn(page: Page, user: { email: string; password: string } = OWNER) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel(/^Password/).fill(user.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'All Applications' })).toBeVisible();
}

/** Puts an e-mail on the access list through the owner's API (same cookies as the page). */
export async function invite(request: APIRequestContext, email: string, role: 'admin' | 'recruiter') {
  const res = await request.post('/api/admin/access-list', { data: { email, role } });
  expect([201, 409]).toContain(res.status());
}
