import { Button, Group, Paper, Select, TextInput } from '@mantine/core';
import { type OrganizationInviteBody, type OrganizationRole, organizationInviteBody } from '@rw/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';

type InviteFormProps = {
  domain: string;
  saving: boolean;
  /** Resolves true when the invitation was made (the form then clears). */
  onInvite: (body: OrganizationInviteBody) => Promise<boolean>;
};

const roles: { value: OrganizationRole; label: string }[] = [
  { value: 'recruiter', label: 'Recruiter' },
  { value: 'admin', label: 'Admin' },
];

/** Invites a colleague of the organisation's domain with a role (docs/product/admin.md#user-management). */
export function InviteForm({ domain, saving, onInvite }: InviteFormProps) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OrganizationRole>('recruiter');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = organizationInviteBody.safeParse({ email, role });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the e-mail');
      return;
    }
    setError(null);
    if (await onInvite(checked.data)) setEmail('');
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={handleSubmit} noValidate aria-label="Invite a colleague">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <TextInput
            label="E-mail"
            placeholder={`name@${domain}`}
            value={email}
            error={error}
            onChange={(e) => {
              setEmail(e.currentTarget.value);
              setError(null);
            }}
            style={{ flex: 1, minWidth: 240 }}
          />
          <Select
            label="Role"
            data={roles}
            value={role}
            allowDeselect={false}
            onChange={(v) => v && setRole(v as OrganizationRole)}
            w={160}
          />
          <Button type="submit" mt={25} loading={saving} leftSection={<IconUserPlus size={16} aria-hidden />}>
            Invite
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
