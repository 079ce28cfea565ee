// @vitest-environment jsdom
import { defaultWorkflow } from '@rw/core';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InterviewProcessTab } from '#/features/interview-process/components/lazy-interview-process-tab';
import { useProcessDraft } from '#/features/interview-process/hooks/use-process-draft';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/*
 * A failed generation (docs/product/interview-process.md#messages) shows its message and, under it, what
 * happened in plain words (docs/product/ai.md#what-happened).
 */

setUpComponentTests();

const JOB_ID = 'job-1';

function ProcessTab() {
  const draft = useProcessDraft(JOB_ID);
  return <InterviewProcessTab jobId={JOB_ID} draft={draft} />;
}

function mockFailure(error: object) {
  return mockFetch({
    [`GET /api/jobs/${JOB_ID}/workflow`]: {
      json: { workflow: defaultWorkflow(), source: 'default', requirements: [], updated_at: null },
    },
    [`POST /api/jobs/${JOB_ID}/workflow/generate`]: { status: 503, json: { error } },
  });
}

const generate = async () => fireEvent.click(await screen.findByRole('button', { name: 'Generate with AI' }));

describe('Generate with AI on the interview process, failing', () => {
  it('shows the message and what happened under it', async () => {
    mockFailure({
      code: 'UNAVAILABLE',
      message: 'Failed to generate workflow: The AI request timed out. Please try again.',
      details: { reason: 'timeout', detail: 'The AI provider did not answer (timeout after 120 s)' },
    });
    renderWithProviders(<ProcessTab />);
    await generate();
    const alert = await screen.findByRole('alert');
    expect(
      within(alert).getByText('Failed to generate workflow: The AI request timed out. Please try again.'),
    ).toBeTruthy();
    expect(within(alert).getByTestId('ai-failure-detail').textContent).toBe(
      'The AI provider did not answer (timeout after 120 s)',
    );
  });

  it('shows only the message when the server says nothing more', async () => {
    mockFailure({ code: 'UNAVAILABLE', message: 'Could not import generated workflow' });
    renderWithProviders(<ProcessTab />);
    await generate();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Could not import generated workflow')).toBeTruthy();
    expect(within(alert).queryByTestId('ai-failure-detail')).toBeNull();
  });
});
