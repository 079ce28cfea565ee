import { quoted } from './prompt.js';

/**
 * The job facts the job prompts (generate-jd, salary-gen, intake-summary) share, in the automation payloads'
 * camelCase (docs/product/jobs.md#ai-automation). Empty values are null or [].
 */
export type JobPromptFacts = {
  jobTitle: string;
  companyName: string | null;
  location: string | null;
  seniority: string | null;
  jobFunction: string | null;
  department: string | null;
  workStyle: string | null;
  employmentType?: string | null;
  hardSkills: string[];
  softSkills: string[];
  jobContext: string | null;
  intakeNotes: string | null;
};

/** The facts as labelled lines, with the free text quoted as data. */
export function describeJob(f: JobPromptFacts): string {
  const line = (label: string, value: string | null | undefined) =>
    `${label}: ${value?.trim() || 'not given'}`;
  return [
    line('Job title', f.jobTitle),
    line('Company', f.companyName),
    line('Location', f.location),
    line('Seniority', f.seniority),
    line('Job function', f.jobFunction),
    line('Department / team', f.department),
    line('Work style', f.workStyle),
    line('Employment type', f.employmentType),
    line('Hard skills', f.hardSkills.join(', ')),
    line('Soft skills', f.softSkills.join(', ')),
    quoted('job_context', f.jobContext?.trim() || 'not given'),
    quoted('intake_notes', f.intakeNotes?.trim() || 'not given'),
  ].join('\n');
}
