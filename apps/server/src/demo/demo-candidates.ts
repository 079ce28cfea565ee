import {
  base,
  de,
  en,
  en_GB,
  en_US,
  es,
  Faker,
  fr,
  it,
  type LocaleDefinition,
  nl,
  pl,
  pt_PT,
  sv,
} from '@faker-js/faker';
import { normalizeLinkedinUrl } from '@rw/core';
import type { candidateStageRecords, candidates } from '#src/db/schema/index.js';
import { demoCompanies, type PipelineStage, pipelineStages } from './demo-data.js';
import { demoJobs } from './demo-jobs.js';
import {
  employers,
  englishNames,
  type LocaleKey,
  mailProviders,
  managerFeedback,
  residencesByRegion,
  titlesByFunction,
} from './demo-people.js';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A stage record of a demo candidate; `jobIndex` points into the demo jobs. */
export type DemoStageRecord = Omit<Row<typeof candidateStageRecords>, 'id' | 'candidateId' | 'jobId'> & {
  jobIndex: number;
  stageId: PipelineStage['stageId'];
  enteredStageAt: Date;
};
export type DemoCandidate = Omit<
  Row<typeof candidates>,
  'id' | 'currentPrimaryJobId' | 'createdByEmail' | 'domain'
> & { linkedinUrl: string; linkedinKey: string; primaryJobIndex: number; stageRecords: DemoStageRecord[] };

export const DAY_MS = 86_400_000;
const HISTORY_DAYS = 60;

