import { type CvProfile, linkedinProfileUrl } from '@rw/core';
import {
  makeDocx,
  makeLayoutPdf,
  makePdf,
  makeScannedPdf,
  type PlacedText,
} from '#src/platform/documents/document-fixtures.js';
import { type LinkedinTruth, makeLinkedinPdf } from '#src/platform/documents/linkedin-fixtures.js';
import { pick, seededRandom } from '#src/platform/mock-llm/random.js';

/*
 * A labelled set of CVs and LinkedIn profile exports made from known truth (docs/product/documents.md#accuracy),
 * for the parser's accuracy bench (bench:parse) and its unit tests: single-column, two-column and table-layout
 * PDFs, .docx files, LinkedIn 'Save to PDF' exports and scans without a text layer. The same seed gives the
 * same set. Names keep to the characters of the PDFs' standard font (Latin-1).
 */

export const layouts = ['single-column', 'two-column', 'table', 'docx', 'linkedin', 'scanned'] as const;
export type Layout = (typeof layouts)[number];

/** A position as the profile should hold it: dates 'YYYY-MM', no end date for a current one. */
export type TruthPosition = {
  company: string;
  title: string;
  startDate: string;
  endDate: string | null;
  current: boolean;
};

/** What a document says, field by field: the contact details in the form the parser gives them. */
export type DocumentTruth = {
  name: string;
  email: string;
  /** E.164 digits with '+': the phone's identity whatever its format. */
  phone: string;
  linkedin_url: string | null;
  website: string | null;
  work: TruthPosition[];
};

export type LabelledDocument = { id: string; layout: Layout; bytes: Buffer; truth: DocumentTruth };

// biome-ignore format: word lists read better packed
const firstNames = ['James', 'Mary', 'Olivia', 'Noah', 'José', 'María', 'Lucía', 'Andrés', 'François', 'Hélène',
  'Zoé', 'Chloé', 'Jürgen', 'Björn', 'Sören', 'Lena', 'Søren', 'Åsa', 'Ingrid', 'João', 'Gonçalo', 'Siobhán',
  'Niamh', 'Priya', 'Aarav', 'Wei', 'Yuki', 'Omar', 'Aisha', 'Chidi', 'Ngozi', 'Kwame', 'Dmitri', 'Alex'];
// biome-ignore format: word lists read better packed
const lastNames = ['Smith', 'Johnson', 'García', 'Rodríguez', 'Núñez', 'Müller', 'Schäfer', 'Köhler', 'Dubois',
  'Lefèvre', 'Sørensen', 'Åberg', 'Lindqvist', 'Gonçalves', 'Araújo', "O'Brien", 'MacDonald', 'Patel', 'Sharma',
  'Chen', 'Tanaka', 'Haddad', 'Okafor', 'Mensah', 'Ivanov', 'van Dijk', 'De Luca', 'Rossi', 'Garcia-Lopez'];
// biome-ignore format: word lists read better packed
const companies = ['Northwind Logistics', 'Contoso Retail', 'Acme, Inc.', 'Globex Corporation', 'Initech, LLC',
  'Fabrikam', 'Tailspin Toys', 'Stripe', 'Spotify', 'Siemens', 'Deloitte', 'Barclays', 'Monzo', 'Nestlé',
  'L’Oréal', 'Procter & Gamble', 'BNP Paribas', 'Dassault Systèmes', 'Ørsted', 'H&M', 'Rolls-Royce', 'Ocado',
  'Médecins Sans Frontières', 'ETH Zürich', 'Wayne Enterprises'];
// biome-ignore format: word lists read better packed
const titles = ['Software Engineer', 'Senior Software Engineer', 'Engineering Manager', 'Data Engineer',
  'Data Scientist', 'Product Manager', 'Product Designer', 'UX Researcher', 'Marketing Manager',
  'Account Executive', 'Customer Success Manager', 'Technical Recruiter', 'HR Business Partner',
  'Project Manager', 'Business Analyst', 'Financial Analyst', 'Engineer, Platform', 'Director, Talent Acquisition',
  'Chargé de mission', 'Ingénieur logiciel', 'Co-Founder & CEO'];
