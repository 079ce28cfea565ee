import { Select, SimpleGrid, TextInput } from '@mantine/core';
import {
  type EmploymentType,
  employmentTypeLabels,
  employmentTypes,
  type JobFunction,
  jobFunctions,
  type Seniority,
  seniorities,
  type WorkStyle,
  workStyleLabels,
  workStyles,
} from '@rw/core';
import type { JobFieldSetter, JobForm } from '#/features/jobs/utils/job-form';

const workStyleOptions = workStyles.map((v) => ({ value: v, label: workStyleLabels[v] }));
const jobTypeOptions = employmentTypes.map((v) => ({ value: v, label: employmentTypeLabels[v] }));
const combobox = { withinPortal: true };

/** Job Title, Department / Team, Hiring Manager, Location, Work Style, Job Type, Seniority, Job Function. */
export function RoleFields({ form, setField }: { form: JobForm; setField: JobFieldSetter }) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <TextInput
        label="Job Title"
        value={form.title}
        onChange={(e) => setField('title', e.currentTarget.value)}
      />
      <TextInput
        label="Department / Team"
        value={form.department}
        onChange={(e) => setField('department', e.currentTarget.value)}
      />
      <TextInput
        label="Hiring Manager"
        value={form.hiring_manager}
        onChange={(e) => setField('hiring_manager', e.currentTarget.value)}
      />
      <TextInput
        label="Location"
        value={form.location}
        onChange={(e) => setField('location', e.currentTarget.value)}
      />
      <Select
        label="Work Style"
        placeholder="Select work style"
        data={workStyleOptions}
        value={form.work_style}
        onChange={(v) => setField('work_style', v as WorkStyle | null)}
        clearable
        comboboxProps={combobox}
      />
      <Select
        label="Job Type"
        placeholder="Select job type"
        data={jobTypeOptions}
        value={form.employment_type}
        onChange={(v) => setField('employment_type', v as EmploymentType | null)}
        clearable
        comboboxProps={combobox}
      />
      <Select
        label="Seniority"
        placeholder="Select seniority"
        data={[...seniorities]}
        value={form.seniority}
        onChange={(v) => setField('seniority', v as Seniority | null)}
        clearable
        comboboxProps={combobox}
      />
      <Select
        label="Job Function"
        placeholder="Select job function"
        data={[...jobFunctions]}
        value={form.job_function}
        onChange={(v) => setField('job_function', v as JobFunction | null)}
        searchable
        clearable
        comboboxProps={combobox}
      />
    </SimpleGrid>
  );
}
