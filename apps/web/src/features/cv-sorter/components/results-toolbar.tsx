import { Button, Group } from '@mantine/core';
import { type CvSorterSearch, cvSorterMessages } from '@rw/core';
import {
  IconArrowBackUp,
  IconBriefcase,
  IconDownload,
  IconFilterMinus,
  IconRefresh,
} from '@tabler/icons-react';

type ResultsToolbarProps = {
  search: Pick<CvSorterSearch, 'failed' | 'scored' | 'total' | 'pending' | 'status'>;
  processing: boolean;
  busy: boolean;
  onUndo: () => void;
  onEliminateByScore: () => void;
  onRetryFailed: () => void;
  retrying: boolean;
  onAddToJob: () => void;
  onExport: () => void;
  exporting: boolean;
};

/**
 * The results' actions (docs/product/cv-sorter.md#triage, #into-the-ats): Undo, Eliminate by Score (once
 * something is scored), Retry failed (when some failed, or a broken run left some unscored; not while a run
 * goes on), Add to job and Export CSV.
 */
export function ResultsToolbar(props: ResultsToolbarProps) {
  const { search, processing, busy } = props;
  return (
    <Group gap="xs" justify="flex-end">
      <Button
        size="xs"
        variant="default"
        leftSection={<IconArrowBackUp size={14} aria-hidden />}
        disabled={busy || search.total === 0}
        onClick={props.onUndo}
      >
        {cvSorterMessages.undo}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconFilterMinus size={14} aria-hidden />}
        disabled={busy || processing || search.scored === 0}
        onClick={props.onEliminateByScore}
      >
        {cvSorterMessages.eliminateByScore}
      </Button>
      {(search.failed > 0 || (search.status === 'failed' && search.pending > 0)) && (
        <Button
          size="xs"
          variant="light"
          color="orange"
          leftSection={<IconRefresh size={14} aria-hidden />}
          disabled={processing}
          loading={props.retrying}
          onClick={props.onRetryFailed}
        >
          {cvSorterMessages.retryFailed}
        </Button>
      )}
      <Button
        size="xs"
        variant="default"
        leftSection={<IconBriefcase size={14} aria-hidden />}
        disabled={search.total === 0}
        onClick={props.onAddToJob}
      >
        {cvSorterMessages.addToJob}
      </Button>
      <Button
        size="xs"
        variant="default"
        leftSection={<IconDownload size={14} aria-hidden />}
        disabled={search.total === 0}
        loading={props.exporting}
        onClick={props.onExport}
      >
        {cvSorterMessages.exportCsv}
      </Button>
    </Group>
  );
}
