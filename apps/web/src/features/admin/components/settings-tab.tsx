import { Badge, Button, Group, Paper, PasswordInput, Skeleton, Stack, Text, Title } from '@mantine/core';
import { adminMessages, adminSettingsUpdate } from '@rw/core';
import { IconKey } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useAdminSettings } from '#/features/admin/api/get-admin-settings';
import { useUpdateAdminSettings } from '#/features/admin/api/update-admin-settings';
import { useLoadError } from '#/features/admin/hooks/use-load-error';
import { errorText, formatDateTime } from '#/features/admin/utils/format';

type SettingsTabProps = { onMessage: (text: string) => void };

/**
 * Settings tab (docs/product/admin.md#settings): 'Domain Settings', the OpenAI API key of the owner's e-mail
 * domain, used when a user's organisation has no key of its own (docs/product/ai.md#key-resolution).
 */
export function SettingsTab({ onMessage }: SettingsTabProps) {
  const settings = useAdminSettings();
  const save = useUpdateAdminSettings();
  const [apiKey, setApiKey] = useState('');
  const [error, setError] = useState<string | null>(null);
  useLoadError(settings.error, onMessage);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = adminSettingsUpdate.safeParse({ openai_api_key: apiKey });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'API key is required');
      return;
    }
    setError(null);
    save.mutate(checked.data.openai_api_key, {
      onSuccess: () => {
        setApiKey('');
        onMessage(adminMessages.settingsUpdated);
      },
      onError: (e) => onMessage(errorText(adminMessages.updateSettingsError, e)),
    });
  };

  const data = settings.data;
  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="md">
          <Stack gap={4}>
            <Title order={2} size="h4">
              Domain Settings
            </Title>
            {data ? (
              <Text size="sm" c="dimmed">
                Used for users of <b>{data.domain}</b> whose organization has no key of its own.
              </Text>
            ) : (
              <Skeleton height={16} width="70%" />
            )}
          </Stack>
          <Group gap="xs">
            <IconKey size={16} aria-hidden />
            <Text size="sm">Current key:</Text>
            {data ? (
              <Badge variant="light" color={data.has_api_key ? 'indigo' : 'gray'} ff="monospace" tt="none">
                {data.api_key_hint ?? 'Not set'}
              </Badge>
            ) : (
              <Skeleton height={18} width={80} />
            )}
          </Group>
          <PasswordInput
            label="OpenAI API Key"
            placeholder="sk-..."
            required
            autoComplete="off"
            value={apiKey}
            error={error}
            onChange={(e) => {
              setApiKey(e.currentTarget.value);
              setError(null);
            }}
          />
          <Group justify="space-between">
            <Text size="xs" c="dimmed">
              {data?.updated_at
                ? `Last updated ${formatDateTime(data.updated_at)} by ${data.updated_by ?? 'unknown'}`
                : ''}
            </Text>
            <Button type="submit" loading={save.isPending}>
              Update Settings
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
