import {
  currencies,
  detailStatusLabel,
  jobFunctions,
  jobPdfFileName,
  listStatus,
  mergeWithoutDuplicates,
  normalizeSkills,
  parseSalary,
  publishingLabel,
  seniorities,
  splitSkills,
  statusColors,
} from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  formatIntakeSummary,
  INTAKE_SUMMARY_END,
  INTAKE_SUMMARY_START,
  withoutIntakeSummary,
} from './job-ai-results.js';

// The jobs area's pure rules from packages/core (docs/product/jobs.md#field-values).
describe('skills normalisation', () => {
  it('splits on ; or , trims, drops empties and dedupes case-insensitively keeping the first spelling', () => {
    expect(normalizeSkills(' TypeScript; typescript ,Go;;  ; SQL ')).toBe('TypeScript;Go;SQL');
    expect(normalizeSkills(['React', 'react', ' Node.js ', ''])).toBe('React;Node.js');
    expect(normalizeSkills(['a, b', 'B'])).toBe('a;b');
    expect(normalizeSkills(' ; , ')).toBeNull();
    expect(normalizeSkills(null)).toBeNull();
    expect(splitSkills('Mentoring;Writing')).toEqual(['Mentoring', 'Writing']);
  });
});

describe('salary parsing', () => {
  it('reads numbers and leaves empty as null', () => {
    expect(parseSalary('')).toBeNull();
    expect(parseSalary('  ')).toBeNull();
    expect(parseSalary(null)).toBeNull();
    expect(parseSalary('95,000')).toBe(95000);
    expect(parseSalary('£95000.50')).toBe(95000.5);
    expect(parseSalary(120000)).toBe(120000);
    expect(parseSalary('lots')).toBeUndefined();
    expect(parseSalary(-5)).toBeUndefined();
  });
});

describe('statuses', () => {
  it('shows unknown statuses as active in the list and capitalised on the detail screen', () => {
    expect(listStatus('archived')).toBe('active');
    expect(listStatus('draft')).toBe('draft');
    expect(listStatus(null)).toBe('active');
    expect(detailStatusLabel('archived')).toBe('Archived');
    expect(statusColors).toEqual({ active: 'green', draft: 'yellow', closed: 'gray' });
    expect(['active', 'draft', 'closed', 'paused'].map(publishingLabel)).toEqual([
      'Live',
      'Draft',
      'Closed',
      'Draft',
    ]);
  });
});

describe('value lists', () => {
  it('holds the spec lists and every active ISO 4217 currency, USD, GBP, EUR, AED and AUD first', () => {
    expect(seniorities).toHaveLength(12);
    expect(seniorities[0]).toBe('IC1 - Entry');
    expect(seniorities.at(-1)).toBe('M8 - Chief');
    expect(jobFunctions).toHaveLength(20);
    expect(currencies.slice(0, 5)).toEqual(['USD', 'GBP', 'EUR', 'AED', 'AUD']);
    expect(new Set(currencies).size).toBe(currencies.length);
    expect(currencies.length).toBeGreaterThan(150);
    expect(currencies).toEqual(expect.arrayContaining(['JPY', 'INR', 'CHF', 'ZAR', 'XOF', 'SLE']));
    expect(currencies.every((c) => /^[A-Z]{3}$/.test(c))).toBe(true);
  });
});

describe('lists and names', () => {
  it("merges the company's benefits without duplicates", () => {
    expect(mergeWithoutDuplicates(['Pension', 'Gym'], ['pension', ' Private health ', ''])).toEqual([
      'Pension',
      'Gym',
      'Private health',
    ]);
  });

  it("names the PDF '{job title or Job Description}.pdf'", () => {
    expect(jobPdfFileName('Senior PM / Payments')).toBe('Senior PM   Payments.pdf');
    expect(jobPdfFileName('  ')).toBe('Job Description.pdf');
    expect(jobPdfFileName(null)).toBe('Job Description.pdf');
  });
});

describe('the intake summary (docs/product/jobs.md#intake-summary)', () => {
  const summary = {
    summary: 'A hands-on PM.',
    why_role_exists: '',
    must_haves: ['Payments'],
    nice_to_haves: [],
    hard_skills: [],
    soft_skills: [],
    open_questions: [],
  };

  it('is written as plain text for its own field, empty parts left out', () => {
    expect(formatIntakeSummary(summary)).toBe('A hands-on PM.\n\nMust-haves:\n- Payments');
    expect(
      formatIntakeSummary({
        ...summary,
        why_role_exists: 'Volume tripled. ',
        nice_to_haves: ['Fintech'],
        open_questions: ['Budget?', 'Start date?'],
      }),
    ).toBe(
      'A hands-on PM.\n\nWhy the role exists: Volume tripled.\n\nMust-haves:\n- Payments\n\n' +
        'Nice-to-haves:\n- Fintech\n\nOpen questions:\n- Budget?\n- Start date?',
    );
  });

  it('removes the marked section earlier versions wrote into the job context, keeping the user text', () => {
    const legacy = `Our volume tripled.\n\n${INTAKE_SUMMARY_START}\nA hands-on PM.\n${INTAKE_SUMMARY_END}`;
    expect(withoutIntakeSummary(legacy)).toBe('Our volume tripled.');
    expect(withoutIntakeSummary(`${INTAKE_SUMMARY_START}\nOnly this.\n${INTAKE_SUMMARY_END}`)).toBeNull();
    expect(withoutIntakeSummary('Our volume tripled.')).toBe('Our volume tripled.');
    expect(withoutIntakeSummary(null)).toBeNull();
  });
});
