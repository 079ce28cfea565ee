import { Alert, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import {
  SCORECARD_FEEDBACK_MAX,
  type ScorecardBody,
  type StageScorecard,
  type StageScorecardsResponse,
} from '@rw/core';
import { useEffect, useState } from 'react';
import { ScoreBadge } from '#/features/candidates/components/score-badge';
import { formatDateTime } from '#/features/candidates/pages/utils/candidate-format';
import { ScorecardCriterionField } from '#/features/candidates/scorecards/components/scorecard-criterion-field';
import {
  formOverall,
  fromScorecardForm,
  type ScorecardForm,
  sameScorecardForm,
  scorecardFormProblem,
  toScorecardForm,
} from '#/features/candidates/scorecards/utils/scorecard-form';

type ScorecardEditorProps = {
  data: StageScorecardsResponse;
  /** The caller's saved scorecard, if any (the form starts from it). */
  mine: StageScorecard | undefined;
  /** Told whether the form differs from the saved scorecard. */
  onDirtyChange: (dirty: boolean) => void;
  /** Saves the body. @returns null when saved, else the message to show. */
  onSave: (body: ScorecardBody) => Promise<string | null>;
  /** Asks to delete the caller's scorecard. */
  onDelete: () => void;
  onClose: () => void;
  /** 'Scorecard saved.' after a save, shown beside the buttons. */
  status: string | null;
};

/**
 * The caller's scorecard (docs/product/pipeline.md#scorecards): a 0-10 score for each of the stage's criteria
 * with its rubric, Manager Feedback (at most 5,000 characters), the overall (their mean) as it is typed, and
 * Save; Delete when they have one.
 */
export function ScorecardEditor({ data, mine, onDirtyChange, ...props }: ScorecardEditorProps) {
  const [initial] = useState(() => toScorecardForm(mine));
  const [form, setForm] = useState<ScorecardForm>(initial);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const keys = data.criteria.map((c) => c.key);
  const dirty = !sameScorecardForm(form, initial);
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const handleSave = async () => {
    const problem = scorecardFormProblem(form, keys);
    if (problem) return setError(problem);
    setSaving(true);
    setError(null);
    const failure = await props.onSave(fromScorecardForm(form, keys));
    setSaving(false);
    if (failure) setError(failure);
  };

  return (
    <Stack gap="md" component="section" aria-labelledby="my-scorecard-title">
      <Group justify="space-between" align="baseline">
        <Title order={3} size="h5" id="my-scorecard-title">
          Your scorecard
        </Title>
        <Text size="xs" c="dimmed">
          {mine ? `Saved ${formatDateTime(mine.updated_at)}` : 'Not saved yet'}
        </Text>
      </Group>
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {data.criteria.map((c) => (
          <ScorecardCriterionField
            key={c.key}
            criterion={c}
            value={form.scores[c.key]}
            disabled={saving}
            onChange={(value) => setForm((f) => ({ ...f, scores: { ...f.scores, [c.key]: value } }))}
          />
        ))}
      </Stack>
      <Textarea
        label="Manager Feedback"
        placeholder="What the interview showed, for the hiring team"
        autosize
        minRows={3}
        maxRows={8}
        maxLength={SCORECARD_FEEDBACK_MAX}
        description={`${form.feedback.length.toLocaleString('en-US')} / ${SCORECARD_FEEDBACK_MAX.toLocaleString('en-US')} characters`}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        disabled={saving}
        value={form.feedback}
        onChange={(e) => {
          const feedback = e.currentTarget.value;
          setForm((f) => ({ ...f, feedback }));
        }}
      />
      <Group gap="sm" aria-live="polite">
        <Text size="sm" fw={600}>
          Overall (mean of your scores)
        </Text>
        <ScoreBadge score={formOverall(form, keys)} size="lg" />
      </Group>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <Group justify="space-between">
        <Group gap="sm">
          {mine && (
            <Button variant="subtle" color="red" onClick={props.onDelete} disabled={saving}>
              Delete my scorecard
            </Button>
          )}
          {props.status && !dirty && (
            <Text size="sm" c="teal" role="status">
              {props.status}
            </Text>
          )}
        </Group>
        <Group gap="sm">
          <Button variant="default" onClick={props.onClose} disabled={saving}>
            Close
          </Button>
          <Button onClick={() => void handleSave()} loading={saving} disabled={!dirty}>
            Save
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
