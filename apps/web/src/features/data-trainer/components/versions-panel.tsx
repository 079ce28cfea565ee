import { Badge, Button, Paper, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  formatTrainerFigure,
  type ScoringPromptVersion,
  scoringVersionName,
  trainerMessages,
} from '@rw/core';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import type { ActionFeedback } from '#/lib/action-feedback';
import { formatAbsoluteTime, formatRelativeTime } from '#/lib/relative-time';

type VersionsPanelProps = {
  versions: readonly ScoringPromptVersion[];
  /** The version being restored (null: the built-in instructions), while it is. */
  restoring: number | null | undefined;
  onRestore: (version: number | null) => void;
  feedback: ActionFeedback | null;
};

function ActiveOr({
  active,
  label,
  onClick,
  loading,
}: {
  active: boolean;
  label: string;
  onClick: () => void;
  loading: boolean;
}) {
  return active ? (
    <Badge color="teal" variant="light">
      In use
    </Badge>
  ) : (
    <Button size="xs" variant="default" onClick={onClick} loading={loading} aria-label={label}>
      Restore
    </Button>
  );
}

/**
 * The scoring instructions' versions (docs/product/data-trainer.md#adopting): the built-in instructions and
 * each adopted version, newest first, with who adopted it, when, its training and held-out agreement; the one
 * in use is marked, any other can be restored.
 */
export function VersionsPanel({ versions, restoring, onRestore, feedback }: VersionsPanelProps) {
  const builtInActive = !versions.some((v) => v.active);
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={2} size="h4">
          CV Sorter scoring instructions
        </Title>
        <Text size="sm" c="dimmed">
          The version in use scores every CV Sorter run, and the next training run starts from it.
        </Text>
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs" aria-label="Scoring instructions versions">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Version</Table.Th>
                <Table.Th>Adopted</Table.Th>
                <Table.Th>Training</Table.Th>
                <Table.Th>Held out</Table.Th>
                <Table.Th w={100}>
                  <VisuallyHidden>Action</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {versions.map((v) => (
                <Table.Tr key={v.version}>
                  <Table.Td fw={600}>
                    {scoringVersionName(v.version)}{' '}
                    <Text span size="xs" c="dimmed">
                      ({v.metric})
                    </Text>
                  </Table.Td>
                  <Table.Td maw={220}>
                    <Text size="sm" truncate title={v.adoptedBy ?? undefined}>
                      {v.adoptedBy ?? '—'}
                    </Text>
                    <Text size="xs" c="dimmed">
                      <time dateTime={v.adoptedAt} title={formatAbsoluteTime(v.adoptedAt)}>
                        {formatRelativeTime(v.adoptedAt)}
                      </time>
                    </Text>
                  </Table.Td>
                  <Table.Td ff="monospace">{formatTrainerFigure(v.trainingSimilarity)}</Table.Td>
                  <Table.Td ff="monospace">{formatTrainerFigure(v.heldOutSimilarity)}</Table.Td>
                  <Table.Td>
                    <ActiveOr
                      active={v.active}
                      label={`Restore ${scoringVersionName(v.version)}`}
                      loading={restoring === v.version}
                      onClick={() => onRestore(v.version)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
              <Table.Tr>
                <Table.Td fw={600}>{trainerMessages.builtInPrompt}</Table.Td>
                <Table.Td>
                  <Text size="sm" c="dimmed">
                    As the CV Sorter ships
                  </Text>
                </Table.Td>
                <Table.Td>—</Table.Td>
                <Table.Td>—</Table.Td>
                <Table.Td>
                  <ActiveOr
                    active={builtInActive}
                    label="Restore the built-in instructions"
                    loading={restoring === null}
                    onClick={() => onRestore(null)}
                  />
                </Table.Td>
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <ActionFeedbackText feedback={feedback} />
      </Stack>
    </Paper>
  );
}
