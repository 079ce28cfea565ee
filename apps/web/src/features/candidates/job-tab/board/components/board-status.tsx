import { Badge, Button, Group, Loader, Skeleton, Text } from '@mantine/core';
import { boardMessages, candidateMessages, selectedCountMessage } from '@rw/core';
import classes from './board.module.css';

type BoardStatusProps = {
  total: number;
  /** Truncation note ('Showing the newest N of M') when the board could not load everyone. */
  note: string | null;
  fetching: boolean;
  selected: number;
  onClearSelection: () => void;
};

/** The line over the board: how many candidates, 'Updating…', the selection with 'Clear selection', or a hint. */
export function BoardStatus({ total, note, fetching, selected, onClearSelection }: BoardStatusProps) {
  return (
    <Group justify="space-between" gap="xs" mih={28}>
      <Group gap="xs">
        <Text size="sm" c="dimmed">
          {`${total.toLocaleString('en-US')} candidate(s) in this job`}
        </Text>
        {fetching && (
          <Group gap={6} role="status">
            <Loader size={12} />
            <Text size="xs" c="dimmed">
              Updating…
            </Text>
          </Group>
        )}
        {note && (
          <Badge variant="light" color="gray" tt="none">
            {note}
          </Badge>
        )}
      </Group>
      {selected > 0 ? (
        <Group gap="xs">
          <Text size="sm" fw={600} aria-live="polite">
            {selectedCountMessage(selected)}
          </Text>
          <Button variant="subtle" size="compact-sm" onClick={onClearSelection}>
            {candidateMessages.clearSelection}
          </Button>
        </Group>
      ) : (
        <Text size="xs" c="dimmed">
          {boardMessages.hint}
        </Text>
      )}
    </Group>
  );
}

const SKELETON_COLUMNS = 5;

/** Placeholder columns while the board loads. */
export function BoardSkeleton() {
  return (
    <div className={classes.board} role="status" aria-busy="true" aria-label="Loading the board">
      {Array.from({ length: SKELETON_COLUMNS }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholder columns have no identity.
        <div key={i} className={classes.column}>
          <div className={classes.columnHead}>
            <Skeleton height={14} width="60%" />
          </div>
          <div className={classes.columnBody}>
            <Skeleton height={88} mb={8} />
            <Skeleton height={88} mb={8} />
          </div>
        </div>
      ))}
    </div>
  );
}
