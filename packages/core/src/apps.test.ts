import { describe, expect, it } from 'vitest';
import { appCatalogue, sectionTitle, visibleApps } from './apps.js';
import { emailDomain, normalizeEmail } from './auth.js';
import { badgeCount } from './notifications.js';

describe('app catalogue', () => {
  it('lists the seven apps with Data Trainer admin only', () => {
    expect(appCatalogue.map((a) => a.name)).toEqual([
      'Reviewer',
      'CSV Sorter',
      'Screen Evaluation',
      'Role Builder',
      'Content Extractor',
      'Data Trainer',
      'LinkedIn Parser',
    ]);
    expect(appCatalogue.filter((a) => a.adminOnly).map((a) => a.id)).toEqual(['data-trainer']);
  });

  it('hides admin-only tiles from recruiters and filters by section and search', () => {
    expect(visibleApps({ isAdmin: false }).some((a) => a.id === 'data-trainer')).toBe(false);
    expect(visibleApps({ isAdmin: true, section: 'backend' }).map((a) => a.id)).toEqual([
      'data-trainer',
      'linkedin-parser',
    ]);
    expect(visibleApps({ isAdmin: false, section: 'backend' }).map((a) => a.id)).toEqual(['linkedin-parser']);
    expect(visibleApps({ isAdmin: false, search: 'CSV' }).map((a) => a.id)).toEqual(['csv-sorter']);
  });

  it('titles each section', () => {
    expect(sectionTitle('frontend')).toBe('Frontend Applications');
    expect(sectionTitle('backend')).toBe('Backend Applications');
    expect(sectionTitle(undefined)).toBe('All Applications');
  });
});

describe('e-mail helpers', () => {
  it('compares trimmed and case-insensitive', () => {
    expect(normalizeEmail('  Owner@Example.COM ')).toBe('owner@example.com');
    expect(emailDomain(' Jane@Acme.IO')).toBe('acme.io');
    expect(emailDomain('nodomain')).toBe('');
  });
});

describe('badgeCount', () => {
  it('caps at 9+ and 99+', () => {
    expect(badgeCount(9, 9)).toBe('9');
    expect(badgeCount(10, 9)).toBe('9+');
    expect(badgeCount(100, 99)).toBe('99+');
  });
});
