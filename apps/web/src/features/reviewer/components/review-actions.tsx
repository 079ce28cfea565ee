import { Button, Group, Menu } from '@mantine/core';
import { type Review, type ReviewExportFormat, reviewDocumentText, reviewerMessages } from '@rw/core';
import { IconCopy, IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { exportReview } from '#/features/reviewer/api/export-review';
import { copyText } from '#/lib/clipboard';

type ReviewActionsProps = {
  review: Review | null;
  onFeedback: (tone: 'success' | 'error', message: string) => void;
};

/**
 * 'Copy to Clipboard' ('Review copied to clipboard' / 'Failed to copy review') and 'Export' as PDF or DOCX
 * of a finished review (docs/product/reviewer.md#copy-and-export). Disabled until a review is finished.
 */
export function ReviewActions({ review, onFeedback }: ReviewActionsProps) {
  const [exporting, setExporting] = useState<ReviewExportFormat | null>(null);
  const ready = review?.status === 'completed' && Boolean(review.content.trim());

  const handleCopy = async () => {
    if (!review) return;
    if (await copyText(reviewDocumentText(review))) onFeedback('success', reviewerMessages.copied);
    else onFeedback('error', reviewerMessages.copyFailed);
  };
  const handleExport = async (format: ReviewExportFormat) => {
    if (!review) return;
    setExporting(format);
    try {
      await exportReview(review.id, format);
    } catch {
      onFeedback('error', reviewerMessages.exportFailed);
    } finally {
      setExporting(null);
    }
  };

  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="sm"
        leftSection={<IconCopy size={16} aria-hidden />}
        disabled={!ready}
        onClick={() => void handleCopy()}
      >
        Copy to Clipboard
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="sm"
            leftSection={<IconDownload size={16} aria-hidden />}
            disabled={!ready}
            loading={exporting !== null}
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => void handleExport('pdf')}>Export PDF</Menu.Item>
          <Menu.Item onClick={() => void handleExport('docx')}>Export DOCX</Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
}
