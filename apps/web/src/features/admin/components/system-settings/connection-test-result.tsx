import { Alert, Text } from '@mantine/core';
import { type AiConnectionTest, systemSettingsMessages as m } from '@rw/core';

/** What 'Test connection' found: the model's answer and the latency, or why it failed. */
export function ConnectionTestResult({ result }: { result: AiConnectionTest }) {
  if (result.ok) {
    return (
      <Alert color="teal" title={m.connectionOk} role="status">
        <Text size="sm">
          {result.model ?? 'The model'} answered “{result.answer}” in{' '}
          {result.latency_ms.toLocaleString('en-US')} ms.
        </Text>
      </Alert>
    );
  }
  return (
    <Alert color="red" title={m.connectionFailed} role="alert">
      <Text size="sm">{result.error}</Text>
      {result.detail && (
        <Text size="xs" c="dimmed" mt={4}>
          {result.detail} (after {result.latency_ms.toLocaleString('en-US')} ms)
        </Text>
      )}
    </Alert>
  );
}
