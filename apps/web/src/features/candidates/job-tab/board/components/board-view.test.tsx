// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobCandidatesPanel } from '#/features/candidates/job-tab/components/job-candidates-panel';
import {
  ada,
  JOB_ID,
  listReply,
  listUrl,
  noScoringRun,
  workflowReply,
} from '#/features/candidates/job-tab/test/fixtures';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

vi.mock('#/lib/events/hooks/use-event', () => import('#/test/fake-events'));

setUpComponentTests();

describe('Candidates tab: the Board view', () => {
  it('shows every stage as a column instead of the stage selector, and uploads into Glance', async () => {
    mockFetch({
      ...noScoringRun,
      [`GET /api/jobs/${JOB_ID}/workflow`]: workflowReply,
      [listUrl()]: listReply([ada]),
      [`GET /api/jobs/${JOB_ID}/candidates?status=active&limit=20000`]: listReply([ada]),
    });
    renderWithProviders(<JobCandidatesPanel jobId={JOB_ID} onOpenCandidate={vi.fn()} />);
    await screen.findByText('Ada');
    fireEvent.click(screen.getByRole('radio', { name: 'Board' }));

    expect(await screen.findByRole('region', { name: 'Glance, 1 candidate' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Offer, 0 candidates' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Stage' })).toBeNull();
    expect(screen.queryByTestId('stage-description')).toBeNull();
    expect(screen.getByRole('button', { name: 'Upload CSV' })).toBeTruthy();
  });
});
