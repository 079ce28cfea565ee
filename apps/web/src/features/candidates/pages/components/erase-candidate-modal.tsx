import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { type Candidate, confirmsErasure, eraseMergeMessages, erasureConfirmationOf } from '@rw/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useEraseCandidate } from '#/features/candidates/api/erase-candidate';

type EraseCandidateModalProps = {
  candidate: Candidate;
  opened: boolean;
  onClose: () => void;
  /** The candidate is gone: the page leaves, saying so with `message`. */
  onErased: (message: string) => void;
};

/**
 * 'Erase candidate' (admins, docs/product/candidates.md#erase): what goes, and a field where the user types
 * the candidate's full name; 'Erase permanently' stays disabled until it matches (case, accents and spaces
 * aside), and the server checks it again. Cancel has the focus.
 */
export function EraseCandidateModal({ candidate, opened, onClose, onErased }: EraseCandidateModalProps) {
  const [typed, setTyped] = useState('');
  const erase = useEraseCandidate(candidate.id);
  const expected = erasureConfirmationOf(candidate);
  const close = () => {
    if (erase.isPending) return;
    setTyped('');
    erase.reset();
    onClose();
  };
  const submit = () => {
    if (!confirmsErasure(candidate, typed) || erase.isPending) return;
    erase.mutate(typed, { onSuccess: () => onErased(eraseMergeMessages.erased) });
  };
  return (
    <Modal opened={opened} onClose={close} title={eraseMergeMessages.eraseTitle} centered size="md">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <Stack gap="md">
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
            {eraseMergeMessages.eraseWarning(expected)}
          </Alert>
          <TextInput
            label={eraseMergeMessages.eraseConfirmLabel(expected)}
            value={typed}
            onChange={(event) => setTyped(event.currentTarget.value)}
            autoComplete="off"
            spellCheck={false}
          />
          {erase.isError && (
            <Text c="red" size="sm" role="alert">
              {erase.error.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close} data-autofocus disabled={erase.isPending}>
              Cancel
            </Button>
            <Button
              type="submit"
              color="red"
              disabled={!confirmsErasure(candidate, typed)}
              loading={erase.isPending}
            >
              {eraseMergeMessages.eraseButton}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
