import { Alert, Button, Group, Modal, Radio, Stack, TextInput } from '@mantine/core';
import { type ReviewPronouns, reviewerMessages, reviewLimits, reviewPronouns } from '@rw/core';
import { useEffect, useState } from 'react';

export type CandidateInfo = { candidateName: string; jobTitle: string; pronouns: ReviewPronouns | null };

type CandidateInfoModalProps = {
  opened: boolean;
  /** What the picked candidate and job fill in. */
  initial: CandidateInfo;
  onClose: () => void;
  onSubmit: (info: CandidateInfo & { pronouns: ReviewPronouns }) => void;
};

/**
 * The candidate information modal that comes before a review (docs/product/reviewer.md#candidate-information):
 * name, job title and pronouns (he/him, she/her, they/them, other), all required ('Please fill in all
 * candidate information'). The pronouns are used for grammar only.
 */
export function CandidateInfoModal({ opened, initial, onClose, onSubmit }: CandidateInfoModalProps) {
  const [info, setInfo] = useState<CandidateInfo>(initial);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (opened) {
      setInfo(initial);
      setError(null);
    }
  }, [opened, initial]);

  const handleSubmit = () => {
    const { pronouns } = info;
    if (!info.candidateName.trim() || !info.jobTitle.trim() || !pronouns) {
      setError(reviewerMessages.candidateInfoRequired);
      return;
    }
    onSubmit({ candidateName: info.candidateName.trim(), jobTitle: info.jobTitle.trim(), pronouns });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Candidate Information" centered>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          handleSubmit();
        }}
      >
        <Stack gap="md">
          <TextInput
            label="Candidate Name"
            required
            data-autofocus
            maxLength={reviewLimits.candidateName}
            value={info.candidateName}
            onChange={(e) => setInfo({ ...info, candidateName: e.currentTarget.value })}
          />
          <TextInput
            label="Job Title"
            required
            maxLength={reviewLimits.jobTitle}
            value={info.jobTitle}
            onChange={(e) => setInfo({ ...info, jobTitle: e.currentTarget.value })}
          />
          <Radio.Group
            label="Pronouns"
            description="Used for grammar only."
            required
            value={info.pronouns}
            onChange={(value) => setInfo({ ...info, pronouns: value as ReviewPronouns })}
          >
            <Group gap="lg" mt="xs">
              {reviewPronouns.map((p) => (
                <Radio key={p} value={p} label={p} />
              ))}
            </Group>
          </Radio.Group>
          {error && (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit">Generate Review</Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
