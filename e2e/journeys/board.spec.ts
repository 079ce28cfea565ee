import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures.js';

/*
 * The board (docs/product/pipeline.md#board): a candidate goes Glance → Profile Review → Talent Screen → a
 * custom stage → Offer on the job's Candidates tab, the first moves from the keyboard (Space, arrows, Space)
 * and the rest with the mouse (drag and drop, and the card menu's 'Move to stage'), with what a screen reader
 * hears, the server's message, Undo, and the stage history the moves leave behind.
 */

const suffix = Math.random().toString(36).slice(2, 7);

/** The default process with one custom stage, 'Technical Interview', between Talent Screen and Washup. */
async function createJob(page: Page): Promise<string> {
  const company = await page.request.post('/api/companies', { data: { name: `Board Journey ${suffix}` } });
  expect(company.status()).toBe(201);
  const job = await page.request.post('/api/jobs', {
    data: { title: `Platform Engineer ${suffix}`, company_id: (await company.json()).id, location: 'Berlin' },
  });
  expect(job.status()).toBe(201);
  const jobId: string = (await job.json()).id;
  const { workflow } = await (await page.request.get(`/api/jobs/${jobId}/workflow`)).json();
  const details = { interviewers: [], assessmentCriteria: [], interviewPlan: '', killerQuestions: [] };
  const custom = {
    id: 'stage_1',
    title: 'Stage 1',
    fixed: false,
    blocks: [{ id: 'stage_1', title: 'Technical Interview', emoji: '💻', details }],
  };
  const layers = [...workflow.layers.slice(0, 3), custom, ...workflow.layers.slice(3)];
  const saved = await page.request.put(`/api/jobs/${jobId}/workflow`, {
    data: { workflow: { ...workflow, layers } },
  });
  expect(saved.status()).toBe(200);
  const csv = [
    'First Name,Last Name,Current Title,Current Company',
    `Ada,Lovelace-${suffix},Engineer,Analytical Engines`,
    `Grace,Hopper-${suffix},Admiral,US Navy`,
  ].join('\n');
  const imported = await page.request.post(`/api/jobs/${jobId}/candidates/import?stage_id=glance`, {
    multipart: { file: { name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) } },
  });
  expect(imported.status()).toBe(200);
  return jobId;
}

const column = (page: Page, stage: string) => page.getByRole('region', { name: new RegExp(`^${stage}, `) });
const adaCard = (scope: Page | Locator) =>
  scope.getByRole('button', { name: new RegExp(`^Ada Lovelace-${suffix},`) });
/** What dnd-kit's live region says (a screen reader's announcement). */
const announcement = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** Picks Ada up with Space, steps one column right and drops her there with Space. */
async function keyboardMoveRight(page: Page, from: string) {
  await adaCard(column(page, from)).focus();
  await page.keyboard.press('Space');
  await expect(announcement(page)).toContainText(`Picked up Ada Lovelace-${suffix} in ${from}.`);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
}

/**
 * Drags Ada's card with the mouse into `to`'s column, near its top. The column is first scrolled to the
 * middle of the board: near the board's edges a drag scrolls it (dnd-kit's auto-scroll). The pointer is
 * moved onto the column again until the column shows it is the drop target: the column's place is read
 * afresh each time, so a board or page that scrolled under the pointer, or rects dnd-kit had not measured
 * yet when the first move arrived, cannot leave the drop unaimed.
 */
