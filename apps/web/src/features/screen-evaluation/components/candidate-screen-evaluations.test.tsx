// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';
import { CandidateScreenEvaluations } from './candidate-screen-evaluations';

setUpComponentTests();
installPageShims();

const id = '3f1c2a60-0000-4000-8000-0000000000aa';
const evaluation = (n: number, fields: Record<string, unknown>) => ({
  id: `3f1c2a60-0000-4000-8000-00000000000${n}`,
  transcript_preview: 'Recruiter: Hello.',
  analysis: `## Role Fit\nLed a ledger migration (${n}).`,
  options: { includeScoring: true, includeRecommendations: false, includeSummary: true },
  candidate_id: id,
  job_id: null,
  job_title: null,
  created_at: `2026-11-2${n}T09:00:00.000Z`,
  author_name: 'Alice Recruiter',
  mine: false,
  ...fields,
});

describe('CandidateScreenEvaluations (the candidate page)', () => {
  it("lists the candidate's evaluations with job, date and author; each opens to its analysis", async () => {
    mockFetchByUrl((url) =>
      url.pathname === `/api/candidates/${id}/screen-evaluations`
        ? {
            body: {
              evaluations: [
                evaluation(6, {
                  job_id: '3f1c2a60-0000-4000-8000-0000000000bb',
                  job_title: 'Payments Engineer',
                }),
                evaluation(5, { author_name: 'Bob Colleague' }),
              ],
            },
          }
        : { status: 404, body: {} },
    );
    renderPage(<CandidateScreenEvaluations candidateId={id} />, { path: '/x', url: '/x' });
    const section = await screen.findByRole('region', { name: 'Screen Evaluations' });
    const rows = within(section).getAllByRole('article');
    expect(rows.map((r) => within(r).getByText(/Payments Engineer|No job/).textContent)).toEqual([
      'Payments Engineer',
      'No job',
    ]);
    expect(within(rows[1]!).getByText(/by Bob Colleague/)).toBeTruthy();
    fireEvent.click(within(rows[0]!).getByRole('button', { name: /View Full Analysis/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(/Led a ledger migration \(6\)/)).toBeTruthy();
    // Someone else's evaluation: read it and copy it, but only its author deletes it.
    expect(within(dialog).getByRole('button', { name: 'Copy Analysis' })).toBeTruthy();
    expect(within(dialog).queryByRole('button', { name: 'Delete evaluation' })).toBeNull();
  });

  it('offers Delete on your own evaluation', async () => {
    mockFetchByUrl(() => ({ body: { evaluations: [evaluation(7, { mine: true })] } }));
    renderPage(<CandidateScreenEvaluations candidateId={id} />, { path: '/x', url: '/x' });
    const section = await screen.findByRole('region', { name: 'Screen Evaluations' });
    fireEvent.click(within(section).getByRole('button', { name: /View Full Analysis/ }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('button', { name: 'Delete evaluation' })).toBeTruthy();
  });

  it('shows nothing when the candidate has no evaluations', async () => {
    const fetch = mockFetchByUrl(() => ({ body: { evaluations: [] } }));
    const view = renderPage(<CandidateScreenEvaluations candidateId={id} />, { path: '/x', url: '/x' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(view.container.querySelector('section')).toBeNull();
  });
});
