// @vitest-environment jsdom
import { defaultWorkflow, unsavedChangesMessages as m } from '@rw/core';
import { createBrowserHistory, type RouterHistory, useNavigate, useSearch } from '@tanstack/react-router';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobDetailScreen } from '#/app/routes/job-routes';
import { mainEntries } from '#/app/shell/nav-config';
import { NavItem } from '#/app/shell/nav-item';
import type { JobTab } from '#/features/jobs';
import { mockFetch } from '#/test/fetch-mock';
import { jobRow } from '#/test/job-row';
import { installPageShims, renderPage } from '#/test/render-page';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));
// A recruiter's session: the Analytics tab then says it is for admins and loads nothing.
vi.mock('#/features/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof import('#/features/auth')>()),
  useAuth: () => ({ isAdmin: false }),
}));

/*
 * The job page's unsaved-changes guard (docs/product/jobs.md#unsaved-changes): one navigation blocker for the
 * Details and Job Description edits and the interview-process canvas, asked for a sidebar link, a launcher
 * link, the browser's back button and Back to Jobs; the page's own tabs keep every draft.
 */

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installPageShims);
let history: RouterHistory | undefined;
afterEach(() => {
  cleanup();
  history?.destroy();
  history = undefined;
  vi.unstubAllGlobals();
});

const JOB_ID = 'job-1';
const jobsEntry = mainEntries.find((e) => e.to === '/jobs/my-jobs')!;

const savedWorkflow = { workflow: defaultWorkflow(), source: 'default', requirements: [], updated_at: null };

function mockApi() {
  return mockFetch({
    [`GET /api/jobs/${JOB_ID}/workflow`]: { json: savedWorkflow },
    [`PUT /api/jobs/${JOB_ID}/workflow`]: ({ body }) => ({
      json: { ...savedWorkflow, workflow: (body as { workflow: unknown }).workflow, source: 'saved' },
    }),
    [`GET /api/jobs/${JOB_ID}`]: { json: jobRow() },
    [`PATCH /api/jobs/${JOB_ID}`]: ({ body }) => ({
      json: jobRow({ ...(body as object), updated_at: '2026-01-05T11:00:00.000Z' }),
    }),
    // The Candidates tab is never opened here; its calls would answer 404.
  });
}

/** The job page as the route composes it, its tab in `?tab=`, with the sidebar's Jobs link beside it. */
function JobPage() {
  const { tab } = useSearch({ strict: false }) as { tab?: JobTab };
  const navigate = useNavigate();
  return (
    <>
      <nav aria-label="Primary">
        <NavItem entry={jobsEntry} active compact={false} />
      </nav>
      <JobDetailScreen
        jobId={JOB_ID}
        tab={tab ?? 'overview'}
        onTabChange={(next) =>
          void navigate({ to: '/jobs/$id', params: { id: JOB_ID }, search: { tab: next }, replace: true })
        }
        onLeave={() => void navigate({ to: '/jobs/my-jobs' })}
      />
    </>
  );
}

function renderJobPage(opts: { browserHistory?: boolean } = {}) {
  const url = `/jobs/${JOB_ID}`;
  if (opts.browserHistory) {
    // My Jobs, then the job page: the entry the back button returns to.
    window.history.replaceState(null, '', '/jobs/my-jobs');
    history = createBrowserHistory();
    history.push(url);
    history.flush();
  }
  return renderPage(<JobPage />, { path: '/jobs/$id', url, stubs: ['/apps/reviewer'], history });
}

const question = () => screen.findByRole('dialog', { name: m.title });
const tab = (name: string) => screen.getByRole('tab', { name });
const sidebarJobs = () => within(screen.getByRole('navigation', { name: 'Primary' })).getByRole('link');

async function editHiringManager(value: string) {
  const input = await screen.findByLabelText('Hiring Manager');
  fireEvent.change(input, { target: { value } });
}

