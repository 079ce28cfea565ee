import { Group, Paper, Skeleton, Stack } from '@mantine/core';

/**
 * Placeholder of the tabs and the detail view while the companies load
 * (docs/product/companies.md#loading-and-errors).
 */
export function CompaniesSkeleton() {
  return (
    <Stack gap="md" role="status" aria-live="polite" aria-label="Loading companies">
      <Group gap="sm">
        <Skeleton height={34} width={34} radius="md" />
        <Skeleton height={34} width={140} radius="md" />
        <Skeleton height={34} width={120} radius="md" />
        <Skeleton height={34} width={34} radius="md" />
      </Group>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <Skeleton height={28} width="40%" />
          <Skeleton height={14} width="25%" />
          <Group gap="lg" mt="sm">
            {[1, 2, 3, 4].map((n) => (
              <Skeleton key={n} height={44} width={150} />
            ))}
          </Group>
          <Skeleton height={14} mt="md" />
          <Skeleton height={14} />
          <Skeleton height={14} width="70%" />
        </Stack>
      </Paper>
    </Stack>
  );
}
