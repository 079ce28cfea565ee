// @vitest-environment jsdom
import { eraseMergeMessages } from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CandidateActions } from '#/features/candidates/pages/components/candidate-actions';
import { detail, listItem, listPage, stageRecord } from '#/features/candidates/pages/test/page-factories';
import { mockFetch } from '#/test/fetch-mock';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/* The candidate page's 'Erase candidate' and 'Merge with…' (docs/product/candidates.md#erase, #merge). */

setUpComponentTests();

const grace = detail({
  candidate: { ...detail().candidate, first_name: 'Zoë', last_name: 'Núñez', phone: null },
  stage_records: [stageRecord({ job_id: 'job-a' })],
  jobs: [{ id: 'job-a', title: 'Data Engineer', company_name: 'Acme', location: null, job_score: null }],
});

function renderActions(canErase: boolean) {
  const onErased = vi.fn();
  const onMerged = vi.fn();
  renderWithProviders(
    <CandidateActions detail={grace} canErase={canErase} onErased={onErased} onMerged={onMerged} />,
  );
  return { onErased, onMerged };
}

describe('Erase candidate', () => {
  it('is offered to admins only', () => {
    renderActions(false);
    expect(screen.queryByRole('button', { name: eraseMergeMessages.eraseAction })).toBeNull();
    expect(screen.getByRole('button', { name: eraseMergeMessages.mergeAction })).toBeTruthy();
  });

  it('erases once the full name is typed (accents and case aside), then leaves with the message', async () => {
    const fetch = mockFetch({
      'DELETE /api/candidates/cand-1': {
        json: {
          id: 'e1',
          candidate_id: 'cand-1',
          erased_by: 'admin@example.com',
          erased_at: '2026-03-04T10:15:00.000Z',
          removed: {
            stage_records: 1,
            scorecards: 0,
            moves: 1,
            scoring_items: 0,
            notifications: 0,
            activities: 0,
            operations_redacted: 0,
            import_rows: 0,
            queue_tasks_redacted: 0,
            reviews: 0,
            screen_evaluations: 0,
            linkedin_parses: 0,
            files: 0,
          },
        },
      },
    });
    const { onErased } = renderActions(true);
    fireEvent.click(screen.getByRole('button', { name: eraseMergeMessages.eraseAction }));
    const dialog = await screen.findByRole('dialog', { name: eraseMergeMessages.eraseTitle });
    expect(within(dialog).getByText(eraseMergeMessages.eraseWarning('Zoë Núñez'))).toBeTruthy();
    const erase = within(dialog).getByRole('button', { name: eraseMergeMessages.eraseButton });
    const input = within(dialog).getByLabelText(eraseMergeMessages.eraseConfirmLabel('Zoë Núñez'));
    fireEvent.change(input, { target: { value: 'Zoë' } });
    expect((erase as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(input, { target: { value: 'zoe  nunez' } });
    expect((erase as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(erase);
    await waitFor(() => expect(onErased).toHaveBeenCalledWith(eraseMergeMessages.erased));
    expect(fetch.calls.at(-1)).toMatchObject({ method: 'DELETE', body: { confirm: 'zoe  nunez' } });
  });

  it("shows the server's refusal and stays", async () => {
    mockFetch({
      'DELETE /api/candidates/cand-1': {
        status: 403,
        json: { error: { code: 'FORBIDDEN', message: 'You do not have permission to do this.' } },
      },
    });
    const { onErased } = renderActions(true);
    fireEvent.click(screen.getByRole('button', { name: eraseMergeMessages.eraseAction }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Zoë Núñez' } });
    fireEvent.click(within(dialog).getByRole('button', { name: eraseMergeMessages.eraseButton }));
    expect(await within(dialog).findByText('You do not have permission to do this.')).toBeTruthy();
    expect(onErased).not.toHaveBeenCalled();
  });
});

describe('Merge with…', () => {
  const duplicate = detail({
    candidate: {
      ...detail().candidate,
      id: 'cand-2',
      first_name: 'Zoe',
      last_name: 'Núñez',
      email: 'zoe@home.example',
      phone: '+34 600 000 000',
    },
    stage_records: [
      stageRecord({ job_id: 'job-a', candidate_id: 'cand-2' }),
      stageRecord({ job_id: 'job-b', candidate_id: 'cand-2' }),
    ],
    jobs: [],
  });

  it('finds the duplicate, chooses values field by field, warns of dropped records and merges', async () => {
    const fetch = mockFetch({
      'GET /api/candidates?': {
        json: listPage([
          listItem({ id: 'cand-1', first_name: 'Zoë', last_name: 'Núñez' }),
          listItem({ id: 'cand-2', first_name: 'Zoe', last_name: 'Núñez', email: 'zoe@home.example' }),
        ]),
      },
      'GET /api/candidates/cand-2': { json: duplicate },
      'POST /api/candidates/cand-1/merge': {
        json: {
          candidate: { ...grace.candidate, phone: '+34 600 000 000' },
          duplicate_id: 'cand-2',
          moved_records: 1,
          dropped_records: [
            { job_id: 'job-a', job_title: 'Data Engineer', stage_id: 'glance', stage_title: 'Glance' },
          ],
          message:
            'Merged Zoe Núñez into Zoë Núñez. Dropped 1 stage record of the duplicate in jobs both were in.',
        },
      },
    });
    const { onMerged } = renderActions(false);
    fireEvent.click(screen.getByRole('button', { name: eraseMergeMessages.mergeAction }));
    const dialog = await screen.findByRole('dialog', { name: eraseMergeMessages.mergeTitle });
    fireEvent.change(within(dialog).getByLabelText(eraseMergeMessages.mergeSearchLabel), {
      target: { value: 'nunez' },
    });
    // The survivor itself is not offered.
    const list = await within(dialog).findByRole('list', { name: 'Matching candidates' });
    expect(within(list).getAllByRole('button')).toHaveLength(1);
    fireEvent.click(within(list).getByRole('button', { name: /Zoe Núñez/ }));

    const email = await within(dialog).findByRole('radiogroup', { name: 'Email' });
    const checked = (group: HTMLElement) =>
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-checked'));
    expect(checked(email)).toEqual(['true', 'false']);
    // The survivor has no phone: the duplicate's starts chosen.
    const phone = within(dialog).getByRole('radiogroup', { name: 'Phone' });
    expect(checked(phone)).toEqual(['false', 'true']);
    // Same on both: nothing to choose.
    expect(within(dialog).queryByRole('radiogroup', { name: 'Last Name' })).toBeNull();
    fireEvent.click(within(email).getByRole('radio', { name: /zoe@home.example/ }));
    expect(within(dialog).getByText(eraseMergeMessages.mergeDropWarning(1))).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: eraseMergeMessages.mergeButton }));
    await waitFor(() =>
      expect(onMerged).toHaveBeenCalledWith(
        'Merged Zoe Núñez into Zoë Núñez. Dropped 1 stage record of the duplicate in jobs both were in.',
      ),
    );
    expect(fetch.calls.find((c) => c.method === 'POST')?.body).toEqual({
      duplicate_id: 'cand-2',
      fields: { email: 'duplicate', phone: 'duplicate' },
    });
  });
});
