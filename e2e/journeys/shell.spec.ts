import { expect, openDashboard, test } from '../support/fixtures.js';

test.describe('shell', () => {
  test('sidebar collapse and theme persist across a reload', async ({ page }) => {
    await openDashboard(page);
    const navbar = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(navbar).toHaveCSS('width', '280px');
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(navbar).toHaveCSS('width', '80px');

    const html = page.locator('html');
    const before = await html.getAttribute('data-mantine-color-scheme');
    const next = before === 'dark' ? 'light' : 'dark';
    await page
      .getByRole('button', { name: `Switch to ${next} theme` })
      .first()
      .click();
    await expect(html).toHaveAttribute('data-mantine-color-scheme', next);

    await page.reload();
    await expect(page.getByRole('heading', { name: 'All Applications' })).toBeVisible();
    await expect(navbar).toHaveCSS('width', '80px');
    await expect(html).toHaveAttribute('data-mantine-color-scheme', next);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(navbar).toHaveCSS('width', '280px');
  });

  test('the launcher modal opens from the keyboard and records the click', async ({ page }) => {
    await openDashboard(page);
    const recorded = page.waitForResponse((r) => r.url().endsWith('/api/activities') && r.status() === 201);
    const tile = page.getByRole('button', { name: /CSV Sorter/ }).first();
    await tile.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText('AI-powered CSV sorting and analysis');
    await expect(dialog.getByRole('button', { name: 'Launch Application' })).toBeVisible();
    await recorded;
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    const backend = page.getByRole('button', { name: /LinkedIn Parser/ }).first();
    await backend.focus();
    await page.keyboard.press(' ');
    await expect(
      page.getByRole('dialog').getByRole('button', { name: 'Download Desktop App' }),
    ).toBeDisabled();
  });

  test('the dashboard section query selects frontend or backend apps', async ({ page }) => {
    await openDashboard(page);
    await page.goto('/?section=backend');
    await expect(page.getByRole('heading', { name: 'Backend Applications' })).toBeVisible();
    await expect(page.getByText('Profile parsing and formatting')).toBeVisible();
    await expect(page.getByText('AI-powered CSV sorting and analysis')).toHaveCount(0);
    await page.goto('/?section=frontend');
    await expect(page.getByRole('heading', { name: 'Frontend Applications' })).toBeVisible();
  });
});
