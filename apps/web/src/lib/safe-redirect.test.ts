import { describe, expect, it } from 'vitest';
import { safeRedirect } from '#/lib/safe-redirect';

describe('safeRedirect', () => {
  it('keeps same-origin paths with their query', () => {
    expect(safeRedirect('/jobs/123?tab=overview')).toBe('/jobs/123?tab=overview');
  });

  it('sends everything else home', () => {
    for (const target of [
      undefined,
      '',
      'https://evil.test',
      '//evil.test',
      '/\\evil.test',
      '/sign-in?x=1',
    ]) {
      expect(safeRedirect(target)).toBe('/');
    }
  });
});
