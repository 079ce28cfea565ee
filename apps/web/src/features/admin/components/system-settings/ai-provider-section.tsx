import {
  Alert,
  Button,
  Group,
  Loader,
  NumberInput,
  PasswordInput,
  SimpleGrid,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  type AiProviderSettings,
  type AiTaskKind,
  aiTaskKindLabels,
  aiTaskKinds,
  systemSettingsMessages as m,
} from '@rw/core';
import { useEffect, useState } from 'react';
import { ActionFeedbackText } from '#/components/ui/action-feedback-text';
import {
  useSystemSettings,
  useTestAiConnection,
  useUpdateAiProvider,
} from '#/features/admin/api/system-settings';
import { useActionFeedback } from '#/lib/action-feedback';
import { type AiProviderDraft, bodyOf, draftOf, isDirty } from './ai-provider-form';
import { ConnectionTestResult } from './connection-test-result';
import { SettingsSection } from './settings-section';

const tokens = (n: number) => n.toLocaleString('en-US');

/** The monthly credit limit, read only: the platform owner sets it (docs/product/admin.md#ai-provider). */
function CreditLimit({ ai }: { ai: AiProviderSettings }) {
  const limit = ai.monthly_credit_limit > 0 ? `${tokens(ai.monthly_credit_limit)} tokens` : 'Unlimited';
  return (
    <Text size="sm">
      <Text span fw={600}>
        Monthly credit limit:
      </Text>{' '}
      {limit} · used this month: {tokens(ai.current_month_usage)} tokens{' '}
      <Text span c="dimmed">
        (set by the platform owner in the Admin Panel)
      </Text>
    </Text>
  );
}

/**
 * The organisation's AI provider (docs/product/admin.md#ai-provider): base URL, key (replace only, its hint
 * shown), model and a model per kind of task, requests and tokens per minute, the credit limit shown, and
 * 'Test connection' with the saved settings.
 */
export function AiProviderSection() {
  const settings = useSystemSettings();
  const update = useUpdateAiProvider();
  const test = useTestAiConnection();
  const { feedback, show } = useActionFeedback();
  const saved = settings.data?.ai;
  const [draft, setDraft] = useState<AiProviderDraft | null>(null);
  useEffect(() => {
    if (saved && draft === null) setDraft(draftOf(saved));
  }, [saved, draft]);

  if (settings.isPending) return <Loader size="sm" aria-label="Loading the AI provider" />;
  if (settings.isError || !saved || !draft) {
    return (
      <Alert color="red" title={m.loadError}>
        {settings.error?.message}
      </Alert>
    );
  }
  const dirty = isDirty(draft, saved);
  const set = <K extends keyof AiProviderDraft>(key: K, value: AiProviderDraft[K]) =>
    setDraft({ ...draft, [key]: value });
  const setTaskModel = (kind: AiTaskKind, value: string) =>
    set('task_models', { ...draft.task_models, [kind]: value });

  const handleSave = async () => {
    try {
      const next = await update.mutateAsync(bodyOf(draft));
      setDraft(draftOf(next));
      test.reset();
      show('success', m.saved);
    } catch (err) {
      show('error', `${m.saveError}: ${(err as Error).message}`);
    }
  };

  return (
    <SettingsSection
      title="AI provider"
      description="The OpenAI-compatible provider every AI feature of your organization calls (OpenAI, Azure OpenAI, Ollama, vLLM, LM Studio)."
    >
      {!saved.configured && (
        <Alert color="blue" variant="light">
          {m.noOrganization}
        </Alert>
      )}
      <CreditLimit ai={saved} />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label="Base URL"
          description="OpenAI-compatible endpoint; blank uses the server's"
          placeholder="https://api.openai.com/v1"
          value={draft.base_url}
          onChange={(e) => set('base_url', e.currentTarget.value)}
        />
        <PasswordInput
          label="API key"
          description={
            saved.has_api_key
              ? `Current key ${saved.api_key_hint}: leave blank to keep`
              : 'Stored encrypted; only its last 4 characters are ever shown.'
          }
          placeholder={saved.has_api_key ? (saved.api_key_hint ?? '') : 'sk-…'}
          autoComplete="new-password"
          value={draft.api_key}
          onChange={(e) => set('api_key', e.currentTarget.value)}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label="Model"
          description="Blank uses each task's default model"
          placeholder="gpt-4o-mini"
          value={draft.model}
          onChange={(e) => set('model', e.currentTarget.value)}
        />
        <NumberInput
          label="Requests per minute"
          description="The key's limit at the provider"
          min={1}
          allowDecimal={false}
          thousandSeparator=","
          value={draft.rpm_limit}
          onChange={(v) => set('rpm_limit', v)}
        />
        <NumberInput
          label="Tokens per minute"
          description="The key's limit at the provider"
          min={1}
          allowDecimal={false}
          thousandSeparator=","
          value={draft.tpm_limit}
          onChange={(v) => set('tpm_limit', v)}
        />
      </SimpleGrid>
      <Title order={3} size="h6" mt="xs">
        Model per kind of task
      </Title>
      <Text size="xs" c="dimmed">
        Blank uses the model above.
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {aiTaskKinds.map((kind) => (
          <TextInput
            key={kind}
            label={aiTaskKindLabels[kind]}
            placeholder={draft.model || 'Organization model'}
            value={draft.task_models[kind]}
            onChange={(e) => setTaskModel(kind, e.currentTarget.value)}
          />
        ))}
      </SimpleGrid>
      <Group justify="space-between" align="center" wrap="wrap">
        <ActionFeedbackText feedback={feedback} />
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => test.mutate()}
            loading={test.isPending}
            disabled={dirty}
            title={dirty ? m.testFirst : undefined}
          >
            Test connection
          </Button>
          <Button onClick={() => void handleSave()} loading={update.isPending} disabled={!dirty}>
            Save AI provider
          </Button>
        </Group>
      </Group>
      {dirty && (
        <Text size="xs" c="dimmed" ta="right">
          {m.testFirst}
        </Text>
      )}
      {test.data && <ConnectionTestResult result={test.data} />}
      {test.isError && (
        <Alert color="red" title={m.connectionFailed} role="alert">
          {test.error.message}
        </Alert>
      )}
    </SettingsSection>
  );
}
