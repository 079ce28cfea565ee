import type { CvSorterProgressEvent } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { candidate, scored, search } from '#/features/cv-sorter/test/factories';
import { applyProgress, applyTriage } from './search-cache';

const counts = { notSorted: 1, possible: 1, eliminated: 0 };

describe('the open search follows the server', () => {
  it('moves the candidates a triage changed and takes its counts', () => {
    const a = scored(8);
    const b = scored(5);
    const data = { search: search({ total: 2 }), candidates: [a, b], preview: null };
    const next = applyTriage(data, { changed: [{ id: a.id, category: 'possible' }], counts });
    expect(next.candidates.map((c) => c.category)).toEqual(['possible', 'notSorted']);
    expect(next.candidates[1]).toBe(b);
    expect(next.search.counts).toEqual(counts);
  });

  const event = (over: Partial<CvSorterProgressEvent>): CvSorterProgressEvent => ({
    searchId: 'x',
    status: 'running',
    phase: 'scoring',
    total: 2,
    scored: 1,
    failed: 0,
    percent: 50,
    message: 'Scoring candidates: 1 of 2',
    cost: 0.001,
    candidates: [],
    refetch: false,
    ...over,
  });

  it('takes the progress and the candidates scored, keeping their category here', () => {
    const a = candidate({ category: 'possible' });
    const b = candidate();
    const data = {
      search: search({ status: 'queued', total: 2, pending: 2 }),
      candidates: [a, b],
      preview: null,
    };
    const next = applyProgress(
      data,
      event({ candidates: [{ ...a, status: 'scored', score: 7.5, category: 'notSorted' }] }),
    );
    if (next === 'refetch') throw new Error('unexpected refetch');
    expect(next.search).toMatchObject({
      status: 'running',
      percent: 50,
      message: 'Scoring candidates: 1 of 2',
      pending: 1,
      cost: 0.001,
    });
    expect(next.candidates[0]).toMatchObject({ score: 7.5, status: 'scored', category: 'possible' });
    expect(next.candidates[1]).toBe(b);
  });

  it('asks for a refetch when the event could not carry every candidate', () => {
    const data = { search: search(), candidates: [], preview: null };
    expect(applyProgress(data, event({ refetch: true }))).toBe('refetch');
  });
});
