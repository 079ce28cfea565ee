import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { criterionLabel, type ScorecardCriterion, type StageScorecard, scoreSourceLabels } from '@rw/core';
import { IconClipboardCheck, IconSparkles } from '@tabler/icons-react';
import { ScoreBadge } from '#/features/candidates/components/score-badge';
import { formatDateTime } from '#/features/candidates/pages/utils/candidate-format';

type ScorecardListProps = {
  scorecards: readonly StageScorecard[];
  criteria: readonly ScorecardCriterion[];
  /** The AI's Overall on the record and when it scored, shown apart from the interviewers'. */
  ai: { overall: number | null; scoredAt: string | null };
};

function Scores({ card, criteria }: { card: StageScorecard; criteria: readonly ScorecardCriterion[] }) {
  return (
    <Group gap="sm" wrap="wrap">
      {criteria.map((c) => (
        <Group key={c.key} gap={4} wrap="nowrap" title={c.title}>
          <Text size="xs" fw={600} c="dimmed">
            {criterionLabel(c.key)}
          </Text>
          <ScoreBadge score={card[`${c.key}_score`]} size="xs" />
        </Group>
      ))}
    </Group>
  );
}

/**
 * The record's scorecards, latest saved first (docs/product/pipeline.md#scorecards): interviewer, when,
 * their scores, overall and feedback; the caller's marked 'You'. Below, the AI's Overall with its 'AI' badge,
 * which the scorecards never replace.
 */
export function ScorecardList({ scorecards, criteria, ai }: ScorecardListProps) {
  return (
    <Stack gap="sm" component="section" aria-labelledby="scorecards-title">
      <Title order={3} size="h5" id="scorecards-title">
        Scorecards ({scorecards.length})
      </Title>
      {scorecards.length === 0 && (
        <Text size="sm" c="dimmed">
          No interviewer has scored this stage yet.
        </Text>
      )}
      <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {scorecards.map((card) => (
          <Paper key={card.id} component="li" withBorder radius="md" p="sm" data-testid="scorecard">
            <Stack gap={6}>
              <Group justify="space-between" wrap="wrap" gap="xs">
                <Group gap="xs" wrap="nowrap" style={{ minWidth: 0 }}>
                  <IconClipboardCheck size={16} aria-hidden color="var(--mantine-color-teal-6)" />
                  <Text size="sm" fw={600} truncate="end" title={card.interviewer_email}>
                    {card.interviewer_name || card.interviewer_email}
                  </Text>
                  {card.mine && (
                    <Badge size="xs" variant="light" color="gray">
                      You
                    </Badge>
                  )}
                </Group>
                <Group gap="xs" wrap="nowrap">
                  <Text size="xs" c="dimmed">
                    {formatDateTime(card.updated_at)}
                  </Text>
                  <ScoreBadge score={card.overall_match} />
                </Group>
              </Group>
              <Scores card={card} criteria={criteria} />
              {card.feedback && (
                <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {card.feedback}
                </Text>
              )}
            </Stack>
          </Paper>
        ))}
      </Stack>
      {ai.overall != null && (
        <Group gap="xs" data-testid="ai-score">
          <Badge
            size="sm"
            variant="outline"
            color="violet"
            leftSection={<IconSparkles size={12} aria-hidden />}
          >
            {scoreSourceLabels.ai}
          </Badge>
          <Text size="sm" c="dimmed">
            AI scoring {ai.scoredAt ? `on ${formatDateTime(ai.scoredAt)}` : ''}:
          </Text>
          <ScoreBadge score={ai.overall} />
          <Text size="xs" c="dimmed">
            {scorecards.length > 0
              ? 'Kept on the record; the scorecards are used.'
              : 'Used until a scorecard is saved.'}
          </Text>
        </Group>
      )}
    </Stack>
  );
}
