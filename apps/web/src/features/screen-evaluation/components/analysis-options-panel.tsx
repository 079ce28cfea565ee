import { Button, Checkbox, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { type AnalysisOptions, screenEvaluationMessages } from '@rw/core';
import { IconPlayerStop, IconSparkles } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';

type AnalysisOptionsPanelProps = {
  options: AnalysisOptions;
  onChange: (options: AnalysisOptions) => void;
  onAnalyze: () => void;
  onStop: () => void;
  hasTranscript: boolean;
  streaming: boolean;
};

/**
 * The three options (docs/product/screen-evaluation.md#options), with the words the screen shows for each.
 */
const optionFields: { key: keyof AnalysisOptions; label: string; description: string }[] = [
  {
    key: 'includeScoring',
    label: 'Score each section (1–5)',
    description: 'A score per section and a score summary table.',
  },
  {
    key: 'includeRecommendations',
    label: 'Recommendations & next steps',
    description: 'Advance or not, follow-up questions and topics for the next stage.',
  },
  {
    key: 'includeSummary',
    label: 'Executive summary',
    description: 'A short overview at the top of the evaluation.',
  },
];

/**
 * The options panel (docs/product/screen-evaluation.md#options): three checkboxes and 'Analyze Transcript',
 * disabled with an empty transcript ('Please paste a transcript to analyze'); while analysing, a Stop button.
 */
export function AnalysisOptionsPanel(props: AnalysisOptionsPanelProps) {
  const { options, onChange, onAnalyze, onStop, hasTranscript, streaming } = props;
  const analyzeRef = useRef<HTMLButtonElement>(null);
  const stopRef = useRef<HTMLButtonElement>(null);
  // Keyboard users keep their place: Analyze (now disabled) hands the focus to Stop, and back when done.
  useEffect(() => {
    const active = document.activeElement;
    const lost = active === null || active === document.body;
    if (streaming && (lost || active === analyzeRef.current)) stopRef.current?.focus();
    if (!streaming && lost) analyzeRef.current?.focus();
  }, [streaming]);
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} size="h4">
          Analysis Options
        </Title>
        <Stack gap="sm">
          {optionFields.map((field) => (
            <Checkbox
              key={field.key}
              label={field.label}
              description={field.description}
              checked={options[field.key]}
              disabled={streaming}
              onChange={(event) => onChange({ ...options, [field.key]: event.currentTarget.checked })}
            />
          ))}
        </Stack>
        <Group gap="sm">
          <Button
            ref={analyzeRef}
            onClick={onAnalyze}
            disabled={!hasTranscript || streaming}
            leftSection={
              streaming ? (
                <Loader size={16} color="gray" aria-hidden />
              ) : (
                <IconSparkles size={18} aria-hidden />
              )
            }
          >
            {streaming ? 'Analyzing…' : 'Analyze Transcript'}
          </Button>
          {streaming && (
            <Button
              ref={stopRef}
              variant="light"
              color="red"
              onClick={onStop}
              leftSection={<IconPlayerStop size={16} aria-hidden />}
            >
              Stop
            </Button>
          )}
        </Group>
        {!hasTranscript && (
          <Text size="sm" c="dimmed">
            {screenEvaluationMessages.transcriptRequired}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
