/**
 * Curated demo content: the value lists and the three demo companies. Plain data only;
 * demo-generator.ts combines it with seeded randomness.
 */

// The value lists of docs/product/jobs.md#field-values (work styles, seniority, job functions, company
// sizes...) live once in @rw/core.
import type { CompanySize } from '@rw/core';

export {
  companySizes,
  employmentTypes,
  type JobFunction,
  jobFunctions,
  seniorities,
  urgencies,
  workStyles,
} from '@rw/core';

export type Region = 'uk' | 'eu' | 'us';

/**
 * The pipeline stages a demo candidate can sit in (docs/product/interview-process.md#fixed-stages), titled as
 * every demo job's interview process names them (demo-generator.ts).
 */
export const pipelineStages = [
  { stageId: 'glance', stageCategory: 'research', stageLevel: 1, stageTitle: 'Glance' },
  { stageId: 'profile_review', stageCategory: 'research', stageLevel: 2, stageTitle: 'Profile Review' },
  { stageId: 'talent_screen', stageCategory: 'custom', stageLevel: 3, stageTitle: 'Talent Screen' },
  { stageId: 'stage_1', stageCategory: 'custom', stageLevel: 4, stageTitle: 'Technical Interview' },
  { stageId: 'washup', stageCategory: 'final', stageLevel: 5, stageTitle: 'Washup' },
  { stageId: 'offer', stageCategory: 'final', stageLevel: 6, stageTitle: 'Offer' },
] as const;
export type PipelineStage = (typeof pipelineStages)[number];

export type CompanySeed = {
  name: string;
  website: string;
  industry: string;
  size: CompanySize;
  location: string;
  founded: string;
  region: Region;
  description: string;
  values: string[];
  benefits: string[];
  jobSpecIntro: string;
  toneOfVoiceInstructions: string;
};

export const demoCompanies: CompanySeed[] = [
  {
    name: 'Kestrel Health',
    website: 'https://www.kestrelhealth.co.uk',
    industry: 'Digital Health',
    size: '201-500 employees',
    location: 'London, United Kingdom',
    founded: '2016',
    region: 'uk',
    description:
      '<p>Kestrel Health builds the software that lets NHS and private clinics run virtual wards, so patients recover at home while clinicians keep a close eye on them.</p>' +
      '<ul><li>Live in 42 hospital trusts across the UK</li><li>1.3 million remote monitoring days delivered last year</li><li>Series C, backed by Balderton and Wellcome Leap</li></ul>',
    values: [
      'Patients first, always',
      'Earn clinical trust',
      'Ship small, learn fast',
      'Say the hard thing kindly',
      'Own the outcome',
    ],
    benefits: [
      '30 days holiday plus bank holidays',
      'Private medical insurance with Vitality',
      '6% matched pension contribution',
      '£1,500 yearly learning budget',
      'Enhanced parental leave (26 weeks full pay)',
    ],
    jobSpecIntro:
      '<p>At <strong>Kestrel Health</strong> we help clinicians care for patients at home instead of in a hospital bed.</p>' +
      '<p>Our teams are small, autonomous and close to the people who use what we build: you will meet nurses and consultants in your first month.</p>',
    toneOfVoiceInstructions:
      'Warm, plain English and evidence-led. Write for a busy clinician: short sentences, no hype, no jargon ' +
      'without explanation. Use "we" and "you". Avoid superlatives; cite numbers instead.',
  },
  {
    name: 'Lumora Energy',
    website: 'https://lumora.energy',
    industry: 'Climate Tech / Renewable Energy',
    size: '51-200 employees',
    location: 'Berlin, Germany',
    founded: '2019',
    region: 'eu',
    description:
      '<p>Lumora Energy turns home batteries, heat pumps and EV chargers into a virtual power plant that balances the European grid.</p>' +
      '<ul><li>85,000 connected devices in Germany, Austria and the Netherlands</li><li>310 MW of flexible capacity under management</li><li>Profitable on trading since 2024</li></ul>',
    values: [
      'Move the needle on carbon',
      'Data over opinions',
      'Radical candour',
      'Build for the long run',
      'Win as one team',
      'Keep it simple',
    ],
    benefits: [
      '30 days paid vacation',
      'BVG or Deutschlandticket paid in full',
      'Virtual share options for every employee',
      '€1,000 home-office and learning budget',
      'Four weeks of work from anywhere per year',
    ],
    jobSpecIntro:
      '<p><strong>Lumora Energy</strong> is building the flexible grid Europe needs to run on renewables.</p>' +
      '<p>We are an international team of 34 nationalities working from our Kreuzberg office and remotely across the EU. English is our working language.</p>',
    toneOfVoiceInstructions:
      'Confident, direct and optimistic about the energy transition. Lead with impact, back it with data. ' +
      'Keep paragraphs short, prefer active voice, and never use "rockstar", "ninja" or similar clichés.',
  },
  {
    name: 'Fernhill Payments',
    website: 'https://www.fernhillpay.com',
    industry: 'Financial Services / Payments',
    size: '501-1000 employees',
    location: 'New York, United States',
    founded: '2013',
    region: 'us',
    description:
      '<p>Fernhill Payments provides card issuing and B2B payment infrastructure to more than 4,000 software platforms in North America and Europe.</p>' +
      '<ul><li>$38bn in annual payment volume</li><li>99.995% API availability over the last 12 months</li><li>PCI DSS Level 1 and SOC 2 Type II certified</li></ul>',
    values: [
      'Customers trust us with their money',
      'Reliability is a feature',
      'Bias for clarity',
      'Hire and develop the best',
    ],
    benefits: [
      'Medical, dental and vision covered at 100% for employees',
      '401(k) with 4% company match',
      'Flexible PTO with a 20-day minimum',
      '$2,000 annual learning stipend',
      '16 weeks paid parental leave',
      'Monthly wellness allowance',
    ],
    jobSpecIntro:
      '<p><strong>Fernhill Payments</strong> moves money for the software companies that run modern businesses.</p>' +
      '<p>We hold ourselves to bank-grade standards of security and reliability, and we move with the speed of a product company.</p>',
    toneOfVoiceInstructions:
      'Professional, precise and calm. Favour concrete facts over adjectives, explain financial terms once, ' +
      'and keep a respectful, inclusive register. American English spelling.',
  },
];
