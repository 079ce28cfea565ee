import { csvCell } from '../lib/csv.js';
import { companies, emailDomains, firstNames, lastNames, slug, titles } from '../lib/people.js';
import { pick, pickSkewed, seededRandom } from '../lib/rng.js';

/** One connection of a LinkedIn export, as the CSV holds it ('' for an empty cell). */
export type Connection = {
  firstName: string;
  lastName: string;
  url: string;
  email: string;
  company: string;
  position: string;
  connectedOn: string;
};

/**
 * The lines LinkedIn writes before the header of Connections.csv ('Notes:', the quoted note about missing
 * e-mail addresses, an empty line), verbatim.
 */
export const LINKEDIN_NOTES =
  'Notes:\n' +
  '"When exporting your connection data, you may notice that some of the email addresses are missing. ' +
  'You will only see email addresses for connections who have allowed their connections to see or ' +
  'download their email address using this setting https://www.linkedin.com/psettings/privacy/email. ' +
  'You can learn more here https://www.linkedin.com/help/linkedin/answer/261"\n' +
  '\n';

export const LINKEDIN_HEADER = 'First Name,Last Name,URL,Email Address,Company,Position,Connected On';

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * `count` distinct connections from a seeded generator: names of many languages with their accents,
 * about 60 % without an e-mail (as real exports, where most connections hide it), employers and titles
 * some of which hold commas, and a unique profile URL each ('https://www.linkedin.com/in/{handle}').
 */
export function generateConnections(count: number, seed = 6): Connection[] {
  const rng = seededRandom(seed);
  const out: Connection[] = [];
  for (let i = 0; i < count; i++) {
    const firstName = pickSkewed(rng, firstNames);
    const lastName = pickSkewed(rng, lastNames);
    const base = slug(`${firstName} ${lastName}`) || 'member';
    // LinkedIn handles: the name and a hex suffix; the index in the suffix keeps every one distinct.
    const suffix = `${i.toString(16).padStart(5, '0')}${Math.floor(rng() * 4096).toString(16)}`;
    const handle = `${base}-${suffix}`;
    const withEmail = rng() < 0.4;
    const email = withEmail
      ? `${slug(firstName).replace(/-/g, '') || 'm'}.${slug(lastName).replace(/-/g, '') || 'x'}${i}@${pick(rng, emailDomains)}`
      : '';
    const date = new Date(Date.UTC(2008, 0, 1) + Math.floor(rng() * 17 * 365) * 86_400_000);
    out.push({
      firstName,
      lastName,
      url: `https://www.linkedin.com/in/${handle}`,
      email: rng() < 0.05 && email ? email.toUpperCase() : email,
      company: rng() < 0.06 ? '' : pickSkewed(rng, companies),
      position: rng() < 0.04 ? '' : pickSkewed(rng, titles),
      connectedOn: `${String(date.getUTCDate()).padStart(2, '0')} ${months[date.getUTCMonth()]} ${date.getUTCFullYear()}`,
    });
  }
  return out;
}

/** The export file: notes, header and one line per connection, '\n' line ends, UTF-8 without a BOM. */
export function connectionsCsv(rows: readonly Connection[]): string {
  const lines = rows.map((r) =>
    [r.firstName, r.lastName, r.url, r.email, r.company, r.position, r.connectedOn].map(csvCell).join(','),
  );
  return `${LINKEDIN_NOTES}${LINKEDIN_HEADER}\n${lines.join('\n')}\n`;
}
