// @vitest-environment jsdom
import { REVIEWER_DRAFT_KEY, type Review, reviewerMessages } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, renderPage } from '#/test/render-page';
import { ReviewerPage } from './reviewer-page';

setUpComponentTests();
installPageShims();

const content = [
  '## Summary',
  'Ann built payment services [CV: "built backend services in Go"].',
  '## Fit against requirements',
  '- **Go**: Met. [Transcript: "I own the architecture"]',
  '- **Kubernetes**: Not evidenced. [CV, not verified: "ran Kubernetes clusters"]',
].join('\n');

const review = (over: Partial<Review> = {}): Review => ({
  id: '3f1c2a60-0000-4000-8000-000000000001',
  candidate_name: 'Ann Example',
  job_title: 'Payments Engineer',
  pronouns: 'she/her',
  status: 'completed',
  model: 'gpt-4o-mini',
  quotes_verified: 2,
  quotes_total: 3,
  candidate_id: null,
  job_id: null,
  created_at: '2026-11-26T09:00:00.000Z',
  content,
  error: null,
  inputs: { job_description: 'JD', recruiter_commentary: '', candidate_cv: 'CV', call_transcript: '' },
  author_name: 'Alice',
  mine: true,
  ...over,
});

type Call = { method: string; path: string; body: unknown };

