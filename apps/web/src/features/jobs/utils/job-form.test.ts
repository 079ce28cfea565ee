import type { Job } from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  changedKeys,
  hasDescription,
  jdKeys,
  rebaseForm,
  toJobForm,
  toJobPatch,
} from '#/features/jobs/utils/job-form';

const job: Job = {
  id: 'j1',
  title: 'Data Engineer',
  company_id: 'c1',
  company_name: 'Northwind',
  location: null,
  status: 'draft',
  date_posted: '2025-02-03',
  domain: 'acme.test',
  created_by: 'u1',
  created_at: '2025-02-03T10:00:00.000Z',
  updated_at: '2025-02-03T10:00:00.000Z',
  department: null,
  hiring_manager: null,
  work_style: 'hybrid',
  employment_type: null,
  seniority: null,
  job_function: null,
  salary_min: 50000,
  salary_max: null,
  currency: 'GBP',
  compensation_additional: null,
  equity: null,
  job_context: null,
  intake_notes: null,
  intake_summary: null,
  salary_rationale: null,
  skills_hard: 'Python;SQL',
  skills_soft: null,
  urgency: null,
  requisition_id: null,
  jd_role_mission: 'Own the pipelines',
  jd_responsibilities: ['Build'],
  jd_requirements: [],
  jd_nice_to_have: [],
  jd_benefits: [],
  company: null,
};

describe('the job editor form', () => {
  it('reads a job into input values and finds the changed fields', () => {
    const base = toJobForm(job);
    expect(base).toMatchObject({
      location: '',
      salary_max: '',
      skills_hard: ['Python', 'SQL'],
      skills_soft: [],
    });
    const form = { ...base, location: 'Leeds', skills_hard: ['Python'] };
    expect(changedKeys(form, base)).toEqual(['location', 'skills_hard']);
    expect(toJobPatch(form, changedKeys(form, base))).toEqual({ location: 'Leeds', skills_hard: ['Python'] });
  });

  it('keeps edits when the server copy changes, except forced AI fields', () => {
    const base = toJobForm(job);
    const form = { ...base, jd_role_mission: '', title: 'Senior Data Engineer' };
    const server = toJobForm({
      ...job,
      location: 'York',
      jd_role_mission: 'New mission',
      jd_requirements: ['SQL'],
    });
    const kept = rebaseForm(form, base, server);
    expect(kept).toMatchObject({ title: 'Senior Data Engineer', location: 'York', jd_role_mission: '' });
    const filled = rebaseForm(form, base, server, jdKeys);
    expect(filled).toMatchObject({
      title: 'Senior Data Engineer',
      jd_role_mission: 'New mission',
      jd_requirements: ['SQL'],
    });
  });

  it('has a description when the mission or any list holds text, saved or typed', () => {
    const empty = {
      ...toJobForm(job),
      jd_role_mission: '  ',
      jd_responsibilities: [],
      jd_requirements: [' '],
      jd_nice_to_have: [],
      jd_benefits: [],
    };
    expect(hasDescription(empty)).toBe(false);
    expect(hasDescription(toJobForm(job))).toBe(true);
    expect(hasDescription({ ...empty, jd_benefits: ['Pension'] })).toBe(true);
    expect(hasDescription({ ...empty, jd_role_mission: 'Why the role exists' })).toBe(true);
  });
});
