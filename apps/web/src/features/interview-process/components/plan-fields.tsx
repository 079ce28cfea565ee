import { ActionIcon, Button, Group, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';

type PlanFieldsProps = {
  interviewPlan: string;
  killerQuestions: string[];
  onPlanChange: (plan: string) => void;
  onQuestionsChange: (questions: string[]) => void;
};

/**
 * 'Interview plan / Killer Questions' of the stage details
 * (docs/product/interview-process.md#stage-details); trimmed on save.
 */
export function PlanFields({
  interviewPlan,
  killerQuestions,
  onPlanChange,
  onQuestionsChange,
}: PlanFieldsProps) {
  return (
    <Stack gap="xs">
      <Title order={3} size="h5">
        Interview plan / Killer Questions
      </Title>
      <Textarea
        label="Interview plan"
        autosize
        minRows={3}
        maxRows={10}
        value={interviewPlan}
        onChange={(e) => onPlanChange(e.currentTarget.value)}
      />
      <Text size="sm" fw={500}>
        Killer questions
      </Text>
      <Stack gap={4}>
        {killerQuestions.map((question, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no identity of their own; order is the identity.
          <Group key={index} gap={6} wrap="nowrap">
            <TextInput
              size="xs"
              style={{ flex: 1 }}
              aria-label={`Killer question ${index + 1}`}
              placeholder="A knock-out question"
              value={question}
              onChange={(e) =>
                onQuestionsChange(killerQuestions.map((q, n) => (n === index ? e.currentTarget.value : q)))
              }
            />
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={`Remove killer question ${index + 1}`}
              onClick={() => onQuestionsChange(killerQuestions.filter((_, n) => n !== index))}
            >
              <IconX size={14} aria-hidden />
            </ActionIcon>
          </Group>
        ))}
      </Stack>
      <Group>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconPlus size={14} aria-hidden />}
          onClick={() => onQuestionsChange([...killerQuestions, ''])}
        >
          Add killer question
        </Button>
      </Group>
    </Stack>
  );
}
