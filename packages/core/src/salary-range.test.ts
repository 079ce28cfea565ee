import { describe, expect, it } from 'vitest';
import { plausibleSalaryBounds, SALARY_USD_MAX, SALARY_USD_MIN, salaryRangeProblem } from './salary-range.js';

describe('salary plausibility (docs/product/jobs.md#salary-prediction)', () => {
  it('bounds each listed currency at 5,000 - 2,000,000 US dollars converted', () => {
    expect(plausibleSalaryBounds('USD')).toEqual({ min: SALARY_USD_MIN, max: SALARY_USD_MAX });
    expect(plausibleSalaryBounds('GBP')).toEqual({ min: 4_000, max: 1_600_000 });
    expect(plausibleSalaryBounds('jpy')).toEqual({ min: 750_000, max: 300_000_000 });
    expect(plausibleSalaryBounds('XAF')).toBeNull();
  });

  it('accepts an ordinary range', () => {
    expect(salaryRangeProblem(65_000, 85_000, 'GBP')).toBeNull();
    expect(salaryRangeProblem(9_000_000, 14_000_000, 'JPY')).toBeNull();
    expect(salaryRangeProblem(1_000_000_000, 2_000_000_000, 'XAF')).toBeNull();
  });

  it('refuses a range out of order, at or below zero, or outside the currency’s bounds', () => {
    expect(salaryRangeProblem(70_000_000, 90_000_000, 'USD')).toBe(
      'The predicted range 70,000,000 - 90,000,000 USD is outside the plausible yearly range for USD (5,000 - 2,000,000)',
    );
    expect(salaryRangeProblem(80_000, 80_000, 'GBP')).toBe(
      'The predicted range 80,000 - 80,000 GBP does not have its minimum below its maximum',
    );
    expect(salaryRangeProblem(90_000, 60_000, 'EUR')).toMatch(/minimum below its maximum/);
    expect(salaryRangeProblem(0, 60_000, 'EUR')).toBe('The predicted range 0 - 60,000 EUR is not above 0');
    expect(salaryRangeProblem(60, 90, 'GBP')).toMatch(
      /outside the plausible yearly range for GBP \(4,000 - 1,600,000\)/,
    );
    expect(salaryRangeProblem(5, 10, 'XAF')).toBeNull();
  });
});
