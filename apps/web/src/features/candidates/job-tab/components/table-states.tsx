import { Box, Button, Group, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { candidateMessages } from '@rw/core';
import { IconAlertTriangle } from '@tabler/icons-react';

const SKELETON_ROWS = 7;

/** Placeholder rows while a stage's candidates load. */
export function CandidatesTableSkeleton() {
  return (
    <Box
      aria-busy="true"
      aria-label="Loading candidates"
      role="status"
      p="md"
      style={{
        border: '1px solid var(--mantine-color-default-border)',
        borderRadius: 'var(--mantine-radius-md)',
      }}
    >
      <Stack gap="md">
        <Skeleton height={14} width="60%" />
        {Array.from({ length: SKELETON_ROWS }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholder rows have no identity.
          <Group key={i} gap="md" wrap="nowrap">
            <Skeleton height={16} width={16} radius="sm" />
            <Skeleton height={12} width="18%" />
            <Skeleton height={12} width="18%" />
            <Skeleton height={12} width="26%" />
            <Skeleton height={12} width="14%" />
          </Group>
        ))}
      </Stack>
    </Box>
  );
}

/** 'Failed to load candidates' with Retry (docs/product/candidates.md#candidates-tab). */
export function CandidatesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Stack align="center" py="xl" gap="sm" role="alert">
      <ThemeIcon color="red" variant="light" size={44} radius="xl">
        <IconAlertTriangle aria-hidden />
      </ThemeIcon>
      <Text>{candidateMessages.failedToLoadCandidates}</Text>
      <Button variant="default" onClick={onRetry}>
        Retry
      </Button>
    </Stack>
  );
}
