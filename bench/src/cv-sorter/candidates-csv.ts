import { csvCell } from '../lib/csv.js';
import { companies, firstNames, lastNames, slug, titles } from '../lib/people.js';
import { pick, pickSkewed, seededRandom } from '../lib/rng.js';

/*
 * The candidate lists of bench:cv-sorter: a CSV as a recruiter exports it for the CV Sorter (name, current
 * title, current company, LinkedIn profile; docs/product/cv-sorter.md#columns), with names of many languages,
 * varied titles, and employers drawn from a few hundred distinct companies.
 */

/** The header the bench writes; the CV Sorter finds its columns by these names. */
export const CV_SORTER_HEADER = 'First Name,Last Name,Current Title,Current Company,LinkedIn URL';

// biome-ignore format: word lists read better packed
const divisions = [
  'UK', 'Ireland', 'Deutschland', 'France', 'España', 'Italia', 'Nordics', 'Benelux', 'India', 'Japan',
  'Brasil', 'USA', 'Canada', 'Australia', 'Labs', 'Digital', 'Consulting', 'Ventures', 'Health',
  'Financial Services', 'Research', 'Cloud', 'Retail', 'Energy', 'Mobility', 'Security', 'Studios',
];

/** Employers that have no divisions: a legal name with a comma or a trailing suffix, or not a company. */
const standalone = (name: string) =>
  /,|\.$|Univers|ETH |Médecins/.test(name) ||
  ['Self-employed', 'Freelance', 'Stealth Startup', 'NHS'].includes(name);

/**
 * Every employer the bench knows, in a fixed shuffled order: the pool of lib/people.ts and its companies'
 * divisions ('Siemens Health', 'Google Ireland'), about 2,500 distinct names.
 */
function allEmployers(): string[] {
  const names: string[] = [];
  for (const base of companies) {
    names.push(base);
    if (!standalone(base)) for (const d of divisions) names.push(`${base} ${d}`);
  }
  const unique = [...new Set(names)];
  const rng = seededRandom(401);
  for (let i = unique.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [unique[i], unique[j]] = [unique[j]!, unique[i]!];
  }
  return unique;
}

/**
 * The `count` employers of list number `slot` (0, 1, 2…): slots never share a name, so each scenario's list
 * holds companies the organisation's dataset has not described yet.
 * @throws when the slots asked for need more names than there are.
 */
export function employersFor(slot: number, count: number): string[] {
  const all = allEmployers();
  if ((slot + 1) * count > all.length)
    throw new Error(`only ${all.length} employers: ask for fewer companies`);
  return all.slice(slot * count, (slot + 1) * count);
}

/** One row of the list ('' for an empty cell). */
export type CvSorterRow = {
  firstName: string;
  lastName: string;
  title: string;
  company: string;
  linkedinUrl: string;
};

/**
 * `count` candidates from a seeded generator: employers picked evenly from `employers` (so a list of 1,000
 * uses most of 300), titles with the common ones more common, about 3 % without a company and 3 % without
 * a title (read as 'Unknown'), and a distinct LinkedIn profile each.
 */
export function generateCvSorterRows(
  count: number,
  employers: readonly string[],
  seed: number,
): CvSorterRow[] {
  const rng = seededRandom(seed);
  const rows: CvSorterRow[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pickSkewed(rng, firstNames);
    const lastName = pickSkewed(rng, lastNames);
    const handle = `${slug(`${firstName} ${lastName}`) || 'member'}-${seed.toString(36)}${i.toString(36)}`;
    rows.push({
      firstName,
      lastName,
      title: rng() < 0.03 ? '' : pickSkewed(rng, titles),
      company: rng() < 0.03 ? '' : pick(rng, employers),
      linkedinUrl: `https://www.linkedin.com/in/${handle}`,
    });
  }
  return rows;
}

/** The CSV file: header and one line per candidate, '\n' line ends, UTF-8. */
export function cvSorterCsv(rows: readonly CvSorterRow[]): Buffer {
  const lines = rows.map((r) =>
    [r.firstName, r.lastName, r.title, r.company, r.linkedinUrl].map(csvCell).join(','),
  );
  return Buffer.from(`${CV_SORTER_HEADER}\n${lines.join('\n')}\n`, 'utf8');
}

/** How many distinct companies a list names (not counting empty ones, which read as 'Unknown'). */
export function distinctCompanies(rows: readonly CvSorterRow[]): number {
  return new Set(rows.map((r) => r.company.toLowerCase()).filter(Boolean)).size;
}
