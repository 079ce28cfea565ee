import { Alert, Button, Code, Group, Loader, PasswordInput, Text, TextInput } from '@mantine/core';
import { systemSettingsMessages as m, type WebhookTestResult } from '@rw/core';
import { useEffect, useState } from 'react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import { useSendTestEvent, useSystemSettings, useUpdateWebhook } from '#/features/admin/api/system-settings';
import { useActionFeedback } from '#/lib/action-feedback';
import { SettingsSection } from './settings-section';

function TestEventResult({ result }: { result: WebhookTestResult }) {
  const status = result.status === null ? 'no answer' : `HTTP ${result.status}`;
  return (
    <Alert
      color={result.ok ? 'teal' : 'red'}
      title={result.ok ? m.webhookDelivered : m.webhookFailed}
      role={result.ok ? 'status' : 'alert'}
    >
      <Text size="sm">
        {status} in {result.latency_ms.toLocaleString('en-US')} ms
      </Text>
      {result.error && (
        <Text size="sm" mt={4}>
          {result.error}
        </Text>
      )}
    </Alert>
  );
}

/**
 * The automation webhook (docs/product/admin.md#automation-webhook): where the organisation's automation
 * payloads are POSTed, signed with its secret (replace only), and 'Send test event'.
 */
export function WebhookSection() {
  const settings = useSystemSettings();
  const update = useUpdateWebhook();
  const test = useSendTestEvent();
  const { feedback, show } = useActionFeedback();
  const saved = settings.data?.webhook;
  const [url, setUrl] = useState<string | null>(null);
  const [secret, setSecret] = useState('');
  useEffect(() => {
    if (saved && url === null) setUrl(saved.url ?? '');
  }, [saved, url]);

  if (settings.isPending) return <Loader size="sm" aria-label="Loading the webhook" />;
  if (!saved || url === null)
    return (
      <Alert color="red" title={m.loadError}>
        {settings.error?.message}
      </Alert>
    );
  const dirty = url.trim() !== (saved.url ?? '') || secret.trim() !== '';

  const handleSave = async () => {
    try {
      const next = await update.mutateAsync({ url, ...(secret.trim() ? { secret } : {}) });
      setUrl(next.url ?? '');
      setSecret('');
      test.reset();
      show('success', m.saved);
    } catch (err) {
      show('error', `${m.saveError}: ${(err as Error).message}`);
    }
  };

  return (
    <SettingsSection
      title="Automation webhook"
      description="Every automation instruction of your organization (GenerateJD, SalaryGen, IntakeSummary, IntProcess, ScoreCandidates) is also POSTed here as JSON, for your own automation."
    >
      <TextInput
        label="Webhook URL"
        description="http or https; blank turns the webhook off. Redirects are not followed."
        placeholder="https://hooks.example.com/recruiting"
        value={url}
        onChange={(e) => setUrl(e.currentTarget.value)}
      />
      <PasswordInput
        label="Signing secret"
        description={
          saved.has_secret
            ? `Current secret ${saved.secret_hint}: leave blank to keep`
            : 'At least 16 characters; left blank, one is generated for you.'
        }
        autoComplete="new-password"
        value={secret}
        onChange={(e) => setSecret(e.currentTarget.value)}
      />
      <Text size="xs" c="dimmed">
        Each request carries{' '}
        <Code>X-RW-Signature: sha256=&lt;HMAC-SHA256 of the body with the secret&gt;</Code> and{' '}
        <Code>X-RW-Delivery</Code> (the same id when a delivery is retried).
      </Text>
      <Group justify="space-between" align="center" wrap="wrap">
        <ActionFeedbackText feedback={feedback} />
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={dirty || !saved.url}
            title={!saved.url ? m.noWebhook : dirty ? m.testFirst : undefined}
          >
            Send test event
          </Button>
          <Button onClick={() => void handleSave()} loading={update.isPending} disabled={!dirty}>
            Save webhook
          </Button>
        </Group>
      </Group>
      {test.data && <TestEventResult result={test.data} />}
      {test.isError && (
        <Alert color="red" title={m.webhookFailed} role="alert">
          {test.error.message}
        </Alert>
      )}
    </SettingsSection>
  );
}
