import type { jobInterviewStages, jobs } from '#src/db/schema/index.js';
import { DAY_MS, type DemoCandidate, generateCandidates, slug } from './demo-candidates.js';
import { type CompanySeed, demoCompanies } from './demo-data.js';
import { demoJobDescriptions } from './demo-job-descriptions.js';
import { type CriterionSeed, demoJobs, type JobSeed } from './demo-jobs.js';

export { normalizeLinkedinUrl } from '@rw/core';
export type { DemoCandidate, DemoStageRecord } from './demo-candidates.js';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

export type DemoCompany = Omit<CompanySeed, 'region'> & { companyDomain: string };
export type DemoInterviewStage = Omit<
  Row<typeof jobInterviewStages>,
  'id' | 'jobId' | 'createdAt' | 'updatedAt'
>;
export type DemoJob = Omit<Row<typeof jobs>, 'id' | 'companyId' | 'companyName' | 'domain' | 'createdBy'> & {
  companyIndex: number;
  interviewStages: DemoInterviewStage[];
};
/** The whole data set; relations are indexes into these arrays (jobs → companyIndex, records → jobIndex). */
export type DemoData = { companies: DemoCompany[]; jobs: DemoJob[]; candidates: DemoCandidate[] };

const CANDIDATE_COUNT = 200;

/** The host of a website URL without 'www.' (company_domain, docs/product/companies.md#fields). */
export function websiteHost(website: string): string {
  return new URL(website).hostname.toLowerCase().replace(/^www\./, '');
}

/**
 * Rubric rows (JSON text of {min, max, description}, bounds 0-100; docs/product/interview-process.md#limits)
 * for one criterion.
 */
function rubric(criterion: CriterionSeed): string {
  const bands = [
    [0, 20, 'No evidence'],
    [21, 40, 'Limited evidence'],
    [41, 60, 'Some evidence'],
    [61, 80, 'Clear evidence'],
    [81, 100, 'Outstanding evidence'],
  ] as const;
  return JSON.stringify(
    bands.map(([min, max, label]) => ({
      min,
      max,
      description: `${label} that the candidate ${criterion.evidence}.`,
    })),
  );
}

/**
 * The fixed stages (docs/product/interview-process.md#fixed-stages) plus one custom 'Technical Interview' at
 * stage_1.
 */
function interviewStages(seed: JobSeed, companyDomain: string): DemoInterviewStage[] {
  const person = (name: string) => {
    const handle = slug(name).replace(/-/g, '.');
    return {
      interviewerName: name,
      interviewerEmail: `${handle}@${companyDomain}`,
      interviewerSlack: `@${handle}`,
    };
  };
  const [c1, c2, c3] = seed.criteria;
  return [
    { stageType: 'glance', stageTitle: 'Glance', stageEmoji: '👀' },
    {
      stageType: 'profile_review',
      stageTitle: 'Profile Review',
      stageEmoji: '📋',
      ...person(seed.recruiter),
    },
    {
      stageType: 'talent_screen',
      stageTitle: 'Talent Screen',
      stageEmoji: '📞',
      ...person(seed.recruiter),
      durationMinutes: 30,
      interviewPlan: 'Motivation, career story, notice period, salary expectations and right to work.',
    },
    {
      stageType: 'stage_1',
      stageTitle: 'Technical Interview',
      stageEmoji: '💻',
      ...person(seed.hiringManager),
      durationMinutes: 60,
      ac1: c1.title,
      ac2: c2.title,
      ac3: c3.title,
      rubric1: rubric(c1),
      rubric2: rubric(c2),
      rubric3: rubric(c3),
      interviewPlan: `10 min introductions, 40 min on ${c1.title.toLowerCase()} and ${c2.title.toLowerCase()}, 10 min for the candidate's questions.`,
      killerQuestions: seed.killerQuestions,
    },
    {
      stageType: 'washup',
      stageTitle: 'Washup',
      stageEmoji: '🤝',
      ...person(seed.hiringManager),
      durationMinutes: 30,
    },
    { stageType: 'offer', stageTitle: 'Offer', stageEmoji: '🎉', ...person(seed.recruiter) },
  ];
}

function buildJob(seed: JobSeed, company: DemoCompany, now: Date): DemoJob {
  const { cluster, createdDaysAgo, postedDaysAgo, recruiter, criteria, killerQuestions, ...fields } = seed;
  const description = demoJobDescriptions[seed.requisitionId];
  if (!description) throw new Error(`No demo job description for ${seed.requisitionId}`);
  return {
    ...fields,
    ...description,
    datePosted:
      postedDaysAgo === null
        ? null
        : new Date(now.getTime() - postedDaysAgo * DAY_MS).toISOString().slice(0, 10),
    createdAt: new Date(now.getTime() - createdDaysAgo * DAY_MS),
    skillsHard: seed.skillsHard.join(';'),
    skillsSoft: seed.skillsSoft.join(';'),
    jdBenefits: company.benefits,
    interviewStages: interviewStages(seed, company.companyDomain),
  };
}

/**
 * Builds the demo data set: 3 companies, 6 jobs (each with its interview stages) and 200 candidates with
 * 1-3 stage records each. Pure and seeded (faker.seed): the same seed and `now` give the same data.
 * @param opts.seed faker seed, default 2026.
 * @param opts.now the moment dates are relative to (stage records fall within the 60 days before it).
 */
export function generateDemoData(opts: { seed?: number; now?: Date } = {}): DemoData {
  const seed = opts.seed ?? 2026;
  const now = opts.now ?? new Date();
  const companies = demoCompanies.map(({ region, ...c }) => ({
    ...c,
    companyDomain: websiteHost(c.website),
  }));
  return {
    companies,
    jobs: demoJobs.map((j) => buildJob(j, companies[j.companyIndex]!, now)),
    candidates: generateCandidates({ seed, now, count: CANDIDATE_COUNT }),
  };
}
