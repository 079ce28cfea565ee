import { type CvProfile, emptyCvProfile } from '@rw/core';
import type { PdfPage } from '#src/platform/documents/pdf-layout.js';
import { extractContacts } from './contact-fields.js';
import { parseLinkedinProfile } from './linkedin-profile.js';

/*
 * What a document says without a model (docs/product/documents.md#parsing): pure functions, so a bench can
 * measure each field on documents it generates from known truth.
 */

/**
 * The parser's version: raised whenever what it reads changes (layout, contact rules, the LinkedIn reader, the
 * model's prompt), so each candidate records the version that read them and 'Re-parse all' can bring older
 * ones up to date (docs/product/documents.md#re-parsing).
 */
export const PARSER_VERSION = 1;

/** A document read without a model: a LinkedIn profile export read whole, or a CV's contact details. */
export type DeterministicProfile = { source: 'linkedin' | 'cv'; profile: CvProfile };

const NAME_LINE = /^[\p{Lu}][\p{L}'’.-]*(?:\s+[\p{Lu}][\p{L}'’.-]*){1,3}$/u;
const NOT_A_NAME =
  /^(curriculum vitae|resume|résumé|cv|profile|contact|summary|experience|education|skills)\b/i;

/**
 * The name a CV most likely starts with: among its first five lines, the first of two to four words that
 * each start with a capital (all-capital names title-cased), without digits or '@', that is not a heading
 * ('Curriculum Vitae', 'Resume', …). null when none is.
 */
export function guessName(text: string): string | null {
  const lines = text
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .slice(0, 5);
  for (const line of lines) {
    const candidate = line.split(/\s[|·•–—]\s/)[0]!.trim();
    if (/[\d@]/.test(candidate) || NOT_A_NAME.test(candidate) || !NAME_LINE.test(candidate)) continue;
    return candidate === candidate.toUpperCase()
      ? candidate.toLowerCase().replace(/(^|[\s'’-])\p{L}/gu, (m) => m.toUpperCase())
      : candidate;
  }
  return null;
}

/**
 * What a document says without a model: a LinkedIn 'Save to PDF' export (`pages` in its layout) is read whole
 * (parseLinkedinProfile), its contact details completed from its text; any other document gives its contact
 * details (extractContacts) and a guessed name (guessName).
 */
export function readDeterministic(text: string, pages?: PdfPage[]): DeterministicProfile {
  const contacts = extractContacts(text);
  const linkedin = pages ? parseLinkedinProfile(pages) : null;
  if (linkedin) {
    const b = linkedin.basics;
    b.email ??= contacts.email;
    b.phone ??= contacts.phone;
    b.linkedin_url ??= contacts.linkedin_url;
    b.url ??= contacts.website;
    return { source: 'linkedin', profile: linkedin };
  }
  const profile = emptyCvProfile();
  profile.basics.email = contacts.email;
  profile.basics.phone = contacts.phone;
  profile.basics.linkedin_url = contacts.linkedin_url;
  profile.basics.url = contacts.website;
  profile.basics.name = guessName(text);
  return { source: 'cv', profile };
}

/**
 * The model's profile with the deterministic fields winning (docs/product/documents.md#parsing): e-mail,
 * phone, LinkedIn link and website read from the text replace the model's whenever the text has them; the
 * model's name wins over a guessed one; everything else is the model's.
 */
export function mergeProfiles(model: CvProfile, deterministic: CvProfile): CvProfile {
  const d = deterministic.basics;
  const m = model.basics;
  return {
    ...model,
    basics: {
      ...m,
      name: m.name ?? d.name,
      email: d.email ?? m.email,
      phone: d.phone ?? m.phone,
      linkedin_url: d.linkedin_url ?? m.linkedin_url,
      url: d.url ?? m.url,
    },
  };
}

/** 'Maria Garcia Lopez' → first 'Maria', last 'Garcia Lopez'; one word is a first name; null for none. */
export function splitName(name: string | null): { first_name: string | null; last_name: string | null } {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { first_name: null, last_name: null };
  return { first_name: words[0]!, last_name: words.slice(1).join(' ') || null };
}
