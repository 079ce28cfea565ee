/**
 * Analytics (docs/product/analytics.md): the User Activity, App Usage and Performance Metrics screens, and
 * the job's Analytics tab, for the route tree.
 */
export { AppUsagePage } from './components/app-usage-page';
export { JobAnalyticsTab } from './components/job-analytics-tab';
export { PerformancePage } from './components/performance-page';
export { UserActivityPage } from './components/user-activity-page';
