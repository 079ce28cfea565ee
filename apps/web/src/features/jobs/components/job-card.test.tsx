// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { JobCard } from '#/features/jobs/components/job-card';
import { renderWithProviders, setUpComponentTests } from '#/test/render';

setUpComponentTests();

const longTitle =
  'Principal Staff Software Engineer, Distributed Data Platform and Real-Time Streaming Infrastructure (Payments, Risk and Fraud Detection), EMEA Remote-First';

describe('My Jobs card', () => {
  it('shows a long job title whole, wrapped, never clamped to an ellipsis', () => {
    const noop = vi.fn();
    renderWithProviders(
      <JobCard
        job={{
          id: 'job-1',
          title: longTitle,
          status: 'active',
          company_id: null,
          company_name: 'Acme',
          location: 'London',
          date_posted: '2026-03-02',
          created_at: '2026-03-02T09:00:00.000Z',
          created_by: 'u1',
        }}
        onOpen={noop}
        onEdit={noop}
        onDelete={noop}
      />,
    );
    const title = screen.getByText(longTitle);
    expect(title.hasAttribute('data-line-clamp')).toBe(false);
    expect(title.style.getPropertyValue('--text-line-clamp')).toBe('');
    expect(title.style.overflowWrap).toBe('anywhere');
    expect(screen.getByRole('link', { name: `Open job ${longTitle}` })).toBeTruthy();
  });
});
