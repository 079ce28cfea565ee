import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * Documents (docs/product/documents.md): two CVs the test makes — a one-page PDF and a plain-text CV — and a
 * LinkedIn 'Save to PDF' export (laid out as LinkedIn does, by the server's own test fixture) are uploaded to
 * a job's Talent Screen with 'Upload CV / LinkedIn'; each file's line and 'Done. Imported 3 of 3.' appear,
 * all three people are on the stage, a candidate's page shows the experience read from the CV and a 'View
 * CV' that opens the stored file, and the LinkedIn profile's employers are read from its layout.
 */

// Letters only: a CV's name line has no digits.
const suffix = Array.from(
  { length: 6 },
  () => 'abcdefghijklmnopqrstuvwxyz'[Math.floor(Math.random() * 26)],
).join('');

/** A minimal real PDF of `lines` in Helvetica (written by hand: the journey ships no sample files). */
function makePdf(lines: string[]): Buffer {
  const pdfString = (t: string) => t.replace(/[\\()]/g, (c) => `\\${c}`);
  const content = [
    'BT /F1 12 Tf 14 TL 72 740 Td',
    ...lines.map((l, i) => `${i === 0 ? '' : 'T* '}(${pdfString(l)}) Tj`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(Buffer.byteLength(out));
    out += `${i + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(out);
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}

const ada = `Lovelace${suffix}`;
const alan = `Turing${suffix}`;
const adaCv = makePdf([
  `Ada ${ada}`,
  'Analytical Engine Programmer',
  `ada.${suffix}@example.org  +44 7911 123456`,
  'Experience',
  'Lead Analyst at Babbage Engines (2021 - Present)',
  'Analyst at Difference Works (2017 - 2021)',
  'Skills: Mathematics, Notes, Algorithms',
]);
const alanCv = Buffer.from(
  [
    `Alan ${alan}`,
    'Cryptanalyst',
    `alan.${suffix}@example.org`,
    'Head of Hut 8 at Bletchley Park (1939 - 1945)',
    'Skills: Logic, Computation',
  ].join('\n'),
);

const maria = `Garcia${suffix}`;
type LinkedinFixtures = {
  makeLinkedinPdf: (truth: Record<string, unknown>) => Promise<Buffer>;
  sampleLinkedinTruth: Record<string, unknown>;
};
/** Maria's LinkedIn export: the server's fixture of the export's layout (built with the app), her own name. */
async function mariaLinkedinPdf(): Promise<Buffer> {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const fixtures = path.join(root, 'apps/server/dist/platform/documents/linkedin-fixtures.js');
  const { makeLinkedinPdf, sampleLinkedinTruth } = (await import(
    pathToFileURL(fixtures).href
  )) as LinkedinFixtures;
  return makeLinkedinPdf({
    ...sampleLinkedinTruth,
    name: `Maria ${maria}`,
    contact: [
      `maria.${suffix}@example.com`,
      '+44 7700 900123 (Mobile)',
      `www.linkedin.com/in/maria-${suffix} (LinkedIn)`,
    ],
  });
}

async function openTalentScreen(page: Page): Promise<string> {
  const company = await page.request.post('/api/companies', {
    data: { name: `Documents Journey ${suffix}` },
  });
  expect(company.status()).toBe(201);
  const job = await page.request.post('/api/jobs', {
    data: { title: `Platform Engineer ${suffix}`, company_id: (await company.json()).id },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).id;
  await page.goto(`/jobs/${jobId}?tab=candidates`);
  await expect(page.getByText('No candidates yet.')).toBeVisible();
  await page.getByRole('combobox', { name: 'Stage' }).click();
  await page.getByRole('option', { name: /Talent Screen/ }).click();
  await expect(page.getByText('No candidates yet.')).toBeVisible();
  return jobId;
}

test.describe('documents', () => {
  test('uploads two CVs and a LinkedIn export to Talent Screen, sees them on the stage and opens View CV', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const jobId = await openTalentScreen(page);

    const chooser = page.waitForEvent('filechooser');
    await page.getByRole('button', { name: 'Upload CV / LinkedIn' }).click();
    await (await chooser).setFiles([
      { name: 'ada-cv.pdf', mimeType: 'application/pdf', buffer: adaCv },
      { name: 'alan-cv.txt', mimeType: 'text/plain', buffer: alanCv },
      { name: 'maria-linkedin.pdf', mimeType: 'application/pdf', buffer: await mariaLinkedinPdf() },
    ]);
    const status = page.getByTestId('document-upload-status');
    await expect(status).toContainText('Done. Imported 3 of 3.', { timeout: 60_000 });
    await expect(status).toContainText(`maria-linkedin.pdf: Added Maria ${maria}`);
    await expect(status).toContainText(`ada-cv.pdf: Added Ada ${ada} as a new candidate.`);
    await expect(status).toContainText(`alan-cv.txt: Added Alan ${alan} as a new candidate.`);

    const table = page.getByRole('table', { name: 'Candidates' });
    await expect(table.getByText(ada)).toBeVisible();
    await expect(table.getByText(alan)).toBeVisible();
    await expect(table.getByText(maria)).toBeVisible();

    // Ada's page: the experience read from her CV, its text, and View CV opening the stored PDF.
    await table.getByText(ada).click();
    await expect(page.getByRole('heading', { level: 1, name: `Ada ${ada}` })).toBeVisible();
    const experience = page.getByTestId('candidate-experience');
    await expect(experience.getByText('Lead Analyst · Babbage Engines')).toBeVisible();
    await expect(page.getByRole('region', { name: 'CV text' })).toContainText('Difference Works');
    const viewCv = page.getByRole('link', { name: 'View CV' });
    await expect(viewCv).toBeVisible();
    const href = await viewCv.getAttribute('href');
    expect(href).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const popup = page.waitForEvent('popup');
    await viewCv.click();
    const opened = await popup;
    const file = await page.request.get(href!);
    expect(file.status()).toBe(200);
    expect(file.headers()['content-type']).toBe('application/pdf');
    expect(file.headers()['content-disposition']).toContain('ada-cv.pdf');
    expect((await file.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await opened.close();

    // Maria's page: her employers and titles read from the export's layout.
    await page.goto(`/jobs/${jobId}?tab=candidates`);
    await page.getByRole('combobox', { name: 'Stage' }).click();
    await page.getByRole('option', { name: /Talent Screen/ }).click();
    await table.getByText(maria).click();
    await expect(page.getByRole('heading', { level: 1, name: `Maria ${maria}` })).toBeVisible();
    await expect(
      page.getByTestId('candidate-experience').getByText('Senior Data Engineer · Northwind Logistics'),
    ).toBeVisible();
  });
});
