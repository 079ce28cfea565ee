import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { ScreenEvaluationSummary } from '@rw/core';
import { IconFileText } from '@tabler/icons-react';
import { formatAbsoluteTime, formatRelativeTime } from '#/lib/relative-time';

/** The option badges of an evaluation: what it was asked to include. */
export function OptionBadges({ options }: { options: ScreenEvaluationSummary['options'] }) {
  const shown = [
    options.includeScoring && 'Scores',
    options.includeRecommendations && 'Recommendations',
    options.includeSummary && 'Summary',
  ].filter((label): label is string => Boolean(label));
  return (
    <Group gap={4}>
      {shown.map((label) => (
        <Badge key={label} size="xs" variant="light" color="gray">
          {label}
        </Badge>
      ))}
    </Group>
  );
}

type RecentEvaluationCardProps = { evaluation: ScreenEvaluationSummary; onView: () => void };

/** One saved evaluation: when, what it included, the transcript preview and 'View Full Analysis'. */
export function RecentEvaluationCard({ evaluation, onView }: RecentEvaluationCardProps) {
  const when = formatAbsoluteTime(evaluation.created_at);
  return (
    <Card withBorder radius="md" padding="md" component="article" aria-label={`Evaluation of ${when}`}>
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600} title={when}>
            {formatRelativeTime(evaluation.created_at)}
          </Text>
          <OptionBadges options={evaluation.options} />
        </Group>
        <Text size="sm" c="dimmed" lineClamp={3} style={{ flex: 1, whiteSpace: 'pre-line' }}>
          {evaluation.transcript_preview || 'No transcript'}
        </Text>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconFileText size={14} aria-hidden />}
          onClick={onView}
          aria-label={`View Full Analysis (${when})`}
        >
          View Full Analysis
        </Button>
      </Stack>
    </Card>
  );
}
