// @vitest-environment jsdom
import { type CvSorterCandidate, type CvSorterSearch, cvSorterMessages } from '@rw/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { candidate, scored, search } from '#/features/cv-sorter/test/factories';
import { fakeCvSorterApi } from '#/features/cv-sorter/test/fake-api';
import { emitEvent } from '#/test/fake-events';
import { FakeXhr, installFakeXhr } from '#/test/fake-xhr';
import { setUpComponentTests } from '#/test/render';
import { installPageShims, renderPage } from '#/test/render-page';
import { CvSorterPage } from './cv-sorter-page';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();
installPageShims();

beforeEach(() => {
  installFakeXhr();
});

function open(email: string | null = 'ann@acme.test') {
  const onOpenJob = vi.fn();
  renderPage(
    <CvSorterPage
      userEmail={email}
      isAdmin={false}
      renderJobPicker={({ onChange }) => (
        <button type="button" onClick={() => onChange({ id: 'job-1', title: 'Backend Engineer' })}>
          Pick Backend Engineer
        </button>
      )}
      onOpenJob={onOpenJob}
    />,
    { path: '/apps/csv-sorter', url: '/apps/csv-sorter' },
  );
  return { onOpenJob };
}

const button = (name: string | RegExp) => screen.getByRole('button', { name });
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const row = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;

/** A search with three scored candidates (9, 7 and 3) and one failed. */
function scoredSearch(over: Partial<CvSorterSearch> = {}) {
  const candidates: CvSorterCandidate[] = [
    scored(9.1, { name: 'Ada Top', rowIndex: 0 }),
    scored(7, { name: 'Bo Middle', rowIndex: 1 }),
    scored(3.25, { name: 'Cy Low', rowIndex: 2 }),
    candidate({
      name: 'Di Failed',
      rowIndex: 3,
      status: 'failed',
      assessment: 'Processing failed after 3 attempts: model timed out',
    }),
  ];
  const s = search({
    jobTitle: 'Backend Engineer',
    jobDescription: 'Go services',
    status: 'completed',
    total: 4,
    scored: 3,
    failed: 1,
    counts: { notSorted: 4, possible: 0, eliminated: 0 },
    percent: 100,
    message: 'Processing complete! 3 successful, 1 failed',
    promptVersion: 'cv-sorter-score@1',
    model: 'gpt-4o-mini',
    cost: 0.0123,
    tokensUsed: 4100,
    ...over,
  });
  return { search: s, candidates };
}

