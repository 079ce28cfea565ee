// @vitest-environment jsdom
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { setUpComponentTests } from '#/test/render';
import { fetchedUrls, installPageShims, mockFetchByUrl, renderPage } from '#/test/render-page';
import { type EvaluationSubject, EvaluationSubjectPanel } from './evaluation-subject-panel';

setUpComponentTests();
installPageShims();

const candidate = (id: string, first: string, last: string, title: string) => ({
  id,
  first_name: first,
  last_name: last,
  email: null,
  phone: null,
  location: null,
  current_title: title,
  current_company: null,
  linkedin_url: null,
  created_at: '2026-11-20T09:00:00.000Z',
});
const mira = candidate('3f1c2a60-0000-4000-8000-0000000000a1', 'Mira', 'Okafor', 'Backend Engineer');
const job = {
  id: '3f1c2a60-0000-4000-8000-0000000000b1',
  title: 'Payments Engineer',
  status: 'active',
  company_id: null,
  company_name: 'Ledgerly',
  location: null,
  date_posted: null,
  created_at: '2026-11-20T09:00:00.000Z',
  created_by: null,
};

function Harness({ onChange }: { onChange: (s: EvaluationSubject) => void }) {
  const [value, setValue] = useState<EvaluationSubject>({ candidate: null, job: null });
  return (
    <EvaluationSubjectPanel
      value={value}
      disabled={false}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('EvaluationSubjectPanel (the candidate and job pickers)', () => {
  it("searches the organisation's candidates, picks one and a job", async () => {
    const fetch = mockFetchByUrl((url) => {
      if (url.pathname === '/api/jobs') return { body: { jobs: [job] } };
      if (url.pathname === '/api/candidates') {
        const q = url.searchParams.get('q') ?? '';
        const found = q && 'mira okafor'.includes(q.toLowerCase()) ? [mira] : [];
        const count = { value: found.length, capped: false };
        return { body: { candidates: found, matching: count, total: count, next_cursor: null } };
      }
      return { status: 404, body: {} };
    });
    const picks: EvaluationSubject[] = [];
    renderPage(<Harness onChange={(s) => picks.push(s)} />, {
      path: '/x',
      url: '/x',
      mantineEnv: 'test',
    });

    const candidateBox = await screen.findByRole('combobox', { name: 'Candidate' });
    act(() => candidateBox.focus());
    fireEvent.click(candidateBox);
    fireEvent.change(candidateBox, { target: { value: 'okafor' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Mira Okafor · Backend Engineer' }));
    expect(picks.at(-1)).toEqual({ candidate: { id: mira.id, name: 'Mira Okafor' }, job: null });
    expect(fetchedUrls(fetch).some((u) => u.searchParams.get('q') === 'okafor')).toBe(true);

    const jobBox = screen.getByRole('combobox', { name: 'Job' });
    act(() => jobBox.focus());
    fireEvent.click(jobBox);
    fireEvent.click(await screen.findByRole('option', { name: 'Payments Engineer · Ledgerly' }));
    expect(picks.at(-1)).toEqual({
      candidate: { id: mira.id, name: 'Mira Okafor' },
      job: { id: job.id, title: 'Payments Engineer' },
    });
    expect(
      fetchedUrls(fetch).some((u) => u.pathname === '/api/jobs' && u.searchParams.get('scope') === 'team'),
    ).toBe(true);
  });
});
