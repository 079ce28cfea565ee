import { Alert, Button, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { ScreenEvaluationSummary } from '@rw/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useState } from 'react';
import { useRecentEvaluations } from '#/features/screen-evaluation/api/get-screen-evaluations';
import { EvaluationModal } from '#/features/screen-evaluation/components/evaluation-modal';
import { RecentEvaluationCard } from '#/features/screen-evaluation/components/recent-evaluation-card';

/**
 * 'Recent Evaluations' (docs/product/screen-evaluation.md#saved-evaluations): the latest 3 saved, each with
 * 'View Full Analysis'.
 */
export function RecentEvaluations() {
  const recent = useRecentEvaluations();
  const [open, setOpen] = useState<ScreenEvaluationSummary | null>(null);
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="recent-evaluations-title">
      <Stack gap="md">
        <Title order={2} size="h4" id="recent-evaluations-title">
          Recent Evaluations
        </Title>
        {recent.isPending ? (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} height={150} radius="md" />
            ))}
          </SimpleGrid>
        ) : recent.isError ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle aria-hidden />}
            title="Failed to load evaluations"
          >
            <Button size="xs" variant="light" color="red" mt="xs" onClick={() => void recent.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : recent.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No saved evaluations yet. Save an analysis and it appears here.
          </Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            {recent.data.map((evaluation) => (
              <RecentEvaluationCard
                key={evaluation.id}
                evaluation={evaluation}
                onView={() => setOpen(evaluation)}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
      <EvaluationModal evaluation={open} onClose={() => setOpen(null)} />
    </Paper>
  );
}
