import { describe, expect, it } from 'vitest';
import { documentTitle } from '#/lib/document-title';

describe('documentTitle', () => {
  it("names the page before the product: '{page} · Recruiting Workspace'", () => {
    expect(documentTitle('My Jobs')).toBe('My Jobs · Recruiting Workspace');
    expect(documentTitle('  Senior Backend Engineer ')).toBe(
      'Senior Backend Engineer · Recruiting Workspace',
    );
  });

  it('is the product name alone for a page without a name yet', () => {
    expect(documentTitle(undefined)).toBe('Recruiting Workspace');
    expect(documentTitle(null)).toBe('Recruiting Workspace');
    expect(documentTitle('   ')).toBe('Recruiting Workspace');
  });
});
