// @vitest-environment jsdom
import { jobMessages, replaceDescriptionMessages as m } from '@rw/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobDetailPage } from '#/features/jobs/components/job-detail-page';
import { mockFetch } from '#/test/fetch-mock';
import { jobRow } from '#/test/job-row';
import { installPageShims, renderPage } from '#/test/render-page';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

/*
 * Generate with AI on the Job Description tab (docs/product/jobs.md#ai-automation): asks before replacing a
 * description that has content, and sends the current description (edits included) so the model keeps its
 * good items; a failure leaves the description as it was.
 */

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installPageShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const JOB_ID = 'job-1';
const described = {
  jd_role_mission: 'Own the data platform.',
  jd_responsibilities: ['Build pipelines'],
  jd_requirements: ['SQL'],
  jd_nice_to_have: [],
  jd_benefits: ['Pension'],
};

function mockApi(job: Record<string, unknown>, start: { status?: number } = {}) {
  return mockFetch({
    [`GET /api/jobs/${JOB_ID}/ai/tasks/`]: {
      json: { task_id: 't1', status: 'pending', message: null, rationale: null, detail: null },
    },
    [`POST /api/jobs/${JOB_ID}/ai/generate-jd`]: start.status
      ? { status: start.status, json: { error: { code: 'INTERNAL', message: 'Internal error' } } }
      : { status: 202, json: { task_id: 't1', task: 'generate-jd' } },
    [`GET /api/jobs/${JOB_ID}`]: { json: jobRow(job) },
  });
}

function renderJobDescription() {
  return renderPage(
    <JobDetailPage
      jobId={JOB_ID}
      tab="job-description"
      onTabChange={() => {}}
      onLeave={() => {}}
      panels={{ interviewProcess: null, candidates: null, analytics: null }}
    />,
    { path: '/jobs/$id', url: `/jobs/${JOB_ID}?tab=job-description` },
  );
}

const generateButton = () => screen.getByRole('button', { name: 'Generate with AI' });
const missionBox = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Role Mission' });

describe('Generate with AI on the Job Description tab', () => {
  it('asks before replacing a saved description; Cancel keeps it and sends nothing', async () => {
    const api = mockApi(described);
    renderJobDescription();
    expect((await missionBox()).value).toBe('Own the data platform.');

    fireEvent.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: m.title });
    expect(within(dialog).getByText(m.message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    expect(api.count(`POST /api/jobs/${JOB_ID}/ai/generate-jd`)).toBe(0);
    expect((await missionBox()).value).toBe('Own the data platform.');
  });

  it('on Replace sends the current description, edits included, for the model to keep its good items', async () => {
    const api = mockApi(described);
    renderJobDescription();
    fireEvent.change(await missionBox(), { target: { value: 'Own and grow the data platform.' } });

    fireEvent.click(generateButton());
    const dialog = await screen.findByRole('dialog', { name: m.title });
    fireEvent.click(within(dialog).getByRole('button', { name: m.confirm }));
    await waitFor(() => expect(api.count(`POST /api/jobs/${JOB_ID}/ai/generate-jd`)).toBe(1));
    const start = api.calls.find((c) => c.method === 'POST');
    // The saved lists are the server's already; the edited mission goes with the request.
    expect(start?.body).toEqual({ jd_role_mission: 'Own and grow the data platform.' });
    expect(await screen.findByText('Generating mission...')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Generating JD...' })).toBeTruthy();
  });

  it('starts at once over an empty description', async () => {
    const api = mockApi({});
    renderJobDescription();
    await missionBox();
    fireEvent.click(generateButton());
    await waitFor(() => expect(api.count(`POST /api/jobs/${JOB_ID}/ai/generate-jd`)).toBe(1));
    expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
  });

  it('keeps the description, edits included, when the generation fails to start', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi(described, { status: 500 });
    renderJobDescription();
    fireEvent.change(await missionBox(), { target: { value: 'Own and grow the data platform.' } });

    fireEvent.click(generateButton());
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: m.title })).getByRole('button', { name: m.confirm }),
    );
    expect(await screen.findByText(jobMessages.webhookError)).toBeTruthy();
    expect((await missionBox()).value).toBe('Own and grow the data platform.');
    expect(screen.getByText('Build pipelines')).toBeTruthy();
  });
});

describe('the inclusive-language check of the Job Description tab', () => {
  it('counts the gender-coded words of the description as it is typed, with neutral alternatives', async () => {
    mockApi({ ...described, jd_role_mission: 'Lead a competitive team.' });
    renderJobDescription();
    const check = await screen.findByRole('status', { name: 'Inclusive language' });
    expect(within(check).getByText('2 masculine-coded and 0 feminine-coded words')).toBeTruthy();
    expect(check.textContent).toContain('competitive (masculine-coded): try capable, skilled, strong');
    fireEvent.change(screen.getByRole('textbox', { name: 'Role Mission' }), {
      target: { value: 'Build a supportive team.' },
    });
    await waitFor(() =>
      expect(within(check).getByText('0 masculine-coded and 1 feminine-coded word')).toBeTruthy(),
    );
  });
});