describe('CV Sorter page (docs/product/cv-sorter.md)', () => {
  it('shows the welcome panel with no list; Process & Score and Save Search wait for candidates', async () => {
    fakeCvSorterApi();
    open();
    expect(await screen.findByRole('heading', { name: cvSorterMessages.welcomeTitle })).toBeTruthy();
    type(/Job Title/, 'Backend Engineer');
    type(/Job Description/, 'Go services');
    expect(button(cvSorterMessages.processAndScore)).toHaveProperty('disabled', true);
    expect(button(cvSorterMessages.saveSearch)).toHaveProperty('disabled', true);
    expect(await screen.findByText(/No saved searches yet/)).toBeTruthy();
  });

  it("says 'User email not available. Please log in again.' when the session has no e-mail", async () => {
    const api = fakeCvSorterApi();
    open(null);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'User email not available. Please log in again.',
    );
    expect(button(cvSorterMessages.processAndScore)).toHaveProperty('disabled', true);
    expect(api.calls).toHaveLength(0);
  });

  it('takes only CSV files', async () => {
    fakeCvSorterApi();
    open();
    await screen.findByRole('heading', { name: cvSorterMessages.welcomeTitle });
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [new File(['x'], 'cv.pdf', { type: 'application/pdf' })] } });
    expect((await screen.findByText('Please select a CSV file.')).textContent).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads a CSV, shows the list and the debug panel, and enables Process & Score once the job is filled in', async () => {
    const api = fakeCvSorterApi();
    open();
    await screen.findByRole('heading', { name: cvSorterMessages.welcomeTitle });
    const input = screen.getByLabelText('CSV file') as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(['Name\nAda'], 'list.csv', { type: 'text/csv' })] },
    });
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(1));
    expect(FakeXhr.last.url).toBe('/api/cv-sorter/searches');
    const uploaded = search({ total: 2, pending: 2, counts: { notSorted: 2, possible: 0, eliminated: 0 } });
    const rows = [
      candidate({ name: 'Ada Lovelace', rowIndex: 0 }),
      candidate({ name: 'Grace Hopper', rowIndex: 1 }),
    ];
    api.state.search = uploaded;
    api.state.candidates = rows;
    act(() =>
      FakeXhr.last.respond({
        status: 201,
        json: {
          search: uploaded,
          candidates: rows,
          preview: {
            rawRows: ['First Name,Last Name,Company', `Ada,Lovelace,${'x'.repeat(150)}`],
            header: ['First Name', 'Last Name', 'Company'],
            columns: {
              firstName: 'First Name',
              lastName: 'Last Name',
              fullName: null,
              title: null,
              company: 'Company',
              linkedinUrl: null,
            },
            sampleRows: [
              { name: 'Ada Lovelace', currentTitle: 'Unknown', currentCompany: 'Acme', linkedinUrl: null },
            ],
            delimiter: ',',
            encoding: 'utf-8',
            rows: 2,
            skippedBlank: 1,
          },
        },
      }),
    );
    expect(await screen.findByText('Ada Lovelace')).toBeTruthy();
    expect(tab(/Not Sorted/).textContent).toContain('2');
    fireEvent.click(screen.getByRole('button', { name: /CSV debug/ }));
    const raw = await screen.findByTestId('csv-raw-rows');
    expect(raw.textContent?.split('\n')[1]).toHaveLength(100);
    expect(screen.getByText(/2 rows read, 1 blank lines skipped/)).toBeTruthy();

    expect(button(cvSorterMessages.processAndScore)).toHaveProperty('disabled', true);
    type(/Job Title/, 'Backend Engineer');
    expect(button(cvSorterMessages.processAndScore)).toHaveProperty('disabled', true);
    type(/Job Description/, 'Go services');
    expect(button(cvSorterMessages.processAndScore)).toHaveProperty('disabled', false);
    expect(await screen.findByText(/Estimated cost of a run: \$0\.0021/)).toBeTruthy();

    fireEvent.click(button(cvSorterMessages.processAndScore));
    await waitFor(() => expect(api.count('POST /api/cv-sorter/searches/')).toBeGreaterThan(0));
    const run = api.calls.find((c) => c.path.endsWith('/run'));
    expect(run?.body).toEqual({
      jobTitle: 'Backend Engineer',
      jobDescription: 'Go services',
      weights: { companyRelevancy: 1, companyPrestige: 1, roleRelevancy: 1, seniorityMatch: 1 },
      batchSize: 20,
      delayMs: 300,
    });
  });

  it('follows a run: the progress panel, then the end line; a failed candidate has no score and can be retried', async () => {
    const data = scoredSearch();
    const running = {
      ...data.search,
      status: 'running' as const,
      scored: 0,
      failed: 0,
      pending: 4,
      percent: 0,
      message: 'Describing companies: 0 of 3',
    };
    const api = fakeCvSorterApi({
      search: running,
      candidates: data.candidates.map((c) => ({
        ...c,
        status: 'pending',
        score: null,
        scores: null,
        assessment: null,
      })),
    });
    open();
    expect((await screen.findByTestId('progress-message')).textContent).toBe('Describing companies: 0 of 3');
    expect(button(cvSorterMessages.processAndScore)).toHaveProperty('disabled', true);
    const base = { searchId: running.id, phase: 'scoring', total: 4, cost: 0.004, refetch: false };
    act(() =>
      emitEvent('cv-sorter.progress', {
        ...base,
        status: 'running',
        scored: 1,
        failed: 0,
        percent: 25,
        message: 'Scoring candidates: 1 of 4',
        candidates: [data.candidates[0]],
      }),
    );
    expect((await screen.findByTestId('progress-percent')).textContent).toBe('25%');
    expect(screen.getByTestId('progress-message').textContent).toBe('Scoring candidates: 1 of 4');
    expect(within(row('Ada Top')).getByText('9.10')).toBeTruthy();

    api.state.search = data.search;
    api.state.candidates = data.candidates;
    act(() =>
      emitEvent('cv-sorter.progress', {
        ...base,
        status: 'completed',
        scored: 3,
        failed: 1,
        percent: 100,
        message: 'Processing complete! 3 successful, 1 failed',
        candidates: data.candidates.slice(1),
      }),
    );
    expect(await screen.findByText('Processing complete! 3 successful, 1 failed')).toBeTruthy();
    expect(screen.queryByTestId('progress-percent')).toBeNull();
    const failed = row('Di Failed');
    expect(within(failed).getByText('Processing failed after 3 attempts: model timed out')).toBeTruthy();
    expect(within(failed).queryByLabelText(/^Score /)).toBeNull();
    expect(button(cvSorterMessages.retryFailed)).toBeTruthy();
  });

  it("says 'Processing failed. Please try again.' when a run broke", async () => {
    const data = scoredSearch({ status: 'failed', scored: 0, failed: 0 });
    fakeCvSorterApi({ search: data.search, candidates: [] });
    open();
    expect(await screen.findByText('Processing failed. Please try again.')).toBeTruthy();
  });

  it('colours scores by band and names the prompt, the weights and the pedigree note', async () => {
    const data = scoredSearch();
    fakeCvSorterApi(data);
    open();
    await screen.findByText('Ada Top');
    expect(within(row('Ada Top')).getByLabelText('Score 9.10').getAttribute('data-band')).toBe('green');
    expect(within(row('Bo Middle')).getByLabelText('Score 7.00').getAttribute('data-band')).toBe('yellow');
    expect(within(row('Cy Low')).getByLabelText('Score 3.25').getAttribute('data-band')).toBe('red');
    expect(screen.getByText(/Scored with prompt cv-sorter-score@1/)).toBeTruthy();
    expect(screen.getByTestId('weights-used').textContent).toContain('equal weights');
    expect(screen.getByText(cvSorterMessages.pedigreeNote)).toBeTruthy();
    expect(screen.getByTestId('cost-actual').textContent).toContain('$0.0123');
  });

  it('shows the tick and the cross only on Not Sorted, and moves back from Possible', async () => {
    const data = scoredSearch();
    const api = fakeCvSorterApi(data);
    open();
    await screen.findByText('Ada Top');
    expect(within(row('Ada Top')).getByRole('button', { name: cvSorterMessages.keepCandidate })).toBeTruthy();
    fireEvent.click(within(row('Ada Top')).getByRole('button', { name: cvSorterMessages.keepCandidate }));
    await waitFor(() => expect(screen.queryByText('Ada Top')).toBeNull());
    expect(api.calls.find((c) => c.path.endsWith('/triage'))?.body).toEqual({
      candidateIds: [data.candidates[0]!.id],
      category: 'possible',
    });
    expect(screen.getByTestId('count-possible').textContent).toBe('1');
    expect(screen.getByTestId('count-notSorted').textContent).toBe('3');

    fireEvent.click(within(row('Cy Low')).getByRole('button', { name: cvSorterMessages.eliminateCandidate }));
    await waitFor(() => expect(screen.getByTestId('count-eliminated').textContent).toBe('1'));

    fireEvent.click(tab(/Possible/));
    const kept = await waitFor(() => row('Ada Top'));
    expect(within(kept).queryByRole('button', { name: cvSorterMessages.keepCandidate })).toBeNull();
    expect(within(kept).queryByRole('button', { name: cvSorterMessages.eliminateCandidate })).toBeNull();
    fireEvent.click(within(kept).getByRole('button', { name: 'Move back to Not Sorted' }));
    await waitFor(() => expect(screen.getByTestId('count-possible').textContent).toBe('0'));
  });

  it('eliminates by score (threshold 7 by default, 0-10) and undoes it', async () => {
    const data = scoredSearch();
    const api = fakeCvSorterApi(data);
    open();
    await screen.findByText('Ada Top');
    fireEvent.click(button(cvSorterMessages.eliminateByScore));
    const dialog = await screen.findByRole('dialog', { name: cvSorterMessages.eliminateByScore });
    const threshold = within(dialog).getByRole('textbox', {
      name: cvSorterMessages.scoreThreshold,
    }) as HTMLInputElement;
    expect(threshold.value).toBe('7');
    fireEvent.change(threshold, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminate' }));
    expect(await within(dialog).findByText('Enter a score from 0 to 10.')).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/eliminate-by-score'))).toBe(false);
    fireEvent.change(threshold, { target: { value: '7' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Eliminate' }));
    expect(await screen.findByText('Eliminated 1 candidates scoring below 7')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/eliminate-by-score'))?.body).toEqual({ threshold: 7 });
    expect(screen.getByTestId('count-eliminated').textContent).toBe('1');
    expect(screen.queryByText('Cy Low')).toBeNull();

    fireEvent.click(button(cvSorterMessages.undo));
    expect(await screen.findByText('Cy Low')).toBeTruthy();
    expect(screen.getByTestId('count-eliminated').textContent).toBe('0');
  });

  it("asks a name to save a search ('Please enter a name for this search.')", async () => {
    const data = scoredSearch();
    const api = fakeCvSorterApi(data);
    open();
    await screen.findByText('Ada Top');
    fireEvent.click(button(cvSorterMessages.saveSearch));
    const dialog = await screen.findByRole('dialog', { name: cvSorterMessages.saveSearch });
    const name = within(dialog).getByRole('textbox', { name: cvSorterMessages.searchName });
    expect((name as HTMLInputElement).value).toBe('Backend Engineer');
    fireEvent.change(name, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a name for this search.')).toBeTruthy();
    expect(api.calls.some((c) => c.path.endsWith('/save'))).toBe(false);
    fireEvent.change(name, { target: { value: 'Backend shortlist' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(cvSorterMessages.saved)).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/save'))?.body).toEqual({
      name: 'Backend shortlist',
      jobTitle: 'Backend Engineer',
      jobDescription: 'Go services',
    });
    expect(await screen.findByRole('button', { name: 'Open Backend shortlist' })).toBeTruthy();
  });

  it('shows the scoring breakdown, or that there is none', async () => {
    const data = scoredSearch();
    fakeCvSorterApi(data);
    open();
    await screen.findByText('Ada Top');
    fireEvent.click(screen.getByText('Ada Top'));
    const dialog = await screen.findByRole('dialog', { name: 'Ada Top' });
    expect(await within(dialog).findByText('Same market.')).toBeTruthy();
    expect(within(dialog).getByText('Company Prestige')).toBeTruthy();
    expect(within(dialog).getByText(/Scored with prompt cv-sorter-score@1/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ada Top' })).toBeNull());

    fireEvent.click(screen.getByText('Di Failed'));
    const none = await screen.findByRole('dialog', { name: 'Di Failed' });
    expect(await within(none).findByText('No AI scoring data available for this candidate.')).toBeTruthy();
    expect(within(none).getByText('Processing failed after 3 attempts: model timed out')).toBeTruthy();
  });

  it('adds the Possible candidates to a job and offers to open it', async () => {
    const data = scoredSearch();
    data.candidates[0]!.category = 'possible';
    const api = fakeCvSorterApi(data);
    const { onOpenJob } = open();
    await screen.findByText('Bo Middle');
    fireEvent.click(button(cvSorterMessages.addToJob));
    const dialog = await screen.findByRole('dialog', { name: cvSorterMessages.addToJob });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pick Backend Engineer' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add 1 to job' }));
    expect(await within(dialog).findByText('Added 1 candidate to Backend Engineer')).toBeTruthy();
    expect(api.calls.find((c) => c.path.endsWith('/add-to-job'))?.body).toEqual({ jobId: 'job-1' });
    fireEvent.click(within(dialog).getByRole('button', { name: /Open Backend Engineer/ }));
    expect(onOpenJob).toHaveBeenCalledWith('job-1');
  });
});
