import {
  Alert,
  Button,
  Group,
  Modal,
  NumberInput,
  PasswordInput,
  Stack,
  Switch,
  TextInput,
} from '@mantine/core';
import type { AdminOrganization, OrganizationCreateInput, OrganizationUpdateInput } from '@rw/core';
import { type FormEvent, useEffect, useState } from 'react';
import { ProviderFields } from '#/features/admin/components/provider-fields';
import {
  emptyOrganizationForm,
  type OrganizationFormErrors,
  type OrganizationFormValues,
  organizationFormValues,
  toCreateBody,
  toUpdateBody,
} from '#/features/admin/utils/organization-form-values';

/** Closed, adding, or editing one organisation (docs/product/admin.md#organizations). */
export type OrganizationFormMode =
  | { kind: 'closed' }
  | { kind: 'add' }
  | { kind: 'edit'; org: AdminOrganization };

/** A checked body, ready to send. */
export type OrganizationSave =
  | { kind: 'add'; body: OrganizationCreateInput }
  | { kind: 'edit'; id: string; body: OrganizationUpdateInput };

type OrganizationFormProps = {
  mode: OrganizationFormMode;
  saving: boolean;
  /** Why the last save failed, shown inside the form (the page banner is behind the modal). */
  saveError: string | null;
  onSave: (save: OrganizationSave) => void;
  onCancel: () => void;
};

/** The Add/Edit Organization form: Domain, Organization Name, OpenAI API Key, Billing Enabled, Monthly Credit Limit. */
export function OrganizationForm({ mode, saving, saveError, onSave, onCancel }: OrganizationFormProps) {
  const [values, setValues] = useState<OrganizationFormValues>(emptyOrganizationForm);
  const [errors, setErrors] = useState<OrganizationFormErrors>({});
  const editing = mode.kind === 'edit' ? mode.org : null;

  useEffect(() => {
    if (mode.kind === 'closed') return;
    setValues(mode.kind === 'edit' ? organizationFormValues(mode.org) : emptyOrganizationForm);
    setErrors({});
  }, [mode]);

  const set = <K extends keyof OrganizationFormValues>(key: K, value: OrganizationFormValues[K]) => {
    setValues((v) => ({ ...v, [key]: value }));
    setErrors((e) => (e[key] ? { ...e, [key]: undefined } : e));
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (editing) {
      const checked = toUpdateBody(values);
      if (checked.ok) onSave({ kind: 'edit', id: editing.id, body: checked.body });
      else setErrors(checked.errors);
    } else {
      const checked = toCreateBody(values);
      if (checked.ok) onSave({ kind: 'add', body: checked.body });
      else setErrors(checked.errors);
    }
  };

  const keyHint = editing?.api_key_hint
    ? `Current key ${editing.api_key_hint}: leave blank to keep`
    : 'Leave blank to keep the current key';

  return (
    <Modal
      opened={mode.kind !== 'closed'}
      onClose={onCancel}
      title={editing ? 'Edit Organization' : 'Add Organization'}
      size="lg"
      centered
    >
      <form onSubmit={handleSubmit} noValidate>
        <Stack gap="sm">
          {saveError && (
            <Alert color="red" variant="light" role="alert">
              {saveError}
            </Alert>
          )}
          <TextInput
            label="Domain"
            placeholder="example.com"
            required
            data-autofocus
            value={values.domain}
            error={errors.domain}
            onChange={(e) => set('domain', e.currentTarget.value)}
          />
          <TextInput
            label="Organization Name"
            placeholder="Acme Ltd"
            required
            value={values.name}
            error={errors.name}
            onChange={(e) => set('name', e.currentTarget.value)}
          />
          <PasswordInput
            label="OpenAI API Key"
            placeholder={editing ? (editing.api_key_hint ?? '') : 'sk-...'}
            required={!editing}
            description={editing ? keyHint : 'Stored encrypted; only its last 4 characters are ever shown.'}
            autoComplete="off"
            value={values.openai_api_key}
            error={errors.openai_api_key}
            onChange={(e) => set('openai_api_key', e.currentTarget.value)}
          />
          <Switch
            label="Billing Enabled"
            checked={values.billing_enabled}
            onChange={(e) => set('billing_enabled', e.currentTarget.checked)}
            my={4}
          />
          <NumberInput
            label="Monthly Credit Limit"
            description="Tokens per month; 0 means unlimited"
            min={0}
            allowNegative={false}
            thousandSeparator=","
            value={values.monthly_credit_limit}
            error={errors.monthly_credit_limit}
            onChange={(v) => set('monthly_credit_limit', v)}
            onBlur={() => values.monthly_credit_limit === '' && set('monthly_credit_limit', 0)}
          />
          <ProviderFields values={values} errors={errors} onChange={set} />
          <Group justify="flex-end" mt="md">
            <Button variant="default" onClick={onCancel}>
              Cancel
            </Button>
            <Button type="submit" loading={saving}>
              Save
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
