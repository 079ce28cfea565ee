import { Alert, Badge, List, Paper, Stack, Table, Text, Title, Tooltip } from '@mantine/core';
import { computeCoverage, type Workflow } from '@rw/core';
import { IconCheck } from '@tabler/icons-react';
import { useMemo } from 'react';

type CoverageViewProps = { workflow: Workflow; requirements: readonly string[] };

/**
 * Requirement coverage (docs/product/interview-process.md#requirement-coverage): the job's requirements
 * against the stages that assess them, with the requirements no stage assesses and the criteria
 * assessed twice flagged.
 */
export function CoverageView({ workflow, requirements }: CoverageViewProps) {
  const coverage = useMemo(() => computeCoverage(workflow, requirements), [workflow, requirements]);
  const titleOf = (blockId: string) => coverage.stages.find((s) => s.blockId === blockId)?.title ?? blockId;

  return (
    <Paper component="section" aria-label="Requirement coverage" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h5">
          Requirement coverage
        </Title>
        {requirements.length === 0 ? (
          <Text size="sm" c="dimmed">
            Add requirements on the Job Description tab to see which stages assess them.
          </Text>
        ) : (
          <>
            {coverage.unassessed.length > 0 && (
              <Alert color="red" variant="light" title="Not assessed by any stage">
                <List size="sm">
                  {coverage.unassessed.map((i) => (
                    <List.Item key={i}>{requirements[i]}</List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {coverage.duplicateCriteria.length > 0 && (
              <Alert color="yellow" variant="light" title="Criteria assessed twice">
                <List size="sm">
                  {coverage.duplicateCriteria.map((d) => (
                    <List.Item key={d.title}>
                      {d.title} — {d.blockIds.map(titleOf).join(', ')}
                    </List.Item>
                  ))}
                </List>
              </Alert>
            )}
            {coverage.stages.length === 0 ? (
              <Text size="sm" c="dimmed">
                No stage has assessment criteria or killer questions yet.
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={360 + coverage.stages.length * 110}>
                <Table withTableBorder withColumnBorders striped verticalSpacing={6}>
                  <Table.Caption>
                    Requirements × stages: a tick means the stage assesses the requirement.
                  </Table.Caption>
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>Requirement</Table.Th>
                      {coverage.stages.map((s) => (
                        <Table.Th key={s.blockId} ta="center">
                          <span aria-hidden>{s.emoji} </span>
                          {s.title}
                        </Table.Th>
                      ))}
                      <Table.Th ta="center">Stages</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {coverage.requirements.map((r) => (
                      <Table.Tr key={r.index}>
                        <Table.Td>{r.requirement}</Table.Td>
                        {coverage.stages.map((s) => {
                          const matches = r.matches.filter((m) => m.blockId === s.blockId);
                          return (
                            <Table.Td key={s.blockId} ta="center">
                              {matches.length > 0 && (
                                <Tooltip label={matches.map((m) => m.text).join(' · ')} multiline w={260}>
                                  <IconCheck
                                    size={18}
                                    color="var(--mantine-color-green-7)"
                                    aria-label="Assessed"
                                  />
                                </Tooltip>
                              )}
                            </Table.Td>
                          );
                        })}
                        <Table.Td ta="center">
                          {r.blockIds.length === 0 ? (
                            <Badge color="red" variant="light">
                              Not assessed
                            </Badge>
                          ) : (
                            <Badge color="green" variant="light">
                              {r.blockIds.length}
                            </Badge>
                          )}
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
