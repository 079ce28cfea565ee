import { Alert, Button, Group, List, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { type CreateJobBody, type Job, type JobDraft, jobMessages, splitSkills } from '@rw/core';
import { useState } from 'react';
import { useCreateJob } from '#/features/jobs/api/create-job';
import { CompanySelect } from '#/features/jobs/components/company-select';
import { localToday } from '#/features/jobs/utils/job-card-fields';
import { saveJobErrorMessage } from '#/features/jobs/utils/job-messages';

type JobDraftReviewProps = {
  draft: JobDraft;
  enabled: boolean;
  onBack: () => void;
  onCreated: (job: Job) => void;
};

function Preview({ title, items }: { title: string; items: string[] }) {
  if (!items.length) return null;
  return (
    <div>
      <Text fw={600} size="sm">
        {title} ({items.length})
      </Text>
      <List size="sm" spacing={2}>
        {items.slice(0, 4).map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
    </div>
  );
}

/** Step two: the extracted draft to review; nothing is saved until 'Create Job'. */
export function JobDraftReview({ draft, enabled, onBack, onCreated }: JobDraftReviewProps) {
  const [title, setTitle] = useState(draft.title);
  const [location, setLocation] = useState(draft.location ?? '');
  const [mission, setMission] = useState(draft.jd_role_mission ?? '');
  const [companyId, setCompanyId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const create = useCreateJob();

  const handleCreate = async () => {
    if (!title.trim() || !companyId) return setError(jobMessages.titleAndCompanyRequired);
    setError(null);
    try {
      const job = await create.mutateAsync({
        // The draft's values come from the server's own value lists.
        ...(draft as Omit<CreateJobBody, 'title'>),
        title: title.trim(),
        company_id: companyId,
        location: location.trim() || null,
        jd_role_mission: mission.trim() || null,
        status: 'draft',
        date_posted: localToday(),
      });
      onCreated(job);
    } catch (err) {
      setError(saveJobErrorMessage(err, 'create'));
    }
  };

  const facts = [draft.seniority, draft.job_function, draft.work_style, draft.employment_type].filter(
    Boolean,
  );
  return (
    <Stack>
      {error && (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="Title"
          withAsterisk
          value={title}
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
        <CompanySelect value={companyId} onChange={setCompanyId} enabled={enabled} />
        <TextInput label="Location" value={location} onChange={(e) => setLocation(e.currentTarget.value)} />
        <TextInput label="Seniority, function, work style, type" value={facts.join(' · ') || '—'} readOnly />
      </SimpleGrid>
      <TextInput label="Hard Skills" value={splitSkills(draft.skills_hard).join(', ') || '—'} readOnly />
      <Textarea
        label="Role Mission"
        autosize
        minRows={2}
        value={mission}
        onChange={(e) => setMission(e.currentTarget.value)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Preview title="Role Responsibilities" items={draft.jd_responsibilities} />
        <Preview title="Requirements" items={draft.jd_requirements} />
        <Preview title="Nice to have" items={draft.jd_nice_to_have} />
        <Preview title="Benefits" items={draft.jd_benefits} />
      </SimpleGrid>
      <Group justify="space-between">
        <Button variant="default" onClick={onBack} disabled={create.isPending}>
          Back
        </Button>
        <Button onClick={handleCreate} loading={create.isPending}>
          Create Job
        </Button>
      </Group>
    </Stack>
  );
}
