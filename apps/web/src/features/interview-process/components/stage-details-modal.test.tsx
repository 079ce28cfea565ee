// @vitest-environment jsdom
import {
  emptyStageDetails,
  discardStageDetailsMessages as m,
  type StageDetails,
  type WorkflowBlock,
} from '@rw/core';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { StageDetailsModal } from '#/features/interview-process/components/stage-details-modal';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/*
 * The stage details modal's close guard (docs/product/interview-process.md#stage-details): Escape and the close
 * button close it at once while nothing was changed, and ask 'Discard changes?' after a change.
 */

setUpComponentTests();

const block: WorkflowBlock = { id: 'stage_1', title: 'Panel', emoji: '🧩', details: emptyStageDetails() };

function renderModal(readOnly = false, shown: WorkflowBlock = block) {
  const onClose = vi.fn();
  const onSave = vi.fn(async (_details: StageDetails) => null);
  renderWithProviders(
    <StageDetailsModal
      block={shown}
      readOnly={readOnly}
      requirements={[]}
      onSave={onSave}
      onClose={onClose}
    />,
  );
  return { onClose, onSave };
}

const pressEscape = () => fireEvent.keyDown(document.body, { key: 'Escape' });
const planInput = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Interview plan' });
const question = () => screen.findByRole('dialog', { name: m.title });

describe('Stage details modal: closing after a change', () => {
  it('closes at once on Escape while nothing was changed', async () => {
    const { onClose } = renderModal();
    await planInput();
    pressEscape();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: m.title })).toBeNull();
  });

  it('asks on Escape after a change; Cancel keeps what was typed, Discard closes', async () => {
    const { onClose, onSave } = renderModal();
    fireEvent.change(await planInput(), { target: { value: 'Pair on a real bug' } });

    pressEscape();
    const dialog = await question();
    expect(within(dialog).getByText(m.message)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: m.title })).toBeNull());
    expect((await planInput()).value).toBe('Pair on a real bug');
    expect(onClose).not.toHaveBeenCalled();

    pressEscape();
    fireEvent.click(within(await question()).getByRole('button', { name: m.confirm }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('Cancel in the modal closes without asking; Save saves and closes', async () => {
    const first = renderModal();
    fireEvent.change(await planInput(), { target: { value: 'Pair on a real bug' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(first.onClose).toHaveBeenCalledTimes(1));
    expect(first.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ interviewPlan: 'Pair on a real bug' }),
    );
  });
});

describe('Stage details modal: duration', () => {
  const durationInput = () =>
    screen.findByRole<HTMLInputElement>('textbox', { name: /^Duration \(minutes\)/ });
  const timed = { ...block, details: { ...emptyStageDetails(), durationMinutes: 60 } };

  it('shows the duration when locked, read-only', async () => {
    renderModal(true, timed);
    const input = await durationInput();
    expect(input.value).toBe('60');
    expect(input.matches(':disabled')).toBe(true);
  });

  it('keeps a typed duration within 15-180 on leaving the field (45 when not a number) and saves it', async () => {
    const { onSave } = renderModal(false, timed);
    const input = await durationInput();
    for (const [typed, settled] of [
      ['500', '180'],
      ['5', '15'],
      ['soon', '45'],
      ['', ''],
      ['90', '90'],
    ]) {
      fireEvent.change(input, { target: { value: typed } });
      fireEvent.blur(input);
      expect(input.value).toBe(settled);
    }
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ durationMinutes: 90 })),
    );
  });

  it('saves a cleared duration as none', async () => {
    const { onSave } = renderModal(false, timed);
    fireEvent.change(await durationInput(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]![0]).not.toHaveProperty('durationMinutes');
  });
});
