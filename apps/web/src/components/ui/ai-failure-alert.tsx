import { Alert, Text } from '@mantine/core';

type AiFailureAlertProps = {
  /** The feature's own message (the spec's words), e.g. 'Error sending data to webhook'. */
  message: string;
  /** What happened, in plain words, when the server said (docs/product/ai.md#what-happened). */
  detail?: string | null;
  onClose?: () => void;
};

/**
 * A failed AI action (docs/product/ai.md#what-happened): the feature's message and, under it, what happened
 * in plain words ('The AI provider did not answer (timeout after 30 s)', 'The API key was refused').
 */
export function AiFailureAlert({ message, detail, onClose }: AiFailureAlertProps) {
  return (
    <Alert color="red" variant="light" role="alert" withCloseButton={Boolean(onClose)} onClose={onClose}>
      <Text size="sm" fw={500}>
        {message}
      </Text>
      {detail && (
        <Text size="sm" mt={4} data-testid="ai-failure-detail">
          {detail}
        </Text>
      )}
    </Alert>
  );
}
