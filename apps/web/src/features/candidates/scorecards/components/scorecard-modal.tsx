import { Alert, Center, Divider, Loader, Modal, Stack, Text } from '@mantine/core';
import { discardScorecardMessages as discard, type ScorecardBody, scorecardMessages } from '@rw/core';
import { useState } from 'react';
import { ConfirmDialog } from '#/components/ui/confirm-dialog';
import { useDiscardGuard } from '#/components/ui/discard-guard';
import { useScorecardMutations, useStageScorecards } from '#/features/candidates/api/stage-scorecards';
import { ScorecardEditor } from '#/features/candidates/scorecards/components/scorecard-editor';
import { ScorecardList } from '#/features/candidates/scorecards/components/scorecard-list';
import { ApiError } from '#/lib/api-client';

/** The stage record a scorecard modal is opened on, with what its title and the AI's line show. */
export type ScorecardTarget = {
  recordId: string;
  jobId: string;
  candidateId: string;
  candidateName: string;
  stageTitle: string;
  /** The AI's Overall on the record (0-10) and when it scored. */
  aiOverall: number | null;
  aiScoredAt: string | null;
};

const messageOf = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : String(error);

function ScorecardContent({
  target,
  onClose,
  onDirtyChange,
}: {
  target: ScorecardTarget;
  onClose: () => void;
  onDirtyChange: (dirty: boolean) => void;
}) {
  const query = useStageScorecards(target.recordId);
  const { save, remove } = useScorecardMutations(target);
  const [status, setStatus] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);

  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading scorecards" />
      </Center>
    );
  }
  if (query.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        {messageOf(query.error)}
      </Alert>
    );
  }
  const data = query.data;
  const mine = data.scorecards.find((c) => c.mine);
  const handleSave = async (body: ScorecardBody) => {
    try {
      await save.mutateAsync(body);
      setStatus(scorecardMessages.saved);
      return null;
    } catch (error) {
      return messageOf(error);
    }
  };
  const handleDelete = async () => {
    const deleted = await remove.mutateAsync().then(
      () => true,
      () => false,
    );
    setAsking(false);
    setStatus(deleted ? scorecardMessages.deleted : null);
  };

  return (
    <Stack gap="lg">
      <ScorecardEditor
        // A save or delete gives the form a new starting point.
        key={mine ? `${mine.id}-${mine.updated_at}` : 'new'}
        data={data}
        mine={mine}
        status={status}
        onDirtyChange={onDirtyChange}
        onSave={handleSave}
        onDelete={() => setAsking(true)}
        onClose={onClose}
      />
      {remove.isError && (
        <Alert color="red" variant="light" role="alert">
          {messageOf(remove.error)}
        </Alert>
      )}
      <Divider />
      <ScorecardList
        scorecards={data.scorecards}
        criteria={data.criteria}
        ai={{ overall: target.aiOverall, scoredAt: target.aiScoredAt }}
      />
      <ConfirmDialog
        stackId="scorecard-delete"
        title={scorecardMessages.deleteTitle}
        message={asking ? scorecardMessages.deleteQuestion : null}
        confirmLabel="Delete"
        loading={remove.isPending}
        onConfirm={() => void handleDelete()}
        onCancel={() => setAsking(false)}
      />
    </Stack>
  );
}

/**
 * 'Scorecard — {candidate} · {stage}' (docs/product/pipeline.md#scorecards): the caller's scorecard of a stage
 * record (each criterion with its rubric, a 0-10 score, Manager Feedback, the live overall, Save) above the
 * record's scorecards. Escape, the close button and Close close it at once while nothing was changed; after
 * a change they ask 'Discard changes?' first. Open while `target` is set.
 */
export function ScorecardModal({ target, onClose }: { target: ScorecardTarget | null; onClose: () => void }) {
  const guard = useDiscardGuard({ stackId: 'scorecard', question: discard, onClose });
  return (
    <Modal.Stack>
      <Modal
        stackId="scorecard"
        opened={target !== null}
        onClose={guard.requestClose}
        title={target ? `Scorecard — ${target.candidateName} · ${target.stageTitle}` : ''}
        size="xl"
        closeOnClickOutside={false}
        styles={{ title: { fontWeight: 650, fontSize: 'var(--mantine-font-size-lg)' } }}
      >
        {target && (
          <Stack gap="md">
            <Text size="sm" c="dimmed">
              Score each criterion of this stage from 0 to 10 against its rubric. Your overall is the mean of
              your scores; the record's Overall is the mean of every interviewer's, and the AI's score is kept
              apart.
            </Text>
            <ScorecardContent
              key={target.recordId}
              target={target}
              onClose={guard.requestClose}
              onDirtyChange={guard.setDirty}
            />
          </Stack>
        )}
      </Modal>
      {guard.dialog}
    </Modal.Stack>
  );
}