// biome-ignore format: word lists read better packed
const locations = ['London, England, United Kingdom', 'Leeds, England, United Kingdom', 'Dublin, Ireland',
  'Paris, Île-de-France, France', 'Berlin, Germany', 'Zürich, Switzerland', 'Madrid, Comunidad de Madrid, Spain',
  'Lisbon, Portugal', 'Stockholm, Sweden', 'New York, New York, United States', 'Toronto, Ontario, Canada'];
// biome-ignore format: word lists read better packed
const emailDomains = ['gmail.com', 'outlook.com', 'proton.me', 'gmx.de', 'web.de', 'orange.fr', 'libero.it',
  'live.co.uk', 'btinternet.com', 'mail.com'];
const websiteEnds = ['.dev', '.io', '.com', '.me', '.co.uk'];
const months = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const fold: Record<string, string> = { ß: 'ss', ø: 'o', å: 'a', æ: 'ae' };
/** An ASCII handle of a name: 'Søren Núñez' → 'soren-nunez'. */
const handle = (text: string) =>
  text
    .toLowerCase()
    .replace(/[ßøåæ]/g, (c) => fold[c] ?? c)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

type Rng = () => number;
const digits = (rng: Rng, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 10)).join('');
const int = (rng: Rng, min: number, max: number) => min + Math.floor(rng() * (max - min + 1));

/** A phone in one of the ways CVs write them, and its E.164 form. */
function phoneOf(rng: Rng): { shown: string; e164: string } {
  const kind = int(rng, 0, 5);
  if (kind <= 1) {
    // UK mobiles: 07[5789]xx (076 is mostly pagers, which are not valid mobiles).
    const n = `7${pick(rng, ['5', '7', '8', '9'])}${digits(rng, 8)}`;
    const shown = kind === 0 ? `+44 ${n.slice(0, 4)} ${n.slice(4)}` : `0${n.slice(0, 4)} ${n.slice(4)}`;
    return { shown, e164: `+44${n}` };
  }
  if (kind <= 3) {
    const area = pick(rng, ['415', '212', '312', '617', '206', '512']);
    const exchange = `${int(rng, 2, 9)}${digits(rng, 2)}`.replace(/^555$/, '556');
    const line = digits(rng, 4);
    const shown = kind === 2 ? `(${area}) ${exchange}-${line}` : `+1 ${area}-${exchange}-${line}`;
    return { shown, e164: `+1${area}${exchange}${line}` };
  }
  if (kind === 4) {
    const n = `15${int(rng, 1, 2)}${digits(rng, 8)}`;
    return { shown: `+49 ${n.slice(0, 3)} ${n.slice(3)}`, e164: `+49${n}` };
  }
  const n = `6${digits(rng, 8)}`;
  const pairs = n.slice(1).match(/../g)!.join(' ');
  return { shown: `+33 6 ${pairs}`, e164: `+33${n}` };
}

