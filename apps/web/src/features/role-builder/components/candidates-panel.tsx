import { ColorSwatch, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { roleBuilderMessages, roleCandidateStatusLabels, statusDotColor } from '@rw/core';
import { RouterAnchor } from '#/components/ui/router-anchor';
import { useRoleCandidates } from '#/features/role-builder/api/role-candidates';

/**
 * The selected job's candidates (docs/product/role-builder.md#candidates): name, current stage and a status
 * dot from their stage record (active green, pending yellow, anything else blue).
 */
export function CandidatesPanel({ jobId }: { jobId: string | null }) {
  const candidates = useRoleCandidates(jobId);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Candidates">
      <Title order={2} size="h5" mb="xs">
        Candidates
      </Title>
      {!jobId && (
        <Text size="sm" c="dimmed">
          Select a job to see its candidates.
        </Text>
      )}
      {candidates.isLoading && <Loader size="xs" aria-label="Loading candidates" />}
      {candidates.isError && (
        <Text size="sm" c="red" role="alert">
          {candidates.error.message}
        </Text>
      )}
      {candidates.isSuccess && candidates.data.length === 0 && (
        <Text size="sm" c="dimmed">
          {roleBuilderMessages.noCandidates}
        </Text>
      )}
      <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {candidates.data?.map((c) => (
          <Group key={c.id} component="li" gap="xs" wrap="nowrap" align="flex-start">
            <ColorSwatch
              size={10}
              mt={5}
              color={`var(--mantine-color-${statusDotColor(c.status)}-6)`}
              aria-label={`Status ${roleCandidateStatusLabels[c.status]}`}
              data-status={c.status}
            />
            <Stack gap={0}>
              <RouterAnchor
                to="/candidates/$candidateId"
                params={{ candidateId: c.id }}
                search={{ job: jobId ?? undefined }}
                size="sm"
              >
                {c.name}
              </RouterAnchor>
              <Text size="xs" c="dimmed">
                {c.stage} · {roleCandidateStatusLabels[c.status]}
              </Text>
            </Stack>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
