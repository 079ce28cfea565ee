import { Alert, Button, Group, Modal, Select, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type RoleForm, roleFormProblem, roleQuestions } from '@rw/core';
import { useEffect, useState } from 'react';
import { useRoleCompanies } from '#/features/role-builder/api/get-role-companies';

type CreateDescriptionModalProps = {
  opened: boolean;
  /** The form as last left (Edit keeps the answers). */
  initial: RoleForm;
  onClose: () => void;
  onGenerate: (form: RoleForm) => void;
};

/**
 * 'Create Job Description' (docs/product/role-builder.md#create-job-description): Job Title, Company (its
 * description fills Company Description), and the ten questions. A title and a company are required
 * ('Please fill in the job title and company name').
 */
export function CreateDescriptionModal({
  opened,
  initial,
  onClose,
  onGenerate,
}: CreateDescriptionModalProps) {
  const [form, setForm] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const companies = useRoleCompanies(opened);
  useEffect(() => {
    if (opened) {
      setForm(initial);
      setProblem(null);
    }
  }, [opened, initial]);

  const handleCompany = (id: string | null) => {
    const company = companies.data?.find((c) => c.id === id);
    setForm((f) => ({ ...f, company_id: id ?? '', company_description: company?.description ?? '' }));
  };
  const handleSubmit = () => {
    const found = roleFormProblem(form);
    setProblem(found);
    if (!found) onGenerate(form);
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Create Job Description"
      size="xl"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label="Job Title"
            withAsterisk
            value={form.title}
            onChange={(e) => {
              const title = e.currentTarget.value;
              setForm((f) => ({ ...f, title }));
            }}
          />
          <Select
            label="Company"
            withAsterisk
            searchable
            placeholder={companies.isLoading ? 'Loading companies...' : 'Select a company'}
            data={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
            value={form.company_id || null}
            onChange={handleCompany}
            nothingFoundMessage="No companies available for your account."
            error={companies.isError ? 'Failed to load companies' : undefined}
            comboboxProps={{ withinPortal: true }}
          />
        </SimpleGrid>
        <Textarea
          label="Company Description"
          autosize
          minRows={2}
          maxRows={6}
          value={form.company_description}
          onChange={(e) => {
            const company_description = e.currentTarget.value;
            setForm((f) => ({ ...f, company_description }));
          }}
        />
        {roleQuestions.map((q, i) => (
          <Textarea
            key={q.id}
            label={`${i + 1}. ${q.label}`}
            description={q.hint}
            autosize
            minRows={2}
            maxLength={2000}
            value={form.answers[q.id]}
            onChange={(e) => {
              const value = e.currentTarget.value;
              setForm((f) => ({ ...f, answers: { ...f.answers, [q.id]: value } }));
            }}
          />
        ))}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleSubmit}>Generate Job Description</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