describe('Job page: unsaved changes', () => {
  it('leaves at once without edits', async () => {
    mockApi();
    const { router } = renderJobPage();
    await screen.findByLabelText('Hiring Manager');
    fireEvent.click(sidebarJobs());
    expect(await screen.findByText('Stub page /jobs/my-jobs')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/jobs/my-jobs');
    expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
  });

  it('asks on a sidebar link; Cancel stays with the edits, Leave without saving goes without saving', async () => {
    const api = mockApi();
    const { router } = renderJobPage();
    await editHiringManager('Nadia Brooks');

    fireEvent.click(sidebarJobs());
    const dialog = await question();
    expect(within(dialog).getByText(m.question)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}`);
    expect((screen.getByLabelText('Hiring Manager') as HTMLInputElement).value).toBe('Nadia Brooks');

    fireEvent.click(sidebarJobs());
    fireEvent.click(within(await question()).getByRole('button', { name: m.discard }));
    expect(await screen.findByText('Stub page /jobs/my-jobs')).toBeTruthy();
    expect(api.count(`PATCH /api/jobs/${JOB_ID}`)).toBe(0);
  });

  it('Save and leave on Back to Jobs saves the edits first, then leaves', async () => {
    const api = mockApi();
    renderJobPage();
    await editHiringManager('Nadia Brooks');

    fireEvent.click(screen.getByRole('button', { name: 'Back to Jobs' }));
    fireEvent.click(within(await question()).getByRole('button', { name: m.save }));
    expect(await screen.findByText('Stub page /jobs/my-jobs')).toBeTruthy();
    const patch = api.calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toEqual({ hiring_manager: 'Nadia Brooks' });
  });

  it('asks on a launcher link (an in-product launch) as on any other route change', async () => {
    mockApi();
    const { router } = renderJobPage();
    await editHiringManager('Nadia Brooks');

    // The launcher's Launch Application navigates in the product through the router's history.
    act(() => router.history.push('/apps/reviewer'));
    fireEvent.click(within(await question()).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}`);

    act(() => router.history.push('/apps/reviewer'));
    fireEvent.click(within(await question()).getByRole('button', { name: m.discard }));
    expect(await screen.findByText('Stub page /apps/reviewer')).toBeTruthy();
  });

  it("asks on the browser's back button and stays on Cancel", async () => {
    mockApi();
    const { router } = renderJobPage({ browserHistory: true });
    await editHiringManager('Nadia Brooks');

    act(() => window.history.back());
    fireEvent.click(within(await question()).getByRole('button', { name: m.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    await waitFor(() => expect(window.location.pathname).toBe(`/jobs/${JOB_ID}`));
    expect(router.state.location.pathname).toBe(`/jobs/${JOB_ID}`);
    expect((screen.getByLabelText('Hiring Manager') as HTMLInputElement).value).toBe('Nadia Brooks');

    act(() => window.history.back());
    fireEvent.click(within(await question()).getByRole('button', { name: m.discard }));
    expect(await screen.findByText('Stub page /jobs/my-jobs')).toBeTruthy();
  });

  it('asks the browser to confirm closing the page while edits are unsaved, and only then', async () => {
    mockApi();
    renderJobPage({ browserHistory: true });
    await screen.findByLabelText('Hiring Manager');
    const clean = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(clean);
    expect(clean.defaultPrevented).toBe(false);

    await editHiringManager('Nadia Brooks');
    await waitFor(() => {
      const dirty = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(dirty);
      expect(dirty.defaultPrevented).toBe(true);
    });
  });
});

describe('Job page: tabs keep every draft', () => {
  it('keeps Details and Job Description edits across tab switches without asking', async () => {
    mockApi();
    const { router } = renderJobPage();
    await editHiringManager('Nadia Brooks');

    fireEvent.click(tab('Job Description'));
    const mission = await screen.findByRole('textbox', { name: 'Role Mission' });
    fireEvent.change(mission, { target: { value: 'Own the data platform' } });
    fireEvent.click(tab('Details'));
    expect(((await screen.findByLabelText('Hiring Manager')) as HTMLInputElement).value).toBe('Nadia Brooks');
    fireEvent.click(tab('Job Description'));
    expect(
      ((await screen.findByRole('textbox', { name: 'Role Mission' })) as HTMLTextAreaElement).value,
    ).toBe('Own the data platform');
    expect(router.state.location.search).toEqual({ tab: 'job-description' });
    expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
  });

  it('keeps interview-process edits across tab switches, guards them, and Save and leave saves the process', async () => {
    const api = mockApi();
    renderJobPage();
    await screen.findByLabelText('Hiring Manager');

    fireEvent.click(tab('Interview process'));
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Process' }));
    const picker = await screen.findByRole('region', { name: 'Choose a stage' });
    fireEvent.click(within(picker).getByText('Technical Interview'));
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();

    fireEvent.click(tab('Details'));
    await screen.findByLabelText('Hiring Manager');
    expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
    fireEvent.click(tab('Interview process'));
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();
    const process = screen.getByRole('region', { name: 'Interview process' });
    expect(within(process).getByRole('button', { name: 'Save Changes' })).toBeTruthy();

    fireEvent.click(tab('Details'));
    await screen.findByLabelText('Hiring Manager');
    fireEvent.click(sidebarJobs());
    fireEvent.click(within(await question()).getByRole('button', { name: m.save }));
    expect(await screen.findByText('Stub page /jobs/my-jobs')).toBeTruthy();
    const put = api.calls.find((c) => c.method === 'PUT')!;
    const saved = (put.body as { workflow: { layers: { blocks: { title: string }[] }[] } }).workflow;
    expect(saved.layers.flatMap((l) => l.blocks.map((b) => b.title))).toContain('Technical Interview');
    expect(api.count(`PATCH /api/jobs/${JOB_ID}`)).toBe(0);
  });
});
