import { Paper, Skeleton, Stack, Text } from '@mantine/core';

const widths = ['92%', '78%', '64%', '50%'];

/**
 * A shimmer placeholder with its label while the description is generated
 * (docs/product/jobs.md#job-description-tab).
 */
export function JdShimmer({ label, lines = 3 }: { label: string; lines?: number }) {
  return (
    <Paper withBorder radius="md" p="lg" aria-busy="true">
      <Text c="dimmed" size="sm" mb="sm">
        {label}
      </Text>
      <Stack gap={8}>
        {widths.slice(0, lines).map((width) => (
          <Skeleton key={width} height={12} width={width} radius="xl" />
        ))}
      </Stack>
    </Paper>
  );
}
