import {
  Alert,
  Badge,
  Button,
  Group,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import {
  companiesMissingMessage,
  companiesReadyMessage,
  describingCompaniesMessage,
  type TrainerCompany,
  type TrainerDescribing,
  trainerMessages,
} from '@rw/core';
import { IconCircleCheck, IconSparkles } from '@tabler/icons-react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import type { ActionFeedback } from '#/lib/action-feedback';

type CompanyStatusPanelProps = {
  companies: readonly TrainerCompany[];
  describing: TrainerDescribing;
  /** Whether descriptions can be made now (the organisation has a key; no run going on). */
  canDescribe: boolean;
  starting: boolean;
  onDescribe: () => void;
  feedback: ActionFeedback | null;
};

/**
 * Company Description Status (docs/product/data-trainer.md#company-descriptions): 'All companies have
 * descriptions ready for training' or how many still lack one, with 'Generate descriptions' and its progress;
 * the companies with a description and their count. Blank names never reach it (the server skips them).
 */
export function CompanyStatusPanel(props: CompanyStatusPanelProps) {
  const { companies, describing } = props;
  const ready = companies.filter((c) => c.description);
  const missing = companies.length - ready.length;
  const running = describing.status === 'running';
  const percent = describing.total > 0 ? Math.round((describing.done / describing.total) * 100) : 0;
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {trainerMessages.companyStatusTitle}
        </Title>
        {missing === 0 ? (
          <Group gap={6} wrap="nowrap">
            <IconCircleCheck size={18} aria-hidden color="var(--mantine-color-teal-7)" />
            <Text size="sm" c="teal.8" fw={500}>
              {trainerMessages.allDescriptionsReady}
            </Text>
          </Group>
        ) : (
          <Group justify="space-between" wrap="wrap" gap="xs">
            <Text size="sm" fw={500}>
              {companiesMissingMessage(missing)}
            </Text>
            <Button
              size="xs"
              variant="light"
              leftSection={<IconSparkles size={14} aria-hidden />}
              loading={props.starting || running}
              disabled={!props.canDescribe}
              onClick={props.onDescribe}
            >
              Generate descriptions
            </Button>
          </Group>
        )}
        {running && (
          <Stack gap={4}>
            <Progress value={percent} animated size="sm" aria-label="Company descriptions progress" />
            <Text size="xs" c="dimmed">
              {describingCompaniesMessage(describing.done, describing.total)}
            </Text>
          </Stack>
        )}
        {describing.status === 'failed' && describing.error && (
          <Alert color="red" variant="light" py="xs">
            {describing.error}
          </Alert>
        )}
        {missing > 0 && !props.canDescribe && !running && (
          <Text size="xs" c="dimmed">
            Without a key of your organisation’s, training describes them first with the key you give for the
            run.
          </Text>
        )}
        <Text size="sm" c="dimmed" data-testid="companies-ready-count">
          {companiesReadyMessage(ready.length)}
        </Text>
        {ready.length > 0 && (
          <ScrollArea.Autosize mah={240} type="auto" offsetScrollbars>
            <Table verticalSpacing={6} fz="sm" aria-label="Companies with descriptions">
              <Table.Tbody>
                {ready.map((c) => (
                  <Table.Tr key={c.name}>
                    <Table.Td w="30%" fw={500} valign="top">
                      {c.name}
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm" lineClamp={2}>
                        {c.description}
                      </Text>
                    </Table.Td>
                    <Table.Td valign="top" style={{ whiteSpace: 'nowrap' }}>
                      {c.source && (
                        <Badge size="xs" variant="light" color="gray" tt="none">
                          {c.source}
                        </Badge>
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollArea.Autosize>
        )}
        <ActionFeedbackText feedback={props.feedback} />
      </Stack>
    </Paper>
  );
}
