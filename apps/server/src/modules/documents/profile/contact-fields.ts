import { isValidEmail, linkedinProfileUrl } from '@rw/core';
import { type CountryCode, findNumbers, type PhoneNumber } from 'libphonenumber-js/max';

/*
 * Contact details read from a document's text without a model (docs/product/documents.md#contact-details):
 * pure functions, so a bench can measure them on text it generates.
 */

/** A document's contact details; null for each one it does not hold. */
export type ContactFields = {
  email: string | null;
  /** International format ('+44 7700 900123'). */
  phone: string | null;
  /** https://www.linkedin.com/in/{slug}, as the candidate import stores it. */
  linkedin_url: string | null;
  /** A personal website: the first link that is not LinkedIn, an e-mail's domain or a well-known platform. */
  website: string | null;
};

const EMAIL = /[A-Za-z0-9._%+'-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,24}/g;
const LINKEDIN = /(?:https?:\/\/)?(?:[a-z]{2,3}\.)?linkedin\.com\/in\/[A-Za-z0-9\-_%.]+\/?/gi;
const URL_LIKE =
  /\b(?:https?:\/\/)?(?:www\.)?[a-z0-9][a-z0-9-]{0,62}(?:\.[a-z0-9][a-z0-9-]{0,62})*\.(?:[a-z]{2,12})(?:\/[^\s(),;<>"']*)?/gi;
/** Hosts that are never a person's own website. */
const NOT_WEBSITE =
  /(^|\.)(linkedin\.com|gmail\.com|googlemail\.com|outlook\.com|hotmail\.com|yahoo\.[a-z.]+|icloud\.com|me\.com|proton\.me|protonmail\.com|aol\.com|gmx\.[a-z]+|example\.(com|org|net))$/i;
/** Countries tried for numbers written without an international prefix, after the prefixed ones. */
const FALLBACK_COUNTRIES: CountryCode[] = ['US', 'GB'];

/** The first e-mail address in `text`, as written (trailing dots dropped), or null. */
export function findEmail(text: string): string | null {
  for (const match of text.matchAll(EMAIL)) {
    const email = match[0].replace(/\.+$/, '');
    if (isValidEmail(email)) return email;
  }
  return null;
}

/**
 * The first LinkedIn profile link in `text`, as https://www.linkedin.com/in/{slug} (core linkedinProfileUrl),
 * or null. A link broken over two lines (a narrow sidebar) is joined first.
 */
export function findLinkedinUrl(text: string): string | null {
  const joined = text.replace(/(linkedin\.com\/in\/[A-Za-z0-9\-_%.]*-)\s*\n\s*([A-Za-z0-9])/gi, '$1$2');
  const match = joined.match(LINKEDIN)?.[0];
  if (!match) return null;
  const slug = match.replace(/^.*linkedin\.com\/in\//i, '').replace(/[/.]+$/, '');
  return slug ? linkedinProfileUrl(`https://www.linkedin.com/in/${slug}`) : null;
}

/**
 * The first phone number in `text` in international format, or null: a number written with its country
 * prefix (+44 …) whose length is possible for that country (libphonenumber-js; ranges kept for drama and
 * tests count), else a number valid in the US or the UK (full metadata: a year or a date range is never a
 * phone).
 */
export function findPhone(text: string): string | null {
  const prefixed = findNumbers(text, { v2: true, leniency: 'POSSIBLE' } as Parameters<typeof findNumbers>[1])
    .map((n) => (n as unknown as { number: PhoneNumber }).number)
    .find((n) => n.isPossible());
  if (prefixed) return prefixed.formatInternational();
  for (const country of FALLBACK_COUNTRIES) {
    const found = findNumbers(text, { defaultCountry: country, v2: true }).find((n) => n.number.isValid());
    if (found) return found.number.formatInternational();
  }
  return null;
}

/** The first link in `text` that is a personal website (see ContactFields.website), as https://host/path. */
export function findWebsite(text: string): string | null {
  const withoutEmails = text.replace(EMAIL, ' ');
  for (const match of withoutEmails.matchAll(URL_LIKE)) {
    const raw = match[0].replace(/[.,;:]+$/, '');
    const url = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    let host: string;
    try {
      host = new URL(url).hostname.toLowerCase();
    } catch {
      continue;
    }
    if (NOT_WEBSITE.test(host) || !/\.[a-z]{2,}$/.test(host)) continue;
    // A bare word with a dot ("Node.js", "ASP.NET") is not a link unless it has a scheme, www. or a path.
    if (
      !/^https?:\/\/|^www\.|\//i.test(raw) &&
      !/\.(com|org|net|io|dev|me|co|uk|de|fr|app|ai|tech|site|info|eu)$/i.test(host)
    )
      continue;
    return url.replace(/^http:\/\//i, 'https://').replace(/\/$/, '');
  }
  return null;
}

/** Every contact detail of `text` (see ContactFields). */
export function extractContacts(text: string): ContactFields {
  return {
    email: findEmail(text),
    phone: findPhone(text),
    linkedin_url: findLinkedinUrl(text),
    website: findWebsite(text),
  };
}
