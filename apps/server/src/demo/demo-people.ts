import type { JobFunction, Region } from './demo-data.js';

/**
 * Pools demo candidates are drawn from: where they live (with the faker locale their names come from),
 * who they work for, what they are called at work, and what hiring managers say about them.
 */

export type Residence = { locale: LocaleKey; country: string; cities: string[]; weight: number };
export type LocaleKey = 'en_GB' | 'en_US' | 'de' | 'fr' | 'es' | 'nl' | 'sv' | 'pl' | 'pt_PT' | 'it';

/** By the market of the job a candidate is mainly considered for; weights are relative. */
export const residencesByRegion: Record<Region, Residence[]> = {
  uk: [
    {
      locale: 'en_GB',
      country: 'United Kingdom',
      cities: ['London', 'Manchester', 'Bristol', 'Leeds'],
      weight: 7,
    },
    { locale: 'en_GB', country: 'United Kingdom', cities: ['Edinburgh', 'Glasgow'], weight: 1 },
    { locale: 'fr', country: 'France', cities: ['Paris', 'Lyon'], weight: 1 },
    { locale: 'es', country: 'Spain', cities: ['Madrid', 'Barcelona'], weight: 1 },
    { locale: 'pl', country: 'Poland', cities: ['Warsaw', 'Kraków'], weight: 1 },
  ],
  eu: [
    { locale: 'de', country: 'Germany', cities: ['Berlin', 'Munich', 'Hamburg', 'Cologne'], weight: 5 },
    { locale: 'fr', country: 'France', cities: ['Paris', 'Lyon', 'Toulouse'], weight: 1 },
    { locale: 'nl', country: 'Netherlands', cities: ['Amsterdam', 'Rotterdam', 'Utrecht'], weight: 1 },
    { locale: 'sv', country: 'Sweden', cities: ['Stockholm', 'Gothenburg'], weight: 1 },
    { locale: 'pt_PT', country: 'Portugal', cities: ['Lisbon', 'Porto'], weight: 1 },
    { locale: 'it', country: 'Italy', cities: ['Milan', 'Turin'], weight: 1 },
  ],
  us: [
    {
      locale: 'en_US',
      country: 'United States',
      cities: ['New York', 'San Francisco', 'Austin', 'Seattle', 'Chicago', 'Boston'],
      weight: 8,
    },
    { locale: 'es', country: 'United States', cities: ['Miami', 'Los Angeles'], weight: 1 },
    { locale: 'en_US', country: 'Canada', cities: ['Toronto', 'Vancouver'], weight: 1 },
  ],
};

/**
 * English-speaking names, curated because faker's English pools lean on rare placeholder surnames.
 * Other locales use faker's own (accented) name lists.
 */
export const englishNames = {
  first: (
    'Oliver Amelia Jack Isla Harry Grace George Freya Noah Chloe Ethan Sophie James Emily Samuel Hannah ' +
    'Daniel Lucy Thomas Olivia Aisha Ravi Priyanka Mohammed Zara Chidi Adaeze Kwame Wei Mei Aoife Niamh ' +
    'Seán Zoë Liam Maya Connor Ava Marcus Jasmine Tyler Madison Andre Kayla Diego Sofia Ryan Megan'
  ).split(' '),
  last: (
    'Smith Jones Taylor Brown Williams Wilson Johnson Davies Patel Khan Robinson Wright Thompson Evans ' +
    'Walker White Roberts Green Hall Wood Clarke Hughes Edwards Murphy O’Brien Okafor Adeyemi Chen Nguyen ' +
    'Kim Singh Ahmed Campbell Stewart MacDonald Garcia Martinez Rodriguez Anderson Jackson Harris Lewis ' +
    'Mitchell Coleman Brooks Bennett Hayes Foster'
  ).split(' '),
};

/** Personal mailboxes, most common first (weights relative). */
export const mailProviders = [
  { domain: 'gmail.com', weight: 7 },
  { domain: 'outlook.com', weight: 2 },
  { domain: 'icloud.com', weight: 1 },
  { domain: 'proton.me', weight: 1 },
];

