import { Badge, Button, Group, Modal, Paper, ScrollArea, Stack, Table, Text } from '@mantine/core';
import { criterionEvidenceLabels, roleRubricBands } from '@rw/core';
import type { DescriptionWizard } from '#/features/role-builder/hooks/use-description-wizard';

type CriteriaModalProps = {
  wizard: DescriptionWizard;
  saving: boolean;
  onSave: () => void;
};

/**
 * 'Assessment Criteria' (docs/product/role-builder.md#assessment-criteria): each criterion with where it can
 * be checked and its rubric on the 0-100 bands; Back returns to the description, Save Criteria saves the job
 * too.
 */
export function CriteriaModal({ wizard, saving, onSave }: CriteriaModalProps) {
  const { state } = wizard;
  const criteria = state.criteria ?? [];
  return (
    <Modal
      opened={state.step === 'criteria'}
      onClose={wizard.close}
      title="Assessment Criteria"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          Saving makes these AC1-AC{criteria.length} of every stage of the job's interview process, so AI
          scoring and scorecards use them. Bands are points out of 100.
        </Text>
        <ScrollArea.Autosize mah={480}>
          <Stack gap="sm">
            {criteria.map((c, i) => (
              <Paper key={c.title} withBorder p="sm" component="section" aria-label={`AC${i + 1} ${c.title}`}>
                <Group justify="space-between" mb={4}>
                  <Text fw={600}>
                    AC{i + 1}. {c.title}
                  </Text>
                  <Badge variant="light">{criterionEvidenceLabels[c.evidence]}</Badge>
                </Group>
                {c.description && (
                  <Text size="sm" mb="xs">
                    {c.description}
                  </Text>
                )}
                <Table withRowBorders={false} verticalSpacing={2}>
                  <Table.Tbody>
                    {c.rubric.map((r) => (
                      <Table.Tr key={`${r.min}-${r.max}`}>
                        <Table.Td w={90}>
                          <Text size="xs" fw={600}>
                            {r.min}-{r.max}
                          </Text>
                        </Table.Td>
                        <Table.Td w={100}>
                          <Text size="xs" c="dimmed">
                            {roleRubricBands.find((b) => b.min === r.min && b.max === r.max)?.label ?? ''}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="xs">{r.description}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Paper>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Group justify="flex-end">
          <Button variant="default" onClick={wizard.back}>
            Back
          </Button>
          <Button onClick={onSave} loading={saving} disabled={criteria.length === 0}>
            Save Criteria
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
