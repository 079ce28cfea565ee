import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { CandidateScreenEvaluation } from '@rw/core';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { useCandidateScreenEvaluations } from '#/features/screen-evaluation/api/get-candidate-screen-evaluations';
import { EvaluationModal } from '#/features/screen-evaluation/components/evaluation-modal';
import { OptionBadges } from '#/features/screen-evaluation/components/recent-evaluation-card';
import { formatAbsoluteTime } from '#/lib/relative-time';

/**
 * 'Screen Evaluations' on a candidate's page (docs/product/screen-evaluation.md#on-the-candidate-page): the
 * evaluations made for this candidate by anyone in the organisation, newest first, each with its date, job
 * and author, opening to the full analysis. Shows nothing when there are none.
 */
export function CandidateScreenEvaluations({ candidateId }: { candidateId: string }) {
  const evaluations = useCandidateScreenEvaluations(candidateId);
  const [open, setOpen] = useState<CandidateScreenEvaluation | null>(null);
  if (!evaluations.data?.length) return null;
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="candidate-evaluations-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="candidate-evaluations-title">
          Screen Evaluations
        </Title>
        {evaluations.data.map((evaluation) => {
          const when = formatAbsoluteTime(evaluation.created_at);
          return (
            <Group key={evaluation.id} justify="space-between" wrap="wrap" gap="sm" component="article">
              <Stack gap={2}>
                <Text fw={600}>{evaluation.job_title ?? 'No job'}</Text>
                <Group gap="xs">
                  <Text size="sm" c="dimmed">
                    {when}
                    {evaluation.author_name ? ` · by ${evaluation.author_name}` : ''}
                  </Text>
                  <OptionBadges options={evaluation.options} />
                </Group>
              </Stack>
              <Button
                variant="light"
                size="xs"
                leftSection={<IconFileText size={14} aria-hidden />}
                onClick={() => setOpen(evaluation)}
                aria-label={`View Full Analysis (${when})`}
              >
                View Full Analysis
              </Button>
            </Group>
          );
        })}
      </Stack>
      <EvaluationModal evaluation={open} onClose={() => setOpen(null)} canDelete={open?.mine ?? false} />
    </Paper>
  );
}
