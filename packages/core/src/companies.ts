import { z } from 'zod';
import { emailDomain, isAdminRole, type Role } from './auth.js';

/*
 * The Company Configuration contract (docs/product/companies.md). Field names are the database's
 * (snake_case). Rich text travels as HTML and is sanitised by the server before it is stored.
 */

/** Messages of tone generation (docs/product/companies.md#tone-of-voice). */
export const toneMessages = {
  sampleRequired: 'Please provide a writing sample',
  timedOut: 'OpenAI request timed out',
  failed: 'Failed to generate tone. Please try again.',
  noResponse: 'No response from OpenAI',
} as const;

/** Tone generation gives up after 20 s (docs/product/companies.md#limits). */
export const TONE_TIMEOUT_MS = 20_000;

/** POST /api/generate-tone body (docs/product/companies.md#tone-of-voice). */
export const generateToneBody = z.object({
  sampleText: z
    .string()
    .max(20_000, 'The writing sample is too long (20,000 characters at most).')
    .refine((v) => v.trim().length > 0, toneMessages.sampleRequired),
  companyName: z.string().max(200).default(''),
});
export type GenerateToneBody = z.infer<typeof generateToneBody>;

export const generateToneResponse = z.object({ tone: z.string() });

/** Maximum companies per user (docs/product/companies.md#limits); the server refuses the 9th. */
export const MAX_COMPANIES_PER_USER = 8;
/**
 * The companies fetch gives up after 15 s; the loading state is force-ended after 10 s
 * (docs/product/companies.md#limits).
 */
export const COMPANIES_FETCH_TIMEOUT_MS = 15_000;
export const COMPANIES_LOADING_GUARD_MS = 10_000;

/**
 * Messages of the company screens and API; the load-state texts are verbatim from
 * docs/product/companies.md#loading-and-errors.
 */
export const companyMessages = {
  nameRequired: 'Company name is required',
  sizeInvalid: 'Choose one of the company size options',
  websiteInvalid: 'Enter a website address such as https://example.com',
  limitReached: 'Maximum of 8 companies per user',
  notFound: 'Company not found',
  signInRequired: 'Please sign in to view companies',
  timedOut: 'Request timed out. Please retry.',
  sessionExpired: 'Session expired. Please sign in again.',
  loadFailed: 'Failed to load companies',
  tookTooLong: 'Request took too long. Please retry.',
  /** A member who neither owns nor created the company, and is no admin, asks to delete it. */
  deleteForbidden: 'Only the owner of this company, or an admin, can delete it.',
  /** The badge of a company the user sees as a member (docs/product/companies.md#visibility). */
  sharedBadge: 'Shared with you',
} as const;

/**
 * The tone of voice a new company starts with: clear, energetic, approachable, short punchy sentences, plain
 * English, inclusive, no jargon (docs/product/companies.md#fields).
 */
export const DEFAULT_TONE_OF_VOICE =
  'Write in a clear, energetic and approachable voice, as if talking to a capable friend. ' +
  'Keep sentences short and punchy, and lead with what matters most to the candidate. ' +
  'Use plain English: swap jargon, buzzwords and acronyms for everyday words, and explain any technical ' +
  'term the role truly needs. ' +
  'Speak to the reader as "you" and about the company as "we". ' +
  'Keep the language inclusive: gender-neutral wording, no unnecessary requirements, and nothing that ' +
  'assumes age, background or ability. ' +
  'Be confident and upbeat without hype, and show impact with concrete facts rather than superlatives.';

/** Company size options (docs/product/companies.md#fields), stored in this form; `null` is "none". */
export const companySizes = [
  '1-10 employees',
  '11-50 employees',
  '51-200 employees',
  '201-500 employees',
  '501-1000 employees',
  '1001-5000 employees',
  '5001-10000 employees',
  '10001+ employees',
] as const;
export type CompanySize = (typeof companySizes)[number];

/**
 * The stored form of a size: '201-500', '201-500 employees' and ' 201–500 Employees ' all give
 * '201-500 employees'. @returns null when the text is not one of the options.
 */
export function normalizeCompanySize(value: string): CompanySize | null {
  const bare = value
    .trim()
    .toLowerCase()
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/\s*employees$/, '')
    .replace(/\s+/g, '');
  return companySizes.find((size) => size === `${bare} employees`) ?? null;
}

const SCHEME_WITH_SLASHES = /^[a-z][a-z0-9+.-]*:\/\//i;
const SCHEME_WITHOUT_SLASHES = /^(?:javascript|vbscript|data|file|blob|about|mailto|tel):/i;

/**
 * The link Visit Website opens: the website with 'https://' added when it has no scheme
 * (docs/product/companies.md#company-page). @returns null for blank text and for anything that is not an
 * http(s) address with a host.
 */
export function websiteHref(website: string | null | undefined): string | null {
  const value = website?.trim();
  if (!value || /\s/.test(value)) return null;
  const hasScheme = SCHEME_WITH_SLASHES.test(value) || SCHEME_WITHOUT_SLASHES.test(value);
  const href = hasScheme ? value : `https://${value}`;
  try {
    const url = new URL(href);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return null;
    return href;
  } catch {
    return null;
  }
}

/**
 * `company_domain` (docs/product/companies.md#fields): the website's host without 'www.', else the domain of
 * the user's e-mail, else 'unknown.local'. `https://www.acme.com/jobs` → 'acme.com'.
 */
export function deriveCompanyDomain(
  website: string | null | undefined,
  userEmail: string | null | undefined,
) {
  const href = websiteHref(website);
  const host = href ? new URL(href).hostname.toLowerCase().replace(/^www\./, '') : '';
  return host || (userEmail ? emailDomain(userEmail) : '') || 'unknown.local';
}

