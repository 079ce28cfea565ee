// @vitest-environment jsdom
import { createElement } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  chooseFiles,
  cleanup,
  click,
  fire,
  getButton,
  getByText,
  installDomShims,
  queryByText,
  render,
  waitFor,
} from '../test/dom';
import { emitEvent } from '../test/fake-events';
import { FakeXhr, installFakeXhr } from '../test/fake-xhr';
import { mockFetch } from '../test/fetch-mock';
import { ada, grace, JOB_ID, listReply, listUrl, workflowReply } from '../test/fixtures';
import { JobCandidatesPanel } from './job-candidates-panel';

vi.mock('#/features/events/hooks/use-event', () => import('#/features/candidates/job-tab/test/fake-events'));

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installDomShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

let fetch: ReturnType<typeof mockFetch>;
beforeEach(() => {
  installFakeXhr();
  fetch = mockFetch({
    [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
    [listUrl()]: listReply([ada]),
  });
});

const csv = (name = 'people.csv', text = 'First Name,Last Name\nAda,Lovelace\n') =>
  new File([text], name, { type: 'text/csv' });
const fileInput = () => document.querySelector<HTMLInputElement>('[data-testid="candidate-csv-input"]')!;

async function renderPanel(jobLoaded = true) {
  await render(createElement(JobCandidatesPanel, { jobId: JOB_ID, jobLoaded, onOpenCandidate: () => {} }));
  await waitFor(() => getByText('Ada'));
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
    await click(getButton('Upload CSV'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(fileInput().accept).toBe('.csv,text/csv');
  });

  it("says 'Job not loaded yet. Please wait and try again.' before the job has loaded", async () => {
    await renderPanel(false);
    const open = vi.spyOn(fileInput(), 'click');
    await click(getButton('Upload CSV'));
    expect(open).not.toHaveBeenCalled();
    expect(getByText('Job not loaded yet. Please wait and try again.')).toBeTruthy();
  });

  it('refuses another file type, and a dialog that returned no file', async () => {
    await renderPanel();
    await chooseFiles(fileInput(), [new File(['x'], 'cv.pdf', { type: 'application/pdf' })]);
    expect(getByText('Please select a CSV file for the Glance stage.')).toBeTruthy();
    await chooseFiles(fileInput(), []);
    expect(getByText('No file selected.')).toBeTruthy();
    expect(FakeXhr.instances).toHaveLength(0);
  });

  it('uploads with progress, follows the import events, then shows the result lines and refreshes', async () => {
    await renderPanel();
    const listsBefore = fetch.count(listUrl());
    await chooseFiles(fileInput(), [csv()]);
    const xhr = FakeXhr.last;
    const url = new URL(xhr.url, 'http://x');
    expect(url.pathname).toBe(`/api/jobs/${JOB_ID}/candidates/import`);
    expect(url.searchParams.get('stage_id')).toBe('glance');
    const importId = url.searchParams.get('import_id')!;
    expect(importId).toMatch(/^[0-9a-f-]{36}$/);
    expect((xhr.body!.get('file') as File).name).toBe('people.csv');
    expect(getButton('Upload CSV').disabled).toBe(true);

    await fire(() => xhr.progress(18, 36));
    await waitFor(() => getByText('Uploading people.csv… 50%'));
    await fire(() => xhr.progress(36, 36));
    await waitFor(() => getByText('Importing people.csv…'));
    const event = {
      import_id: importId,
      job_id: JOB_ID,
      bytes_read: 36,
      bytes_total: 36,
      rows: 2,
      imported: 1,
      done: false,
    };
    await fire(() => emitEvent('import.progress', { ...event, import_id: 'someone-else', imported: 0 }));
    await fire(() => emitEvent('import.progress', event));
    await waitFor(() => getByText('Importing… 1 of 2 rows'));

    await fire(() => xhr.respond({ status: 200, json: result({ import_id: importId }) }));
    await waitFor(() => getByText('Done. Imported 1 of 2.'));
    expect(getByText('Error importing Bob Stone: Invalid email format')).toBeTruthy();
    expect(getByText('1 new · 0 updated · 0 skipped')).toBeTruthy();
    expect(queryByText('Importing… 1 of 2 rows')).toBeNull();
    expect(getButton('Upload CSV').disabled).toBe(false);
    await waitFor(() => expect(fetch.count(listUrl())).toBeGreaterThan(listsBefore));
  });

  it("shows the server's refusal, e.g. 'CSV appears empty'", async () => {
    await renderPanel();
    await chooseFiles(fileInput(), [csv('blank.csv', '\n')]);
    await fire(() =>
      FakeXhr.last.respond({
        status: 400,
        json: { error: { code: 'VALIDATION', message: 'CSV appears empty' } },
      }),
    );
    await waitFor(() => getByText('CSV appears empty'));
  });

  it('shows the first error lines and the done line, with a toggle for the rest', async () => {
    await renderPanel();
    await chooseFiles(fileInput(), [csv()]);
    const messages = [
      ...Array.from({ length: 8 }, (_, i) => `Error importing P${i} Q: Invalid email format`),
      'Done. Imported 0 of 8.',
    ];
    await fire(() =>
      FakeXhr.last.respond({ status: 200, json: result({ total: 8, imported: 0, messages }) }),
    );
    await waitFor(() => getByText('Done. Imported 0 of 8.'));
    expect(getByText('Error importing P4 Q: Invalid email format')).toBeTruthy();
    expect(queryByText('Error importing P5 Q: Invalid email format')).toBeNull();
    await click(getButton('Show 3 more'));
    expect(getByText('Error importing P7 Q: Invalid email format')).toBeTruthy();
    await click(getButton('Show fewer'));
    expect(queryByText('Error importing P7 Q: Invalid email format')).toBeNull();
  });

  it('sends the file again after a session refresh when the first answer is 401', async () => {
    fetch = mockFetch({
      [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
      [listUrl()]: listReply([ada, grace]),
      'GET /api/auth/get-session': { json: { session: {}, user: {} } },
    });
    await renderPanel();
    await chooseFiles(fileInput(), [csv()]);
    await fire(() =>
      FakeXhr.last.respond({ status: 401, json: { error: { code: 'UNAUTHENTICATED', message: 'x' } } }),
    );
    await waitFor(() => expect(FakeXhr.instances).toHaveLength(2));
    await fire(() => FakeXhr.last.respond({ status: 200, json: result() }));
    await waitFor(() => getByText('Done. Imported 1 of 2.'));
  });
});
