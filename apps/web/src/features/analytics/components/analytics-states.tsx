import { Alert, Button, EmptyState } from '@mantine/core';
import { analyticsMessages } from '@rw/core';
import { IconAlertTriangle, IconChartBar } from '@tabler/icons-react';

/** A screen that could not load: the message, the reason and Retry (docs/product/analytics.md#messages). */
export function AnalyticsError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const reason = error instanceof Error ? error.message : '';
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle aria-hidden />}
      title={analyticsMessages.loadError}
      role="alert"
    >
      {reason}
      <div>
        <Button size="compact-sm" variant="light" color="red" mt="xs" onClick={onRetry}>
          Retry
        </Button>
      </div>
    </Alert>
  );
}

/** Nothing to show yet, and what produces data. */
export function AnalyticsEmpty({ title, description }: { title: string; description: string }) {
  return (
    <EmptyState
      py="lg"
      withIndicatorBackground
      icon={<IconChartBar aria-hidden />}
      title={title}
      description={description}
    />
  );
}
