import { Stack } from '@mantine/core';
import type { CvSorterSearch, CvSorterSearchList } from '@rw/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { BatchSettingsPanel } from '#/features/cv-sorter/components/batch-settings-panel';
import { CostPanel } from '#/features/cv-sorter/components/cost-panel';
import { CsvUploadPanel } from '#/features/cv-sorter/components/csv-upload-panel';
import { JobPanel } from '#/features/cv-sorter/components/job-panel';
import { SavedSearches } from '#/features/cv-sorter/components/saved-searches';
import { WeightsPanel } from '#/features/cv-sorter/components/weights-panel';
import { useRunEstimate } from '#/features/cv-sorter/hooks/use-run-estimate';
import type { SearchForm } from '#/features/cv-sorter/hooks/use-search-form';
import { canProcess, canSave, isProcessing } from '#/features/cv-sorter/utils/page-rules';
import type { ActionFeedback } from '#/lib/action-feedback';

type LeftColumnProps = {
  emailAvailable: boolean;
  search: CvSorterSearch | null;
  candidateCount: number;
  form: SearchForm;
  onChange: (patch: Partial<SearchForm>) => void;
  upload: { uploading: boolean; percent: number | null; error: string | null };
  onFile: (file: File | null) => void;
  starting: boolean;
  onProcess: () => void;
  onSave: () => void;
  feedback: ActionFeedback | null;
  list: UseQueryResult<CvSorterSearchList>;
  openId: string | null;
  onOpen: (id: string) => void;
  deleting: boolean;
  onDelete: (id: string) => void;
};

/**
 * The left column (docs/product/cv-sorter.md#screen): the CSV upload, the job, Process & Score and Save
 * Search, Batch Settings, the criteria weights, the cost, and the saved searches.
 */
export function CvSorterLeftColumn(props: LeftColumnProps) {
  const { search, form, emailAvailable, candidateCount } = props;
  const processing = isProcessing(search?.status) || props.starting;
  const processEnabled = canProcess({
    jobTitle: form.jobTitle,
    jobDescription: form.jobDescription,
    candidateCount,
    processing,
    emailAvailable,
  });
  // A run scores every candidate of the list again, so the estimate is asked whenever a run could start.
  const estimate = useRunEstimate({ searchId: search?.id ?? null, form, enabled: processEnabled });
  return (
    <Stack gap="md">
      <CsvUploadPanel
        current={search ? { fileName: search.fileName, total: search.total } : null}
        disabled={!emailAvailable}
        uploading={props.upload.uploading}
        percent={props.upload.percent}
        error={props.upload.error}
        onFile={props.onFile}
      />
      <JobPanel
        jobTitle={form.jobTitle}
        jobDescription={form.jobDescription}
        onChange={props.onChange}
        readOnly={processing}
        canProcess={processEnabled}
        canSave={canSave({ candidateCount, emailAvailable })}
        starting={props.starting}
        onProcess={props.onProcess}
        onSave={props.onSave}
        feedback={props.feedback}
      />
      <BatchSettingsPanel
        batchSize={form.batchSize}
        delayMs={form.delayMs}
        candidateCount={candidateCount}
        disabled={processing}
        onChange={props.onChange}
      />
      <WeightsPanel
        weights={form.weights}
        used={search && search.scored + search.failed > 0 ? search.weights : null}
        locked={processing}
        onChange={(weights) => props.onChange({ weights })}
      />
      <CostPanel search={search} estimate={estimate} estimating={processEnabled} />
      {emailAvailable && (
        <SavedSearches
          searches={props.list.data?.searches}
          loading={props.list.isPending}
          error={props.list.error}
          onRetry={() => void props.list.refetch()}
          openId={props.openId}
          onOpen={props.onOpen}
          deleting={props.deleting}
          onDelete={props.onDelete}
        />
      )}
    </Stack>
  );
}