/** `fetch` answering the Reviewer's API: JSON routes, and the review stream as text/event-stream. */
function stubApi(opts: { stream?: string; streamStatus?: number; reviews?: Review[] } = {}) {
  const calls: Call[] = [];
  let reviews = opts.reviews ?? [];
  const json = (body: unknown, status = 200) =>
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    calls.push({ method, path: url.pathname, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (method === 'POST' && url.pathname === '/api/reviews') {
      if (opts.streamStatus)
        return json({ error: { code: 'UNAVAILABLE', message: 'down' } }, opts.streamStatus);
      return new Response(opts.stream ?? '', {
        status: 200,
        headers: { 'content-type': 'text/event-stream' },
      });
    }
    if (url.pathname === '/api/reviews' && method === 'GET') {
      const {
        content: _c,
        error: _e,
        inputs: _i,
        author_name: _a,
        mine: _m,
        ...summary
      } = reviews[0] ?? review();
      return json({ reviews: reviews.map(() => summary), next_cursor: null });
    }
    const one = /^\/api\/reviews\/([^/]+)$/.exec(url.pathname)?.[1];
    if (one && method === 'GET') return json(reviews.find((r) => r.id === one));
    if (one && method === 'DELETE') {
      reviews = reviews.filter((r) => r.id !== one);
      return new Response(null, { status: 204 });
    }
    if (url.pathname === '/api/jobs') return json({ jobs: [] });
    if (url.pathname === '/api/candidates') {
      return json({
        candidates: [],
        matching: { value: 0, capped: false },
        total: { value: 0, capped: false },
        next_cursor: null,
      });
    }
    return json({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

const sse = (events: [string, unknown][]) =>
  events.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join('');

async function open() {
  renderPage(<ReviewerPage />, { path: '/apps/reviewer', url: '/apps/reviewer' });
  await screen.findByRole('heading', { name: 'Reviewer', level: 1 });
}
const field = (label: string) => screen.getByRole('textbox', { name: label });
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

async function fillModal() {
  const dialog = await screen.findByRole('dialog', { name: 'Candidate Information' });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Candidate Name/ }), {
    target: { value: 'Ann Example' },
  });
  fireEvent.change(within(dialog).getByRole('textbox', { name: /Job Title/ }), {
    target: { value: 'Payments Engineer' },
  });
  fireEvent.click(within(dialog).getByRole('radio', { name: 'she/her' }));
  fireEvent.click(within(dialog).getByRole('button', { name: 'Generate Review' }));
}

beforeEach(() => {
  localStorage.clear();
});

describe('Reviewer page', () => {
  it('asks for a job description and a CV, after trimming, before the candidate modal', async () => {
    const calls = stubApi();
    await open();
    type('Job Description', '   ');
    fireEvent.click(screen.getByRole('button', { name: 'Generate AI Review' }));
    expect(await screen.findByText('Please enter a job description')).toBeTruthy();
    expect(screen.getByText('Please enter a candidate CV')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("keeps the four drafts in the browser under 'reviewer-data'", async () => {
    stubApi();
    localStorage.setItem(
      REVIEWER_DRAFT_KEY,
      JSON.stringify({ jobDescription: 'Kept JD', candidateCV: 'Kept CV' }),
    );
    await open();
    expect((field('Job Description') as HTMLTextAreaElement).value).toBe('Kept JD');
    type('Interview Transcript', 'Candidate: Hello.');
    expect(JSON.parse(localStorage.getItem(REVIEWER_DRAFT_KEY)!)).toEqual({
      jobDescription: 'Kept JD',
      recruiterCommentary: '',
      candidateCV: 'Kept CV',
      callTranscript: 'Candidate: Hello.',
    });
  });

  it("refuses an incomplete candidate modal with 'Please fill in all candidate information'", async () => {
    const calls = stubApi();
    await open();
    type('Job Description', 'Payments Engineer');
    type('Candidate CV', 'Go, Postgres');
    fireEvent.click(screen.getByRole('button', { name: 'Generate AI Review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Candidate Information' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Candidate Name/ }), {
      target: { value: 'Ann' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Generate Review' }));
    expect(within(dialog).getByRole('alert').textContent).toBe(reviewerMessages.candidateInfoRequired);
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('streams the review into the page, then shows it with its quotes checked', async () => {
    const done = review();
    const calls = stubApi({
      stream: sse([
        ['review', { review: { ...done, status: 'processing', content: undefined } }],
        ['delta', { text: '## Summary\nAnn built ' }],
        ['delta', { text: 'payment services.' }],
        ['done', { review: done }],
      ]),
      reviews: [done],
    });
    await open();
    type('Job Description', 'Payments Engineer');
    type('Recruiter Commentary', 'Calm.');
    type('Candidate CV', 'Go, Postgres');
    fireEvent.click(screen.getByRole('button', { name: 'Generate AI Review' }));
    await fillModal();
    const region = screen.getByRole('region', { name: 'Review' });
    expect(await screen.findByText('2 of 3 quotes verified')).toBeTruthy();
    expect(within(region).getByText('CV · not verified')).toBeTruthy();
    expect(within(region).getAllByText('CV').length).toBeGreaterThan(0);
    expect(within(region).getByText('Transcript')).toBeTruthy();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({
      job_description: 'Payments Engineer',
      recruiter_commentary: 'Calm.',
      candidate_cv: 'Go, Postgres',
      candidate_name: 'Ann Example',
      job_title: 'Payments Engineer',
      pronouns: 'she/her',
    });
  });

  it("says 'Failed to generate review. Please try again.' when the review fails", async () => {
    stubApi({ streamStatus: 503 });
    await open();
    type('Job Description', 'Payments Engineer');
    type('Candidate CV', 'Go, Postgres');
    fireEvent.click(screen.getByRole('button', { name: 'Generate AI Review' }));
    await fillModal();
    expect(await screen.findByText('Failed to generate review. Please try again.')).toBeTruthy();
  });

  it("copies the open review, and says 'Failed to copy review' when the browser refuses", async () => {
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('denied'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const done = review();
    stubApi({
      stream: sse([
        ['review', { review: done }],
        ['done', { review: done }],
      ]),
      reviews: [done],
    });
    await open();
    type('Job Description', 'Payments Engineer');
    type('Candidate CV', 'Go, Postgres');
    fireEvent.click(screen.getByRole('button', { name: 'Generate AI Review' }));
    await fillModal();
    const copy = await screen.findByRole('button', { name: 'Copy to Clipboard' });
    await waitFor(() => expect((copy as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(copy);
    expect(await screen.findByText('Review copied to clipboard')).toBeTruthy();
    expect(writeText.mock.calls[0]?.[0]).toContain('_2 of 3 quotes verified_');
    fireEvent.click(copy);
    expect(await screen.findByText('Failed to copy review')).toBeTruthy();
  });

  it('lists My Reviews, opens one, and closes the open review when it is deleted', async () => {
    const stored = review();
    stubApi({ reviews: [stored] });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'My Reviews' }));
    const dialog = await screen.findByRole('dialog', { name: 'My Reviews' });
    const row = await within(dialog).findByRole('article', { name: 'Review of Ann Example' });
    fireEvent.click(within(row).getByRole('button', { name: 'View' }));
    const region = screen.getByRole('region', { name: 'Review' });
    expect(await screen.findByText('2 of 3 quotes verified')).toBeTruthy();
    expect(within(region).getByText('CV · not verified')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'My Reviews' }));
    const again = await screen.findByRole('article', { name: 'Review of Ann Example' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(within(again).getByText('Delete this review?')).toBeTruthy();
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    expect(await within(region).findByText('No review open')).toBeTruthy();
  });

  it('explains how to run the Reviewer on a local model', async () => {
    stubApi();
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Setup Instructions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Setup Instructions' });
    expect(within(dialog).getByText('ollama pull llama3')).toBeTruthy();
    expect(within(dialog).getByText('Node.js 20.19 or later (22 and 24 work too).')).toBeTruthy();
    expect(within(dialog).queryByText(/Node 16/)).toBeNull();
  });
});
