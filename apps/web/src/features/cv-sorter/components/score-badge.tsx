import { Badge, Text } from '@mantine/core';
import type { CvSorterCandidate } from '@rw/core';
import { scoreColor } from '#/features/cv-sorter/utils/page-rules';

/**
 * A score as a badge in its band's colour (docs/product/cv-sorter.md#scoring): 8 and above green, 6 to below
 * 8 yellow, below 6 red; two decimals.
 */
export function ScoreBadge({ score, size = 'md' }: { score: number; size?: 'sm' | 'md' | 'lg' | 'xl' }) {
  const color = scoreColor(score);
  return (
    <Badge
      color={color}
      variant="light"
      size={size}
      data-band={color}
      aria-label={`Score ${score.toFixed(2)}`}
    >
      {score.toFixed(2)}
    </Badge>
  );
}

/** A candidate's final score; a failed candidate shows 'Failed' and no score, a pending one 'Not scored'. */
export function CandidateScore({ candidate }: { candidate: Pick<CvSorterCandidate, 'score' | 'status'> }) {
  if (candidate.status === 'failed') {
    return (
      <Badge color="gray" variant="outline" size="md">
        Failed
      </Badge>
    );
  }
  if (candidate.score === null) {
    return (
      <Text size="xs" c="dimmed">
        Not scored
      </Text>
    );
  }
  return <ScoreBadge score={candidate.score} />;
}
