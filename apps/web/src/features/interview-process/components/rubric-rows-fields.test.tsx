// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { RubricRowsFields } from '#/features/interview-process/components/rubric-rows-fields';
import type { RubricRowForm } from '#/features/interview-process/utils/details-form';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

/*
 * Rubric rows in the stage details modal (docs/product/interview-process.md#rubric-scale): points out of 100,
 * with the criterion score out of 10 each band stands for beside it.
 */

setUpComponentTests();

function Harness({ initial }: { initial: RubricRowForm[] }) {
  const [rows, setRows] = useState(initial);
  return <RubricRowsFields label="Criterion 1" rows={rows} onChange={setRows} />;
}

describe('RubricRowsFields', () => {
  it('shows each band as a score out of 10 and follows edits', () => {
    renderWithProviders(
      <Harness
        initial={[
          { min: '0', max: '20', description: 'No evidence' },
          { min: '21', max: '60', description: 'Some evidence' },
          { min: '61', max: '100', description: 'Strong evidence' },
        ]}
      />,
    );
    expect(screen.getAllByTestId('rubric-band-score').map((e) => e.textContent)).toEqual([
      'Score 0.0-2.0 / 10',
      'Score 2.1-6.0 / 10',
      'Score 6.1-10.0 / 10',
    ]);
    const max = screen.getByRole<HTMLInputElement>('textbox', { name: 'Criterion 1 row 2 max points' });
    fireEvent.change(max, { target: { value: '7x5' } });
    expect(max.value).toBe('75');
    const second = () => screen.getAllByTestId('rubric-band-score')[1]!.textContent;
    expect(second()).toBe('Score 2.1-7.5 / 10');
    // A blank bound shows no score until it settles on leaving the field (blank max → 20).
    fireEvent.change(max, { target: { value: '' } });
    expect(second()).toBe('');
    fireEvent.blur(max);
    expect(max.value).toBe('20');
    expect(second()).toBe('Score 2.0-2.1 / 10');
  });
});
