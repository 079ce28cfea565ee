import { describe, expect, it } from 'vitest';
import {
  automationInstructions,
  automationPayloadSchemas,
  buildGenerateJD,
  buildIntakeSummary,
  buildIntProcess,
  buildSalaryGen,
  buildScoreCandidates,
} from './automation-payloads.js';

const now = new Date('2025-03-04T05:06:07.000Z');
const job = {
  jobId: 'job-1',
  jobTitle: 'Staff Engineer',
  companyName: 'Acme',
  location: 'London',
  seniority: 'IC5',
  jobFunction: 'Engineering',
  department: 'Platform',
  workStyle: 'hybrid',
  hardSkills: ['TypeScript', 'Postgres'],
  softSkills: 'Mentoring; Writing ;',
  jobContext: 'Scale the platform team',
  intakeNotes: null,
};
const jd = {
  jdRoleMission: 'Own the platform',
  jdResponsibilities: ['Lead design'],
  jdRequirements: ['8 years'],
  jdNiceToHave: null,
  jdBenefits: ['Pension'],
};
const candidate = {
  candidateId: 'cand-1',
  firstName: 'Ada',
  lastName: 'Lovelace',
  title: 'Engineer',
  company: 'Analytical',
  location: null,
  email: 'ada@example.com',
  linkedinUrl: 'https://www.linkedin.com/in/ada',
  cvText: 'CV',
  linkedinRawText: null,
};

const jobKeys = Object.keys(job);
const jdKeys = Object.keys(jd);

describe('automation payloads', () => {
  it('hold exactly the fields the spec lists for each instruction', () => {
    const keys = (i: keyof typeof automationPayloadSchemas) =>
      Object.keys(automationPayloadSchemas[i].shape).sort();
    expect(automationInstructions).toEqual([
      'GenerateJD',
      'SalaryGen',
      'IntakeSummary',
      'IntProcess',
      'ScoreCandidates',
    ]);
    expect(keys('SalaryGen')).toEqual([...jobKeys, 'timestamp'].sort());
    expect(keys('IntakeSummary')).toEqual([...jobKeys, 'timestamp'].sort());
    expect(keys('GenerateJD')).toEqual([...jobKeys, ...jdKeys, 'timestamp'].sort());
    expect(keys('IntProcess')).toEqual(
      [
        'jobId',
        'companyName',
        'roleTitle',
        'seniority',
        'toneOfVoice',
        'mission',
        'responsibilities',
        'requirements',
        'intakeNotes',
        'timestamp',
      ].sort(),
    );
    expect(keys('ScoreCandidates')).toEqual([...jobKeys, ...jdKeys, 'candidates', 'timestamp'].sort());
    expect(Object.keys(automationPayloadSchemas.ScoreCandidates.shape.candidates.element.shape)).toEqual(
      Object.keys(candidate),
    );
  });

  it('stamps the timestamp, splits semicolon-joined skills and turns null lists into []', () => {
    const payload = buildGenerateJD({ ...job, ...jd }, now);
    expect(payload.timestamp).toBe('2025-03-04T05:06:07.000Z');
    expect(payload.softSkills).toEqual(['Mentoring', 'Writing']);
    expect(payload.hardSkills).toEqual(['TypeScript', 'Postgres']);
    expect(payload.jdNiceToHave).toEqual([]);
    expect(payload.intakeNotes).toBeNull();
    expect(buildSalaryGen(job, now)).toMatchObject({ jobId: 'job-1', timestamp: now.toISOString() });
    expect(buildIntakeSummary({ ...job, hardSkills: null }, now).hardSkills).toEqual([]);
  });

  it('builds IntProcess and ScoreCandidates payloads', () => {
    const intProcess = buildIntProcess(
      {
        jobId: 'job-1',
        companyName: 'Acme',
        roleTitle: 'Staff Engineer',
        seniority: 'IC5',
        toneOfVoice: 'Warm',
        mission: 'Own the platform',
        responsibilities: ['Lead design'],
        requirements: ['8 years'],
      },
      now,
    );
    expect(intProcess.roleTitle).toBe('Staff Engineer');
    const score = buildScoreCandidates({ ...job, ...jd, candidates: [candidate] }, now);
    expect(score.candidates).toEqual([candidate]);
  });

  it('refuses a missing field, an unknown field, a bad timestamp and an empty candidate list', () => {
    const { jobTitle: _omitted, ...withoutTitle } = job;
    expect(() => buildSalaryGen(withoutTitle as typeof job, now)).toThrow();
    expect(() => buildSalaryGen({ ...job, salary: 1 } as typeof job, now)).toThrow();
    expect(() => automationPayloadSchemas.SalaryGen.parse({ ...job, timestamp: 'yesterday' })).toThrow();
    expect(() => buildScoreCandidates({ ...job, ...jd, candidates: [] }, now)).toThrow();
    expect(() =>
      buildScoreCandidates({ ...job, ...jd, candidates: [{ ...candidate, candidateId: '' }] }, now),
    ).toThrow();
  });
});
