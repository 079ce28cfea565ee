import { Button, PasswordInput, Stack, TextInput } from '@mantine/core';
import { type SetupBody, setupBody } from '@rw/core';
import { type FormEvent, useState } from 'react';

type FieldErrors = Partial<Record<keyof SetupBody, string>>;

type AccountFormProps = {
  submitLabel: string;
  loading: boolean;
  onSubmit: (values: SetupBody) => void;
};

function fieldErrors(values: SetupBody): { data?: SetupBody; errors: FieldErrors } {
  const parsed = setupBody.safeParse(values);
  if (parsed.success) return { data: parsed.data, errors: {} };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if ((field === 'name' || field === 'email' || field === 'password') && !errors[field]) {
      errors[field] = issue.message;
    }
  }
  return { errors };
}

/** Name, e-mail and password of a new account, checked with the core `setupBody` rules before submit. */
export function AccountForm({ submitLabel, loading, onSubmit }: AccountFormProps) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = fieldErrors({ name, email, password });
    setErrors(result.errors);
    if (result.data) onSubmit(result.data);
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Name"
          required
          autoComplete="name"
          value={name}
          error={errors.name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Email"
          type="email"
          required
          autoComplete="email"
          placeholder="you@company.com"
          value={email}
          error={errors.email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label="Password"
          required
          autoComplete="new-password"
          description="At least 8 characters"
          visibilityToggleFocusable
          value={password}
          error={errors.password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Button type="submit" fullWidth loading={loading} mt="xs">
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
