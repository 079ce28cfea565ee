import { Alert, Code, ScrollArea, Skeleton } from '@mantine/core';
import { useScreenEvaluation } from '#/features/screen-evaluation/api/get-screen-evaluation';

/** The full transcript of a saved evaluation, fetched when first shown. */
export function EvaluationTranscript({ id }: { id: string }) {
  const evaluation = useScreenEvaluation(id, true);
  if (evaluation.isPending) return <Skeleton height={200} radius="md" />;
  if (evaluation.isError) {
    return (
      <Alert color="red" variant="light" title="Failed to load the transcript">
        {evaluation.error.message}
      </Alert>
    );
  }
  return (
    <ScrollArea.Autosize mah="60vh">
      <Code block style={{ whiteSpace: 'pre-wrap' }}>
        {evaluation.data.transcript || 'No transcript was saved with this evaluation.'}
      </Code>
    </ScrollArea.Autosize>
  );
}
