import { Button } from '@mantine/core';
import type { PerformanceReportKind } from '@rw/core';
import { IconDownload } from '@tabler/icons-react';

/** What the performance sections need to offer their table as CSV. */
export type PerformanceExport = {
  onExport: (report: PerformanceReportKind) => void;
  /** The table being downloaded, if any. */
  pending: PerformanceReportKind | null;
};

/** 'Export CSV' of one table of the funnel, named after it for screen readers. */
export function ExportButton({
  report,
  name,
  exports,
}: {
  report: PerformanceReportKind;
  name: string;
  exports: PerformanceExport;
}) {
  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconDownload size={14} aria-hidden />}
      loading={exports.pending === report}
      onClick={() => exports.onExport(report)}
      aria-label={`Export ${name} (CSV)`}
    >
      Export CSV
    </Button>
  );
}