/** 1-4 positions, newest first, the first current half the time. */
function positionsOf(rng: Rng): TruthPosition[] {
  const count = int(rng, 1, 4);
  const out: TruthPosition[] = [];
  let endYear = 2026;
  let endMonth = int(rng, 1, 10);
  for (let i = 0; i < count; i++) {
    const current = i === 0 && rng() < 0.5;
    const startYear = endYear - int(rng, 1, 4);
    const startMonth = int(rng, 1, 12);
    const ym = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}`;
    out.push({
      company: pick(rng, companies),
      title: pick(rng, titles),
      startDate: ym(startYear, startMonth),
      endDate: current ? null : ym(endYear, endMonth),
      current,
    });
    endYear = startYear - (rng() < 0.3 ? 1 : 0);
    endMonth = Math.max(1, startMonth - 1);
  }
  return out;
}

/** A person: name, contact details (LinkedIn and website three times in four) and positions. */
function personOf(rng: Rng): DocumentTruth & {
  shownPhone: string;
  shownLinkedin: string | null;
  shownWebsite: string | null;
  location: string;
} {
  const first = pick(rng, firstNames);
  const last = pick(rng, lastNames);
  const name = `${first} ${last}`;
  const h = handle(name);
  const phone = phoneOf(rng);
  const slug = `${h}-${digits(rng, 3)}${pick(rng, ['a', 'b', 'c', 'x'])}${digits(rng, 1)}`;
  const hasLinkedin = rng() < 0.75;
  const hasWebsite = rng() < 0.75;
  const site = `${h.replace(/-/g, '')}${pick(rng, websiteEnds)}`;
  const withPath = rng() < 0.3;
  return {
    name,
    email: `${h.replace(/-/g, '.')}${int(rng, 1, 99)}@${pick(rng, emailDomains)}`,
    phone: phone.e164,
    shownPhone: phone.shown,
    linkedin_url: hasLinkedin ? linkedinProfileUrl(`https://www.linkedin.com/in/${slug}`) : null,
    shownLinkedin: hasLinkedin
      ? pick(rng, [
          `linkedin.com/in/${slug}`,
          `https://www.linkedin.com/in/${slug}/`,
          `www.linkedin.com/in/${slug}`,
        ])
      : null,
    website: hasWebsite ? `https://${site}${withPath ? '/portfolio' : ''}` : null,
    shownWebsite: hasWebsite
      ? `${rng() < 0.5 ? 'https://' : ''}${site}${withPath ? '/portfolio' : ''}`
      : null,
    location: pick(rng, locations),
    work: positionsOf(rng),
  };
}

type Person = ReturnType<typeof personOf>;

const monthYear = (ym: string) => `${months[Number(ym.slice(5)) - 1]} ${ym.slice(0, 4)}`;
const shortDate = (ym: string) => `${months[Number(ym.slice(5)) - 1]!.slice(0, 3)} ${ym.slice(0, 4)}`;
const period = (p: TruthPosition) =>
  `${shortDate(p.startDate)} - ${p.endDate ? shortDate(p.endDate) : 'Present'}`;
/** The truth of a person's document; a LinkedIn export's website is its bare domain. */
function truthOf(
  { shownPhone, shownLinkedin, shownWebsite, location, ...truth }: Person,
  layout: Layout,
): DocumentTruth {
  const website =
    truth.website && layout === 'linkedin' ? `https://${new URL(truth.website).host}` : truth.website;
  return { ...truth, website };
}

/** The lines of a plain CV: name, headline, contact, experience, education. */
function cvLines(p: Person): string[] {
  const contact = [p.email, p.shownPhone, p.shownLinkedin, p.shownWebsite].filter((v): v is string => !!v);
  return [
    p.name,
    `${p.work[0]!.title} | ${p.location}`,
    contact.slice(0, 2).join(' · '),
    contact.slice(2).join(' · '),
    '',
    'Experience',
    ...p.work.flatMap((w) => [
      `${w.title}, ${w.company} (${period(w)})`,
      'Delivered the team’s roadmap on time.',
    ]),
    '',
    'Education',
    'BSc Computer Science, University of Leeds (2010 - 2013)',
  ].filter((l, i, all) => l !== '' || all[i - 1] !== '');
}

