import { Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { type EducationDraft, emptyEducation } from '#/features/linkedin-parser/utils/profile-draft';

type EducationFieldsProps = {
  value: EducationDraft[];
  errors: Record<string, string>;
  disabled: boolean;
  onChange: (value: EducationDraft[]) => void;
};

/** The education list: school, degree, field of study, start and end, added and removed. */
export function EducationFields({ value, errors, disabled, onChange }: EducationFieldsProps) {
  const update = (key: string, patch: Partial<EducationDraft>) =>
    onChange(value.map((e) => (e.key === key ? { ...e, ...patch } : e)));
  return (
    <Stack gap="sm">
      {value.length === 0 && (
        <Text size="sm" c="dimmed">
          No education read.
        </Text>
      )}
      {value.map((e, i) => {
        const label = e.institution || e.studyType || `Education ${i + 1}`;
        return (
          <Paper key={e.key} withBorder radius="sm" p="sm" role="group" aria-label={`Education: ${label}`}>
            <Stack gap="xs">
              <Group justify="space-between" wrap="nowrap">
                <Text size="sm" fw={600} truncate>
                  {label}
                </Text>
                <CloseButton
                  aria-label={`Remove education ${label}`}
                  disabled={disabled}
                  onClick={() => onChange(value.filter((x) => x.key !== e.key))}
                />
              </Group>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs" verticalSpacing="xs">
                <TextInput
                  label="School"
                  value={e.institution}
                  disabled={disabled}
                  maxLength={300}
                  onChange={(ev) => update(e.key, { institution: ev.currentTarget.value })}
                />
                <TextInput
                  label="Degree"
                  value={e.studyType}
                  disabled={disabled}
                  maxLength={300}
                  onChange={(ev) => update(e.key, { studyType: ev.currentTarget.value })}
                />
                <TextInput
                  label="Field of study"
                  value={e.area}
                  disabled={disabled}
                  maxLength={300}
                  onChange={(ev) => update(e.key, { area: ev.currentTarget.value })}
                />
                <TextInput
                  label="Start"
                  placeholder="YYYY"
                  value={e.startDate}
                  disabled={disabled}
                  error={errors[`education.${e.key}.startDate`]}
                  onChange={(ev) => update(e.key, { startDate: ev.currentTarget.value })}
                />
                <TextInput
                  label="End"
                  placeholder="YYYY"
                  value={e.endDate}
                  disabled={disabled}
                  error={errors[`education.${e.key}.endDate`]}
                  onChange={(ev) => update(e.key, { endDate: ev.currentTarget.value })}
                />
              </SimpleGrid>
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
          onClick={() => onChange([...value, emptyEducation()])}
        >
          Add education
        </Button>
      </Group>
    </Stack>
  );
}
