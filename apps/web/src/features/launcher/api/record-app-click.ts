import { type AppClickedActivity, type AppTile, type AppType, appClickedActivity } from '@rw/core';
import { apiRequest } from '#/lib/api-client';

/** Records an app click (`POST /api/activities`, docs/product/launcher.md#activity). @throws ApiError */
export function recordAppClick(activity: AppClickedActivity): Promise<void> {
  return apiRequest('/api/activities', { method: 'POST', body: appClickedActivity.parse(activity) });
}

/** The activity of opening `app` from the dashboard in `section` with the current search text. */
export function appClickActivity(
  app: AppTile,
  section: AppType | undefined,
  search: string,
): AppClickedActivity {
  return {
    action: 'app_clicked',
    appId: app.id,
    metadata: {
      appName: app.name,
      appType: app.type,
      section: section ?? null,
      searchQuery: search.trim() || null,
    },
  };
}

/** Fire-and-forget: activity errors are only logged (docs/product/launcher.md#activity). */
export function trackAppClick(app: AppTile, section: AppType | undefined, search: string): void {
  try {
    recordAppClick(appClickActivity(app, section, search)).catch((error: unknown) =>
      console.error('Failed to record app click', error),
    );
  } catch (error) {
    console.error('Failed to record app click', error);
  }
}
