import { Alert, Anchor, Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { type CvSorterAddToJobResponse, cvSorterMessages } from '@rw/core';
import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { addToJob } from '#/features/cv-sorter/api/add-to-job';

/** A job picked for 'Add to job'. */
export type PickedJob = { id: string; title: string };

/** The job picker the page is given (the jobs feature's, composed by the route). */
export type JobPickerSlot = (props: {
  value: string | null;
  onChange: (job: PickedJob | null) => void;
  disabled?: boolean;
}) => ReactNode;

type AddToJobModalProps = {
  opened: boolean;
  searchId: string;
  possibleCount: number;
  selectedIds: readonly string[];
  renderJobPicker: JobPickerSlot;
  onOpenJob: (jobId: string) => void;
  onClose: () => void;
};

/**
 * 'Add to job' (docs/product/cv-sorter.md#into-the-ats): the Possible candidates, or the ones selected, into
 * a job's Glance stage through the candidate import's write path (someone already in the organisation is
 * updated, not duplicated). Shows what the server did ('Added 3 candidates to Backend Engineer (1 already
 * there)') with a link to the job's candidates.
 */
export function AddToJobModal(props: AddToJobModalProps) {
  const [job, setJob] = useState<PickedJob | null>(null);
  const [scope, setScope] = useState<'possible' | 'selected'>('possible');
  const hasSelection = props.selectedIds.length > 0;
  const add = useMutation({
    mutationFn: (p: { job: PickedJob; ids?: readonly string[] }) =>
      addToJob(props.searchId, { jobId: p.job.id, ...(p.ids ? { candidateIds: p.ids } : {}) }),
  });
  const { reset } = add;
  useEffect(() => {
    if (props.opened) {
      setScope(hasSelection ? 'selected' : 'possible');
      reset();
    }
  }, [props.opened, hasSelection, reset]);

  const count = scope === 'selected' ? props.selectedIds.length : props.possibleCount;
  const result: CvSorterAddToJobResponse | undefined = add.data;
  const handleAdd = () => {
    if (!job) return;
    add.mutate({ job, ids: scope === 'selected' ? props.selectedIds : undefined });
  };

  return (
    <Modal
      opened={props.opened}
      onClose={props.onClose}
      title={cvSorterMessages.addToJob}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="md">
        <Radio.Group label="Candidates" value={scope} onChange={(v) => setScope(v as typeof scope)}>
          <Stack gap={6} mt={6}>
            <Radio value="possible" label={`The Possible candidates (${props.possibleCount})`} />
            <Radio
              value="selected"
              disabled={!hasSelection}
              label={`The selected candidates (${props.selectedIds.length})`}
            />
          </Stack>
        </Radio.Group>
        {props.renderJobPicker({ value: job?.id ?? null, onChange: setJob, disabled: add.isPending })}
        <Text size="xs" c="dimmed">
          They go to the job's Glance stage. Someone already in your workspace with the same LinkedIn profile
          is updated, not added twice.
        </Text>
        {count === 0 && !result && (
          <Text size="sm" c="dimmed">
            {cvSorterMessages.noneToAdd}
          </Text>
        )}
        {add.error && (
          <Alert color="red" variant="light" role="alert">
            {add.error.message}
          </Alert>
        )}
        {result && job && (
          <Alert color="green" variant="light" role="status">
            <Stack gap={4}>
              <Text size="sm">{result.message}</Text>
              <Anchor component="button" type="button" size="sm" onClick={() => props.onOpenJob(job.id)}>
                Open {job.title}'s candidates
              </Anchor>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={props.onClose}>
            {result ? 'Close' : 'Cancel'}
          </Button>
          <Button onClick={handleAdd} disabled={!job || count === 0} loading={add.isPending}>
            Add {count} to job
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
