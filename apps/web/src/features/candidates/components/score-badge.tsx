import { Badge, type BadgeProps, Text } from '@mantine/core';
import { scoreBandColor } from '@rw/core';

/**
 * A 0-10 score as an 'n/10' badge coloured by its band (docs/product/candidates.md#views: >= 8 green,
 * >= 6 yellow, >= 4 orange, else red); a dash when there is no score.
 */
export function ScoreBadge({
  score,
  size = 'sm',
}: {
  score: number | null | undefined;
  size?: BadgeProps['size'];
}) {
  if (score == null || !Number.isFinite(score)) {
    return (
      <Text span c="dimmed" size="sm" aria-label="No score">
        —
      </Text>
    );
  }
  const shown = Math.round(score * 10) / 10;
  return (
    <Badge
      color={scoreBandColor(score)}
      variant="light"
      size={size}
      aria-label={`Score ${shown} out of 10`}
      // One width and tabular digits for '3/10' and '10/10', so badges and the text beside them line up.
      miw="4.6em"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {shown}/10
    </Badge>
  );
}
