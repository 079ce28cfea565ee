// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { scored } from '#/features/cv-sorter/test/factories';
import { renderWithProviders, setUpComponentTests } from '#/test/render';
import { installPageShims } from '#/test/render-page';
import { ResultsTable } from './results-table';

setUpComponentTests();
installPageShims();

function renderTable(count: number) {
  const rows = Array.from({ length: count }, (_, i) =>
    scored((i % 100) / 10, { rowIndex: i, name: `Person ${i}` }),
  );
  const handlers = { onOpen: vi.fn(), onToggle: vi.fn(), onMove: vi.fn(), onToggleAll: vi.fn() };
  renderWithProviders(
    <ResultsTable
      category="notSorted"
      rows={rows}
      selected={new Set()}
      busy={false}
      empty="None"
      {...handlers}
    />,
  );
  return { rows, ...handlers };
}

describe('the results table (docs/product/cv-sorter.md#triage)', () => {
  it('keeps only the rows in view in the page at 10,000 candidates', () => {
    renderTable(10_000);
    const table = screen.getByRole('table', { name: 'Candidates' });
    expect(table.getAttribute('aria-rowcount')).toBe('10001');
    const rendered = within(table).getAllByRole('row').length - 1;
    expect(rendered).toBeGreaterThan(5);
    expect(rendered).toBeLessThan(60);
  });

  it('moves between rows with the arrow keys, opens with Enter and ticks with Space', async () => {
    const { rows, onOpen, onToggle } = renderTable(20);
    const first = screen.getByText('Person 0').closest('tr')!;
    expect(first.tabIndex).toBe(0);
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowDown' });
    const second = screen.getByText('Person 1').closest('tr')!;
    await waitFor(() => expect(document.activeElement).toBe(second));
    expect(second.tabIndex).toBe(0);
    expect(first.tabIndex).toBe(-1);
    fireEvent.keyDown(second, { key: 'Enter' });
    expect(onOpen).toHaveBeenCalledWith(rows[1]);
    fireEvent.keyDown(second, { key: ' ' });
    expect(onToggle).toHaveBeenCalledWith(rows[1]!.id);
  });

  it('puts only the focused row’s triage buttons in the tab order', () => {
    renderTable(3);
    const [a, b] = [0, 1].map((i) => screen.getByText(`Person ${i}`).closest('tr')!);
    expect(within(a!).getByRole('button', { name: 'Keep Candidate' }).tabIndex).toBe(0);
    expect(within(b!).getByRole('button', { name: 'Keep Candidate' }).tabIndex).toBe(-1);
  });
});
