import { IMPORT_MAX_BYTES } from './constants.js';

/* CSV import rules: e-mail check, LinkedIn keys, header matching, rows (docs/product/candidates.md#import). */

// Import rules: e-mail, LinkedIn, CSV header and rows

/** True when an e-mail has a local part and a domain part with a dot (docs/product/candidates.md#dedupe). */
export function isValidEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/.test(email.trim());
}

const LINKEDIN_HOST = /^(?:[a-z]{2,3}\.)?linkedin\.com$/;

/**
 * The dedupe key of a LinkedIn profile link (docs/product/candidates.md#dedupe; stored in
 * candidates.linkedin_key): 'linkedin.com/in/{handle}', lower-case, without scheme, 'www.' or a country
 * subdomain, query, fragment or trailing slash. A bare path '/in/x' or a bare handle 'x' means the same
 * profile. Any other link keys as its lower-cased host and path. Returns null for an empty value.
 */
export function normalizeLinkedinUrl(raw: string | null | undefined): string | null {
  let v = (raw ?? '').trim().toLowerCase();
  if (!v) return null;
  v = v
    .replace(/^[a-z][a-z0-9+.-]*:\/\//, '')
    .replace(/[?#].*$/, '')
    .replace(/\/+$/, '');
  try {
    // '%00' must not become a NUL character, which PostgreSQL text cannot hold.
    v = decodeURIComponent(v).replaceAll('\u0000', '');
  } catch {
    // a stray '%' stays as typed
  }
  if (!v) return null;
  if (v.startsWith('/')) return `linkedin.com${v}`;
  const slash = v.indexOf('/');
  const host = (slash < 0 ? v : v.slice(0, slash)).replace(/^www\./, '');
  const path = slash < 0 ? '' : v.slice(slash);
  if (LINKEDIN_HOST.test(host)) return `linkedin.com${path}`;
  if (slash < 0 && !host.includes('.')) return `linkedin.com/in/${host}`;
  return `${host}${path}`;
}

/**
 * The link to show and store for a profile value (docs/product/candidates.md#import-columns): an http(s) link
 * is kept as is, a '/in/…' path or a linkedin.com link without a scheme becomes https://www.linkedin.com/…, a
 * bare handle becomes a profile link. null for an empty value.
 */
export function linkedinProfileUrl(raw: string | null | undefined): string | null {
  const v = (raw ?? '').trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) return v;
  const key = normalizeLinkedinUrl(v);
  if (!key) return null;
  return key.startsWith('linkedin.com') ? `https://www.${key}` : `https://${key}`;
}

/** The candidate fields a CSV row can fill. */
export const importFields = [
  'first_name',
  'last_name',
  'full_name',
  'email',
  'phone',
  'location',
  'current_title',
  'current_company',
  'linkedin_url',
] as const;
export type ImportField = (typeof importFields)[number];

/**
 * Header names per field, normalised (lower case, '_' and '-' as spaces), in order of preference: the
 * documented names, LinkedIn's connections export (URL, Email Address, Company, Position) and other tools'.
 */
export const importHeaderAliases: Record<ImportField, readonly string[]> = {
  first_name: ['first name', 'firstname', 'given name', 'forename'],
  last_name: ['last name', 'lastname', 'surname', 'family name'],
  full_name: ['full name', 'fullname', 'name', 'candidate name', 'candidate'],
  email: ['email', 'email address', 'e mail', 'e mail address', 'work email', 'personal email', 'mail'],
  phone: ['phone', 'phone number', 'mobile', 'mobile phone', 'telephone', 'tel'],
  location: ['location', 'current location', 'city', 'region', 'country'],
  current_title: ['current title', 'current job title', 'job title', 'title', 'position', 'headline', 'role'],
  current_company: [
    'current company',
    'company',
    'company name',
    'current employer',
    'employer',
    'organization',
  ],
  linkedin_url: [
    'profile url',
    'linkedin',
    'linkedin url',
    'linkedin profile',
    'linkedin profile url',
    'public profile url',
    'url',
    'profile',
  ],
};

/** A header cell as matched: trimmed, BOM removed, lower case, '_' '-' and runs of spaces as one space. */
export function normalizeHeader(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/[_\-\s]+/g, ' ')
    .trim();
}

/** Words before a field's name that do not change the field ('Candidate Email', 'Primary Phone'). */
const HEADER_QUALIFIER =
  /^(candidate'?s?|primary|preferred|personal|work|business|contact|current|main|legal) (?=\S)/;

/**
 * A normalised header cell without what other tools add around a field's name: notes in parentheses,
 * required-field marks ('*', ':') and one leading qualifier ('Candidate Email', 'Email (work)', 'First Name*'
 * → 'email', 'email', 'first name').
 */
function bareHeader(cell: string): string {
  return cell
    .replace(/\([^)]*\)/g, ' ')
    .replace(/[*:]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(HEADER_QUALIFIER, '');
}

/** Where each field sits in a row: column index per field found. */
export type ImportColumnMap = Partial<Record<ImportField, number>>;

/**
 * Matches a header row to candidate fields (docs/product/candidates.md#import-columns): names
 * case-insensitively, each field from its most preferred alias, then from a name with a qualifier or a
 * note around it ('Candidate Email', 'Phone (mobile)', 'First Name*'); a column holding 'linkedin'
 * counts as the profile link when nothing else does. Returns null when the row has no First Name, Last
 * Name or full-name column.
 */
export function mapImportHeader(header: readonly string[]): ImportColumnMap | null {
  const map = matchImportColumns(header);
  if (map.first_name === undefined && map.last_name === undefined && map.full_name === undefined) return null;
  return map;
}

/**
 * The loose header matching of mapImportHeader without its need for a name column: every field found in
 * the row, none required. The CV Sorter reads its files with it (docs/product/cv-sorter.md#columns).
 */
export function matchImportColumns(header: readonly string[]): ImportColumnMap {
  const cells = header.map(normalizeHeader);
  const map: ImportColumnMap = {};
  const used = new Set<number>();
  // Exact names first; then, for fields still missing, names with their qualifiers and notes taken off.
  for (const names of [cells, cells.map(bareHeader)]) {
    for (const field of importFields) {
      if (map[field] !== undefined) continue;
      for (const alias of importHeaderAliases[field]) {
        const i = names.findIndex((c, idx) => c === alias && !used.has(idx));
        if (i >= 0) {
          map[field] = i;
          used.add(i);
          break;
        }
      }
    }
  }
  if (map.linkedin_url === undefined) {
    const i = cells.findIndex((c, idx) => c.includes('linkedin') && !used.has(idx));
    if (i >= 0) map.linkedin_url = i;
  }
  return map;
}

/**
 * Import messages that exist because the server reads the file: an upload over IMPORT_MAX_BYTES and an import
 * id used twice (rows it cannot read are reported one by one, see import-problems.ts).
 */
export const candidateImportMessages = {
  fileTooLarge: `The file is too large (${IMPORT_MAX_BYTES / (1024 * 1024)} MB at most).`,
  importIdTaken: 'This import has already been started.',
} as const;

/** At most this many row errors are returned and stored per import (the counts still cover every row). */
export const IMPORT_ERRORS_MAX = 1000;

/** How many leading rows may be notes before the header (LinkedIn's export has a few). */
export const HEADER_SEARCH_ROWS = 20;

/** One candidate as a CSV row gives it; empty cells are null. */
export type ImportedCandidate = {
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  phone: string | null;
  location: string | null;
  current_title: string | null;
  current_company: string | null;
  linkedin_url: string | null;
};

/**
 * The candidate a data row holds, or null when it has neither a first nor a last name (such rows are skipped,
 * docs/product/candidates.md#import). A full-name column is split at its first space when First/Last Name are
 * absent. The profile link is made a full link (linkedinProfileUrl); nothing else is validated here.
 */
export function candidateFromRow(cells: readonly string[], map: ImportColumnMap): ImportedCandidate | null {
  const at = (f: ImportField) => {
    const i = map[f];
    const v = i === undefined ? '' : (cells[i] ?? '').trim();
    return v === '' ? null : v;
  };
  let first = at('first_name');
  let last = at('last_name');
  if (!first && !last) {
    const full = at('full_name');
    if (full) {
      const parts = full.split(/\s+/);
      first = parts[0] ?? null;
      last = parts.slice(1).join(' ') || null;
    }
  }
  if (!first && !last) return null;
  return {
    first_name: first,
    last_name: last,
    email: at('email'),
    phone: at('phone'),
    location: at('location'),
    current_title: at('current_title'),
    current_company: at('current_company'),
    linkedin_url: linkedinProfileUrl(at('linkedin_url')),
  };
}
