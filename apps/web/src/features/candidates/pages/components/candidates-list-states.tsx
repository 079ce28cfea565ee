import { Alert, Button, Group, Paper, Skeleton, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { candidateMessages } from '@rw/core';
import { IconAlertTriangle, IconInfoCircle, IconSearch, IconUsers } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

/** Placeholder rows in the table's shape while the first page loads. */
export function CandidatesListSkeleton({ rows = 8 }: { rows?: number }) {
  return (
    <Paper withBorder p="md" aria-busy="true" aria-label="Loading candidates">
      <Stack gap="lg">
        {Array.from({ length: rows }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders, never reordered
          <Group key={i} gap="lg" wrap="nowrap">
            <Skeleton circle height={32} />
            <Stack gap={6} style={{ flex: 2 }}>
              <Skeleton height={10} width="60%" />
              <Skeleton height={8} width="40%" />
            </Stack>
            <Stack gap={6} style={{ flex: 2 }}>
              <Skeleton height={10} width="70%" />
              <Skeleton height={8} width="45%" />
            </Stack>
            <Skeleton height={10} style={{ flex: 1 }} />
            <Skeleton height={10} style={{ flex: 1 }} />
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}

/** 'No candidates yet' with 'Go to Jobs' (/jobs/my-jobs): candidates arrive through a job's CSV import. */
export function NoCandidatesYet() {
  return (
    <Paper withBorder py={56} px="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={56} radius="xl">
          <IconUsers aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {candidateMessages.noCandidatesYet}
        </Title>
        <Text c="dimmed" maw={420}>
          Import candidates from a job's Candidates tab and they will be listed here.
        </Text>
        <Button component={Link} to="/jobs/my-jobs" mt="xs">
          Go to Jobs
        </Button>
      </Stack>
    </Paper>
  );
}

/** 'No candidates match your search' with 'Clear Search'. */
export function NoSearchMatches({ query, onClear }: { query: string; onClear: () => void }) {
  return (
    <Paper withBorder py={56} px="md">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon variant="light" size={56} radius="xl" color="gray">
          <IconSearch aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {candidateMessages.noSearchMatches}
        </Title>
        <Text c="dimmed" maw={420} style={{ overflowWrap: 'anywhere' }}>
          Nothing matches “{query}”. Try a shorter term or another field.
        </Text>
        <Button variant="default" onClick={onClear} mt="xs">
          Clear Search
        </Button>
      </Stack>
    </Paper>
  );
}

/**
 * 'Error Loading Candidates' / 'Failed to load candidates' with Retry
 * (docs/product/candidates.md#candidates-list: Retry reloads the page).
 */
export function CandidatesLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <Paper withBorder py={48} px="md" role="alert">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon color="red" variant="light" size={56} radius="xl">
          <IconAlertTriangle aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {candidateMessages.errorLoadingCandidates}
        </Title>
        <Text c="dimmed">{candidateMessages.failedToLoadCandidates}</Text>
        <Button variant="default" onClick={onRetry} mt="xs">
          Retry
        </Button>
      </Stack>
    </Paper>
  );
}

/** The 'Domain-Based Access' info box: who else sees these candidates. */
export function DomainAccessInfo({ domain }: { domain?: string }) {
  return (
    <Alert
      role="note"
      variant="light"
      color="blue"
      title={candidateMessages.domainAccessTitle}
      icon={<IconInfoCircle aria-hidden />}
    >
      You see the candidates uploaded by anyone from your organization's e-mail domain
      {domain ? ` (@${domain})` : ''}, and everyone there sees the candidates you upload.
    </Alert>
  );
}