async function dragTo(page: Page, to: string) {
  await column(page, to).evaluate((el) => el.scrollIntoView({ inline: 'center', block: 'nearest' }));
  const card = await adaCard(page).boundingBox();
  if (!card) throw new Error('card not on screen');
  await page.mouse.move(card.x + card.width / 2, card.y + card.height / 2);
  await page.mouse.down();
  // A few pixels first: the drag starts after 6 px, so a click stays a click.
  await page.mouse.move(card.x + card.width / 2 + 12, card.y + card.height / 2 + 4, { steps: 3 });
  await expect(page.locator('[data-overlay]')).toBeVisible();
  const dropTarget = column(page, to).locator('[data-drop-target]');
  let nudge = 0;
  await expect(async () => {
    const target = await column(page, to).boundingBox();
    if (!target) throw new Error('column not on screen');
    nudge = (nudge + 1) % 4;
    await page.mouse.move(target.x + target.width / 2 + nudge, target.y + 120, { steps: 8 });
    await expect(dropTarget).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await page.mouse.up();
}

test.describe('board', () => {
  test('moves a candidate through every kind of stage on the board, by keyboard and by mouse', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const jobId = await createJob(page);
    await page.goto(`/jobs/${jobId}?tab=candidates`);
    await page.getByRole('radiogroup', { name: 'View' }).getByText('Board', { exact: true }).click();
    await expect(column(page, 'Glance')).toHaveAccessibleName('Glance, 2 candidates');
    await expect(adaCard(column(page, 'Glance'))).toBeVisible();

    // Keyboard: Glance → Profile Review → Talent Screen.
    await keyboardMoveRight(page, 'Glance');
    await expect(announcement(page)).toHaveText(`Moved Ada Lovelace-${suffix} to Profile Review.`);
    await expect(
      page.getByRole('status').filter({ hasText: 'Moved 1 candidate to Profile Review.' }),
    ).toBeVisible();
    await expect(adaCard(column(page, 'Profile Review'))).toBeFocused();
    await keyboardMoveRight(page, 'Profile Review');
    await expect(page.getByText('Moved 1 candidate to Talent Screen.')).toBeVisible();
    await expect(adaCard(column(page, 'Talent Screen'))).toBeVisible();
    await expect(column(page, 'Glance')).toHaveAccessibleName('Glance, 1 candidate');

    // Mouse: drag to the custom stage.
    await dragTo(page, 'Technical Interview');
    await expect(page.getByText('Moved 1 candidate to Technical Interview.')).toBeVisible();
    await expect(adaCard(column(page, 'Technical Interview'))).toBeVisible();

    // Mouse again, to Offer, then Undo puts her back.
    await dragTo(page, 'Offer');
    await expect(page.getByText('Moved 1 candidate to Offer.')).toBeVisible();
    await expect(adaCard(column(page, 'Offer'))).toBeVisible();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Undone.')).toBeVisible();
    await expect(adaCard(column(page, 'Technical Interview'))).toBeVisible();

    // Without dragging: the card's menu, Move to stage ▸ Offer.
    await page.getByRole('button', { name: `Actions for Ada Lovelace-${suffix}` }).click();
    await page.getByRole('menuitem', { name: 'Move to stage' }).click();
    await page.getByRole('menuitem', { name: '🎉 Offer' }).click();
    await expect(page.getByText('Moved 1 candidate to Offer.')).toBeVisible();
    await expect(adaCard(column(page, 'Offer'))).toBeVisible();
    await expect(column(page, 'Offer')).toHaveAccessibleName('Offer, 1 candidate');

    // The server agrees: Ada is at Offer, her earlier stages completed. The board moves her at once and the
    // message of the earlier drag to Offer may still be on screen, so the server is asked until the menu's
    // move has been written (or the time runs out).
    await expect
      .poll(
        async () => {
          const res = await page.request.get(`/api/jobs/${jobId}/candidates?status=all`);
          const rows = (await res.json()).rows as {
            record: { stage_id: string; status: string };
            candidate: { last_name: string };
          }[];
          const ada = rows.filter((r) => r.candidate.last_name === `Lovelace-${suffix}`);
          return Object.fromEntries(ada.map((r) => [r.record.stage_id, r.record.status]));
        },
        { timeout: 20_000 },
      )
      .toEqual({
        glance: 'moved_on',
        profile_review: 'moved_on',
        talent_screen: 'moved_on',
        stage_1: 'moved_on',
        offer: 'active',
      });
  });
});
