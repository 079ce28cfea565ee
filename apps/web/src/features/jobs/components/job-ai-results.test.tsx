// @vitest-environment jsdom
import { jobMessages } from '@rw/core';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { JobDetailPage } from '#/features/jobs/components/job-detail-page';
import type { JobTab } from '#/features/jobs/utils/job-tabs';
import { type FetchCall, mockFetch } from '#/test/fetch-mock';
import { jobRow } from '#/test/job-row';
import { installPageShims, renderPage } from '#/test/render-page';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

/*
 * AI results land where the user looks (docs/product/jobs.md#intake-summary,
 * docs/product/jobs.md#salary-prediction), and failures say what happened under the spec's message
 * (docs/product/ai.md#what-happened).
 */

vi.setConfig({ testTimeout: 20_000 });
beforeAll(installPageShims);
afterEach(() => {
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
});

const JOB_ID = 'job-1';
const summaryText = 'A hands-on PM for payments.\n\nMust-haves:\n- 2 years in payments';

type TaskState = { status: 'completed' | 'failed'; detail?: string | null; rationale?: string | null };

/** The job API, whose saved job becomes `after` once an AI task has been started. */
function mockApi(before: Record<string, unknown>, after: Record<string, unknown>, task: TaskState) {
  let started = false;
  return mockFetch({
    [`POST /api/jobs/${JOB_ID}/ai/`]: (call: FetchCall) => {
      started = true;
      return { status: 202, json: { task_id: 't1', task: call.url.split('/').at(-1) } };
    },
    [`GET /api/jobs/${JOB_ID}/ai/tasks/t1`]: {
      json: {
        task_id: 't1',
        message: task.status === 'failed' ? jobMessages.webhookError : 'Done.',
        rationale: null,
        detail: null,
        ...task,
      },
    },
    [`GET /api/jobs/${JOB_ID}`]: () => ({ json: jobRow(started ? after : before) }),
  });
}

function renderTab(tab: JobTab) {
  return renderPage(
    <JobDetailPage
      jobId={JOB_ID}
      tab={tab}
      onTabChange={() => {}}
      onLeave={() => {}}
      panels={{ interviewProcess: null, candidates: null, analytics: null }}
    />,
    { path: '/jobs/$id', url: `/jobs/${JOB_ID}?tab=${tab}` },
  );
}

const textbox = (name: string) => screen.findByRole<HTMLTextAreaElement>('textbox', { name });
/** Whether `a` comes before `b` in the page. */
const precedes = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('Summarise with AI', () => {
  it('shows the summary in its own field under Recruitment Notes, with the notes it summarised saved', async () => {
    const notes = 'HM: Nadia. Must know payments.';
    const api = mockApi(
      { intake_notes: 'Old notes.', job_context: 'Payments tripled.' },
      { intake_notes: notes, intake_summary: summaryText, job_context: 'Payments tripled.' },
      { status: 'completed' },
    );
    renderTab('overview');
    const notesBox = await textbox('Recruitment Notes / Intake Transcript');
    fireEvent.change(notesBox, { target: { value: notes } });
    const discard = screen.getByRole<HTMLButtonElement>('button', { name: 'Discard' });
    expect(discard.disabled).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Summarise with AI' }));

    const summary = await textbox('Intake Summary');
    await waitFor(() => expect(summary.value).toBe(summaryText));
    // Its own field, right below the notes and their button; the job context is left as it was.
    expect(precedes(notesBox, summary)).toBe(true);
    expect(precedes(screen.getByRole('button', { name: 'Summarise with AI' }), summary)).toBe(true);
    expect((await textbox('Job Context / Why the Role Exists')).value).toBe('Payments tripled.');
    // The edited notes went to the task, and the saved copy now holds them: nothing is left unsaved.
    const startCall = api.calls.find((c) => c.method === 'POST');
    expect(startCall?.body).toMatchObject({ intake_notes: notes });
    expect(notesBox.value).toBe(notes);
    expect(discard.disabled).toBe(true);
  });

  it("shows 'Error sending data to webhook' and, under it, what happened", async () => {
    mockApi(
      { intake_notes: 'Notes.' },
      { intake_notes: 'Notes.' },
      { status: 'failed', detail: 'The AI provider did not answer (timeout after 30 s)' },
    );
    renderTab('overview');
    await textbox('Recruitment Notes / Intake Transcript');
    fireEvent.click(screen.getByRole('button', { name: 'Summarise with AI' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(jobMessages.webhookError)).toBeTruthy();
    expect(within(alert).getByText('The AI provider did not answer (timeout after 30 s)')).toBeTruthy();
  });
});

describe('Summarise with AI with no notes', () => {
  it("shows the server's message, not a webhook failure, when there is nothing to summarise", async () => {
    mockFetch({
      [`POST /api/jobs/${JOB_ID}/ai/intake-summary`]: {
        status: 400,
        json: { error: { code: 'VALIDATION', message: jobMessages.intakeNotesRequired } },
      },
      [`GET /api/jobs/${JOB_ID}`]: { json: jobRow() },
    });
    renderTab('overview');
    await textbox('Recruitment Notes / Intake Transcript');
    fireEvent.click(screen.getByRole('button', { name: 'Summarise with AI' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(jobMessages.intakeNotesRequired)).toBeTruthy();
    expect(within(alert).queryByText(jobMessages.webhookError)).toBeNull();
  });
});

describe('Predict with AI', () => {
  it('shows the saved rationale under the salary, and the new one after a prediction', async () => {
    mockApi(
      { salary_min: 60_000, salary_max: 70_000, currency: 'GBP', salary_rationale: 'An older estimate.' },
      {
        salary_min: 95_000,
        salary_max: 115_000,
        currency: 'GBP',
        salary_rationale: 'London fintech market, senior IC.',
      },
      { status: 'completed', rationale: 'London fintech market, senior IC.' },
    );
    renderTab('overview');
    expect(await screen.findByText('An older estimate.')).toBeTruthy();
    expect(screen.getByText('Why this range:')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Predict with AI' }));
    expect(await screen.findByText('London fintech market, senior IC.')).toBeTruthy();
    expect(screen.queryByText('An older estimate.')).toBeNull();
    await waitFor(() =>
      expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Salary Min' }).value).toBe('95,000'),
    );
  });

  it('says why a prediction failed', async () => {
    const why =
      'The predicted range 70,000,000 - 90,000,000 USD is outside the plausible yearly range for USD (5,000 - 2,000,000)';
    mockApi({ currency: 'USD' }, { currency: 'USD' }, { status: 'failed', detail: why });
    renderTab('overview');
    fireEvent.click(await screen.findByRole('button', { name: 'Predict with AI' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(jobMessages.webhookError)).toBeTruthy();
    expect(within(alert).getByText(why)).toBeTruthy();
  });
});

describe('Generate with AI', () => {
  it('says what happened when the provider refuses the key', async () => {
    mockFetch({
      [`POST /api/jobs/${JOB_ID}/ai/generate-jd`]: {
        status: 503,
        json: {
          error: {
            code: 'UNAVAILABLE',
            message:
              'The OpenAI API key of your organization was rejected. Please contact your administrator.',
            details: { reason: 'auth', status: 401, detail: 'The API key was refused' },
          },
        },
      },
      [`GET /api/jobs/${JOB_ID}`]: { json: jobRow() },
    });
    renderTab('job-description');
    fireEvent.click(await screen.findByRole('button', { name: 'Generate with AI' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(jobMessages.webhookError)).toBeTruthy();
    expect(within(alert).getByText('The API key was refused')).toBeTruthy();
  });
});
