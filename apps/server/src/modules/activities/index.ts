/**
 * Activities: what users did (docs/product/analytics.md#recorded-activity, docs/product/launcher.md#activity).
 * Other modules record their actions with `recordActivity`, inside the action's own transaction; the app
 * mounts the routes.
 */
export { type ActivityRecord, recordActivity } from './activities.queries.js';
export { activitiesRoutes } from './activities.routes.js';
