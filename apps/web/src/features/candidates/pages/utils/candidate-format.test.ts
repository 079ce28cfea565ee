import { describe, expect, it } from 'vitest';
import {
  candidateFullName,
  candidateInitials,
  formatDate,
  present,
  titleAtCompany,
} from '#/features/candidates/pages/utils/candidate-format';

describe('candidate formatting', () => {
  it('joins the name parts that exist', () => {
    expect(candidateFullName({ first_name: 'Ada', last_name: 'Lovelace' })).toBe('Ada Lovelace');
    expect(candidateFullName({ first_name: ' Ada ', last_name: null })).toBe('Ada');
    expect(candidateFullName({ first_name: null, last_name: null })).toBe('');
    expect(candidateInitials({ first_name: 'ada', last_name: 'lovelace' })).toBe('AL');
    expect(candidateInitials({ first_name: null, last_name: null })).toBe('?');
  });

  it("writes 'title at company', or whichever exists", () => {
    expect(titleAtCompany({ current_title: 'CTO', current_company: 'Acme' })).toBe('CTO at Acme');
    expect(titleAtCompany({ current_title: 'CTO', current_company: ' ' })).toBe('CTO');
    expect(titleAtCompany({ current_title: null, current_company: 'Acme' })).toBe('Acme');
    expect(titleAtCompany({ current_title: null, current_company: null })).toBeNull();
  });

  it('formats dates and treats blanks as missing', () => {
    expect(formatDate('2026-03-04T12:00:00Z')).toBe('Mar 4, 2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
    expect(present('  ')).toBeNull();
    expect(present(' x ')).toBe('x');
  });
});
