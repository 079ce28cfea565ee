import { Badge, Container, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { type AnalysisOptions, defaultAnalysisOptions, screenEvaluationMessages } from '@rw/core';
import { useState } from 'react';
import { useSaveScreenEvaluation } from '#/features/screen-evaluation/api/save-screen-evaluation';
import { AnalysisOptionsPanel } from '#/features/screen-evaluation/components/analysis-options-panel';
import { AnalysisResultsPanel } from '#/features/screen-evaluation/components/analysis-results-panel';
import {
  type EvaluationSubject,
  EvaluationSubjectPanel,
} from '#/features/screen-evaluation/components/evaluation-subject-panel';
import { RecentEvaluations } from '#/features/screen-evaluation/components/recent-evaluations';
import { TranscriptPanel } from '#/features/screen-evaluation/components/transcript-panel';
import { useTranscriptAnalysis } from '#/features/screen-evaluation/hooks/use-transcript-analysis';
import { useActionFeedback } from '#/lib/action-feedback';
import { copyText } from '#/lib/clipboard';

/**
 * Screen Evaluation at `/apps/screen-evaluation` (docs/product/screen-evaluation.md, beta): paste a recruiter
 * screen-call transcript, analyse it with a real model call whose text appears as it is written, copy or save
 * the evaluation (for a candidate and a job picked from the workspace, when picked), and reopen the latest
 * saved ones.
 */
export function ScreenEvaluationPage() {
  const [transcript, setTranscript] = useState('');
  const [options, setOptions] = useState<AnalysisOptions>(defaultAnalysisOptions);
  const [subject, setSubject] = useState<EvaluationSubject>({ candidate: null, job: null });
  const { state, analyze, stop } = useTranscriptAnalysis();
  const { feedback, show, clear } = useActionFeedback();
  const save = useSaveScreenEvaluation();
  const streaming = state.status === 'streaming';
  const hasTranscript = transcript.trim().length > 0;

  const handleAnalyze = () => {
    if (!hasTranscript || streaming) return;
    clear();
    void analyze(transcript, options);
  };
  const handleCopy = async () => {
    if (await copyText(state.analysis)) show('success', screenEvaluationMessages.copied);
    else show('error', screenEvaluationMessages.copyFailed);
  };
  const handleSave = () => {
    if (!state.analysis.trim()) return show('error', screenEvaluationMessages.nothingToSave);
    save.mutate(
      {
        transcript: state.transcript,
        analysis: state.analysis,
        options: state.options ?? options,
        candidate_id: subject.candidate?.id ?? null,
        job_id: subject.job?.id ?? null,
      },
      {
        onSuccess: () => show('success', screenEvaluationMessages.saved),
        onError: () => show('error', screenEvaluationMessages.saveFailed),
      },
    );
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Group gap="sm" align="center">
            <Title order={1}>Screen Evaluation</Title>
            <Badge variant="light" color="blue" size="lg">
              Beta
            </Badge>
          </Group>
          <Text c="dimmed">
            Paste a recruiter screen-call transcript for an AI evaluation of the candidate across 8 areas,
            each scored 1–5.
          </Text>
        </Stack>
        <Grid gap="lg" align="stretch">
          <Grid.Col span={{ base: 12, md: 5 }}>
            <Stack gap="lg">
              <EvaluationSubjectPanel value={subject} disabled={save.isPending} onChange={setSubject} />
              <TranscriptPanel
                value={transcript}
                onChange={setTranscript}
                onClear={() => setTranscript('')}
                onSubmit={handleAnalyze}
                readOnly={streaming}
              />
              <AnalysisOptionsPanel
                options={options}
                onChange={setOptions}
                onAnalyze={handleAnalyze}
                onStop={stop}
                hasTranscript={hasTranscript}
                streaming={streaming}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <AnalysisResultsPanel
              state={state}
              feedback={feedback}
              saving={save.isPending}
              onCopy={() => void handleCopy()}
              onSave={handleSave}
            />
          </Grid.Col>
        </Grid>
        <RecentEvaluations />
      </Stack>
    </Container>
  );
}
