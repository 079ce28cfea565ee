import { type AppStatus, type AppTile, appStatusLabels } from '@rw/core';

/** Where "Launch Application" goes for an app (docs/product/launcher.md#launcher-modal). */
export type LaunchTarget =
  | { kind: 'external'; url: string }
  | { kind: 'in-app'; path: string }
  | { kind: 'new-tab'; path: string }
  /** The browser extension: downloaded and installed, not launched. */
  | { kind: 'extension' }
  | { kind: 'coming-soon' }
  | { kind: 'unavailable' };

/**
 * Apps that open inside the product instead of a new tab (the Reviewer,
 * docs/product/launcher.md#launcher-modal).
 */
const inAppIds: ReadonlySet<string> = new Set(['reviewer']);

/**
 * A tool not built yet ('coming-soon') cannot be launched; otherwise an external URL opens in a new tab, the
 * Reviewer navigates in the product, the Content Extractor is a browser extension to download, any other
 * app opens its path in a new tab, and an app with neither cannot be launched.
 */
export function launchTarget(app: AppTile): LaunchTarget {
  if (app.status === 'coming-soon') return { kind: 'coming-soon' };
  if (app.id === 'content-extractor') return { kind: 'extension' };
  if (app.externalUrl) return { kind: 'external', url: app.externalUrl };
  if (!app.path) return { kind: 'unavailable' };
  return inAppIds.has(app.id) ? { kind: 'in-app', path: app.path } : { kind: 'new-tab', path: app.path };
}

/** 'Active', 'Inactive', 'Maintenance', 'Beta' or 'Coming soon'. */
export function statusLabel(status: AppStatus): string {
  return appStatusLabels[status];
}

/** Status dot colours: active green, inactive and coming soon grey, maintenance orange, beta blue. */
export const statusColor: Record<AppStatus, string> = {
  active: 'green',
  inactive: 'gray',
  maintenance: 'orange',
  beta: 'blue',
  'coming-soon': 'gray',
};

/** 'Frontend' or 'Backend'. */
export function typeLabel(type: AppTile['type']): string {
  return type === 'frontend' ? 'Frontend' : 'Backend';
}
