import { useDraggable } from '@dnd-kit/core';
import { Paper, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { type InterviewType, interviewTypeInfo, interviewTypes } from '@rw/core';
import classes from './role-builder.module.css';

function PaletteItem({ type, onAdd }: { type: InterviewType; onAdd: (type: InterviewType) => void }) {
  const { listeners, setNodeRef } = useDraggable({
    id: `palette:${type}`,
    data: { source: 'palette', type },
  });
  const info = interviewTypeInfo[type];
  return (
    <UnstyledButton
      ref={setNodeRef}
      {...listeners}
      className={classes.paletteItem}
      onClick={() => onAdd(type)}
      aria-label={`Add ${info.label}`}
      data-type={type}
    >
      <Text size="sm" fw={600}>
        <span aria-hidden>{info.emoji}</span> {info.label}
      </Text>
      <Text size="xs" c="dimmed">
        {info.hint}
      </Text>
    </UnstyledButton>
  );
}

/**
 * The interview-type palette (docs/product/role-builder.md#canvas): click (or Enter) adds a node at the
 * canvas's centre and opens Configure Interview; dragging one onto the canvas drops it at the cursor.
 */
export function InterviewPalette({ onAdd }: { onAdd: (type: InterviewType) => void }) {
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Interview types">
      <Title order={2} size="h5" mb="xs">
        Interview types
      </Title>
      <Stack gap={6}>
        {interviewTypes.map((type) => (
          <PaletteItem key={type} type={type} onAdd={onAdd} />
        ))}
      </Stack>
      <Text size="xs" c="dimmed" mt="xs">
        Click to add at the centre, or drag onto the canvas.
      </Text>
    </Paper>
  );
}
