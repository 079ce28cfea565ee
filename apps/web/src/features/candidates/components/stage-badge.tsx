import { Badge } from '@mantine/core';
import { type StageRecord, stageBadgeLabel, stageCategoryColor } from '@rw/core';

/**
 * A stage record's badge (docs/product/candidates.md#candidate-page): 'level.substep', the level, the title
 * or the id, coloured by category (research blue, custom purple, final green, other grey).
 */
export function StageBadge({
  record,
}: {
  record: Pick<StageRecord, 'stage_level' | 'stage_substep' | 'stage_title' | 'stage_id' | 'stage_category'>;
}) {
  return (
    <Badge color={stageCategoryColor(record.stage_category)} variant="light" size="sm">
      {stageBadgeLabel(record)}
    </Badge>
  );
}
