import { Button, Group, Menu, Paper, Text } from '@mantine/core';
import { candidateMessages, type PipelineStage, selectedCountMessage } from '@rw/core';
import { IconArrowBackUp, IconChevronDown, IconDownload, IconSparkles, IconX } from '@tabler/icons-react';
import {
  PipelineActionItems,
  StageItems,
} from '#/features/candidates/pipeline/components/pipeline-menu-items';
import type { AvailableActions } from '#/features/candidates/pipeline/utils/available-actions';
import {
  type PipelineAction,
  pipelineActionLabels,
} from '#/features/candidates/pipeline/utils/pipeline-action';

type SelectionBarProps = {
  /** Candidates selected: the rows picked, or N once all matching are. */
  count: number;
  /** N of 'Select all N matching' when it is offered, else null. */
  matchingCount: number | null;
  onSelectAllMatching: () => void;
  onClear: () => void;
  available: AvailableActions;
  stages: readonly PipelineStage[];
  onAction: (action: PipelineAction) => void;
  /**
   * 'Score with AI' for the selected rows (`run` null while it cannot run: a run is going, or all matching
   * are selected); left out where the view has its own (the Score view).
   */
  score: { run: (() => void) | null; starting: boolean } | null;
  onExport: () => void;
  exporting: boolean;
};

/**
 * The bar over a selection (docs/product/candidates.md#selection): '{n} candidate(s) selected', 'Select all N
 * matching' when the list holds only part of them, Clear selection, and the bulk actions: Move to stage,
 * Reject (or Restore on the Rejected list), Score with AI (outside the Score view, which has its own),
 * Export CSV, and More (Mark as hired, Set action owner, Add to another job, Remove from this job).
 */
export function SelectionBar(props: SelectionBarProps) {
  const { available: a, onAction } = props;
  const restoreButton = a.unreject && !a.reject;
  return (
    <Paper
      role="region"
      aria-label="Selection"
      withBorder
      radius="md"
      px="md"
      py={6}
      bg="var(--mantine-primary-color-light)"
    >
      <Group justify="space-between" gap="xs">
        <Group gap="xs">
          <Text size="sm" fw={600} aria-live="polite">
            {selectedCountMessage(props.count)}
          </Text>
          {props.matchingCount != null && (
            <Button variant="subtle" size="xs" onClick={props.onSelectAllMatching}>
              {`Select all ${props.matchingCount.toLocaleString('en-US')} matching`}
            </Button>
          )}
          <Button variant="subtle" size="xs" color="gray" onClick={props.onClear}>
            {candidateMessages.clearSelection}
          </Button>
        </Group>
        <Group gap="xs">
          {a.move && (
            <Menu position="bottom-start" shadow="md" width={230}>
              <Menu.Target>
                <Button size="xs" rightSection={<IconChevronDown size={14} aria-hidden />}>
                  {pipelineActionLabels.move}
                </Button>
              </Menu.Target>
              <Menu.Dropdown mah={380} style={{ overflowY: 'auto' }}>
                <StageItems stages={props.stages} currentStageId={a.move.currentStageId} onPick={onAction} />
              </Menu.Dropdown>
            </Menu>
          )}
          {a.reject && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconX size={14} aria-hidden />}
              onClick={() => onAction({ kind: 'reject' })}
            >
              {`${pipelineActionLabels.reject}…`}
            </Button>
          )}
          {restoreButton && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconArrowBackUp size={14} aria-hidden />}
              onClick={() => onAction({ kind: 'unreject' })}
            >
              {pipelineActionLabels.unreject}
            </Button>
          )}
          {props.score && (
            <Button
              size="xs"
              variant="default"
              leftSection={<IconSparkles size={14} aria-hidden />}
              disabled={!props.score.run}
              loading={props.score.starting}
              onClick={() => props.score?.run?.()}
            >
              Score with AI
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            leftSection={<IconDownload size={14} aria-hidden />}
            loading={props.exporting}
            onClick={props.onExport}
          >
            Export CSV
          </Button>
          <Menu position="bottom-end" shadow="md" width={230}>
            <Menu.Target>
              <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} aria-hidden />}>
                More
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <PipelineActionItems
                available={restoreButton ? { ...a, unreject: false } : a}
                stages={props.stages}
                onPick={onAction}
                without={['move', 'reject']}
              />
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Paper>
  );
}
