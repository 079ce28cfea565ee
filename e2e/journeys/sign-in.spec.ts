import { expect, OWNER, signIn, test } from '../support/fixtures.js';

// The sign-in page itself, signed out; the owner's account is only read (its own sessions come and go).
test.use({ signedInAs: null });

test.describe('sign-in page', () => {
  test('shows the access note, the Google button and signs the owner in', async ({ page }) => {
    await page.goto('/sign-in');
    await expect(
      page.getByText('Access Restricted: Only authorized users can sign in to this system.'),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    const password = page.getByLabel(/^Password/);
    await password.fill('secret-text');
    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: /show password|toggle password/i }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await signIn(page);
    await expect(
      page.getByRole('button', { name: new RegExp(`Account menu for ${OWNER.name}`) }),
    ).toBeVisible();
  });

  test('refuses an e-mail that is not on the access list with the exact message', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email').fill('  Stranger@Elsewhere.test ');
    await page.getByLabel(/^Password/).fill('whatever-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Access denied. Only authorized users can sign in.')).toBeVisible();
  });

  test('asks for missing credentials and reports a wrong password', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(
      page.getByText('You must provide either an email or phone number and a password'),
    ).toBeVisible();
    await page.getByLabel('Email').fill(OWNER.email);
    await page.getByLabel(/^Password/).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(/invalid email or password/i);
  });

  test('an expired session leads back to sign-in with the spec message', async ({ page }) => {
    await signIn(page);
    const cookies = await page.context().cookies();
    await page.context().clearCookies();
    await page
      .context()
      .addCookies(
        cookies.map((c) => (c.name.includes('session_token') ? { ...c, value: 'expired-token.value' } : c)),
      );
    await page.goto('/jobs/my-jobs');
    await expect(page.getByText('Session expired. Please sign in again.')).toBeVisible();
  });

  test('signs out from the user menu', async ({ page }) => {
    await signIn(page);
    await page.getByRole('button', { name: /Account menu for/ }).click();
    await expect(page.getByRole('menu')).toContainText(OWNER.email);
    await expect(page.getByRole('menu')).toContainText(/owner/i);
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(page.getByText('Welcome back')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Welcome back')).toBeVisible();
  });
});
