import { expect, openDashboard, test } from '../support/fixtures.js';

test('notifications: read one, mark all read, delete, empty state', async ({ page }) => {
  // The organisation's admin has the welcome of their first sign-in; a finished AI task of a job adds a
  // second notification, so that 'Mark all read' has more than one to mark.
  const company = await page.request.post('/api/companies', { data: { name: 'Notifications Journey' } });
  expect(company.status()).toBe(201);
  const job = await page.request.post('/api/jobs', {
    data: { title: 'Notified Engineer', company_id: (await company.json()).id, location: 'London' },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).id;
  const task = await page.request.post(`/api/jobs/${jobId}/ai/salary`, { data: {} });
  expect(task.status()).toBe(202);
  const taskId: string = (await task.json()).task_id;
  await expect
    .poll(
      async () => (await (await page.request.get(`/api/jobs/${jobId}/ai/tasks/${taskId}`)).json()).status,
      { timeout: 30_000 },
    )
    .not.toBe('pending');
  expect((await (await page.request.get('/api/notifications')).json()).unread).toBe(2);

  await openDashboard(page);
  await page
    .getByRole('button', { name: /^Notifications/ })
    .first()
    .click();
  const panel = page.getByRole('dialog', { name: /Notifications/ });
  await expect(panel).toBeVisible();
  await expect(panel.getByText('Welcome to Recruiting Workspace')).toBeVisible();

  const unreadBefore = await panel.getByRole('button', { name: 'Mark as read' }).count();
  expect(unreadBefore).toBeGreaterThan(1);
  await panel.getByRole('button', { name: 'Mark as read' }).first().click();
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(unreadBefore - 1);
  await panel.getByRole('button', { name: 'Mark all read' }).click();
  await expect(panel.getByRole('button', { name: 'Mark as read' })).toHaveCount(0);

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