/** About sixty plausible current employers; invented names, so no real company is implied. */
export const employers = [
  'Brightwave Labs',
  'Northgate Software',
  'Quillfield',
  'Tessellate AI',
  'Harbourline Logistics',
  'Cobalt Ridge Bank',
  'Meridian Health Systems',
  'Fablewood Games',
  'Orbital Freight',
  'Pinecrest Insurance',
  'Vantora',
  'Solace Mobility',
  'Greyhound Analytics',
  'Copperleaf Retail',
  'Atlas & Rowe Consulting',
  'Nimbus Cloudworks',
  'Riverstone Capital',
  'Helix Biotech',
  'Luma Learning',
  'Stackwise',
  'Parcelpoint',
  'Bluefin Robotics',
  'Clearpath Telecom',
  'Oakmont Media',
  'Zephyr Travel',
  'Foundry Nine',
  'Wattson Energy',
  'Kinetic Commerce',
  'Emberly',
  'Sable Security',
  'Tidewater Foods',
  'Cadence Payroll',
  'Silverline Fintech',
  'Arclight Studios',
  'Granite Peak Partners',
  'Hearth Home Services',
  'Polaris Data',
  'Verdant Agritech',
  'Monarch Airways',
  'Lattice Health',
  'Driftwood Hotels',
  'Quantum Ledger',
  'Beacon Street Bank',
  'Mosaic Marketplace',
  'Ironbridge Manufacturing',
  'Skylark Insurtech',
  'Torchlight Cyber',
  'Evergreen Pharma',
  'Rally Sports Tech',
  'Juniper Legal',
  'Northstar Mobility',
  'Pebble Finance',
  'Waypoint Maps',
  'Crescent Energy Group',
  'Tandem HR',
  'Velvet Rope Events',
  'Kite Aerospace',
  'Marigold Retail',
  'Bramble Software',
  'Openfield Analytics',
];

/** Current titles of candidates considered for a job of each function. */
export const titlesByFunction: Partial<Record<JobFunction, string[]>> = {
  Engineering: [
    'Software Engineer',
    'Senior Software Engineer',
    'Backend Engineer',
    'Senior Backend Engineer',
    'Full Stack Developer',
    'Platform Engineer',
    'Lead Software Engineer',
  ],
  'Design / UX': [
    'Product Designer',
    'Senior Product Designer',
    'UX Designer',
    'UI/UX Designer',
    'Service Designer',
  ],
  'Data / Analytics': [
    'Data Engineer',
    'Senior Data Engineer',
    'Analytics Engineer',
    'Data Engineering Manager',
    'Lead Data Engineer',
    'Machine Learning Engineer',
  ],
  'Customer Success / Support': [
    'Customer Success Manager',
    'Senior Customer Success Manager',
    'Head of Customer Support',
    'Director of Customer Success',
    'Customer Experience Lead',
  ],
  'DevOps / SRE': [
    'Site Reliability Engineer',
    'Senior SRE',
    'DevOps Engineer',
    'Staff Infrastructure Engineer',
    'Cloud Platform Engineer',
  ],
  Sales: [
    'Account Executive',
    'Senior Account Executive',
    'Enterprise Account Executive',
    'Strategic Account Manager',
    'Sales Manager',
  ],
};

/** Hiring-manager notes left on a candidate's stage record. */
export const managerFeedback = [
  'Strong systems thinking; walked through trade-offs without prompting.',
  'Great communicator, but the depth on distributed systems was thinner than the CV suggests.',
  'Clear yes from me. Would raise the bar on the team.',
  'Good culture add; wants more ownership than the current role gives them.',
  'Solid fundamentals. Salary expectations are at the top of our band.',
  'Notice period is three months; worth it if the next round goes well.',
  'Answers were rehearsed; probe real examples in the next stage.',
  'Impressive portfolio, very relevant domain experience.',
  'Not the right level for this role; could fit a mid-level opening later.',
  'Asked sharp questions about our roadmap. Keen to meet the team.',
  'Mixed signals on stakeholder management; reference check should cover this.',
  'Hands-on and pragmatic. Would like a second opinion from the tech lead.',
  'Excellent case study; the pricing analysis was better than ours.',
  'Declined to relocate; only open to remote.',
  'Strong pipeline discipline and a believable forecast history.',
];
