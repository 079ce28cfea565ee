// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';
import { CandidateReviews } from './candidate-reviews';

setUpComponentTests();
installPageShims();

const id = '3f1c2a60-0000-4000-8000-0000000000aa';
const review = {
  id: '3f1c2a60-0000-4000-8000-000000000002',
  candidate_name: 'Ann Example',
  job_title: 'Payments Engineer',
  pronouns: 'they/them',
  status: 'completed',
  model: 'gpt-4o-mini',
  quotes_verified: 4,
  quotes_total: 4,
  candidate_id: id,
  job_id: null,
  created_at: '2026-11-26T09:00:00.000Z',
  content: '## Summary\nStrong Go background [CV: "built backend services in Go"].',
  error: null,
  inputs: { job_description: 'JD', recruiter_commentary: '', candidate_cv: 'CV', call_transcript: '' },
  author_name: 'Alice Recruiter',
  mine: false,
};

describe('CandidateReviews (the candidate page)', () => {
  it("lists the candidate's reviews with their author and check, each opening to its write-up", async () => {
    const fetch = mockFetchByUrl((url) =>
      url.pathname === `/api/candidates/${id}/reviews`
        ? { body: { reviews: [review] } }
        : { status: 404, body: {} },
    );
    renderPage(<CandidateReviews candidateId={id} />, { path: '/x', url: '/x' });
    const section = await screen.findByRole('region', { name: 'Reviews' });
    expect(within(section).getByText('4 of 4 quotes verified')).toBeTruthy();
    expect(within(section).getByText(/by Alice Recruiter/)).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: /Payments Engineer/ }));
    expect(await within(section).findByText('built backend services in Go', { exact: false })).toBeTruthy();
    expect(fetch).toHaveBeenCalled();
  });

  it('shows nothing when the candidate has no reviews', async () => {
    const fetch = mockFetchByUrl(() => ({ body: { reviews: [] } }));
    const view = renderPage(<CandidateReviews candidateId={id} />, { path: '/x', url: '/x' });
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(view.container.querySelector('section')).toBeNull();
  });
});
