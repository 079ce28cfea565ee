import { Group, Paper, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Handle, type Node, type NodeProps, Position } from '@xyflow/react';
import { useEffect, useRef, useState } from 'react';
import { useCanvasActions } from '#/features/interview-process/components/canvas-context';
import { StepActions } from '#/features/interview-process/components/step-actions';
import { detailsSummary, LAYOUT, type StepNodeData } from '#/features/interview-process/utils/canvas-layout';

export type StepNode = Node<StepNodeData, 'step'>;

function RenameInput({ title, onDone }: { title: string; onDone: (title: string | null) => void }) {
  const [value, setValue] = useState(title);
  return (
    <TextInput
      size="xs"
      aria-label="Step title"
      className="nodrag nopan nowheel"
      value={value}
      autoFocus
      onChange={(e) => setValue(e.currentTarget.value)}
      onBlur={() => onDone(value)}
      onKeyDown={(e) => {
        if (e.key === 'Enter') onDone(value);
        if (e.key === 'Escape') onDone(null);
        e.stopPropagation();
      }}
    />
  );
}

/**
 * One step (block) on the canvas: its emoji, title and a summary of its details; selecting it (click, or
 * Enter on the focused card) shows its buttons. Fixed steps carry a lock and only open their details.
 */
export function StageNodeView({ data }: NodeProps<StepNode>) {
  const actions = useCanvasActions();
  const { block, fixed } = data;
  const selected = actions.selectedId === block.id;
  const [renaming, setRenaming] = useState(false);
  const cardRef = useRef<HTMLButtonElement>(null);

  // A step that becomes selected (clicked, just added or moved to a new id) takes the keyboard focus, and the
  // canvas scrolls sideways just enough to show it.
  useEffect(() => {
    if (!selected) return;
    cardRef.current?.focus({ preventScroll: true });
    cardRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);
  useEffect(() => {
    if (!actions.editing || !selected) setRenaming(false);
  }, [actions.editing, selected]);

  const handleRenamed = (title: string | null) => {
    if (title === null || title.trim() === block.title || actions.onRename(block.id, title))
      setRenaming(false);
  };
  return (
    <Paper
      withBorder
      radius="md"
      p={8}
      w={LAYOUT.columnWidth}
      h={LAYOUT.nodeHeight}
      shadow={selected ? 'md' : 'xs'}
      style={{
        borderColor: selected ? 'var(--mantine-color-blue-6)' : undefined,
        borderWidth: selected ? 2 : 1,
        background: fixed ? 'var(--mantine-color-default-hover)' : undefined,
      }}
    >
      <Handle type="target" position={Position.Left} isConnectable={false} />
      <Stack gap={4} h="100%" justify="space-between">
        {renaming ? (
          <RenameInput title={block.title} onDone={handleRenamed} />
        ) : (
          <UnstyledButton
            ref={cardRef}
            className="nodrag nopan"
            aria-label={`Step ${block.title}`}
            aria-pressed={selected}
            onClick={() => actions.onSelect(block.id)}
            onDoubleClick={() => actions.onOpenDetails(block.id)}
          >
            <Group gap={6} wrap="nowrap" align="flex-start">
              <Text fz={20} lh={1.2} aria-hidden>
                {block.emoji}
              </Text>
              <Text fw={600} size="sm" lineClamp={2} style={{ flex: 1 }}>
                {block.title}
              </Text>
              {fixed && <IconLock size={14} aria-hidden color="var(--mantine-color-dimmed)" />}
            </Group>
            <Text size="xs" c="dimmed" mt={2} lineClamp={1}>
              {detailsSummary(block)}
            </Text>
          </UnstyledButton>
        )}
        {selected && !renaming && <StepActions data={data} onRename={() => setRenaming(true)} />}
      </Stack>
      <Handle type="source" position={Position.Right} isConnectable={false} />
    </Paper>
  );
}
