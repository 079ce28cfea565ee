import { describe, expect, it } from 'vitest';
import {
  companySizes,
  employmentTypes,
  jobFunctions,
  pipelineStages,
  seniorities,
  urgencies,
  workStyles,
} from './demo-data.js';
import { generateDemoData, normalizeLinkedinUrl, websiteHost } from './demo-generator.js';

const now = new Date('2026-03-02T09:00:00Z');
const data = generateDemoData({ seed: 7, now });
const records = data.candidates.flatMap((c) => c.stageRecords);

describe('generateDemoData', () => {
  it('builds 3 companies, 6 jobs and 200 candidates', () => {
    expect(data.companies).toHaveLength(3);
    expect(data.jobs).toHaveLength(6);
    expect(data.candidates).toHaveLength(200);
  });

  it('is deterministic for a seed and moment', () => {
    expect(generateDemoData({ seed: 7, now })).toEqual(data);
    expect(generateDemoData({ seed: 8, now }).candidates[0]).not.toEqual(data.candidates[0]);
  });

  it('fills every company field from the spec options', () => {
    for (const c of data.companies) {
      expect(companySizes).toContain(c.size);
      expect(c.companyDomain).toBe(websiteHost(c.website));
      expect(c.companyDomain).not.toMatch(/^www\./);
      expect(c.description).toMatch(/<p>.*<ul>/);
      expect(c.values.length).toBeGreaterThanOrEqual(4);
      expect(c.values.length).toBeLessThanOrEqual(6);
      expect(c.benefits.length).toBeGreaterThanOrEqual(4);
      expect(c.benefits.length).toBeLessThanOrEqual(6);
      expect(c.jobSpecIntro).toContain('<p>');
      expect(c.toneOfVoiceInstructions).toBeTruthy();
    }
  });

  it('spreads jobs over statuses and fills their details from the value lists', () => {
    const count = (s: string) => data.jobs.filter((j) => j.status === s).length;
    expect(count('active')).toBeGreaterThanOrEqual(2);
    expect(count('draft')).toBeGreaterThanOrEqual(2);
    expect(count('closed')).toBeGreaterThanOrEqual(1);
    for (const j of data.jobs) {
      expect(workStyles).toContain(j.workStyle);
      expect(employmentTypes).toContain(j.employmentType);
      expect(seniorities).toContain(j.seniority);
      expect(jobFunctions).toContain(j.jobFunction);
      expect(urgencies).toContain(j.urgency);
      expect(j.requisitionId).toMatch(/^REQ-\d{4}-\d{4}$/);
      expect(j.salaryMin).toBeLessThan(j.salaryMax!);
      expect(j.skillsHard).toMatch(/^[^;]+(;[^;]+)+$/);
      expect(j.skillsSoft).toMatch(/^[^;]+(;[^;]+)+$/);
      for (const list of [j.jdResponsibilities, j.jdRequirements, j.jdNiceToHave, j.jdBenefits]) {
        expect(list!.length).toBeGreaterThanOrEqual(4);
        expect(list!.length).toBeLessThanOrEqual(6);
      }
      expect(j.interviewStages.map((s) => [s.stageType, s.stageTitle])).toEqual([
        ['glance', 'Glance'],
        ['profile_review', 'Profile Review'],
        ['talent_screen', 'Talent Screen'],
        ['stage_1', 'Technical Interview'],
        ['washup', 'Washup'],
        ['offer', 'Offer'],
      ]);
      const technical = j.interviewStages[3]!;
      for (const rubric of [technical.rubric1, technical.rubric2, technical.rubric3]) {
        const rows = JSON.parse(rubric!) as { min: number; max: number; description: string }[];
        expect(rows.length).toBeLessThanOrEqual(5);
        for (const row of rows) {
          expect(row.min).toBeGreaterThanOrEqual(0);
          expect(row.max).toBeLessThanOrEqual(100);
          expect(row.description).toBeTruthy();
        }
      }
    }
  });

  it('gives candidates unique LinkedIn URLs with normalised keys', () => {
    const urls = data.candidates.map((c) => c.linkedinUrl);
    expect(new Set(urls).size).toBe(urls.length);
    for (const c of data.candidates) {
      expect(c.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z0-9-]+-[0-9a-f]{6}$/);
      expect(c.linkedinKey).toBe(c.linkedinUrl.replace('https://www.', ''));
      expect(c.linkedinKey).toBe(normalizeLinkedinUrl(c.linkedinKey));
    }
    expect(normalizeLinkedinUrl('HTTPS://www.LinkedIn.com/in/Jane-Doe-1a2b3c/?trk=x#top')).toBe(
      'linkedin.com/in/jane-doe-1a2b3c',
    );
  });

  it('leaves some e-mails and phones out, and keeps the rest unique and well formed', () => {
    const emails = data.candidates.map((c) => c.email).filter((e): e is string => e !== null);
    expect(emails.length).toBeGreaterThan(150);
    expect(emails.length).toBeLessThan(200);
    expect(new Set(emails).size).toBe(emails.length);
    for (const e of emails) expect(e).toMatch(/^[a-z0-9]+\.[a-z0-9]+\d*@[a-z.]+$/);
    expect(data.candidates.some((c) => c.phone === null)).toBe(true);
    expect(data.candidates.some((c) => /[^\x20-\x7e]/.test(`${c.firstName}${c.lastName}`))).toBe(true);
  });

  it('keeps every stage record consistent with its stage', () => {
    const from = now.getTime() - 60 * 86_400_000;
    for (const c of data.candidates) {
      expect(c.stageRecords.length).toBeGreaterThanOrEqual(1);
      expect(c.stageRecords.length).toBeLessThanOrEqual(3);
      const jobIndexes = c.stageRecords.map((r) => r.jobIndex);
      expect(new Set(jobIndexes).size).toBe(jobIndexes.length);
      expect(jobIndexes).toContain(c.primaryJobIndex);
    }
    for (const r of records) {
      const stage = pipelineStages.find((s) => s.stageId === r.stageId);
      expect(stage).toBeDefined();
      expect(r).toMatchObject({ ...stage });
      expect(['recruiter', 'hiring_manager', 'candidate']).toContain(r.actionOwner);
      expect(r.enteredStageAt.getTime()).toBeGreaterThanOrEqual(from);
      expect(r.enteredStageAt.getTime()).toBeLessThanOrEqual(now.getTime());
      const scores = [r.ac1Score, r.ac2Score, r.ac3Score, r.ac4Score, r.ac5Score, r.overallMatch];
      if (r.overallMatch === null) {
        expect(scores.every((s) => s === null)).toBe(true);
        expect(r.progressedAlready).toBe(false);
      } else {
        for (const s of scores) {
          expect(s).toBeGreaterThanOrEqual(0);
          expect(s).toBeLessThanOrEqual(10);
          expect(Math.round(s! * 10) / 10).toBe(s);
        }
      }
      if (data.jobs[r.jobIndex]!.status === 'draft') expect(r.stageCategory).toBe('research');
    }
  });

  it('scores about half of the records and marks some as progressed, with feedback on some', () => {
    const scored = records.filter((r) => r.overallMatch !== null).length / records.length;
    expect(scored).toBeGreaterThan(0.35);
    expect(scored).toBeLessThan(0.65);
    expect(records.some((r) => r.progressedAlready)).toBe(true);
    expect(records.some((r) => r.managerFeedback)).toBe(true);
    expect(new Set(records.map((r) => r.stageId)).size).toBe(pipelineStages.length);
  });
});
