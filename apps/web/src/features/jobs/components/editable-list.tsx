import { ActionIcon, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCheck, IconPencil, IconTrash } from '@tabler/icons-react';
import { type KeyboardEvent, type ReactNode, useState } from 'react';

type EditableListProps = {
  title: string;
  items: string[];
  onChange: (items: string[]) => void;
  /** Extra controls beside the title ('Import from company'). */
  actions?: ReactNode;
};

function ItemRow({
  item,
  onSave,
  onRemove,
}: {
  item: string;
  onSave: (v: string) => void;
  onRemove: () => void;
}) {
  const [editing, setEditing] = useState<string | null>(null);
  const commit = () => {
    if (editing?.trim()) onSave(editing.trim());
    setEditing(null);
  };
  const handleKey = (event: KeyboardEvent) => {
    if (event.key === 'Enter') commit();
    if (event.key === 'Escape') setEditing(null);
  };
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Text aria-hidden pt={4}>
        •
      </Text>
      {editing === null ? (
        <Text style={{ flex: 1 }} pt={4}>
          {item}
        </Text>
      ) : (
        <TextInput
          style={{ flex: 1 }}
          size="xs"
          value={editing}
          onChange={(e) => setEditing(e.currentTarget.value)}
          onKeyDown={handleKey}
          onBlur={commit}
          aria-label={`Edit item: ${item}`}
          autoFocus
        />
      )}
      {editing === null ? (
        <ActionIcon variant="subtle" aria-label={`Edit ${item}`} onClick={() => setEditing(item)}>
          <IconPencil size={16} aria-hidden />
        </ActionIcon>
      ) : (
        <ActionIcon variant="subtle" aria-label="Done editing" onMouseDown={commit}>
          <IconCheck size={16} aria-hidden />
        </ActionIcon>
      )}
      <ActionIcon variant="subtle" color="red" aria-label={`Remove ${item}`} onClick={onRemove}>
        <IconTrash size={16} aria-hidden />
      </ActionIcon>
    </Group>
  );
}

/**
 * An editable bullet list of the Job Description tab (docs/product/jobs.md#job-description-tab): inline edit,
 * remove, add on Enter; an empty list shows 'No items yet'.
 */
export function EditableList({ title, items, onChange, actions }: EditableListProps) {
  const [draft, setDraft] = useState('');
  const handleAdd = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    event.preventDefault();
    const value = draft.trim();
    if (!value) return;
    onChange([...items, value]);
    setDraft('');
  };
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Group justify="space-between" mb="sm">
        <Title order={3} size="h4">
          {title}
        </Title>
        {actions}
      </Group>
      <Stack gap={6}>
        {items.length === 0 && (
          <Text c="dimmed" size="sm">
            No items yet
          </Text>
        )}
        {items.map((item, index) => (
          <ItemRow
            // Items may repeat while edited; the position keeps rows apart.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={`${index}-${item}`}
            item={item}
            onSave={(value) => onChange(items.map((it, i) => (i === index ? value : it)))}
            onRemove={() => onChange(items.filter((_, i) => i !== index))}
          />
        ))}
        <TextInput
          mt="xs"
          placeholder="Add an item and press Enter"
          aria-label={`Add to ${title}`}
          value={draft}
          onChange={(e) => setDraft(e.currentTarget.value)}
          onKeyDown={handleAdd}
        />
      </Stack>
    </Paper>
  );
}
