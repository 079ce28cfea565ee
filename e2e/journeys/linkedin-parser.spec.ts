import { readFile } from 'node:fs/promises';
import type { Download } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * LinkedIn Parser (docs/product/linkedin-parser.md): a pasted profile is read (by the project's mock model),
 * a field is edited and kept, the one-page profile downloads as a PDF and a Word document, the parse is saved
 * as a candidate and found in the candidates list, and it stays in Recent parses to reopen or delete.
 */

// Letters only: a name has no digits.
const suffix = Array.from(
  { length: 6 },
  () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
).join('');
const name = `Ada Lovelace${suffix}`;
const profileText = [
  name,
  'Analytical Engine Programmer',
  `ada.${suffix}@example.org · +44 7911 123456`,
  'Experience',
  'Lead Analyst at Babbage Engines (2021 - Present)',
  'Analyst at Difference Works (2017 - 2021)',
  'Skills: Mathematics, Notes, Algorithms',
].join('\n');

async function bytesOf(download: Download): Promise<Buffer> {
  const path = await download.path();
  if (!path) throw new Error('download has no file');
  return readFile(path);
}

test.describe('LinkedIn Parser', () => {
  test('parses a pasted profile, edits it, downloads it and saves it as a candidate', async ({ page }) => {
    await page.goto('/apps/linkedin-parser');
    await expect(page.getByRole('heading', { name: 'LinkedIn Parser', level: 1 })).toBeVisible();
    await expect(
      page.getByText('No parses yet. Paste a profile or drop its PDF export to start.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No profile open' })).toBeVisible();

    await page.getByRole('button', { name: 'Parse profile' }).click();
    await expect(page.getByText("Please paste a profile's text or drop its PDF export.")).toBeVisible();

    const box = page.getByRole('textbox', { name: 'Profile text' });
    await box.fill(profileText);
    await page
      .getByRole('textbox', { name: 'Profile URL' })
      .fill(`https://www.linkedin.com/in/ada-${suffix}`);
    // Ctrl+Enter in the text parses, like the button.
    await box.press('Control+Enter');

    const editor = page.getByRole('region', { name });
    await expect(editor.getByRole('heading', { name, level: 2 })).toBeVisible({ timeout: 30_000 });
    await expect(editor.getByRole('textbox', { name: 'Email' })).toHaveValue(`ada.${suffix}@example.org`);
    await expect(editor.getByRole('textbox', { name: 'LinkedIn' })).toHaveValue(
      `https://www.linkedin.com/in/ada-${suffix}`,
    );
    await expect(editor.getByRole('group', { name: 'Position: Lead Analyst' })).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent parses' });
    await expect(recent.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();

    await editor.getByRole('textbox', { name: 'Headline' }).fill('Principal Analyst');
    await editor.getByRole('textbox', { name: 'Start' }).first().fill('March 2021');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor.getByText('Use YYYY or YYYY-MM.').first()).toBeVisible();
    await editor.getByRole('textbox', { name: 'Start' }).first().fill('2021-03');
    await editor.getByRole('button', { name: 'Save changes' }).click();
    await expect(editor.getByText('Changes saved')).toBeVisible();

    await editor.getByRole('tab', { name: 'One-page profile' }).click();
    const sheet = editor.getByRole('article', { name: 'One-page profile' });
    await expect(sheet).toContainText('Principal Analyst');
    await expect(sheet).toContainText('Mar 2021 – Present');

    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      editor.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`${name} - Profile.pdf`);
    expect((await bytesOf(pdf)).subarray(0, 4).toString()).toBe('%PDF');
    const [docx] = await Promise.all([
      page.waitForEvent('download'),
      editor.getByRole('button', { name: 'Download DOCX' }).click(),
    ]);
    expect(docx.suggestedFilename()).toBe(`${name} - Profile.docx`);
    expect((await bytesOf(docx)).subarray(0, 2).toString()).toBe('PK');

    await editor.getByRole('button', { name: 'Save as candidate' }).click();
    const dialog = page.getByRole('dialog', { name: 'Save as candidate' });
    await dialog.getByRole('button', { name: 'Save as candidate' }).click();
    await expect(dialog.getByText(`Added ${name} as a new candidate.`)).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(recent.getByText('Saved')).toBeVisible();

    await page.goto('/candidates');
    await page
      .getByPlaceholder('Search by name, email, title, company, or location...')
      .fill(`Lovelace${suffix}`);
    await expect(page.getByTestId('candidate-row')).toHaveCount(1);
    await expect(page.getByTestId('candidate-row')).toContainText('Lead Analyst');
    await page.getByTestId('candidate-row').getByText(name, { exact: true }).click();
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();

    // Back in the parser, the parse is in Recent parses: reopened, then deleted.
    await page.goto('/apps/linkedin-parser');
    await recent.getByRole('button', { name: new RegExp(`^${name}`) }).click();
    await expect(editor.getByRole('textbox', { name: 'Headline' })).toHaveValue('Principal Analyst');
    await recent.getByRole('button', { name: `Delete the parse of ${name}` }).click();
    await page.getByRole('dialog', { name: 'Delete parse' }).getByRole('button', { name: 'Delete' }).click();
    await expect(
      page.getByText('No parses yet. Paste a profile or drop its PDF export to start.'),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No profile open' })).toBeVisible();
  });
});
