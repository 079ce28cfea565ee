import { Group, Stack, Text } from '@mantine/core';
import { type StageRecord, usedCriterionScores } from '@rw/core';
import type { ReactNode } from 'react';
import { ScoreBadge } from '#/features/candidates/components/score-badge';
import { ScoreSourceBadge, scoreSourceText } from '#/features/candidates/components/score-source-badge';
import { recordScores, toTenScale } from '#/features/candidates/pages/utils/candidate-detail';

function Row({ label, score, children }: { label: string; score: number | null; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" align="center">
      <Text size="sm" fw={600} w={56} style={{ flex: 'none' }}>
        {label}
      </Text>
      <span style={{ flex: 'none' }}>
        <ScoreBadge score={score == null ? null : toTenScale(score)} />
      </span>
      {children}
    </Group>
  );
}

function Note({ children }: { children: string | null }) {
  if (!children) return null;
  return (
    <Text size="xs" c="dimmed" lineClamp={2} title={children}>
      {children}
    </Text>
  );
}

/**
 * A record's scores on the candidate page (docs/product/candidates.md#candidate-page,
 * docs/product/pipeline.md#scorecards): AC1-AC5 and Overall of the score the record uses, the Overall with its
 * 'Scorecard' or 'AI' badge and who gave it when. The AI's rationales show beside its scores; when the
 * scorecards are used, the AI's Overall is still shown apart, marked 'AI'.
 */
export function RecordScores({ record }: { record: StageRecord }) {
  const ai = recordScores(record);
  const aiOverall = ai.find((s) => s.key === 'overall');
  const byScorecards = record.score_source === 'scorecard';
  const used = usedCriterionScores(record);
  const criteria = byScorecards
    ? (['ac1', 'ac2', 'ac3', 'ac4', 'ac5'] as const).flatMap((key) => {
        const score = used[`${key}_score`];
        return score == null ? [] : [{ key, label: key.toUpperCase(), score, rationale: null }];
      })
    : ai.filter((s) => s.key !== 'overall');
  if (!record.score_source) return null;
  return (
    <Stack gap={6} data-testid="record-scores">
      {criteria.map((s) => (
        <Row key={s.key} label={s.label} score={s.score}>
          <Note>{s.rationale}</Note>
        </Row>
      ))}
      <Row label="Overall" score={record.overall_used}>
        <ScoreSourceBadge record={record} />
        <Note>{byScorecards ? scoreSourceText(record) : (aiOverall?.rationale ?? null)}</Note>
      </Row>
      {byScorecards && aiOverall && (
        <Row label="AI" score={aiOverall.score}>
          <Note>{scoreSourceText({ ...record, score_source: 'ai' })}</Note>
        </Row>
      )}
    </Stack>
  );
}
