import type { AppStatus, AppTile } from '@rw/core';

/** Where "Launch Application" goes for an app (docs/product/launcher.md#launcher-modal). */
export type LaunchTarget =
  | { kind: 'external'; url: string }
  | { kind: 'in-app'; path: string }
  | { kind: 'new-tab'; path: string }
  | { kind: 'unavailable' };

/**
 * Apps that open inside the product instead of a new tab (the Reviewer,
 * docs/product/launcher.md#launcher-modal).
 */
const inAppIds: ReadonlySet<string> = new Set(['reviewer']);

/**
 * An external URL opens in a new tab; the Reviewer navigates in the product; any other app opens its path
 * in a new tab; an app with neither (Content Extractor, a browser extension) cannot be launched yet.
 */
export function launchTarget(app: AppTile): LaunchTarget {
  if (app.externalUrl) return { kind: 'external', url: app.externalUrl };
  if (!app.path) return { kind: 'unavailable' };
  return inAppIds.has(app.id) ? { kind: 'in-app', path: app.path } : { kind: 'new-tab', path: app.path };
}

/** 'Active', 'Beta', or the status capitalised ('Inactive', 'Maintenance'). */
export function statusLabel(status: AppStatus): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
}

/** Status dot colours: active green, inactive grey, maintenance orange, beta blue. */
export const statusColor: Record<AppStatus, string> = {
  active: 'green',
  inactive: 'gray',
  maintenance: 'orange',
  beta: 'blue',
};

/** 'Frontend' or 'Backend'. */
export function typeLabel(type: AppTile['type']): string {
  return type === 'frontend' ? 'Frontend' : 'Backend';
}
