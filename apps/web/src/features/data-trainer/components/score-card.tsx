import { Button, Group, NumberInput, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  companyInfoPreview,
  cvSorterCriteria,
  cvSorterCriterionLabels,
  MANUAL_SCORE_MAX,
  MANUAL_SCORE_MIN,
  MANUAL_SCORE_STEP,
  type TrainerCandidate,
  trainerMessages,
} from '@rw/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import type { ScoreDraft, ScoreInput } from '#/features/data-trainer/utils/trainer-rules';
import { formatAbsoluteTime, formatRelativeTime } from '#/lib/relative-time';

type ScoreCardProps = {
  candidate: TrainerCandidate;
  draft: ScoreDraft;
  dirty: boolean;
  saving: boolean;
  error: string | null;
  onChange: (criterion: (typeof cvSorterCriteria)[number], value: ScoreInput) => void;
  onSave: () => void;
};

/**
 * One candidate of 'Manual Candidate Scoring' (docs/product/data-trainer.md#hand-scores): company, title, the
 * first 100 characters of the company's description, an input per criterion (0-10, step 0.01, 5 until set),
 * 'Save Scores', and who saved them and when. Enter in an input saves the card.
 */
export function ScoreCard({ candidate: c, draft, dirty, saving, error, onChange, onSave }: ScoreCardProps) {
  const headingId = `trainer-candidate-${c.id}`;
  return (
    <Paper
      withBorder
      radius="md"
      p="sm"
      component="article"
      aria-labelledby={headingId}
      data-testid="score-card"
    >
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Stack gap={0} miw={0}>
            <Text fw={600} id={headingId} truncate>
              {c.name}
            </Text>
            <Text size="sm">
              {c.currentTitle} · <b>{c.currentCompany}</b>
            </Text>
          </Stack>
          {c.handFinalScore !== null && (
            <Text size="sm" fw={600} c="dimmed" style={{ whiteSpace: 'nowrap' }}>
              Mean {c.handFinalScore.toFixed(2)}
            </Text>
          )}
        </Group>
        <Text size="xs" c="dimmed">
          {c.companyDescription ? companyInfoPreview(c.companyDescription) : trainerMessages.noDescription}
        </Text>
        <SimpleGrid type="container" cols={{ base: 2, '560px': 4 }} spacing="xs">
          {cvSorterCriteria.map((k) => (
            <NumberInput
              key={k}
              label={cvSorterCriterionLabels[k]}
              aria-label={`${cvSorterCriterionLabels[k]} of ${c.name}`}
              size="xs"
              min={MANUAL_SCORE_MIN}
              max={MANUAL_SCORE_MAX}
              step={MANUAL_SCORE_STEP}
              decimalScale={2}
              clampBehavior="blur"
              value={draft[k]}
              onChange={(v) => onChange(k, v)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') onSave();
              }}
            />
          ))}
        </SimpleGrid>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Text size="xs" c={error ? 'red.8' : 'dimmed'} role={error ? 'alert' : undefined}>
            {error ??
              (dirty
                ? 'Not saved yet'
                : c.scoredAt
                  ? `${trainerMessages.scoresSaved} by ${c.scoredBy ?? 'someone'} · `
                  : 'Not scored yet')}
            {!error && !dirty && c.scoredAt && (
              <time dateTime={c.scoredAt} title={formatAbsoluteTime(c.scoredAt)}>
                {formatRelativeTime(c.scoredAt)}
              </time>
            )}
          </Text>
          <Button
            size="xs"
            variant={dirty ? 'filled' : 'default'}
            leftSection={<IconDeviceFloppy size={14} aria-hidden />}
            loading={saving}
            onClick={onSave}
            aria-label={`${trainerMessages.saveScores} of ${c.name}`}
          >
            {trainerMessages.saveScores}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
