import { Button, Group } from '@mantine/core';
import { type CandidateDetailResponse, eraseMergeMessages } from '@rw/core';
import { IconArrowMerge, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { EraseCandidateModal } from '#/features/candidates/pages/components/erase-candidate-modal';
import { MergeCandidatesModal } from '#/features/candidates/pages/components/merge-candidates-modal';

export type CandidateActionsProps = {
  detail: CandidateDetailResponse;
  /** Whether the viewer may erase (admins); the server checks it again. */
  canErase: boolean;
  /** After an erasure: the page leaves, saying `message`. */
  onErased: (message: string) => void;
  /** After a merge: the page stays on the merged candidate and says `message`. */
  onMerged: (message: string) => void;
};

/**
 * The candidate page's actions (docs/product/candidates.md#merge, #erase): 'Merge with…' for everyone and
 * 'Erase candidate' for admins, each opening its modal.
 */
export function CandidateActions({ detail, canErase, onErased, onMerged }: CandidateActionsProps) {
  const [open, setOpen] = useState<'merge' | 'erase' | null>(null);
  const close = () => setOpen(null);
  return (
    <Group gap="xs">
      <Button
        variant="default"
        size="xs"
        leftSection={<IconArrowMerge size={16} aria-hidden />}
        onClick={() => setOpen('merge')}
      >
        {eraseMergeMessages.mergeAction}
      </Button>
      {canErase && (
        <Button
          variant="light"
          color="red"
          size="xs"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => setOpen('erase')}
        >
          {eraseMergeMessages.eraseAction}
        </Button>
      )}
      <MergeCandidatesModal
        survivor={detail}
        opened={open === 'merge'}
        onClose={close}
        onMerged={(message) => {
          close();
          onMerged(message);
        }}
      />
      {canErase && (
        <EraseCandidateModal
          candidate={detail.candidate}
          opened={open === 'erase'}
          onClose={close}
          onErased={onErased}
        />
      )}
    </Group>
  );
}
