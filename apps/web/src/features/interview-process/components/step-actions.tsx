import { ActionIcon, Group, Tooltip } from '@mantine/core';
import {
  IconArrowLeft,
  IconArrowRight,
  IconClipboardList,
  IconPencil,
  IconRowInsertBottom,
  IconTrash,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useCanvasActions } from '#/features/interview-process/components/canvas-context';
import type { StepNodeData } from '#/features/interview-process/utils/canvas-layout';

type ActionProps = {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  color?: string;
  children: ReactNode;
};

function Action({ label, onClick, disabled, color, children }: ActionProps) {
  return (
    <Tooltip label={label} withArrow openDelay={300}>
      <ActionIcon
        variant="subtle"
        size="md"
        color={color}
        aria-label={label}
        onClick={onClick}
        disabled={disabled}
        className="nodrag nopan"
      >
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

/**
 * The buttons of the selected step (add to the right, move left/right, rename, delete; keyboard usable;
 * docs/product/interview-process.md#canvas): stage details always; in edit mode, the custom steps' edits.
 */
export function StepActions({ data, onRename }: { data: StepNodeData; onRename: () => void }) {
  const actions = useCanvasActions();
  const { block, fixed, concurrent, isFirstCustom, isLastCustom } = data;
  const editable = actions.editing && !fixed;
  return (
    <Group gap={2} wrap="nowrap">
      <Action label="Stage details" onClick={() => actions.onOpenDetails(block.id)}>
        <IconClipboardList size={18} aria-hidden />
      </Action>
      {editable && (
        <>
          <Action label="Rename step" onClick={onRename}>
            <IconPencil size={18} aria-hidden />
          </Action>
          <Action
            label="Add concurrent step"
            onClick={() => actions.onAddRight(block.id)}
            disabled={concurrent >= 3}
          >
            <IconRowInsertBottom size={18} aria-hidden />
          </Action>
          <Action
            label="Move left"
            onClick={() => actions.onMove(block.id, 'left')}
            disabled={isFirstCustom && concurrent === 1}
          >
            <IconArrowLeft size={18} aria-hidden />
          </Action>
          <Action
            label="Move right"
            onClick={() => actions.onMove(block.id, 'right')}
            disabled={isLastCustom && concurrent === 1}
          >
            <IconArrowRight size={18} aria-hidden />
          </Action>
          <Action label="Delete step" color="red" onClick={() => actions.onDelete(block.id)}>
            <IconTrash size={18} aria-hidden />
          </Action>
        </>
      )}
    </Group>
  );
}
