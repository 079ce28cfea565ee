import { Button, Group, Modal, ScrollArea, Stack, Tabs, Text } from '@mantine/core';
import { type ScreenEvaluationSummary, screenEvaluationMessages } from '@rw/core';
import { IconCopy, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { useDeleteScreenEvaluation } from '#/features/screen-evaluation/api/delete-screen-evaluation';
import { AnalysisMarkdown } from '#/features/screen-evaluation/components/analysis-markdown';
import { EvaluationTranscript } from '#/features/screen-evaluation/components/evaluation-transcript';
import { OptionBadges } from '#/features/screen-evaluation/components/recent-evaluation-card';
import { useActionFeedback } from '#/lib/action-feedback';
import { copyText } from '#/lib/clipboard';
import { formatAbsoluteTime } from '#/lib/relative-time';

type EvaluationModalProps = {
  evaluation: ScreenEvaluationSummary | null;
  onClose: () => void;
  /** Whether Delete is offered: only its author deletes an evaluation (true on the tool's page). */
  canDelete?: boolean;
};

/**
 * 'View Full Analysis': a saved evaluation's whole analysis, its full transcript on a second tab, Copy
 * Analysis and, for its author, Delete (asked twice).
 */
export function EvaluationModal({ evaluation, onClose, canDelete = true }: EvaluationModalProps) {
  // The last evaluation stays rendered while the modal animates closed.
  const last = useRef<ScreenEvaluationSummary | null>(null);
  if (evaluation) last.current = evaluation;
  const shown = evaluation ?? last.current;
  const [tab, setTab] = useState<string | null>('analysis');
  const [confirming, setConfirming] = useState(false);
  const { feedback, show, clear } = useActionFeedback();
  const remove = useDeleteScreenEvaluation();

  useEffect(() => {
    if (!evaluation) return;
    setTab('analysis');
    setConfirming(false);
    clear();
  }, [evaluation, clear]);

  const handleCopy = async () => {
    if (!shown) return;
    if (await copyText(shown.analysis)) show('success', screenEvaluationMessages.copied);
    else show('error', screenEvaluationMessages.copyFailed);
  };
  const handleDelete = () => {
    if (!shown) return;
    remove.mutate(shown.id, {
      onSuccess: onClose,
      onError: () => show('error', 'Failed to delete evaluation'),
    });
  };

  return (
    <Modal
      opened={evaluation !== null}
      onClose={onClose}
      size="xl"
      title={<Text fw={650}>Full Analysis{shown ? ` · ${formatAbsoluteTime(shown.created_at)}` : ''}</Text>}
      scrollAreaComponent={ScrollArea.Autosize}
    >
      {shown && (
        <Stack gap="md">
          <OptionBadges options={shown.options} />
          <Tabs value={tab} onChange={setTab} keepMounted={false}>
            <Tabs.List>
              <Tabs.Tab value="analysis">Analysis</Tabs.Tab>
              <Tabs.Tab value="transcript">Transcript</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="analysis" pt="md">
              <AnalysisMarkdown>{shown.analysis}</AnalysisMarkdown>
            </Tabs.Panel>
            <Tabs.Panel value="transcript" pt="md">
              <EvaluationTranscript id={shown.id} />
            </Tabs.Panel>
          </Tabs>
          <ActionFeedbackText feedback={feedback} />
          <Group justify={canDelete ? 'space-between' : 'flex-end'}>
            {!canDelete ? null : confirming ? (
              <Group gap="xs">
                <Text size="sm">Delete this evaluation?</Text>
                <Button size="xs" color="red" onClick={handleDelete} loading={remove.isPending}>
                  Delete
                </Button>
                <Button size="xs" variant="default" onClick={() => setConfirming(false)}>
                  Keep
                </Button>
              </Group>
            ) : (
              <Button
                size="xs"
                variant="subtle"
                color="red"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={() => setConfirming(true)}
              >
                Delete evaluation
              </Button>
            )}
            <Button
              variant="default"
              leftSection={<IconCopy size={16} aria-hidden />}
              onClick={() => void handleCopy()}
            >
              Copy Analysis
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