/** Two columns: contact and skills in a sidebar, the rest in the main column. */
function twoColumnPages(p: Person): PlacedText[][] {
  const side = [
    'Contact',
    p.email,
    p.shownPhone,
    p.shownLinkedin,
    p.shownWebsite,
    '',
    'Skills',
    'Python',
    'SQL',
  ]
    .filter((v): v is string => v !== null)
    .map((text, i) => ({ text, x: 30, y: 60 + i * 16, size: 8.5, width: 270 }));
  const main = [
    p.name,
    p.location,
    '',
    'Experience',
    ...p.work.flatMap((w) => [`${w.title} — ${w.company}`, period(w)]),
  ].map((text, i) => ({ text, x: 320, y: 60 + i * 18, size: i === 0 ? 18 : 10.5, width: 270 }));
  return [[...side, ...main]];
}

/** A table layout: contact as label/value rows, experience as a three-column table. */
function tablePages(p: Person): PlacedText[][] {
  const rows: [string, string | null][] = [
    ['Email', p.email],
    ['Phone', p.shownPhone],
    ['LinkedIn', p.shownLinkedin],
    ['Website', p.shownWebsite],
  ];
  const placed: PlacedText[] = [{ text: p.name, x: 40, y: 40, size: 20, width: 500 }];
  let y = 80;
  for (const [label, value] of rows.filter((r): r is [string, string] => r[1] !== null)) {
    placed.push(
      { text: label, x: 40, y, size: 10.5, width: 120 },
      { text: value, x: 170, y, size: 10.5, width: 400 },
    );
    y += 18;
  }
  y += 20;
  for (const [i, h] of ['Company', 'Title', 'Dates'].entries())
    placed.push({ text: h, x: 40 + i * 190, y, size: 11, width: 180 });
  for (const w of p.work) {
    y += 18;
    placed.push(
      { text: w.company, x: 40, y, size: 10, width: 180 },
      { text: w.title, x: 230, y, size: 10, width: 180 },
      { text: period(w), x: 420, y, size: 10, width: 180 },
    );
  }
  return [placed];
}

/** A LinkedIn export of the person, contact lines as LinkedIn writes them (a long link broken at a '-'). */
function linkedinTruthOf(p: Person): LinkedinTruth {
  const contact = [p.email, `${p.shownPhone} (Mobile)`];
  if (p.linkedin_url) {
    const line = `${p.linkedin_url.replace(/^https:\/\//, '')} (LinkedIn)`;
    const at = line.length > 30 ? line.lastIndexOf('-', 30) : -1;
    contact.push(...(at > 0 ? [line.slice(0, at + 1), line.slice(at + 1)] : [line]));
  }
  // LinkedIn's 'Personal' website is a bare domain (see `truthOf`).
  if (p.website) contact.push(`${new URL(p.website).host} (Personal)`);
  const byCompany: LinkedinTruth['experience'] = [];
  for (const w of p.work) {
    const position = {
      title: w.title,
      dates: `${monthYear(w.startDate)} - ${w.endDate ? monthYear(w.endDate) : 'Present'} (1 year 2 months)`,
      location: p.location,
      description: ['Led the work end to end.'],
    };
    const last = byCompany.at(-1);
    if (last && last.company === w.company) last.positions.push(position);
    else byCompany.push({ company: w.company, positions: [position] });
  }
  for (const employer of byCompany) if (employer.positions.length > 1) employer.total = '3 years 1 month';
  return {
    name: p.name,
    headline: [`${p.work[0]!.title} at ${p.work[0]!.company}`],
    location: p.location,
    contact,
    skills: ['Python', 'SQL', 'Leadership'],
    languages: ['English (Full Professional)'],
    certifications: [],
    summary: ['Builds things people rely on.'],
    experience: byCompany,
    education: [
      { school: 'University of Leeds', details: 'Bachelor of Science - BS, Mathematics · (2010 - 2013)' },
    ],
  };
}

/** How many of each layout `makeLabelledSet` makes by default: 46 documents. */
export const defaultCounts: Record<Layout, number> = {
  'single-column': 8,
  'two-column': 8,
  table: 6,
  docx: 8,
  linkedin: 12,
  scanned: 4,
};

