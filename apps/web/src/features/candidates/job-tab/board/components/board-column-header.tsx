import { stageCategoryColor } from '@rw/core';
import { StageBadge } from '#/features/candidates/components/stage-badge';
import type { BoardColumn } from '#/features/candidates/job-tab/board/utils/board-columns';
import classes from './board.module.css';

/**
 * A column's header: the stage's emoji, title and number of candidates, over a stripe of its category's
 * colour; a concurrent step also shows its badge ('4.a').
 */
export function BoardColumnHeader({ column, count }: { column: BoardColumn; count: number }) {
  return (
    <header
      className={classes.columnHead}
      style={{ borderTopColor: `var(--mantine-color-${stageCategoryColor(column.category)}-filled)` }}
    >
      {column.emoji && (
        <span className={classes.emoji} aria-hidden>
          {column.emoji}
        </span>
      )}
      <h3 className={classes.columnTitle} title={column.title}>
        {column.title}
      </h3>
      {column.substep && (
        <StageBadge
          record={{
            stage_id: column.id,
            stage_level: column.level,
            stage_substep: column.substep,
            stage_title: column.title,
            stage_category: column.category,
          }}
        />
      )}
      <span className={classes.count} aria-hidden>
        {count.toLocaleString('en-US')}
      </span>
    </header>
  );
}
