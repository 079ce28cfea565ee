import {
  Button,
  Checkbox,
  CloseButton,
  Group,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { emptyWork, type WorkDraft } from '#/features/linkedin-parser/utils/profile-draft';

type ExperienceFieldsProps = {
  value: WorkDraft[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (value: WorkDraft[]) => void;
};

/**
 * The experience list: each position's title, company, location, start and end ('YYYY' or 'YYYY-MM'; none while
 * current) and description, added and removed (docs/product/linkedin-parser.md#editing).
 */
export function ExperienceFields({ value, errors, disabled, onChange }: ExperienceFieldsProps) {
  const update = (key: string, patch: Partial<WorkDraft>) =>
    onChange(value.map((w) => (w.key === key ? { ...w, ...patch } : w)));
  return (
    <Stack gap="sm">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          No positions read.
        </Text>
      )}
      {value.map((w, i) => {
        const label = w.position || w.name || `Position ${i + 1}`;
        return (
          <Paper key={w.key} withBorder radius="sm" p="sm" role="group" aria-label={`Position: ${label}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {label}
                </Text>
                <CloseButton
                  aria-label={`Remove position ${label}`}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((x) => x.key !== w.key))}
                />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing="xs">
                <TextInput
                  label="Title"
                  value={w.position}
                  disabled={disabled}
                  maxLength={300}
                  onChange={(e) => update(w.key, { position: e.currentTarget.value })}
                />
                <TextInput
                  label="Company"
                  value={w.name}
                  disabled={disabled}
                  maxLength={300}
                  onChange={(e) => update(w.key, { name: e.currentTarget.value })}
                />
                <TextInput
                  label="Location"
                  value={w.location}
                  disabled={disabled}
                  maxLength={300}
                  onChange={(e) => update(w.key, { location: e.currentTarget.value })}
                />
                <TextInput
                  label="Start"
                  placeholder="YYYY-MM"
                  value={w.startDate}
                  disabled={disabled}
                  error={errors[`work.${w.key}.startDate`]}
                  onChange={(e) => update(w.key, { startDate: e.currentTarget.value })}
                />
                <TextInput
                  label="End"
                  placeholder={w.current ? 'Present' : 'YYYY-MM'}
                  value={w.current ? '' : w.endDate}
                  disabled={disabled || w.current}
                  error={errors[`work.${w.key}.endDate`]}
                  onChange={(e) => update(w.key, { endDate: e.currentTarget.value })}
                />
                <Checkbox
                  label="Current position"
                  checked={w.current}
                  disabled={disabled}
                  mt={{ base: 0, sm: 30 }}
                  onChange={(e) => update(w.key, { current: e.currentTarget.checked })}
                />
              </SimpleGrid>
              <Textarea
                label="Description"
                value={w.summary}
                disabled={disabled}
                autosize
                minRows={1}
                maxRows={6}
                maxLength={2000}
                onChange={(e) => update(w.key, { summary: e.currentTarget.value })}
              />
            </Stack>
          </Paper>
        );
      })}
      <Group>
        <Button
          variant="light"
          size="xs"
          leftSection={<IconPlus size={14} aria-hidden />}
          disabled={disabled}
          onClick={() => onChange([...value, emptyWork()])}
        >
          Add position
        </Button>
      </Group>
    </Stack>
  );
}
