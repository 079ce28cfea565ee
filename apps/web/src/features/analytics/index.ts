/**
 * Analytics (docs/product/analytics.md): the User Activity and App Usage screens, for the route tree.
 */
export { AppUsagePage } from './components/app-usage-page';
export { UserActivityPage } from './components/user-activity-page';
