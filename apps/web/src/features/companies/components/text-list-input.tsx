import { ActionIcon, Group, Input, Pill, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type KeyboardEvent, useState } from 'react';
import { addListItem } from '#/features/companies/utils/company-form-values';

type TextListInputProps = {
  label: string;
  /** Singular noun for the add button and the remove buttons, e.g. 'value'. */
  itemName: string;
  placeholder: string;
  value: string[];
  onChange: (value: string[]) => void;
};

/**
 * A list of short texts (values, benefits): Enter adds the typed item when it is non-blank after
 * trimming (docs/product/companies.md#editing) and not already listed; each item has a remove button.
 */
export function TextListInput({ label, itemName, placeholder, value, onChange }: TextListInputProps) {
  const [draft, setDraft] = useState('');

  const handleAdd = () => {
    if (!draft.trim()) return;
    onChange(addListItem(value, draft));
    setDraft('');
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
    // Enter adds the item; it must not submit the company form.
    event.preventDefault();
    handleAdd();
  };

  return (
    <Input.Wrapper labelElement="div" label={label} description={`Type a ${itemName} and press Enter`}>
      <Stack gap="xs" mt={6}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            style={{ flex: 1 }}
            placeholder={placeholder}
            aria-label={label}
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            onKeyDown={handleKeyDown}
          />
          <ActionIcon
            size={36}
            variant="light"
            aria-label={`Add ${itemName}`}
            disabled={!draft.trim()}
            onClick={handleAdd}
          >
            <IconPlus size={18} aria-hidden />
          </ActionIcon>
        </Group>
        {value.length === 0 ? (
          <Text size="xs" c="dimmed">
            No {itemName}s added yet
          </Text>
        ) : (
          <Group gap={6}>
            {value.map((item) => (
              <Pill
                key={item}
                size="md"
                withRemoveButton
                // Mantine hides the remove button from the keyboard and screen readers; this list needs it.
                removeButtonProps={{
                  'aria-label': `Remove ${itemName} ${item}`,
                  'aria-hidden': false,
                  tabIndex: 0,
                }}
                onRemove={() => onChange(value.filter((v) => v !== item))}
              >
                {item}
              </Pill>
            ))}
          </Group>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
