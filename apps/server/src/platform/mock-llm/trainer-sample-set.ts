import type { TrainerScores } from '@rw/core';
import { seededRandom } from './random.js';

/*
 * A hand-scored Data Trainer set for tests and the bench (docs/product/data-trainer.md#the-mock): candidates
 * of payments, health, retail, agency and public-sector employers, scored by a recruiter hiring a Senior
 * Payments Engineer whose preference the built-in instructions do not know: payments and card companies and
 * backend or platform titles weigh most, seniority next, agencies and the public sector count against. The
 * mock's scoring reads only what the instructions name, so training has something real to find.
 */

export type SampleCompany = { name: string; description: string };

export const sampleCompanies: readonly SampleCompany[] = [
  {
    name: 'Ledgerly',
    description: 'Card payments platform for online merchants, processing billions in payments a year.',
  },
  { name: 'Paystream', description: 'Payments infrastructure: card acquiring and payouts for marketplaces.' },
  { name: 'Clearhouse', description: 'Clearing and settlement of card payments for European banks.' },
  { name: 'Tillpoint', description: 'Point-of-sale payments terminals and card readers for shops.' },
  { name: 'Medlink', description: 'Electronic health records and scheduling software for clinics.' },
  { name: 'Carepath', description: 'Patient triage and telehealth apps for hospitals.' },
  { name: 'Shelfmark', description: 'Grocery retail chain with four hundred stores.' },
  { name: 'Basketly', description: 'Online retail marketplace for home goods.' },
  { name: 'Brightside Digital', description: 'Digital agency building websites and campaigns for brands.' },
  { name: 'Northgate Studio', description: 'Creative agency for advertising and branding work.' },
  { name: 'Leeds City Council', description: 'Local government: public services for the city.' },
  { name: 'Transit Authority', description: 'Public transport operator run by the region.' },
];

const titles = [
  'Senior Backend Engineer',
  'Backend Engineer',
  'Staff Platform Engineer',
  'Platform Engineer',
  'Senior Frontend Developer',
  'Frontend Developer',
  'Junior Developer',
  'QA Analyst',
  'Senior Data Analyst',
  'Engineering Manager',
] as const;

const firstNames = ['Ann', 'Ben', 'Cara', 'Dev', 'Ema', 'Finn', 'Gus', 'Hana', 'Ivo', 'Jo', 'Kit', 'Lea'];
const lastNames = ['Lee', 'Khan', 'Moss', 'Ng', 'Ode', 'Park', 'Quinn', 'Roy', 'Sato', 'Tan'];

export type SampleCandidate = {
  name: string;
  title: string;
  company: string;
  /** The recruiter's hand scores (0-10, 2 decimals). */
  scores: TrainerScores;
};

const r2 = (n: number) => Math.round(Math.min(10, Math.max(0, n)) * 100) / 100;

/** The recruiter's scores of a candidate: see the file's comment; `noise` in [-0.5, 0.5). */
function recruiterScores(title: string, company: SampleCompany, noise: () => number): TrainerScores {
  const d = company.description.toLowerCase();
  const t = title.toLowerCase();
  const payments = /payments|card/.test(d) ? 1 : 0;
  const backend = /backend|platform/.test(t) ? 1 : 0;
  const senior = /senior|staff|manager/.test(t) ? 1 : 0;
  const against = /agency|public|government/.test(d) ? 1 : 0;
  return {
    companyRelevancy: r2(2.5 + 6 * payments - 1.5 * against + noise()),
    companyPrestige: r2(4.5 + 2 * payments - 1.5 * against + noise()),
    roleRelevancy: r2(2.5 + 5 * backend + 1.5 * payments + noise()),
    seniorityMatch: r2(3 + 4 * senior + 1.5 * payments + noise()),
  };
}

/** `n` candidates (deterministic for `seed`), each at one of sampleCompanies with one of the titles, hand-scored. */
export function sampleTrainerSet(n: number, seed = 7): SampleCandidate[] {
  const rng = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(rng() * list.length)]!;
  const noise = () => rng() - 0.5;
  return Array.from({ length: n }, (_, i) => {
    const company = sampleCompanies[i % sampleCompanies.length]!;
    const title = pick(titles);
    return {
      name: `${pick(firstNames)} ${pick(lastNames)} ${i + 1}`,
      title,
      company: company.name,
      scores: recruiterScores(title, company, noise),
    };
  });
}

/** The set as a CSV in the standard format (candidate_name, current_company, current_job_title). */
export function sampleTrainerCsv(set: readonly SampleCandidate[]): string {
  return [
    'candidate_name,current_company,current_job_title',
    ...set.map((c) => `${c.name},${c.company},${c.title}`),
  ].join('\n');
}