/**
 * The labelled set: `counts` documents of each layout (default `defaultCounts`), each with its truth.
 * A scan is a single-column CV rendered to images (makeScannedPdf). A LinkedIn export's work is what the
 * profile reads (its contact details always hold the LinkedIn link and website when the person has them).
 */
export async function makeLabelledSet(
  opts: { seed?: number; counts?: Partial<Record<Layout, number>> } = {},
) {
  const rng = seededRandom(opts.seed ?? 15);
  const counts = { ...defaultCounts, ...opts.counts };
  const out: LabelledDocument[] = [];
  for (const layout of layouts) {
    for (let i = 0; i < counts[layout]; i++) {
      const person = personOf(rng);
      const bytes =
        layout === 'single-column'
          ? await makePdf(cvLines(person))
          : layout === 'two-column'
            ? await makeLayoutPdf(twoColumnPages(person))
            : layout === 'table'
              ? await makeLayoutPdf(tablePages(person))
              : layout === 'docx'
                ? await makeDocx(cvLines(person))
                : layout === 'linkedin'
                  ? await makeLinkedinPdf(linkedinTruthOf(person))
                  : await makeScannedPdf(await makePdf(cvLines(person)));
      out.push({ id: `${layout}-${i + 1}`, layout, bytes, truth: truthOf(person, layout) });
    }
  }
  return out;
}

/** Counts of one field over documents: values in the truth, values the parser gave, and those that match. */
export type FieldCount = { truth: number; predicted: number; correct: number };

const digitsOf = (phone: string | null) => (phone ? `+${phone.replace(/\D/g, '')}` : null);
const looseUrl = (url: string | null) =>
  url
    ?.toLowerCase()
    .replace(/^https?:\/\/(www\.)?/, '')
    .replace(/\/$/, '') ?? null;

/** Counts of a field whose truth and reading are single values (null: absent). */
function single(truth: string | null, read: string | null): FieldCount {
  return { truth: truth ? 1 : 0, predicted: read ? 1 : 0, correct: truth && read && truth === read ? 1 : 0 };
}

/** Counts of a field over positions: the multisets of truth and read values, matched. */
function multiset(truth: string[], read: string[]): FieldCount {
  const left = new Map<string, number>();
  for (const v of truth) left.set(v, (left.get(v) ?? 0) + 1);
  let correct = 0;
  for (const v of read) {
    const n = left.get(v) ?? 0;
    if (n > 0) {
      correct++;
      left.set(v, n - 1);
    }
  }
  return { truth: truth.length, predicted: read.length, correct };
}

/**
 * How a profile read from a document compares with its truth, field by field: contact details (e-mail
 * case-insensitively, phone by its digits, LinkedIn link as stored, website without scheme or 'www.'),
 * name, and for LinkedIn exports each position's employer, title and dates (start, end or 'current').
 */
export function scoreProfile(doc: LabelledDocument, profile: CvProfile): Record<string, FieldCount> {
  const b = profile.basics;
  const t = doc.truth;
  const fields: Record<string, FieldCount> = {
    email: single(t.email.toLowerCase(), b.email?.toLowerCase() ?? null),
    phone: single(digitsOf(t.phone), digitsOf(b.phone)),
    linkedin_url: single(t.linkedin_url, b.linkedin_url),
    website: single(looseUrl(t.website), looseUrl(b.url)),
    name: single(t.name, b.name),
  };
  if (doc.layout === 'linkedin') {
    const dates = (w: { startDate: string | null; endDate: string | null; current: boolean }) =>
      `${w.startDate} – ${w.current ? 'current' : w.endDate}`;
    fields.employer = multiset(
      t.work.map((w) => w.company),
      profile.work.map((w) => w.name ?? ''),
    );
    fields.title = multiset(
      t.work.map((w) => w.title),
      profile.work.map((w) => w.position ?? ''),
    );
    fields.dates = multiset(t.work.map(dates), profile.work.map(dates));
  }
  return fields;
}