const letterMap: Record<string, string> = { ł: 'l', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd', ð: 'd' };
/** 'Łukasz O’Brien-Wójcik' → 'lukasz-obrien-wojcik': plain ASCII words joined by hyphens. */
export function slug(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[’']/g, '')
    .replace(/[łøßæœđð]/g, (c) => letterMap[c] ?? c)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const localeDefinitions: Record<LocaleKey, LocaleDefinition[]> = {
  en_GB: [en_GB, en, base],
  en_US: [en_US, en, base],
  de: [de, en, base],
  fr: [fr, en, base],
  es: [es, en, base],
  nl: [nl, en, base],
  sv: [sv, en, base],
  pl: [pl, en, base],
  pt_PT: [pt_PT, en, base],
  it: [it, en, base],
};

/** Relative odds of who must act next, per stage. */
const actionOwners: Record<
  PipelineStage['stageId'],
  [recruiter: number, manager: number, candidate: number]
> = {
  glance: [1, 0, 0],
  profile_review: [7, 3, 0],
  talent_screen: [6, 0, 4],
  stage_1: [0, 6, 4],
  washup: [2, 8, 0],
  offer: [3, 0, 7],
};

const round1 = (n: number) => Math.round(n * 10) / 10;

function stageRecord(rng: Faker, now: Date, jobIndex: number): DemoStageRecord {
  // faker refuses zero weights; a zero here means "never".
  const weighted = <T>(choices: { value: T; weight: number }[]) =>
    rng.helpers.weightedArrayElement(choices.filter((c) => c.weight > 0));
  const job = demoJobs[jobIndex]!;
  const stage = weighted(
    pipelineStages.map((value, i) => ({
      value,
      // A draft job is still being sourced: its candidates sit in the research stages only.
      weight: job.status === 'draft' ? [65, 35, 0, 0, 0, 0][i]! : [35, 25, 17, 12, 6, 5][i]!,
    })),
  );
  const from = now.getTime() - Math.min(HISTORY_DAYS, job.createdDaysAgo) * DAY_MS;
  const enteredStageAt = rng.date.between({ from, to: now });
  const lastUpdatedAt = new Date(
    Math.min(now.getTime(), enteredStageAt.getTime() + rng.number.int({ min: 0, max: 5 * DAY_MS })),
  );
  const [r, m, c] = actionOwners[stage.stageId];
  const actionOwner = weighted([
    { value: 'recruiter', weight: r },
    { value: 'hiring_manager', weight: m },
    { value: 'candidate', weight: c },
  ]);
  const scored = rng.datatype.boolean(0.5);
  // Candidates further down the funnel tend to score better.
  const level = stage.stageLevel;
  const quality = rng.number.float({ min: 3 + level * 0.5, max: Math.min(9.6, 8 + level * 0.3) });
  const score = () =>
    scored ? Math.min(10, Math.max(0, round1(quality + rng.number.float({ min: -1.5, max: 1.5 })))) : null;
  const acs = [score(), score(), score(), score(), score()];
  return {
    jobIndex,
    ...stage,
    stageSubstep: null,
    ac1Score: acs[0],
    ac2Score: acs[1],
    ac3Score: acs[2],
    ac4Score: acs[3],
    ac5Score: acs[4],
    overallMatch: scored ? round1(acs.reduce<number>((sum, s) => sum + (s ?? 0), 0) / acs.length) : null,
    actionOwner,
    progressedAlready: scored && rng.datatype.boolean(0.45),
    managerFeedback:
      level >= 3 && rng.datatype.boolean(0.55) ? rng.helpers.arrayElement(managerFeedback) : null,
    enteredStageAt,
    lastUpdatedAt,
  };
}

/**
 * Seeded candidates for the demo jobs: names from the locale of where they live (accents included),
 * unique LinkedIn URLs and e-mails (some missing), and 1-3 stage records on jobs of the same cluster as
 * their primary job, entered within the 60 days before `now` (never before the job was created).
 */
export function generateCandidates(opts: { seed: number; now: Date; count: number }): DemoCandidate[] {
  const { now } = opts;
  const rng = new Faker({ locale: [en, base] });
  rng.seed(opts.seed);
  const people = Object.fromEntries(
    Object.entries(localeDefinitions).map(([key, locale], i) => {
      const faker = new Faker({ locale });
      faker.seed(opts.seed + i + 1);
      return [key, faker];
    }),
  ) as Record<LocaleKey, Faker>;
  const primaryWeights = demoJobs.map((j, value) => ({
    value,
    weight: j.status === 'active' ? 5 : j.status === 'closed' ? 2 : 1,
  }));

  const linkedinUrls = new Set<string>();
  const emails = new Set<string>();
  const result: DemoCandidate[] = [];
  for (let n = 0; n < opts.count; n++) {
    const primaryJobIndex = rng.helpers.weightedArrayElement(primaryWeights);
    const primary = demoJobs[primaryJobIndex]!;
    const residences = residencesByRegion[demoCompanies[primary.companyIndex]!.region];
    const residence = rng.helpers.weightedArrayElement(
      residences.map((value) => ({ value, weight: value.weight })),
    );
    const person = people[residence.locale];
    const english = residence.locale === 'en_GB' || residence.locale === 'en_US';
    const firstName = english ? rng.helpers.arrayElement(englishNames.first) : person.person.firstName();
    const lastName = english ? rng.helpers.arrayElement(englishNames.last) : person.person.lastName();

    let linkedinUrl: string;
    do {
      const hex = rng.string.hexadecimal({ length: 6, casing: 'lower', prefix: '' });
      linkedinUrl = `https://www.linkedin.com/in/${slug(firstName)}-${slug(lastName)}-${hex}`;
    } while (linkedinUrls.has(linkedinUrl));
    linkedinUrls.add(linkedinUrl);

    let email: string | null = null;
    if (rng.datatype.boolean(0.88)) {
      const local = `${slug(firstName).replace(/-/g, '')}.${slug(lastName).replace(/-/g, '')}`;
      const domain = rng.helpers.weightedArrayElement(
        mailProviders.map((p) => ({ value: p.domain, weight: p.weight })),
      );
      email = `${local}@${domain}`;
      for (let k = 2; emails.has(email); k++) email = `${local}${k}@${domain}`;
      emails.add(email);
    }
    const phone = rng.datatype.boolean(0.75) ? person.phone.number({ style: 'international' }) : null;

    // Candidates are also considered for related jobs (engineering roles together, commercial together).
    const related = demoJobs.flatMap((j, i) =>
      i !== primaryJobIndex && j.cluster === primary.cluster ? [i] : [],
    );
    const extra = rng.helpers.weightedArrayElement([
      { value: 0, weight: 50 },
      { value: 1, weight: 35 },
      { value: 2, weight: 15 },
    ]);
    const jobIndexes = [
      primaryJobIndex,
      ...rng.helpers.arrayElements(related, Math.min(related.length, extra)),
    ];
    const stageRecords = jobIndexes.map((jobIndex) => stageRecord(rng, now, jobIndex));
    const firstSeen = Math.min(...stageRecords.map((r) => r.enteredStageAt.getTime()));
    const lastActive = Math.max(...stageRecords.map((r) => (r.lastUpdatedAt ?? r.enteredStageAt).getTime()));

    result.push({
      firstName,
      lastName,
      email,
      phone,
      location: `${rng.helpers.arrayElement(residence.cities)}, ${residence.country}`,
      currentTitle: rng.helpers.arrayElement(titlesByFunction[primary.jobFunction] ?? ['Consultant']),
      currentCompany: rng.helpers.arrayElement(employers),
      linkedinUrl,
      linkedinKey: normalizeLinkedinUrl(linkedinUrl) ?? linkedinUrl,
      primaryJobIndex,
      createdAt: new Date(firstSeen - rng.number.int({ min: 0, max: 2 * DAY_MS })),
      lastActivityAt: new Date(lastActive),
      stageRecords,
    });
  }
  return result;
}
