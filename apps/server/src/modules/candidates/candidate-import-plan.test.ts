import type { ImportedCandidate } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { type ImportRow, planBatch } from './candidate-import.plan.js';
import type { ExistingCandidate } from './candidate-import.queries.js';

/* planBatch: the dedupe of one batch against the organisation's candidates and the rows before it. */

const blank: ImportedCandidate = {
  first_name: null,
  last_name: null,
  email: null,
  phone: null,
  location: null,
  current_title: null,
  current_company: null,
  linkedin_url: null,
};

function row(line: number, c: Partial<ImportedCandidate>, linkedinKey: string | null = null): ImportRow {
  const candidate = { ...blank, ...c };
  return { line, candidate, linkedinKey, emailKey: candidate.email?.toLowerCase() ?? null };
}

function existing(id: string, v: Partial<ExistingCandidate>): ExistingCandidate {
  return {
    id,
    ...blank,
    linkedin_key: null,
    email_key: v.email?.toLowerCase() ?? null,
    in_stage: false,
    ...v,
  };
}

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

describe('planBatch', () => {
  it('makes one candidate of rows that share a link or an e-mail, later cells winning, empty cells blanking nothing', () => {
    const plan = planBatch(
      [
        row(2, { first_name: 'Amara', current_title: 'PM', phone: '+44 1' }, 'linkedin.com/in/amara'),
        row(3, { first_name: 'Mei', email: 'mei@x.com' }),
        row(
          4,
          { first_name: 'Amara', current_title: 'Senior PM', email: 'amara@x.com' },
          'linkedin.com/in/amara',
        ),
        row(5, { first_name: 'Mei', last_name: 'Chen', email: 'MEI@x.com' }),
        row(6, { first_name: 'A.', email: 'amara@x.com' }),
      ],
      [],
      ids(),
    );
    expect(plan).toMatchObject({ created: 2, updated: 3, updates: [], candidateIds: ['new-1', 'new-2'] });
    expect(plan.inserts).toEqual([
      {
        id: 'new-1',
        ...blank,
        first_name: 'A.',
        current_title: 'Senior PM',
        phone: '+44 1',
        email: 'amara@x.com',
        linkedin_key: 'linkedin.com/in/amara',
      },
      { id: 'new-2', ...blank, first_name: 'Mei', last_name: 'Chen', email: 'MEI@x.com', linkedin_key: null },
    ]);
  });

  it('matches the link before the e-mail, and the oldest candidate of a shared e-mail', () => {
    const plan = planBatch(
      [row(2, { first_name: 'X', email: 'shared@x.com', current_title: 'CTO' }, 'linkedin.com/in/b')],
      [
        existing('a', { email: 'shared@x.com' }),
        existing('a2', { email: 'shared@x.com' }),
        existing('b', { linkedin_key: 'linkedin.com/in/b', email: 'b@x.com' }),
      ],
      ids(),
    );
    expect(plan.updates.map((u) => u.id)).toEqual(['b']);
    expect(
      planBatch(
        [row(2, { email: 'SHARED@x.com', last_name: 'Y' })],
        [existing('a', { email: 'shared@x.com' }), existing('a2', { email: 'shared@x.com' })],
      ).updates.map((u) => u.id),
    ).toEqual(['a']);
  });

  it('writes an existing candidate only when a value changes, and stages only those not in the stage yet', () => {
    const stored = existing('a', {
      first_name: 'Ann',
      email: 'ann@x.com',
      linkedin_key: 'linkedin.com/in/ann',
      linkedin_url: 'https://www.linkedin.com/in/ann',
      in_stage: true,
    });
    const same = row(
      2,
      { first_name: 'Ann', email: 'ann@x.com', linkedin_url: 'https://www.linkedin.com/in/ann' },
      'linkedin.com/in/ann',
    );
    expect(planBatch([same], [stored])).toMatchObject({
      updates: [],
      inserts: [],
      candidateIds: [],
      created: 0,
      updated: 1,
    });
    const newer = row(3, { first_name: 'Ann', current_company: 'Acme' }, 'linkedin.com/in/ann');
    expect(planBatch([newer], [{ ...stored, in_stage: false }])).toMatchObject({
      updates: [
        {
          id: 'a',
          first_name: 'Ann',
          current_company: 'Acme',
          linkedin_key: 'linkedin.com/in/ann',
          email: null,
        },
      ],
      candidateIds: ['a'],
    });
  });
});
