import { Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core';
import {
  type InterviewConfig,
  MAX_DURATION_MINUTES,
  MIN_DURATION_MINUTES,
  parseDuration,
  parseInterviewers,
} from '@rw/core';
import { useEffect, useState } from 'react';

type ConfigureInterviewModalProps = {
  /** The node's configuration; the modal is open while it is set. */
  config: InterviewConfig | null;
  onClose: () => void;
  onSave: (config: InterviewConfig) => void;
};

/**
 * 'Configure Interview' (docs/product/role-builder.md#configure-interview): Title, Interviewer (names,
 * e-mails or 'Name <e-mail>', up to 3), Duration (15-180 minutes; anything that is not a number is 45) and
 * Notes. Save changes the node; the process follows with Save Process.
 */
export function ConfigureInterviewModal({ config, onClose, onSave }: ConfigureInterviewModalProps) {
  const [draft, setDraft] = useState({ title: '', interviewer: '', duration: '45', notes: '' });
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (config) {
      setDraft({ ...config, duration: String(config.duration) });
      setProblem(null);
    }
  }, [config]);
  const set = (key: keyof typeof draft) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setDraft((d) => ({ ...d, [key]: value }));
  };
  const handleSave = () => {
    const parsed = parseInterviewers(draft.interviewer);
    if (!parsed.ok) {
      setProblem(parsed.message);
      return;
    }
    onSave({
      title: draft.title.trim(),
      interviewer: draft.interviewer.trim(),
      duration: parseDuration(draft.duration),
      notes: draft.notes.trim(),
    });
  };
  return (
    <Modal
      opened={config !== null}
      onClose={onClose}
      title="Configure Interview"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <TextInput label="Title" maxLength={80} value={draft.title} onChange={set('title')} data-autofocus />
        <TextInput
          label="Interviewer"
          description="Names or e-mails, separated by commas (up to 3)"
          value={draft.interviewer}
          onChange={set('interviewer')}
          error={problem}
        />
        <TextInput
          label="Duration (minutes)"
          description={`${MIN_DURATION_MINUTES}-${MAX_DURATION_MINUTES}; 45 when not a number`}
          inputMode="numeric"
          value={draft.duration}
          onChange={set('duration')}
        />
        <Textarea label="Notes" autosize minRows={3} value={draft.notes} onChange={set('notes')} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleSave}>Save</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
