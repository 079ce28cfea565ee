// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobPrintPage } from '#/features/jobs/components/job-print-page';
import { jobRow } from '#/test/job-row';
import { installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installPageShims);
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('Job print page', () => {
  it("is titled by the job's title alone, so a PDF saved from print is named after the job", async () => {
    vi.stubGlobal('print', vi.fn());
    document.title = 'My Jobs · Recruiting Workspace';
    mockFetchByUrl((url) =>
      url.pathname === '/api/jobs/job-1'
        ? { body: jobRow({ title: 'Data Engineer' }) }
        : { status: 404, body: { error: { code: 'NOT_FOUND', message: 'Not found' } } },
    );
    renderPage(<JobPrintPage jobId="job-1" />, { path: '/jobs/$id/print', url: '/jobs/job-1/print' });
    expect(await screen.findByRole('heading', { name: 'Data Engineer', level: 1 })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Data Engineer'));
  });
});
