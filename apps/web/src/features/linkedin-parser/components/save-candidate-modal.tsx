import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { GLANCE_STAGE_ID, type LinkedinParseSaveResult, pipelineStagesOf } from '@rw/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { RouterAnchor } from '#/components/ui/router-anchor';
import { jobWorkflowQueryOptions } from '#/features/interview-process';
import { JobPicker, type PickedJob } from '#/features/jobs';
import { parseKeys, saveParse } from '#/features/linkedin-parser/api/parses';

type SaveCandidateModalProps = {
  /** 'candidate': save only; 'job': save into a job's stage. Null: closed. */
  mode: 'candidate' | 'job' | null;
  parseId: string;
  onClose: () => void;
};

type Saved = Extract<LinkedinParseSaveResult, { status: 'saved' }>;
type Confirm = Extract<LinkedinParseSaveResult, { status: 'confirm' }>;

/**
 * 'Save as candidate' and 'Add to job' (docs/product/linkedin-parser.md#saving): the job and stage picker for
 * 'Add to job', the documents' matching (a candidate with the same name and phone is offered: 'Same person' /
 * 'Not the same person'), then what was done with links to the candidate and the job.
 */
export function SaveCandidateModal({ mode, parseId, onClose }: SaveCandidateModalProps) {
  const queryClient = useQueryClient();
  const [job, setJob] = useState<PickedJob | null>(null);
  const [stageId, setStageId] = useState<string | null>(GLANCE_STAGE_ID);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const [saved, setSaved] = useState<Saved | null>(null);
  const workflow = useQuery({ ...jobWorkflowQueryOptions(job?.id ?? ''), enabled: Boolean(job) });
  const stages = workflow.data ? pipelineStagesOf(workflow.data.workflow) : [];
  const save = useMutation({
    mutationFn: (samePerson?: boolean) =>
      saveParse(parseId, {
        ...(mode === 'job' && job ? { job_id: job.id, stage_id: stageId ?? GLANCE_STAGE_ID } : {}),
        ...(samePerson === undefined ? {} : { same_person: samePerson }),
      }),
    onSuccess: (result) => {
      if (result.status === 'confirm') return setConfirm(result);
      setConfirm(null);
      setSaved(result);
      void queryClient.invalidateQueries({ queryKey: parseKeys.all });
    },
  });
  const { reset } = save;
  useEffect(() => {
    if (mode) {
      setConfirm(null);
      setSaved(null);
      reset();
    }
  }, [mode, reset]);

  const needsJob = mode === 'job' && (!job || !stageId);
  const stageTitle = stages.find((s) => s.stage_id === saved?.stage_id)?.stage_title;
  return (
    <Modal
      opened={mode !== null}
      onClose={onClose}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
      title={mode === 'job' ? 'Add to job' : 'Save as candidate'}
    >
      <Stack gap="md">
        {mode === 'job' && (
          <>
            <JobPicker
              value={job?.id ?? null}
              disabled={save.isPending || Boolean(saved)}
              onChange={(j) => {
                setJob(j);
                setStageId(GLANCE_STAGE_ID);
              }}
            />
            <Select
              label="Stage"
              placeholder={job ? 'Pick a stage' : 'Pick a job first'}
              data={stages.map((s) => ({ value: s.stage_id, label: `${s.emoji} ${s.stage_title}` }))}
              value={stageId}
              onChange={setStageId}
              allowDeselect={false}
              disabled={!job || workflow.isPending || save.isPending || Boolean(saved)}
            />
          </>
        )}
        <Text size="xs" c="dimmed">
          Someone already in your workspace with the same LinkedIn profile or e-mail is updated, not added
          twice.
        </Text>
        {save.error && (
          <Alert color="red" variant="light" role="alert">
            {save.error.message}
          </Alert>
        )}
        {confirm && (
          <Alert color="yellow" variant="light" role="alert">
            <Stack gap="xs">
              <Text size="sm">{confirm.message}</Text>
              <Group gap="xs">
                <Button size="xs" onClick={() => save.mutate(true)} loading={save.isPending}>
                  Same person
                </Button>
                <Button
                  size="xs"
                  variant="default"
                  onClick={() => save.mutate(false)}
                  disabled={save.isPending}
                >
                  Not the same person
                </Button>
              </Group>
            </Stack>
          </Alert>
        )}
        {saved && (
          <Alert color="green" variant="light" role="status">
            <Stack gap={4}>
              <Text size="sm">
                {saved.message}
                {saved.job_id && job ? ` Added to ${job.title}${stageTitle ? ` · ${stageTitle}` : ''}.` : ''}
              </Text>
              <Group gap="md">
                <RouterAnchor
                  size="sm"
                  to="/candidates/$candidateId"
                  params={{ candidateId: saved.candidate_id }}
                >
                  Open the candidate
                </RouterAnchor>
                {saved.job_id && (
                  <RouterAnchor
                    size="sm"
                    to="/jobs/$id"
                    params={{ id: saved.job_id }}
                    search={{ tab: 'candidates' }}
                  >
                    Open the job's candidates
                  </RouterAnchor>
                )}
              </Group>
            </Stack>
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {saved ? 'Close' : 'Cancel'}
          </Button>
          {!saved && !confirm && (
            <Button onClick={() => save.mutate(undefined)} loading={save.isPending} disabled={needsJob}>
              {mode === 'job' ? 'Add to job' : 'Save as candidate'}
            </Button>
          )}
        </Group>
      </Stack>
    </Modal>
  );
}
