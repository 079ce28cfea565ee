// @vitest-environment jsdom
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emitEvent } from '#/test/fake-events';
import { FakeXhr, installFakeXhr } from '#/test/fake-xhr';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';
import { ada, grace, JOB_ID, listReply, listUrl, noScoringRun, workflowReply } from '../test/fixtures';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();

let fetch: ReturnType<typeof mockFetch>;
beforeEach(() => {
  installFakeXhr();
  fetch = mockFetch({
    ...noScoringRun,
    [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
    [listUrl()]: listReply([ada]),
  });
});

const csv = (name = 'people.csv', text = 'First Name,Last Name\nAda,Lovelace\n') =>
  new File([text], name, { type: 'text/csv' });
const fileInput = () => screen.getByTestId<HTMLInputElement>('candidate-csv-input');
const uploadButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Upload CSV' });
/** The file dialog returned `files`. */
const chooseFiles = (files: File[]) => fireEvent.change(fileInput(), { target: { files } });

async function renderPanel(jobLoaded = true) {
  renderWithProviders(<JobCandidatesPanel jobId={JOB_ID} jobLoaded={jobLoaded} onOpenCandidate={() => {}} />);
  await screen.findByText('Ada');
}

const result = (over: Record<string, unknown> = {}) => ({
  import_id: 'x',
  total: 2,
  imported: 1,
  created: 1,
  updated: 0,
  skipped: 0,
  errors: [{ row: 3, first_name: 'Bob', last_name: 'Stone', message: 'Invalid email format' }],
  messages: ['Error importing Bob Stone: Invalid email format', 'Done. Imported 1 of 2.'],
  ...over,
});

describe('Upload CSV', () => {
  it('opens the file dialog on Glance', async () => {
    await renderPanel();
    const open = vi.spyOn(fileInput(), 'click');
    fireEvent.click(uploadButton());
    expect(open).toHaveBeenCalledTimes(1);
    expect(fileInput().accept).toBe('.csv,text/csv');
  });

  it("says 'Job not loaded yet. Please wait and try again.' before the job has loaded", async () => {
    await renderPanel(false);
    const open = vi.spyOn(fileInput(), 'click');
    fireEvent.click(uploadButton());
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByText('Job not loaded yet. Please wait and try again.')).toBeTruthy();
  });

  it('refuses another file type, and a dialog that returned no file', async () => {
    await renderPanel();
    chooseFiles([new File(['x'], 'cv.pdf', { type: 'application/pdf' })]);
    expect(screen.getByText('Please select a CSV file for the Glance stage.')).toBeTruthy();
    chooseFiles([]);
    expect(screen.getByText('No file selected.')).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads with progress, follows the import events, then shows the result lines and refreshes', async () => {
    await renderPanel();
    const listsBefore = fetch.count(listUrl());
    chooseFiles([csv()]);
    const xhr = FakeXhr.last;
    const url = new URL(xhr.url, 'http://x');
    expect(url.pathname).toBe(`/api/jobs/${JOB_ID}/candidates/import`);
    expect(url.searchParams.get('stage_id')).toBe('glance');
    const importId = url.searchParams.get('import_id')!;
    expect(importId).toMatch(/^[0-9a-f-]{36}$/);
    expect((xhr.body!.get('file') as File).name).toBe('people.csv');
    expect(uploadButton().disabled).toBe(true);

    act(() => xhr.progress(18, 36));
    expect(await screen.findByText('Uploading people.csv… 50%')).toBeTruthy();
    act(() => xhr.progress(36, 36));
    expect(await screen.findByText('Importing people.csv…')).toBeTruthy();
    const event = {
      import_id: importId,
      job_id: JOB_ID,
      bytes_read: 36,
      bytes_total: 36,
      rows: 2,
      imported: 1,
      done: false,
    };
    act(() => emitEvent('import.progress', { ...event, import_id: 'someone-else', imported: 0 }));
    act(() => emitEvent('import.progress', event));
    expect(await screen.findByText('Importing… 1 of 2 rows')).toBeTruthy();

    act(() => xhr.respond({ status: 200, json: result({ import_id: importId }) }));
    expect(await screen.findByText('Done. Imported 1 of 2.')).toBeTruthy();
    expect(screen.getByText('Error importing Bob Stone: Invalid email format')).toBeTruthy();
    expect(screen.getByText('2 rows: 1 new, 0 updated, 1 not imported, 0 without a name.')).toBeTruthy();
    expect(screen.queryByText('Importing… 1 of 2 rows')).toBeNull();
    expect(uploadButton().disabled).toBe(false);
    await waitFor(() => expect(fetch.count(listUrl())).toBeGreaterThan(listsBefore));
  });

  it("shows the server's refusal, e.g. 'CSV appears empty'", async () => {
    await renderPanel();
    chooseFiles([csv('blank.csv', '\n')]);
    act(() =>
      FakeXhr.last.respond({
        status: 400,
        json: { error: { code: 'VALIDATION', message: 'CSV appears empty' } },
      }),
    );
    expect(await screen.findByText('CSV appears empty')).toBeTruthy();
  });

  it('shows the first error lines and the done line, with a toggle for the rest', async () => {
    await renderPanel();
    chooseFiles([csv()]);
    const messages = [
      ...Array.from({ length: 8 }, (_, i) => `Error importing P${i} Q: Invalid email format`),
      'Done. Imported 0 of 8.',
    ];
    act(() => FakeXhr.last.respond({ status: 200, json: result({ total: 8, imported: 0, messages }) }));
    expect(await screen.findByText('Done. Imported 0 of 8.')).toBeTruthy();
    expect(screen.getByText('Error importing P4 Q: Invalid email format')).toBeTruthy();
    expect(screen.queryByText('Error importing P5 Q: Invalid email format')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show 3 more' }));
    expect(screen.getByText('Error importing P7 Q: Invalid email format')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show fewer' }));
    expect(screen.queryByText('Error importing P7 Q: Invalid email format')).toBeNull();
  });

  it('shows the rows the file broke by their line, in file order, with counts that add up', async () => {
    await renderPanel();
    chooseFiles([csv()]);
    const messages = [
      'Line 3: unclosed quote; this row was not imported.',
      'Error importing Bob Stone: Invalid email format',
      'Line 6: 5 columns, the header has 7.',
      `Line 7: last name is longer than 200 characters.`,
      'Done. Imported 5 of 9.',
    ];
    const errors = [
      { row: 3, first_name: '', last_name: '', message: messages[0] },
      { row: 4, first_name: 'Bob', last_name: 'Stone', message: 'Invalid email format' },
      { row: 6, first_name: '', last_name: '', message: messages[2] },
      { row: 7, first_name: '', last_name: '', message: messages[3] },
    ];
    act(() =>
      FakeXhr.last.respond({
        status: 200,
        json: result({ total: 9, imported: 5, created: 3, updated: 2, skipped: 1, errors, messages }),
      }),
    );
    const done = await screen.findByText('Done. Imported 5 of 9.');
    const status = screen.getByTestId('candidate-status');
    const shown = [...status.querySelectorAll('p')].map((p) => p.textContent);
    expect(shown).toEqual([...messages, '10 rows: 3 new, 2 updated, 4 not imported, 1 without a name.']);
    // Lines wrap anywhere: a long value cannot push the tab wider.
    expect(screen.getByText(messages[3]!).style.overflowWrap).toBe('anywhere');
    expect(done.style.overflowWrap).toBe('anywhere');
  });

  it('sends the file again after a session refresh when the first answer is 401', async () => {
    fetch = mockFetch({
      ...noScoringRun,
      [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
      [listUrl()]: listReply([ada, grace]),
      'GET /api/auth/get-session': { json: { session: {}, user: {} } },
    });
    await renderPanel();
    chooseFiles([csv()]);
    act(() =>
      FakeXhr.last.respond({ status: 401, json: { error: { code: 'UNAUTHENTICATED', message: 'x' } } }),
    );
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    act(() => FakeXhr.last.respond({ status: 200, json: result() }));
    expect(await screen.findByText('Done. Imported 1 of 2.')).toBeTruthy();
  });
});
