// @vitest-environment jsdom
import type { JobListItem } from '@rw/core';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobCard } from '#/features/jobs/components/job-card';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();
afterEach(() => {
  vi.restoreAllMocks();
});

const longTitle =
  'Principal Staff Software Engineer, Distributed Data Platform and Real-Time Streaming Infrastructure (Payments, Risk and Fraud Detection), EMEA Remote-First';

const job = (title: string): JobListItem => ({
  id: 'job-1',
  title,
  status: 'active',
  company_id: null,
  company_name: 'Acme',
  location: 'London',
  date_posted: '2026-03-02',
  created_at: '2026-03-02T09:00:00.000Z',
  created_by: 'u1',
  created_by_name: 'Una User',
});

function renderCard(title: string) {
  const noop = vi.fn();
  renderWithProviders(<JobCard job={job(title)} onOpen={noop} onEdit={noop} onDelete={noop} />);
}

/** Lays text out as the browser does for a title longer than its three lines (jsdom lays out nothing). */
function layOutAsClamped() {
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(140);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(84);
}

describe('My Jobs card', () => {
  it('wraps a long title over three lines and shows it in full on hover', async () => {
    layOutAsClamped();
    renderCard(longTitle);
    const title = screen.getByText(longTitle);
    expect(title.getAttribute('data-line-clamp')).toBe('true');
    expect(title.style.getPropertyValue('--text-line-clamp')).toBe('3');
    expect(title.style.overflowWrap).toBe('anywhere');
    fireEvent.mouseEnter(title);
    expect((await screen.findByRole('tooltip')).textContent).toBe(longTitle);
    expect(screen.getByRole('link', { name: `Open job ${longTitle}` })).toBeTruthy();
  });

  it('shows no tooltip for a title that fits', () => {
    vi.useFakeTimers();
    try {
      renderCard('Data Engineer');
      fireEvent.mouseEnter(screen.getByText('Data Engineer'));
      act(() => vi.advanceTimersByTime(2000));
      expect(screen.queryByRole('tooltip')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
