import { Anchor, Progress, Stack, Text } from '@mantine/core';
import { importSummaryMessage } from '@rw/core';
import { Fragment, useState } from 'react';
import type { ImportStatus } from '#/features/candidates/job-tab/hooks/use-candidate-import';
import {
  type ImportPhase,
  importProgressView,
  importResultLines,
  visibleStatusLines,
} from '#/features/candidates/job-tab/utils/import-status';
import type { StatusLine, StatusTone } from '#/features/candidates/job-tab/utils/upload-validation';

const toneColor: Record<StatusTone, string> = { error: 'red', success: 'green', info: 'blue' };

/** The import's progress bar: the browser's upload, then the server's rows. */
export function ImportProgress({ phase }: { phase: ImportPhase }) {
  const view = importProgressView(phase);
  if (!view) return null;
  const moving = view.value == null;
  return (
    <Stack gap={4} data-testid="import-progress">
      <Text size="sm">{view.label}</Text>
      <Progress
        value={view.value ?? 100}
        striped={moving}
        animated={moving}
        aria-label={view.label}
        transitionDuration={200}
      />
    </Stack>
  );
}

/**
 * Status lines. A long list shows its first lines, a 'Show N more' toggle, then the last line (the 'Done.'
 * line stays in view).
 */
export function StatusLines({ lines, footnote }: { lines: readonly StatusLine[]; footnote?: string }) {
  const [expanded, setExpanded] = useState(false);
  const { shown, hidden } = visibleStatusLines(lines, expanded);
  const collapsible = expanded || hidden > 0;
  const last = shown.length - 1;
  const toggle = collapsible && (
    <Anchor component="button" type="button" size="sm" ta="left" onClick={() => setExpanded((v) => !v)}>
      {expanded ? 'Show fewer' : `Show ${hidden} more`}
    </Anchor>
  );
  return (
    <Stack
      gap={2}
      data-testid="candidate-status"
      aria-live="polite"
      // Thousands of row errors stay in a scrolling box rather than pushing the table off the page.
      mah={expanded ? 320 : undefined}
      style={expanded ? { overflowY: 'auto' } : undefined}
    >
      {shown.map((line, i) => (
        <Fragment
          // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity.
          key={i}
        >
          {i === last && toggle}
          <Text
            size="sm"
            c={toneColor[line.tone]}
            fw={i === last ? 500 : undefined}
            // A long unbroken value in a row error must wrap, not widen the tab.
            style={{ overflowWrap: 'anywhere' }}
          >
            {line.text}
          </Text>
          {line.detail && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-testid="ai-failure-detail">
              {line.detail}
            </Text>
          )}
        </Fragment>
      ))}
      {footnote && (
        <Text size="xs" c="dimmed">
          {footnote}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The status message line(s) below the upload button (docs/product/candidates.md#candidates-tab): a finished
 * import's per-row lines (candidates refused and rows not imported, 'Line {n}: …',
 * docs/product/candidates.md#import-problems), 'Done. Imported X of Y.', and the counts under them.
 */
export function UploadStatus({ status }: { status: ImportStatus }) {
  if (!status) return null;
  if (status.kind === 'message') return <StatusLines lines={[status.line]} />;
  const { result } = status;
  return (
    <StatusLines
      key={result.import_id}
      lines={importResultLines(result)}
      footnote={importSummaryMessage(result)}
    />
  );
}
