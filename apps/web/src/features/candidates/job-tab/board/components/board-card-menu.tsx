import { ActionIcon, Menu } from '@mantine/core';
import { boardMessages, type JobCandidateRow } from '@rw/core';
import { IconDots, IconExternalLink } from '@tabler/icons-react';
import { memo, useContext } from 'react';
import {
  BoardTargetsContext,
  useBoardActions,
} from '#/features/candidates/job-tab/board/components/board-context';
import { candidateName } from '#/features/candidates/job-tab/utils/candidate-rows';
import { MoveSubmenu } from '#/features/candidates/pipeline/components/pipeline-menu-items';
import classes from './board.module.css';

type BoardCardMenuProps = {
  row: JobCandidateRow;
  columnId: string;
  opened: boolean;
  onChange: (opened: boolean) => void;
  tabbable: boolean;
};

/**
 * A card's menu (docs/product/pipeline.md#board): 'Open candidate' and the list's 'Move to stage ▸' (the
 * card's own stage disabled), the way to move without dragging. It moves the selection when the card is part
 * of it, and says so.
 */
export const BoardCardMenu = memo(function BoardCardMenu({
  row,
  columnId,
  opened,
  onChange,
  tabbable,
}: BoardCardMenuProps) {
  const actions = useBoardActions();
  const targets = useContext(BoardTargetsContext);
  const id = row.candidate.id;
  const moving = opened ? actions.movingCount(id) : 1;
  return (
    <Menu opened={opened} onChange={onChange} position="bottom-end" withinPortal shadow="md" width={240}>
      <Menu.Target>
        <ActionIcon
          className={classes.cardMenu}
          variant="subtle"
          color="gray"
          size="sm"
          tabIndex={tabbable ? 0 : -1}
          aria-label={boardMessages.cardActions(candidateName(row))}
        >
          <IconDots size={16} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconExternalLink size={14} aria-hidden />} onClick={() => actions.open(id)}>
          {boardMessages.openCandidate}
        </Menu.Item>
        {moving > 1 && <Menu.Label>{boardMessages.movingSelection(moving)}</Menu.Label>}
        <MoveSubmenu
          stages={targets}
          currentStageId={columnId}
          onPick={(action) => {
            const to = action.kind === 'move' && targets.find((s) => s.stage_id === action.stageId);
            if (to) actions.moveTo(id, to);
          }}
        />
      </Menu.Dropdown>
    </Menu>
  );
});
