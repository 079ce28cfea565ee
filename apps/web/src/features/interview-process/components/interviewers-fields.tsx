import { ActionIcon, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { MAX_INTERVIEWERS, type StageInterviewer } from '@rw/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { blankInterviewer } from '#/features/interview-process/utils/details-form';

type InterviewersFieldsProps = {
  interviewers: StageInterviewer[];
  onChange: (interviewers: StageInterviewer[]) => void;
};

const fields = [
  ['firstName', 'First name'],
  ['lastName', 'Last name'],
  ['email', 'E-mail'],
  ['slack', 'Slack'],
] as const;

/**
 * Interviewers of a stage (docs/product/interview-process.md#stage-details): first name, last name,
 * e-mail, Slack; at most 3.
 */
export function InterviewersFields({ interviewers, onChange }: InterviewersFieldsProps) {
  const update = (index: number, patch: Partial<StageInterviewer>) =>
    onChange(interviewers.map((i, n) => (n === index ? { ...i, ...patch } : i)));
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Interviewers
      </Title>
      {interviewers.length === 0 && (
        <Text size="sm" c="dimmed">
          No interviewers yet.
        </Text>
      )}
      {interviewers.map((person, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the identity.
        <Paper key={index} withBorder p="xs" radius="sm">
          <Group justify="space-between" mb={4}>
            <Text size="sm" fw={600}>
              Interviewer {index + 1}
              {person.role && (
                <Text span size="sm" c="dimmed" fw={400}>
                  {' '}
                  · {person.role}
                </Text>
              )}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove interviewer ${index + 1}`}
              onClick={() => onChange(interviewers.filter((_, n) => n !== index))}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
            {fields.map(([key, label]) => (
              <TextInput
                key={key}
                size="xs"
                label={label}
                aria-label={`Interviewer ${index + 1} ${label.toLowerCase()}`}
                type={key === 'email' ? 'email' : 'text'}
                value={person[key]}
                onChange={(e) => update(index, { [key]: e.currentTarget.value })}
              />
            ))}
          </SimpleGrid>
        </Paper>
      ))}
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onChange([...interviewers, blankInterviewer()])}
          disabled={interviewers.length >= MAX_INTERVIEWERS}
        >
          Add interviewer
        </Button>
        <Text size="xs" c="dimmed">
          Up to {MAX_INTERVIEWERS} per stage
        </Text>
      </Group>
    </Stack>
  );
}
