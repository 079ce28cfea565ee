import { expect, signIn, test } from '../support/fixtures.js';

const dir = '../test-results/screenshots';

// The sign-in page is photographed signed out; the dashboard is the owner's (colour scheme and sidebar are
// kept in this browser context only).
test.use({ signedInAs: null });

test('screenshots of the sign-in page, the dashboard in light and dark, and the collapsed sidebar', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 860 });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/sign-in');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await page.screenshot({ path: `${dir}/sign-in.png` });

  await signIn(page);
  const html = page.locator('html');
  if ((await html.getAttribute('data-mantine-color-scheme')) === 'dark') {
    await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
  }
  const navbar = page.getByRole('navigation', { name: 'Main navigation' });
  if ((await navbar.evaluate((el) => el.getBoundingClientRect().width)) < 100) {
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
  }
  await expect(navbar).toHaveCSS('width', '280px');
  await page.screenshot({ path: `${dir}/dashboard-light.png` });
  await page.getByRole('button', { name: 'Switch to dark theme' }).first().click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await page.screenshot({ path: `${dir}/dashboard-dark.png` });
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(navbar).toHaveCSS('width', '80px');
  await page.screenshot({ path: `${dir}/sidebar-collapsed.png` });
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
  await page.getByRole('button', { name: 'Switch to light theme' }).first().click();
});
