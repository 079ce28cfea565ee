import type { Locator, Page } from '@playwright/test';
import { expect, openDashboard, test } from '../support/fixtures.js';

/** Pastes HTML into a rich-text editor the way a browser does (a paste event carrying text/html). */
async function pasteHtml(editor: Locator, html: string, text: string) {
  await editor.evaluate(
    (el, data) => {
      const transfer = new DataTransfer();
      transfer.setData('text/html', data.html);
      transfer.setData('text/plain', data.text);
      el.dispatchEvent(
        new ClipboardEvent('paste', { clipboardData: transfer, bubbles: true, cancelable: true }),
      );
    },
    { html, text },
  );
}

/** Opens the company modal for a new company, from the empty state or from 'New Company'. */
async function openNewCompany(page: Page) {
  const empty = page.getByRole('button', { name: 'Add Your First Company' });
  const add = page.getByRole('button', { name: 'New Company' });
  await expect(empty.or(add)).toBeVisible();
  if (await empty.isVisible()) await empty.click();
  else await add.click();
  const dialog = page.getByRole('dialog', { name: /^(New Company|Add Your First Company)$/ });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('companies: create with rich text and a generated tone of voice, edit, delete', async ({ page }) => {
  const name = `Kestrel Health ${Date.now().toString(36)}`;
  await openDashboard(page);
  await page.getByRole('link', { name: 'Companies' }).first().click();
  await expect(page).toHaveURL(/\/companies\/database$/);
  await expect(page.getByRole('heading', { name: 'Company Configuration', level: 1 })).toBeVisible();

  const dialog = await openNewCompany(page);
  const save = dialog.getByRole('button', { name: 'Save' });
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Company Name').fill('   ');
  await expect(save).toBeDisabled();
  await dialog.getByLabel('Company Name').fill(name);
  await expect(save).toBeEnabled();
  await dialog.getByLabel('Company Size').click();
  await page.getByRole('option', { name: '201-500 employees' }).click();
  await dialog.getByLabel('Website').fill('kestrelhealth.example');
  await dialog.getByLabel('Industry').fill('Digital Health');
  await dialog.getByLabel('Location').fill('London, United Kingdom');

  // Rich text: bold through the toolbar, a link by pasting HTML (links open in a new tab).
  const description = dialog.getByRole('textbox', { name: 'Company Description' });
  await description.click();
  await page.keyboard.type('We build ');
  await dialog.getByRole('button', { name: /^Bold/ }).first().click();
  await page.keyboard.type('virtual wards');
  await dialog.getByRole('button', { name: /^Bold/ }).first().click();
  await page.keyboard.type(' for clinics. ');
  await pasteHtml(
    description,
    '<a href="https://kestrel.example/about" onclick="alert(1)">About us</a>',
    'About us',
  );
  await expect(description.getByRole('link', { name: 'About us' })).toBeVisible();

  const values = dialog.getByRole('textbox', { name: 'Values' });
  for (const value of ['Patients first', '  Own the outcome  ', '   ', 'patients FIRST']) {
    await values.fill(value);
    await values.press('Enter');
  }
  await expect(dialog.getByRole('button', { name: /^Remove value/ })).toHaveCount(2);
  const benefits = dialog.getByRole('textbox', { name: 'Benefits' });
  await benefits.fill('30 days holiday');
  await benefits.press('Enter');
  await expect(dialog).toBeVisible();

  // The new company starts with the default tone; a writing sample replaces it.
  const tone = dialog.getByRole('textbox', { name: 'Tone of voice instructions' });
  await expect(tone).toHaveValue(/clear, energetic and approachable/);
  await dialog.getByText('Sample text', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Generate tone' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('Please provide a writing sample');
  await dialog
    .getByLabel('Writing sample')
    .fill(
      "We're a small crew building tools for nurses. No fluff: we say what we mean, and we write to you.",
    );
  await dialog.getByRole('button', { name: 'Generate tone' }).click();
  await expect(tone).toBeVisible({ timeout: 25_000 });
  await expect(tone).not.toHaveValue(/clear, energetic and approachable/);
  const generated = await tone.inputValue();
  expect(generated.length).toBeGreaterThan(40);

  await save.click();
  await expect(dialog).toBeHidden();

  // Detail view.
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  const basics = page.getByRole('region', { name: 'Basic Information' });
  await expect(basics).toContainText('201-500 employees');
  await expect(basics).toContainText('Digital Health');
  await expect(basics.getByText('Not specified')).toHaveCount(1);
  const about = page
    .getByRole('region', { name: 'Company Description' })
    .getByRole('link', { name: 'About us' });
  await expect(about).toHaveAttribute('href', 'https://kestrel.example/about');
  await expect(about).toHaveAttribute('target', '_blank');
  await expect(about).toHaveAttribute('rel', 'noopener noreferrer');
  await expect(about).not.toHaveAttribute('onclick', /.*/);
  await expect(page.getByRole('region', { name: 'Company Description' }).locator('strong')).toHaveText(
    'virtual wards',
  );
  await expect(page.getByRole('region', { name: 'Values' }).getByRole('listitem')).toHaveText([
    'Patients first',
    'Own the outcome',
  ]);
  await expect(page.getByRole('region', { name: 'Tone of Voice' })).toContainText(generated);
  const visit = page.getByRole('link', { name: 'Visit Website' });
  await expect(visit).toHaveAttribute('href', 'https://kestrelhealth.example');
  await expect(visit).toHaveAttribute('target', '_blank');

  // Edit.
  await page.getByRole('button', { name: 'Edit Company' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Company' });
  await expect(edit.getByLabel('Company Name')).toHaveValue(name);
  await edit.getByLabel('Industry').fill('Health Technology');
  await edit.getByRole('button', { name: 'Remove value Own the outcome' }).click();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(basics).toContainText('Health Technology');
  await expect(page.getByRole('region', { name: 'Values' }).getByRole('listitem')).toHaveText([
    'Patients first',
  ]);

  // The list survives a reload (it is stored, not local).
  await page.reload();
  await page.getByRole('tab', { name }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();

  // Delete with the spec's confirmation texts.
  await page.getByRole('button', { name: 'Delete Company' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete Company' });
  await expect(confirm).toContainText(
    `Are you sure you want to delete "${name}"? This action cannot be undone.`,
  );
  await expect(confirm).toContainText(
    'All company data including descriptions, values, and job specifications will be permanently removed.',
  );
  await confirm.getByRole('button', { name: 'Delete Company' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('tab', { name })).toHaveCount(0);
});
