import { describe, expect, it } from 'vitest';
import type { JobCandidateRow } from '../candidates/api.js';
import { createJobBody } from '../jobs.js';
import { roleCandidateStatus, roleCandidatesFromRows } from './candidates.js';
import { interviewerLine, parseInterviewers } from './interviewers.js';
import { roleJobFields } from './job-fields.js';
import {
  answerItems,
  answersAsNotes,
  emptyRoleForm,
  roleFormProblem,
  roleFormSchema,
  roleQuestions,
} from './questions.js';

describe('the job-description form', () => {
  it('asks the ten questions in the spec’s order', () => {
    expect(roleQuestions.map((q) => q.id)).toEqual([
      'q1',
      'q2',
      'q3',
      'q4',
      'q5',
      'q6',
      'q7',
      'q8',
      'q9',
      'q10',
    ]);
    expect(roleQuestions[0]!.label).toBe('Why does this role exist?');
    expect(roleQuestions[9]!.label).toBe('What is the hook?');
  });

  it('needs a title and a company', () => {
    expect(roleFormProblem(emptyRoleForm())).toBe('Please fill in the job title and company name');
    expect(roleFormProblem({ title: 'Engineer', company_id: '' })).toBe(
      'Please fill in the job title and company name',
    );
    expect(roleFormProblem({ title: 'Engineer', company_id: 'c1' })).toBeNull();
    const parsed = roleFormSchema.safeParse({ title: ' ', company_id: crypto.randomUUID() });
    expect(parsed.success ? null : parsed.error.issues[0]!.message).toBe(
      'Please fill in the job title and company name',
    );
  });

  it('splits a list answer into items and writes the answers as intake notes', () => {
    expect(answerItems('- Go\n- PostgreSQL, go; Kafka\n\n2. Terraform')).toEqual([
      'Go',
      'PostgreSQL',
      'Kafka',
      'Terraform',
    ]);
    const answers = { ...emptyRoleForm().answers, q1: 'Payments are growing', q5: 'Go' };
    expect(answersAsNotes(answers)).toBe(
      'Why does this role exist?\nPayments are growing\n\nWhich skills are must-haves?\nGo',
    );
  });
});

describe('interviewers of a node', () => {
  it('reads names, e-mails and "Name <e-mail>", and writes them back as one line', () => {
    const r = parseInterviewers('Nadia Brooks, sam@example.com & Lee Van Chan <lee@example.com>');
    expect(r).toEqual({
      ok: true,
      interviewers: [
        { firstName: 'Nadia', lastName: 'Brooks', email: '', slack: '', role: '' },
        { firstName: '', lastName: '', email: 'sam@example.com', slack: '', role: '' },
        { firstName: 'Lee', lastName: 'Van Chan', email: 'lee@example.com', slack: '', role: '' },
      ],
    });
    expect(r.ok && interviewerLine(r.interviewers)).toBe(
      'Nadia Brooks, sam@example.com, Lee Van Chan <lee@example.com>',
    );
    expect(parseInterviewers('Bad <not-an-email>')).toEqual({ ok: false, message: 'Invalid email format' });
    expect(parseInterviewers('')).toEqual({ ok: true, interviewers: [] });
  });
});

describe('candidates of a job', () => {
  const row = (
    id: string,
    name: string,
    stage: string,
    entered: string,
    extra: Record<string, unknown> = {},
  ) =>
    ({
      record: {
        stage_id: stage.toLowerCase(),
        stage_title: stage,
        entered_stage_at: entered,
        status: 'active',
        action_owner: 'recruiter',
        ...extra,
      },
      candidate: { id, first_name: name, last_name: 'Example', email: null },
    }) as unknown as JobCandidateRow;

  it('shows each candidate once, at their current stage, with a status from the record', () => {
    const rows = [
      row('a', 'Ann', 'Glance', '2025-01-01T00:00:00Z', { status: 'moved_on' }),
      row('a', 'Ann', 'Talent Screen', '2025-01-03T00:00:00Z', { action_owner: 'hiring_manager' }),
      row('b', 'Bo', 'Glance', '2025-01-02T00:00:00Z'),
      row('c', 'Cy', 'Offer', '2025-01-04T00:00:00Z', { status: 'hired' }),
    ];
    expect(roleCandidatesFromRows(rows)).toEqual([
      { id: 'c', name: 'Cy Example', stage: 'Offer', status: 'hired', addedAt: '2025-01-04T00:00:00Z' },
      { id: 'b', name: 'Bo Example', stage: 'Glance', status: 'active', addedAt: '2025-01-02T00:00:00Z' },
      {
        id: 'a',
        name: 'Ann Example',
        stage: 'Talent Screen',
        status: 'pending',
        addedAt: '2025-01-01T00:00:00Z',
      },
    ]);
    expect(roleCandidateStatus({ status: 'active', action_owner: null })).toBe('active');
  });
});

describe('the job Save & Start Process makes', () => {
  it('takes the jobs area’s fields: draft, description, must-haves as hard skills, notes from the answers', () => {
    const form = {
      ...emptyRoleForm(),
      title: ' Payments Engineer ',
      company_id: crypto.randomUUID(),
      answers: { ...emptyRoleForm().answers, q1: 'Payments are growing', q5: 'Go\nPostgreSQL' },
    };
    const description = {
      role_mission: 'Build payments.',
      responsibilities: ['Design services'],
      requirements: ['Go'],
      nice_to_have: [],
      benefits: ['Pension'],
    };
    const fields = roleJobFields(form, description);
    expect(fields).toMatchObject({
      title: 'Payments Engineer',
      status: 'draft',
      jd_role_mission: 'Build payments.',
      jd_benefits: ['Pension'],
      skills_hard: ['Go', 'PostgreSQL'],
      job_context: 'Payments are growing',
    });
    expect(fields.intake_notes).toContain('Which skills are must-haves?\nGo\nPostgreSQL');
    expect(createJobBody.safeParse(fields).success).toBe(true);
  });
});
