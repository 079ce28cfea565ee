// @vitest-environment jsdom
import {
  addLayer,
  computeCoverage,
  defaultWorkflow,
  replaceProcessMessages as m,
  type Workflow,
  type WorkflowSource,
} from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InterviewProcessTab } from '#/features/interview-process/components/lazy-interview-process-tab';
import { useProcessDraft } from '#/features/interview-process/hooks/use-process-draft';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/*
 * Generate with AI on the interview process (docs/product/interview-process.md#ai-generated-process): over a
 * saved process, or over unsaved changes, it asks 'Replace the current interview process?' first.
 */

setUpComponentTests();

const JOB_ID = 'job-1';

function withStage(title: string): Workflow {
  const edit = addLayer(defaultWorkflow(), { title, emoji: '🧪' });
  if (!edit.ok) throw new Error(edit.error.message);
  return edit.workflow;
}

function mockApi(source: WorkflowSource, saved: Workflow) {
  const generated = withStage('Panel Interview');
  return mockFetch({
    [`GET /api/jobs/${JOB_ID}/workflow`]: {
      json: { workflow: saved, source, requirements: [], updated_at: null },
    },
    [`POST /api/jobs/${JOB_ID}/workflow/generate`]: {
      json: { workflow: generated, coverage: computeCoverage(generated, []), requirements: [] },
    },
  });
}

/** The tab as the job page mounts it, its draft held above it. */
function ProcessTab() {
  const draft = useProcessDraft(JOB_ID);
  return <InterviewProcessTab jobId={JOB_ID} draft={draft} />;
}

const generate = async () => fireEvent.click(await screen.findByRole('button', { name: 'Generate with AI' }));
const generatedBanner =
  'A process was generated from the job description. Review it, then Save Changes or Discard.';

describe('Generate with AI on the interview process', () => {
  it('asks before replacing a saved process; Cancel keeps it, Replace generates', async () => {
    const api = mockApi('saved', withStage('Technical Interview'));
    renderWithProviders(<ProcessTab />);

    await generate();
    const dialog = await screen.findByRole('dialog', { name: m.title });
    expect(within(dialog).getByText(m.message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    expect(api.count(`POST /api/jobs/${JOB_ID}/workflow/generate`)).toBe(0);

    await generate();
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: m.title })).getByRole('button', { name: m.confirm }),
    );
    expect(await screen.findByText(generatedBanner)).toBeTruthy();
    expect(api.count(`POST /api/jobs/${JOB_ID}/workflow/generate`)).toBe(1);
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
  });

  it('generates at once over the default process', async () => {
    const api = mockApi('default', defaultWorkflow());
    renderWithProviders(<ProcessTab />);

    await generate();
    expect(await screen.findByText(generatedBanner)).toBeTruthy();
    expect(api.count(`POST /api/jobs/${JOB_ID}/workflow/generate`)).toBe(1);
    expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
  });

  it('asks before replacing unsaved changes on a default process', async () => {
    const api = mockApi('default', defaultWorkflow());
    renderWithProviders(<ProcessTab />);

    fireEvent.click(await screen.findByRole('button', { name: 'Edit Process' }));
    const picker = await screen.findByRole('region', { name: 'Choose a stage' });
    fireEvent.click(within(picker).getByText('Technical Interview'));
    expect(await screen.findByText('Unsaved changes')).toBeTruthy();

    await generate();
    expect(await screen.findByRole('dialog', { name: m.title })).toBeTruthy();
    expect(api.count(`POST /api/jobs/${JOB_ID}/workflow/generate`)).toBe(0);
  });
});
