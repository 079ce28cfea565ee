import { Alert, Button, Center, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import {
  type CandidateDetailResponse,
  type CandidateMergeField,
  eraseMergeMessages,
  type MergeSide,
} from '@rw/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useCandidate } from '#/features/candidates/api/candidates';
import { useMergeCandidates } from '#/features/candidates/api/merge-candidates';
import { MergeDuplicateSearch } from '#/features/candidates/pages/components/merge-duplicate-search';
import { MergeFieldChooser } from '#/features/candidates/pages/components/merge-field-chooser';
import { candidateFullName } from '#/features/candidates/pages/utils/candidate-format';
import {
  droppedRecordCount,
  initialMergeChoice,
  jobTitlesOf,
  mergeFieldsBody,
} from '#/features/candidates/pages/utils/merge-fields';

type MergeCandidatesModalProps = {
  /** The candidate of the page: it survives. */
  survivor: CandidateDetailResponse;
  opened: boolean;
  onClose: () => void;
  /** Merged: the page shows `message` ('Merged … into ….'). */
  onMerged: (message: string) => void;
};

const nameOf = (d: CandidateDetailResponse) =>
  candidateFullName(d.candidate) || d.candidate.email || 'Unnamed candidate';

/** Chooses the values field by field and merges, once the duplicate's page data is loaded. */
function MergeStep(props: {
  survivor: CandidateDetailResponse;
  duplicate: CandidateDetailResponse;
  onBack: () => void;
  onMerged: (message: string) => void;
}) {
  const { survivor, duplicate } = props;
  const [choice, setChoice] = useState(() => initialMergeChoice(survivor.candidate, duplicate.candidate));
  const merge = useMergeCandidates(survivor.candidate.id);
  const dropped = droppedRecordCount(survivor, duplicate);
  const choose = (field: CandidateMergeField, side: MergeSide) => setChoice((c) => ({ ...c, [field]: side }));
  const submit = () =>
    merge.mutate(
      { duplicate_id: duplicate.candidate.id, fields: mergeFieldsBody(choice) },
      { onSuccess: (result) => props.onMerged(result.message) },
    );
  return (
    <Stack gap="md">
      <Text size="sm">{eraseMergeMessages.mergeChooseHint}</Text>
      <MergeFieldChooser
        survivor={survivor.candidate}
        duplicate={duplicate.candidate}
        survivorName={nameOf(survivor)}
        duplicateName={nameOf(duplicate)}
        jobTitles={jobTitlesOf(survivor, duplicate)}
        choice={choice}
        onChoose={choose}
      />
      {dropped > 0 && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
          {eraseMergeMessages.mergeDropWarning(dropped)}
        </Alert>
      )}
      {merge.isError && (
        <Text c="red" size="sm" role="alert">
          {merge.error.message}
        </Text>
      )}
      <Group justify="space-between">
        <Button variant="subtle" onClick={props.onBack} disabled={merge.isPending}>
          Choose another
        </Button>
        <Button onClick={submit} loading={merge.isPending}>
          {eraseMergeMessages.mergeButton}
        </Button>
      </Group>
    </Stack>
  );
}

/** The duplicate's page data (its values and stage records), then the chooser. */
function LoadedMergeStep(props: {
  survivor: CandidateDetailResponse;
  duplicateId: string;
  onBack: () => void;
  onMerged: (message: string) => void;
}) {
  const duplicate = useCandidate(props.duplicateId);
  if (duplicate.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading candidate..." />
      </Center>
    );
  }
  if (duplicate.isError) {
    return (
      <Stack gap="sm">
        <Text c="red" role="alert">
          {duplicate.error.message}
        </Text>
        <Button variant="subtle" onClick={props.onBack}>
          Choose another
        </Button>
      </Stack>
    );
  }
  return <MergeStep {...props} duplicate={duplicate.data} />;
}

/**
 * 'Merge with…' (docs/product/candidates.md#merge): find the duplicate among the organisation's candidates,
 * choose the surviving values field by field (this candidate's or the duplicate's), see which of the
 * duplicate's stage records will be dropped, and merge.
 */
export function MergeCandidatesModal({ survivor, opened, onClose, onMerged }: MergeCandidatesModalProps) {
  const [duplicateId, setDuplicateId] = useState<string | null>(null);
  const close = () => {
    setDuplicateId(null);
    onClose();
  };
  return (
    <Modal opened={opened} onClose={close} title={eraseMergeMessages.mergeTitle} size="xl" centered>
      {duplicateId ? (
        <LoadedMergeStep
          key={duplicateId}
          survivor={survivor}
          duplicateId={duplicateId}
          onBack={() => setDuplicateId(null)}
          onMerged={(message) => {
            setDuplicateId(null);
            onMerged(message);
          }}
        />
      ) : (
        <MergeDuplicateSearch survivorId={survivor.candidate.id} onPick={setDuplicateId} />
      )}
    </Modal>
  );
}