/**
 * Values and benefits as stored (docs/product/companies.md#editing): each item trimmed, blanks dropped,
 * duplicates (ignoring case) removed, first occurrence kept.
 */
export function normalizeTextList(items: readonly string[]): string[] {
  const seen = new Set<string>();
  const list: string[] = [];
  for (const raw of items) {
    const item = raw.trim();
    const key = item.toLowerCase();
    if (!item || seen.has(key)) continue;
    seen.add(key);
    list.push(item);
  }
  return list;
}

/** Optional text: trimmed, '' stored as null, `undefined` (PATCH) leaves the field unchanged. */
const optionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be ${max.toLocaleString('en-GB')} characters or fewer`)
    .nullable()
    .optional()
    .transform((v) => (v === '' ? null : v));

/** Rich text (HTML); the server sanitises it before it is stored. */
const richText = (label: string) => optionalText(label, 100_000);

const textList = (label: string) =>
  z
    .array(z.string().max(500, `Each of the ${label} must be 500 characters or fewer`))
    .max(50, `At most 50 ${label}`)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : normalizeTextList(v ?? [])));

const sizeField = z
  .string()
  .nullable()
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === null || v.trim() === '') return v === undefined ? undefined : null;
    const size = normalizeCompanySize(v);
    if (size) return size;
    ctx.issues.push({ code: 'custom', message: companyMessages.sizeInvalid, input: v });
    return z.NEVER;
  });

const websiteField = optionalText('Website', 2048).refine(
  (v) => v === undefined || v === null || websiteHref(v) !== null,
  companyMessages.websiteInvalid,
);

const companyFields = {
  name: z
    .string({ error: companyMessages.nameRequired })
    .trim()
    .min(1, companyMessages.nameRequired)
    .max(200, 'Company name must be 200 characters or fewer'),
  size: sizeField,
  website: websiteField,
  industry: optionalText('Industry', 200),
  location: optionalText('Location', 200),
  founded: optionalText('Founded', 50),
  description: richText('Company description'),
  company_values: textList('values'),
  company_benefits: textList('benefits'),
  job_spec_intro: richText('Job specification introduction'),
  tone_of_voice_instructions: optionalText('Tone of voice', 10_000),
  tone_of_voice_source_text: optionalText('The writing sample', 20_000),
  is_public: z.boolean().optional(),
};

/**
 * POST /api/companies body. Omitted optional fields are empty, except the tone of voice, which starts
 * as DEFAULT_TONE_OF_VOICE (docs/product/companies.md#fields).
 */
export const createCompanyBody = z.object(companyFields);
export type CreateCompanyInput = z.input<typeof createCompanyBody>;
export type CreateCompanyBody = z.output<typeof createCompanyBody>;

/** PATCH /api/companies/:id body: only the fields sent change; null or '' clears a field. */
export const updateCompanyBody = z.object(companyFields).partial();
export type UpdateCompanyInput = z.input<typeof updateCompanyBody>;
export type UpdateCompanyBody = z.output<typeof updateCompanyBody>;

/** A company as the API returns it (docs/product/companies.md#fields); times are ISO 8601. */
export const company = z.object({
  id: z.string(),
  owner_user_id: z.string().nullable(),
  created_by: z.string().nullable(),
  name: z.string(),
  size: z.string().nullable(),
  website: z.string().nullable(),
  description: z.string().nullable(),
  company_values: z.array(z.string()),
  company_benefits: z.array(z.string()),
  job_spec_intro: z.string().nullable(),
  industry: z.string().nullable(),
  location: z.string().nullable(),
  founded: z.string().nullable(),
  tone_of_voice_instructions: z.string().nullable(),
  tone_of_voice_source_text: z.string().nullable(),
  tone_of_voice_last_updated: z.string().nullable(),
  is_public: z.boolean(),
  company_domain: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  domain: z.string(),
});
export type Company = z.infer<typeof company>;

/**
 * Whether `userId` owns or created `company` (docs/product/companies.md#visibility): such companies count
 * towards the 8 per user; the others a user sees are theirs as a member.
 */
export function ownsCompany(
  company: { owner_user_id: string | null; created_by: string | null },
  userId: string,
): boolean {
  return company.owner_user_id === userId || company.created_by === userId;
}

/**
 * Whether `user` may delete `company` (docs/product/companies.md#visibility): its owner or creator, or an
 * admin (or the owner) among those who see it. Members may view and edit it.
 */
export function canDeleteCompany(
  company: { owner_user_id: string | null; created_by: string | null },
  user: { id: string; role: Role },
): boolean {
  return ownsCompany(company, user.id) || isAdminRole(user.role);
}

/**
 * GET /api/companies: the companies the caller owns, created or is a member of, oldest first
 * (docs/product/companies.md#visibility).
 */
export const companyList = z.object({ companies: z.array(company) });
export type CompanyList = z.infer<typeof companyList>;

/**
 * What rich text may hold once sanitised (DESIGN.md, Web app), shared by the server, which sanitises
 * before storing, and the web app, which sanitises again when rendering. Links keep http(s) and mailto
 * addresses only and always open in a new tab.
 */
export const richTextPolicy = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 'ul', 'ol', 'li', 'a', 'h2', 'h3', 'h4'],
  allowedAttributes: ['href'],
  safeHref: /^(?:https?:|mailto:)/i,
  linkTarget: '_blank',
  linkRel: 'noopener noreferrer',
} as const;
