import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * Removing people (docs/product/candidates.md#merge, #erase): a duplicate the dedupe could not see is merged
 * into its candidate with values chosen side by side; then an admin erases the candidate by typing their
 * name, and search, the candidates list, the job's list, the API and an export find nothing of them.
 */

const s = Math.random().toString(36).slice(2, 7);
const person = {
  first_name: 'Zoë',
  last_name: `Núñez-${s}`,
  email: `zoe.${s}@ledgerly.example`,
  current_title: 'Senior Payments Engineer',
  current_company: 'Ledgerly',
  location: 'Madrid, Spain',
};
const duplicateFields = {
  first_name: 'Zoe',
  last_name: `Núñez-${s}`,
  email: `zoe.${s}@home.example`,
  phone: '+34 600 123 456',
};

async function created(request: APIRequestContext, url: string, data: unknown): Promise<{ id: string }> {
  const res = await request.post(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return res.json();
}

/** A job with the candidate in Glance and the duplicate in Glance of it and of a second job. */
async function seed(page: Page) {
  const company = await created(page.request, '/api/companies', { name: `Ledgerly ${s}` });
  const job = await created(page.request, '/api/jobs', {
    title: `Payments Engineer ${s}`,
    company_id: company.id,
  });
  const other = await created(page.request, '/api/jobs', {
    title: `Platform Engineer ${s}`,
    company_id: company.id,
  });
  const zoe = await created(page.request, '/api/candidates', person);
  const duplicate = await created(page.request, '/api/candidates', duplicateFields);
  for (const [jobId, candidateId] of [
    [job.id, zoe.id],
    [job.id, duplicate.id],
    [other.id, duplicate.id],
  ] as const) {
    await created(page.request, `/api/jobs/${jobId}/candidates`, {
      candidate_id: candidateId,
      stage_id: 'glance',
    });
  }
  return { job: job.id, other: other.id, zoe: zoe.id, duplicate: duplicate.id };
}

test.describe('removing people', () => {
  test('merges a duplicate, then an admin erases the candidate and nothing of them is found', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const ids = await seed(page);

    // Merge: find the duplicate, keep the survivor's e-mail and take the duplicate's phone.
    await page.goto(`/candidates/${ids.zoe}`);
    await expect(page.getByRole('heading', { level: 1, name: `Zoë Núñez-${s}` })).toBeVisible();
    await page.getByRole('button', { name: 'Merge with…' }).click();
    const merge = page.getByRole('dialog', { name: 'Merge candidates' });
    await merge.getByLabel('Find the duplicate').fill(`nunez-${s}`);
    const matches = merge.getByRole('list', { name: 'Matching candidates' });
    await expect(matches.getByRole('button')).toHaveCount(1);
    await matches
      .getByRole('button', { name: new RegExp(duplicateFields.email.replace('.', '\\.')) })
      .click();
    await expect(merge.getByRole('radiogroup', { name: 'Email' }).getByRole('radio').first()).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(
      merge.getByRole('radiogroup', { name: 'Phone' }).getByRole('radio', { name: /\+34 600/ }),
    ).toHaveAttribute('aria-checked', 'true');
    await expect(
      merge.getByText(
        "1 stage record of the duplicate will be dropped: in jobs both are in, this candidate's application is kept.",
      ),
    ).toBeVisible();
    await merge.getByRole('button', { name: 'Merge', exact: true }).click();
    await expect(
      page.getByText(
        `Merged Zoe Núñez-${s} into Zoë Núñez-${s}. Dropped 1 stage record of the duplicate in jobs both were in.`,
      ),
    ).toBeVisible();
    await expect(merge).toBeHidden();
    await expect(page.getByRole('link', { name: '+34 600 123 456' })).toBeVisible();
    await expect(page.getByTestId('total-applications')).toHaveText('2');
    expect((await page.request.get(`/api/candidates/${ids.duplicate}`)).status()).toBe(404);

    // Erase: the name must be typed; case and accents do not matter.
    await page.getByRole('button', { name: 'Erase candidate' }).click();
    const erase = page.getByRole('dialog', { name: 'Erase candidate' });
    const confirm = erase.getByLabel(`Type Zoë Núñez-${s} to confirm`);
    await confirm.fill('Zoë');
    await expect(erase.getByRole('button', { name: 'Erase permanently' })).toBeDisabled();
    await confirm.fill(`zoe nunez-${s.toUpperCase()}`);
    await erase.getByRole('button', { name: 'Erase permanently' }).click();
    await expect(
      page.getByText('Candidate erased. Nothing of them is left in your organisation.'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/candidates$/);

    // Nothing of them: the list and its search, the job's list, the page, the API, an export.
    // They were the organisation's only candidate.
    await expect(page.getByText('0 of 0 candidates')).toBeVisible();
    await expect(page.getByText('No candidates yet', { exact: true })).toBeVisible();
    await page.goto(`/jobs/${ids.job}?tab=candidates`);
    await expect(page.getByText('No candidates yet.')).toBeVisible();
    await page.goto(`/candidates/${ids.zoe}`);
    await expect(page.getByText('Candidate not found')).toBeVisible();
    for (const q of [`nunez-${s}`, person.email, duplicateFields.email, '+34 600 123 456']) {
      const list = await (await page.request.get(`/api/candidates?q=${encodeURIComponent(q)}`)).json();
      expect(list.candidates, q).toEqual([]);
    }
    for (const job of [ids.job, ids.other]) {
      const rows = await (await page.request.get(`/api/jobs/${job}/candidates?status=all`)).text();
      expect(rows).not.toContain(ids.zoe);
      const file = await page.request.post(`/api/jobs/${job}/candidates/export`, {
        data: { all_matching: { stage_id: null, status: 'all' }, view: 'process' },
      });
      expect(await file.text()).not.toContain(`Núñez-${s}`);
    }
  });

  test('a recruiter may merge but is not offered erasure', async ({ page, org }) => {
    const recruiter = await org.user('recruiter');
    const ids = await seed(page);
    const res = await recruiter.request.delete(`/api/candidates/${ids.zoe}`, {
      data: { confirm: `Zoë Núñez-${s}` },
    });
    expect(res.status()).toBe(403);
    await page.context().clearCookies();
    await page.context().addCookies((await recruiter.request.storageState()).cookies);
    await page.goto(`/candidates/${ids.zoe}`);
    await expect(page.getByRole('heading', { level: 1, name: `Zoë Núñez-${s}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Merge with…' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Erase candidate' })).toHaveCount(0);
  });
});
