import { expect, test } from '@playwright/test';
import { signIn } from '../support/fixtures.js';

test('notifications: read one, mark all read, delete, empty state', async ({ page }) => {
  await signIn(page);
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: /Notifications/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Welcome to Recruiting Workspace')).toBeVisible();

  const unreadBefore = await panel.getByRole('button', { name: 'Mark as read' }).count();
  expect(unreadBefore).toBeGreaterThan(0);
  await panel.getByRole('button', { name: 'Mark as read' }).first().click();
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(unreadBefore - 1);
  if (unreadBefore > 1) {
    await panel.getByRole('button', { name: 'Mark all read' }).click();
    await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);
  }

  while ((await panel.getByRole('button', { name: 'Delete notification' }).count()) > 0) {
    const count = await panel.getByRole('button', { name: 'Delete notification' }).count();
    await panel.getByRole('button', { name: 'Delete notification' }).first().click();
    await expect(panel.getByRole('button', { name: 'Delete notification' })).toHaveCount(count - 1);
  }
  await expect(panel.getByText('No notifications yet')).toBeVisible();
  await expect(panel.getByText("You'll see notifications from your workflows here")).toBeVisible();

  await page.reload();
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
});
