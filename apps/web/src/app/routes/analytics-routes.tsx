import { useRouter } from '@tanstack/react-router';
import { AdminOnly } from '#/app/routes/admin-only';
import { AppUsagePage, PerformancePage, UserActivityPage } from '#/features/analytics';

/** `/analytics/activity`, User Activity (admins; docs/product/analytics.md#user-activity). */
export function UserActivityRoute() {
  const router = useRouter();
  return (
    <AdminOnly title="User Activity">
      <UserActivityPage onNavigate={(path) => router.history.push(path)} />
    </AdminOnly>
  );
}

/** `/analytics/usage`, App Usage (admins; docs/product/analytics.md#app-usage). */
export function AppUsageRoute() {
  return (
    <AdminOnly title="App Usage">
      <AppUsagePage />
    </AdminOnly>
  );
}

/** `/analytics/performance`, Performance Metrics (admins; docs/product/analytics.md#performance-metrics). */
export function PerformanceRoute() {
  return (
    <AdminOnly title="Performance Metrics">
      <PerformancePage />
    </AdminOnly>
  );
}
