// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobDetailPage } from '#/features/jobs/components/job-detail-page';
import type { JobTab } from '#/features/jobs/utils/job-tabs';
import { mockFetch } from '#/test/fetch-mock';
import { jobRow } from '#/test/job-row';
import { installPageShims, renderPage } from '#/test/render-page';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installPageShims);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderJob(tab: JobTab) {
  mockFetch({ 'GET /api/jobs/job-1': { json: jobRow({ title: 'Senior Backend Engineer' }) } });
  return renderPage(
    <JobDetailPage
      jobId="job-1"
      tab={tab}
      onTabChange={() => {}}
      onLeave={() => {}}
      panels={{ interviewProcess: null, candidates: null, analytics: null }}
    />,
    { path: '/jobs/$id', url: `/jobs/job-1?tab=${tab}` },
  );
}

describe('Job detail page', () => {
  it("is titled by the job's saved title", async () => {
    document.title = 'My Jobs · Recruiting Workspace';
    renderJob('overview');
    await waitFor(() => expect(document.title).toBe('Senior Backend Engineer · Recruiting Workspace'));
  });

  it('has one PDF button on the Job Description tab: the header’s Download PDF', async () => {
    renderJob('job-description');
    expect(await screen.findByRole('textbox', { name: 'Role Mission' })).toBeTruthy();
    const pdfButtons = screen.getAllByRole('button', { name: /PDF/ });
    expect(pdfButtons.map((b) => b.textContent)).toEqual(['Download PDF']);
    expect(screen.getByRole('link', { name: 'Print' }).getAttribute('href')).toBe('/jobs/job-1/print');
  });
});
