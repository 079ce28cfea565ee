import { describe, expect, it } from 'vitest';
import { formatCost, formatCount, formatMoment, formatPercent } from '#/features/analytics/utils/format';

describe('analytics figures (docs/product/analytics.md)', () => {
  it('writes costs in US dollars with 4 decimals, rates as whole percentages, counts with separators', () => {
    expect(formatCost(0.0012)).toBe('$0.0012');
    expect(formatCost(1234.5)).toBe('$1,234.5000');
    expect(formatPercent(0.156)).toBe('16%');
    expect(formatPercent(1)).toBe('100%');
    expect(formatPercent(null)).toBe('—');
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatMoment(null)).toBe('Never');
  });
});
