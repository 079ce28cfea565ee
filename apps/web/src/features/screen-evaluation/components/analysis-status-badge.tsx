import { Badge, Loader } from '@mantine/core';
import type { AnalysisStatus } from '#/features/screen-evaluation/hooks/use-transcript-analysis';

const badges: Record<Exclude<AnalysisStatus, 'idle'>, { label: string; color: string }> = {
  streaming: { label: 'Writing…', color: 'indigo' },
  done: { label: 'Complete', color: 'teal' },
  stopped: { label: 'Stopped', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};

/** Where the analysis is: writing, complete, stopped or failed (nothing before the first analysis). */
export function AnalysisStatusBadge({ status }: { status: AnalysisStatus }) {
  if (status === 'idle') return null;
  const { label, color } = badges[status];
  return (
    <Badge
      variant="light"
      color={color}
      leftSection={status === 'streaming' ? <Loader size={10} color={color} aria-hidden /> : undefined}
    >
      {label}
    </Badge>
  );
}
