import { expect, literal, openDashboard, test } from '../support/fixtures.js';

/*
 * The Analytics group's User Activity and App Usage, and User Management (docs/product/analytics.md,
 * docs/product/admin.md#user-management): an admin of the test's organisation sees their tables, invites a
 * recruiter who joins through the one-time link, and that recruiter is refused all three screens and their API.
 */

const ACCESS_DENIED = "Access Denied: You don't have permission to access the admin panel.";

test('an admin reads User Activity and App Usage, invites a recruiter in User Management; the recruiter is refused', async ({
  page,
  browser,
  org,
}) => {
  const admin = await org.user('admin');

  // An app opened from the Dashboard is what App Usage counts.
  await openDashboard(page);
  const recorded = page.waitForResponse((r) => r.url().endsWith('/api/activities') && r.status() === 201);
  await page
    .getByRole('button', { name: /Screen Evaluation/ })
    .first()
    .click();
  await recorded;
  await page.keyboard.press('Escape');

  await page.goto('/analytics/activity');
  await expect(page.getByRole('heading', { name: 'User Activity', level: 1 })).toBeVisible();
  const people = page.getByRole('table', { name: 'People' });
  await expect(people.getByRole('row', { name: literal(admin.email) })).toBeVisible();
  const timeline = page.getByRole('table', { name: 'Timeline' });
  await expect(timeline.getByRole('row', { name: /Opened Screen Evaluation/ })).toBeVisible();
  await expect(timeline.getByRole('row', { name: /Signed in/ }).first()).toBeVisible();

  await page.goto('/analytics/usage');
  await expect(page.getByRole('heading', { name: 'App Usage', level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'This month' })).toBeVisible();
  const opens = page.getByRole('table', { name: 'Opens per app' });
  await expect(opens.getByRole('row', { name: /Screen Evaluation/ })).toBeVisible();

  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'User Management', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'People' }).getByRole('row', { name: literal(admin.email) }),
  ).toBeVisible();
  const email = org.email('new.recruiter');
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByRole('button', { name: 'Invite', exact: true }).click();
  const panel = page.getByRole('region', { name: `Invitation link for ${email}` });
  const link = await panel.getByRole('textbox', { name: 'Invitation link' }).inputValue();
  await expect(
    page.getByRole('table', { name: 'Pending invitations' }).getByRole('row', { name: literal(email) }),
  ).toBeVisible();

  // The recruiter joins through the link, and is refused the three screens and their API.
  const other = await browser.newContext();
  const recruiter = await other.newPage();
  await recruiter.goto(new URL(link).pathname + new URL(link).hash);
  await recruiter.getByLabel('Name').fill('Rita Recruiter');
  await recruiter.getByLabel(/^Password/).fill('rita-recruiter-password');
  await recruiter.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(recruiter.getByRole('heading', { name: 'All Applications' })).toBeVisible();
  for (const [path, title] of [
    ['/analytics/activity', 'User Activity'],
    ['/analytics/usage', 'App Usage'],
    ['/admin/users', 'User Management'],
  ] as const) {
    await recruiter.goto(path);
    await expect(recruiter.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(recruiter.getByText(ACCESS_DENIED)).toBeVisible();
  }
  for (const api of ['/api/analytics/activity', '/api/analytics/usage', '/api/organization/users']) {
    expect((await recruiter.request.get(api)).status()).toBe(403);
  }
  await other.close();

  // The admin sees them joined, as a recruiter.
  await page.reload();
  const joined = page.getByRole('table', { name: 'People' }).getByRole('row', { name: literal(email) });
  await expect(joined.getByRole('combobox', { name: `Role of ${email}` })).toHaveValue('Recruiter');
});
