import {
  Alert,
  Button,
  Divider,
  Group,
  Loader,
  Modal,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { type CandidateFieldsBody, roleBuilderMessages } from '@rw/core';
import { useEffect, useState } from 'react';
import { useAddCandidate, useCandidateSearch } from '#/features/role-builder/api/role-candidates';

type AddCandidateModalProps = {
  jobId: string | null;
  opened: boolean;
  onClose: () => void;
  onAdded: (name: string) => void;
};

const emptyFields = { first_name: '', last_name: '', email: '', current_title: '', current_company: '' };

/**
 * 'Add Candidate' (docs/product/role-builder.md#candidates): search the organisation's candidates or create
 * one; either joins the job's Glance stage as a real stage record.
 */
export function AddCandidateModal({ jobId, opened, onClose, onAdded }: AddCandidateModalProps) {
  const [q, setQ] = useState('');
  const [query] = useDebouncedValue(q.trim(), 250);
  const [fields, setFields] = useState(emptyFields);
  const [problem, setProblem] = useState<string | null>(null);
  const search = useCandidateSearch(query, opened && query.length > 0);
  const add = useAddCandidate(jobId);
  useEffect(() => {
    if (opened) {
      setQ('');
      setFields(emptyFields);
      setProblem(null);
    }
  }, [opened]);

  const submit = async (who: { id: string } | { fields: CandidateFieldsBody }, name: string) => {
    setProblem(null);
    try {
      await add.mutateAsync(who);
      onAdded(name);
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    }
  };
  const handleCreate = () => {
    const name = `${fields.first_name} ${fields.last_name}`.trim();
    if (!name) {
      setProblem(roleBuilderMessages.candidateNameRequired);
      return;
    }
    const body = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim() || null]));
    void submit({ fields: body }, name);
  };
  const field = (key: keyof typeof emptyFields, label: string) => (
    <TextInput
      label={label}
      value={fields[key]}
      onChange={(e) => {
        const value = e.currentTarget.value;
        setFields((f) => ({ ...f, [key]: value }));
      }}
    />
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Add Candidate"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        {problem && (
          <Alert color="red" variant="light" role="alert">
            {problem}
          </Alert>
        )}
        <TextInput
          label="Search candidates"
          placeholder="Name, e-mail, title, company or location"
          value={q}
          onChange={(e) => setQ(e.currentTarget.value)}
        />
        {search.isFetching && <Loader size="xs" />}
        {search.data?.length === 0 && <Text size="sm">No candidates match.</Text>}
        {search.data?.map((c) => {
          const name =
            [c.first_name, c.last_name].filter(Boolean).join(' ') || c.email || 'Unnamed candidate';
          return (
            <Group key={c.id} justify="space-between" wrap="nowrap">
              <Stack gap={0}>
                <Text size="sm" fw={500}>
                  {name}
                </Text>
                <Text size="xs" c="dimmed">
                  {[c.current_title, c.current_company].filter(Boolean).join(' · ') || c.email}
                </Text>
              </Stack>
              <Button
                size="xs"
                variant="light"
                aria-label={`Add ${name}`}
                onClick={() => void submit({ id: c.id }, name)}
                loading={add.isPending}
              >
                Add
              </Button>
            </Group>
          );
        })}
        <Divider label="or create a new candidate" labelPosition="center" />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {field('first_name', 'First name')}
          {field('last_name', 'Last name')}
          {field('email', 'Email')}
          {field('current_title', 'Current title')}
          {field('current_company', 'Current company')}
        </SimpleGrid>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={handleCreate} loading={add.isPending}>
            Create and add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
