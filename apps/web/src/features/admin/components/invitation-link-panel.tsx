import {
  ActionIcon,
  Alert,
  Box,
  Button,
  CopyButton,
  Group,
  Stack,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { type InvitationLink, invitationMessages } from '@rw/core';
import { IconCheck, IconCopy, IconMailForward } from '@tabler/icons-react';
import { formatDateTime } from '#/features/admin/utils/format';

type InvitationLinkPanelProps = {
  email: string;
  link: InvitationLink;
  onClose: () => void;
};

/**
 * A link just made for `email` (docs/product/admin.md#invitations): shown once, with a copy button, whether
 * it was e-mailed, and when it expires. Only its hash is stored, so closing the panel loses it (a new link
 * can always be made).
 */
export function InvitationLinkPanel({ email, link, onClose }: InvitationLinkPanelProps) {
  const delivery = link.emailed
    ? invitationMessages.emailed(email)
    : link.email_error
      ? invitationMessages.emailFailed(link.email_error)
      : invitationMessages.notEmailed;
  return (
    <Box component="section" aria-label={`Invitation link for ${email}`}>
      <Alert
        color={link.email_error ? 'yellow' : 'blue'}
        variant="light"
        icon={<IconMailForward aria-hidden />}
        title={invitationMessages.linkReady(email)}
        withCloseButton
        closeButtonLabel="Close the invitation link"
        onClose={onClose}
      >
        <Stack gap="xs">
          <Group gap="xs" wrap="nowrap">
            <TextInput
              aria-label="Invitation link"
              value={link.url}
              readOnly
              onFocus={(event) => event.currentTarget.select()}
              style={{ flex: 1 }}
              styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            />
            <CopyButton value={link.url} timeout={2000}>
              {({ copied, copy }) => (
                <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                  <ActionIcon
                    variant={copied ? 'filled' : 'default'}
                    color={copied ? 'teal' : undefined}
                    size="lg"
                    aria-label={copied ? 'Copied' : 'Copy link'}
                    onClick={copy}
                  >
                    {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
                  </ActionIcon>
                </Tooltip>
              )}
            </CopyButton>
          </Group>
          <Text size="sm">{delivery}</Text>
          <Text size="xs" c="dimmed">
            Expires {formatDateTime(link.expires_at)}. A new link replaces this one.
          </Text>
          <Group>
            <Button size="compact-sm" variant="subtle" onClick={onClose}>
              Done
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Box>
  );
}
