import { type AppTile, appCatalogue } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { launchTarget, statusLabel } from '#/features/launcher/utils/launch-target';

const app = (id: string): AppTile => {
  const found = appCatalogue.find((a) => a.id === id);
  if (!found) throw new Error(`no app ${id}`);
  return found;
};

/** The catalogue entry as it will be once its tool lands. */
const landed = (id: string): AppTile => ({ ...app(id), status: 'active' });

describe('launchTarget (App launcher modal)', () => {
  it('cannot launch a tool not built yet', () => {
    const unbuilt: AppTile = { ...app('linkedin-parser'), status: 'coming-soon' };
    expect(launchTarget(unbuilt)).toEqual({ kind: 'coming-soon' });
    expect(launchTarget({ ...unbuilt, externalUrl: 'https://example.com/app' })).toEqual({
      kind: 'coming-soon',
    });
  });

  it('navigates in the product for the Reviewer', () => {
    expect(launchTarget(app('reviewer'))).toEqual({ kind: 'in-app', path: '/apps/reviewer' });
  });

  it('opens other apps with a path in a new tab', () => {
    expect(launchTarget(app('screen-evaluation'))).toEqual({
      kind: 'new-tab',
      path: '/apps/screen-evaluation',
    });
    expect(launchTarget(landed('linkedin-parser'))).toEqual({
      kind: 'new-tab',
      path: '/apps/linkedin-parser',
    });
  });

  it('prefers an external URL, and cannot launch an app with neither', () => {
    const external = { ...landed('reviewer'), externalUrl: 'https://example.com/app' };
    expect(launchTarget(external)).toEqual({ kind: 'external', url: 'https://example.com/app' });
    expect(launchTarget({ ...landed('screen-evaluation'), path: undefined })).toEqual({
      kind: 'unavailable',
    });
  });

  it('offers the Content Extractor browser extension as a download', () => {
    expect(launchTarget(app('content-extractor'))).toEqual({ kind: 'extension' });
  });

  it('labels statuses', () => {
    expect(statusLabel('active')).toBe('Active');
    expect(statusLabel('beta')).toBe('Beta');
    expect(statusLabel('maintenance')).toBe('Maintenance');
    expect(statusLabel('inactive')).toBe('Inactive');
    expect(statusLabel('coming-soon')).toBe('Coming soon');
  });
});
