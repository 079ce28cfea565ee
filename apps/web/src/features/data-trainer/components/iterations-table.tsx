import { Anchor, Badge, Group, Table, Text } from '@mantine/core';
import { formatTrainerFigure, promptPreview, type TrainerRun } from '@rw/core';

type IterationsTableProps = {
  run: Pick<TrainerRun, 'iterations' | 'bestIteration' | 'metric'>;
  /** Opens an iteration's whole instructions. */
  onShowPrompt: (iteration: number) => void;
};

/**
 * The results table of 'Training and Evaluation' (docs/product/data-trainer.md#training): Iteration,
 * Similarity and Improvement with 3 decimals ('—' when not measured), and the first 200 characters of the
 * instructions. A failed iteration's row says 'Error in iteration N: {reason}' in place of its figures.
 */
export function IterationsTable({ run, onShowPrompt }: IterationsTableProps) {
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="xs" striped aria-label="Training iterations">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={90}>Iteration</Table.Th>
            <Table.Th w={110}>Similarity</Table.Th>
            <Table.Th w={110}>Improvement</Table.Th>
            <Table.Th>Prompt</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {run.iterations.map((it) => (
            <Table.Tr key={it.iteration} data-testid="iteration-row">
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text size="sm" fw={600}>
                    {it.iteration}
                  </Text>
                  {it.iteration === run.bestIteration && (
                    <Badge size="xs" color="teal" variant="light">
                      Best
                    </Badge>
                  )}
                </Group>
              </Table.Td>
              {it.error ? (
                <Table.Td colSpan={2}>
                  <Text size="sm" c="red.8">
                    {it.error}
                  </Text>
                </Table.Td>
              ) : (
                <>
                  <Table.Td ff="monospace">{formatTrainerFigure(it.similarity)}</Table.Td>
                  <Table.Td ff="monospace">{formatTrainerFigure(it.improvement)}</Table.Td>
                </>
              )}
              <Table.Td>
                <Text size="xs" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                  {promptPreview(it.prompt)}
                </Text>
                {it.prompt && (
                  <Anchor
                    component="button"
                    type="button"
                    size="xs"
                    onClick={() => onShowPrompt(it.iteration)}
                  >
                    Full instructions of iteration {it.iteration}
                  </Anchor>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
