import { Badge, type BadgeProps, Tooltip } from '@mantine/core';
import { type StageRecord, scorecardMessages, scoreSourceLabels } from '@rw/core';
import { IconClipboardCheck, IconSparkles } from '@tabler/icons-react';
import { formatDateTime } from '#/features/candidates/pages/utils/candidate-format';

type Scored = Pick<StageRecord, 'score_source' | 'scorecards' | 'scored_at'>;

/**
 * Who gave the Overall a record uses (docs/product/pipeline.md#scorecards): 'Mean of 2 scorecards; latest by
 * Bob, Mar 4, 2026, 10:15 AM', or 'Scored by AI, …'; null when the record has no score.
 */
export function scoreSourceText(record: Scored): string | null {
  const cards = record.scorecards;
  if (record.score_source === 'scorecard') {
    const who = cards.latest_interviewer_name || cards.latest_interviewer_email || '—';
    return scorecardMessages.scoredByScorecards(cards.count, who, formatDateTime(cards.latest_at));
  }
  if (record.score_source === 'ai') return scorecardMessages.scoredByAi(formatDateTime(record.scored_at));
  return null;
}

/**
 * The badge beside a record's Overall: 'Scorecard' when interviewers' scorecards give it, 'AI' when AI
 * scoring does, with who and when in its tooltip (focusable, so keyboard users can read it); nothing for an
 * unscored record.
 */
export function ScoreSourceBadge({ record, size = 'sm' }: { record: Scored; size?: BadgeProps['size'] }) {
  const text = scoreSourceText(record);
  if (!record.score_source || !text) return null;
  const scorecard = record.score_source === 'scorecard';
  const Icon = scorecard ? IconClipboardCheck : IconSparkles;
  return (
    <Tooltip label={text} multiline maw={280} withArrow>
      <Badge
        size={size}
        variant="outline"
        color={scorecard ? 'teal' : 'violet'}
        leftSection={<Icon size={size === 'xs' ? 10 : 12} aria-hidden />}
        tabIndex={0}
        style={{ flex: 'none', cursor: 'help' }}
      >
        {scoreSourceLabels[record.score_source]}
      </Badge>
    </Tooltip>
  );
}
