import { Alert, Button, Code, CopyButton, Group, Select, Stack, Text, TextInput } from '@mantine/core';
import {
  ACCESS_TOKEN_NAME_MAX,
  type AccessTokenCreated,
  accessTokenLifetimes,
  accessTokenMessages,
  type CreateAccessTokenBody,
} from '@rw/core';
import { IconCheck, IconCopy, IconPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useCreateAccessToken } from '#/features/access-tokens/api/access-tokens';

const lifetimeLabels: Record<(typeof accessTokenLifetimes)[number], string> = {
  7: '7 days',
  30: '30 days',
  90: '90 days',
  365: '1 year',
};
const lifetimeData = [
  ...accessTokenLifetimes.map((d) => ({ value: String(d), label: lifetimeLabels[d] })),
  { value: 'never', label: 'No expiry' },
];

/** The lifetime picked, as the API takes it (`null`: no expiry). */
function lifetime(value: string): CreateAccessTokenBody['expires_in_days'] {
  const days = accessTokenLifetimes.find((d) => String(d) === value);
  return days ?? null;
}

/**
 * 'Create token' (docs/product/access-tokens.md#creating): a name and an expiry (30 days by default); the new
 * token is shown once with a copy button and the warning that it will not be shown again.
 */
export function CreateTokenForm() {
  const create = useCreateAccessToken();
  const [name, setName] = useState('Content Extractor');
  const [expiry, setExpiry] = useState('30');
  const [created, setCreated] = useState<AccessTokenCreated | null>(null);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate(
      { name: name.trim(), expires_in_days: lifetime(expiry) },
      { onSuccess: (result) => setCreated(result) },
    );
  };

  return (
    <Stack gap="sm">
      <form onSubmit={handleSubmit}>
        <Group align="flex-end" gap="sm" wrap="wrap">
          <TextInput
            label="Token name"
            value={name}
            onChange={(e) => setName(e.currentTarget.value)}
            maxLength={ACCESS_TOKEN_NAME_MAX}
            required
            w={260}
          />
          <Select
            label="Expires"
            data={lifetimeData}
            value={expiry}
            onChange={(v) => setExpiry(v ?? '30')}
            allowDeselect={false}
            w={160}
          />
          <Button
            type="submit"
            leftSection={<IconPlus size={16} aria-hidden />}
            loading={create.isPending}
            disabled={!name.trim()}
          >
            Create token
          </Button>
        </Group>
      </form>
      {create.error && (
        <Alert color="red" variant="light">
          {create.error.message}
        </Alert>
      )}
      {created && (
        <Alert color="green" variant="light" title={`Token "${created.token.name}" created`}>
          <Stack gap="xs">
            <Text size="sm">{accessTokenMessages.created}</Text>
            <Group gap="xs" wrap="nowrap">
              <Code style={{ overflowWrap: 'anywhere' }} data-testid="new-access-token">
                {created.secret}
              </Code>
              <CopyButton value={created.secret}>
                {({ copied, copy }) => (
                  <Button
                    size="xs"
                    variant="light"
                    onClick={copy}
                    leftSection={
                      copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />
                    }
                  >
                    {copied ? 'Copied' : 'Copy'}
                  </Button>
                )}
              </CopyButton>
            </Group>
          </Stack>
        </Alert>
      )}
    </Stack>
  );
}
