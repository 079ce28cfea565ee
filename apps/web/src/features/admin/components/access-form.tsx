import { Button, Group, Paper, SegmentedControl, Select, TextInput } from '@mantine/core';
import { type AccessEntryCreate, accessEntryCreate, type Role } from '@rw/core';
import { IconUserPlus } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { roleOptions } from '#/features/admin/utils/role-options';

type AccessFormProps = {
  saving: boolean;
  /** Resolves true when the entry was added (the form then clears). */
  onAdd: (body: AccessEntryCreate) => Promise<boolean>;
};

type Kind = 'email' | 'domain';

/** Adds an e-mail, or a whole e-mail domain, to the access list with a role (DESIGN.md, Identity and access). */
export function AccessForm({ saving, onAdd }: AccessFormProps) {
  const [kind, setKind] = useState<Kind>('email');
  const [value, setValue] = useState('');
  const [role, setRole] = useState<Role>('recruiter');
  const [error, setError] = useState<string | null>(null);

  const handleSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = accessEntryCreate.safeParse({ [kind]: value, role });
    if (!checked.success) {
      setError(checked.error.issues[0]?.message ?? 'Check the value');
      return;
    }
    setError(null);
    if (await onAdd(checked.data)) setValue('');
  };

  return (
    <Paper withBorder radius="md" p="md">
      <form onSubmit={handleSubmit} noValidate aria-label="Add to the access list">
        <Group align="flex-start" gap="sm" wrap="wrap">
          <SegmentedControl
            aria-label="Add an e-mail or a domain"
            value={kind}
            onChange={(v) => setKind(v as Kind)}
            data={[
              { value: 'email', label: 'E-mail' },
              { value: 'domain', label: 'Domain' },
            ]}
            mt={1}
          />
          <TextInput
            aria-label={kind === 'email' ? 'E-mail address' : 'Domain'}
            placeholder={kind === 'email' ? 'name@example.com' : 'example.com'}
            value={value}
            error={error}
            onChange={(e) => {
              setValue(e.currentTarget.value);
              setError(null);
            }}
            style={{ flex: 1, minWidth: 220 }}
          />
          <Select
            aria-label="Role"
            data={roleOptions}
            value={role}
            allowDeselect={false}
            onChange={(v) => v && setRole(v as Role)}
            w={140}
          />
          <Button type="submit" loading={saving} leftSection={<IconUserPlus size={16} aria-hidden />}>
            Add
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
