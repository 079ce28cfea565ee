/*
 * Blind scoring (docs/product/candidates.md#scoring): what the model may see of a candidate. Names, e-mail
 * addresses, phone numbers, links and gendered pronouns and honorifics are taken out of every text before it
 * is sent, so a score can rest only on experience and skills.
 */

/** Who the candidate is: the values to take out of their texts (any may be missing). */
export type CandidateIdentity = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  linkedinUrl: string | null;
};

export type BlindProfileInput = CandidateIdentity & {
  title: string | null;
  company: string | null;
  location: string | null;
  cvText: string | null;
  linkedinRawText: string | null;
};

/** The candidate as the scoring prompt sees them; empty values are null. */
export type BlindProfile = {
  title: string | null;
  company: string | null;
  location: string | null;
  cvText: string | null;
  linkedinText: string | null;
};

/** What each redaction leaves in the text. */
export const redacted = {
  name: '[candidate]',
  email: '[email]',
  phone: '[phone]',
  link: '[link]',
} as const;

/** Characters of each text sent: enough for a long CV, bounded so one candidate cannot flood the prompt. */
export const blindTextLimits = { cv: 12_000, linkedin: 8_000, field: 300 } as const;

// Each pattern starts only where its run of characters starts (lookbehind), so a long run costs one pass.
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
const URL_WITH_SCHEME = /\b(?:https?:\/\/|www\.)[^\s<>"'()[\]]+/giu;
/** A lower-case host with a path ('github.com/jane'); case-sensitive so 'ASP.NET/C#' stays. */
const HOST_WITH_PATH =
  /(?<![a-z0-9.-])(?:[a-z0-9-]+\.)+(?:com|org|net|io|co|dev|app|me|ai|uk|de|fr|es|it|nl|eu|us|ca|au|in|info|biz|xyz|tech|ly|page|site|blog)\/[^\s<>"'()[\]]*/gu;
const PROFILE_HOST =
  /\b(?:linkedin|github|gitlab|twitter|x|facebook|instagram|medium|behance|dribbble|stackoverflow)\.com\b[^\s<>"'()[\]]*/giu;
/** A run of digits with phone separators; whether it is a phone is decided by `isPhone`. */
const NUMBER_RUN = /(?<![\d+(])\+?\(?\d[\d \t().\-/]{4,}\d/gu;
const HONORIFIC = /\b(?:Mr|Mrs|Ms|Miss|Mx)\b\.?\s*/gu;

const digitsOf = (s: string) => s.replace(/\D/g, '');
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a number run is a date or a list of years ('2015 - 2019', '01/02/2020'), not a phone. */
function isDateLike(run: string): boolean {
  const groups = run.split(/\D+/).filter(Boolean);
  const year = (g: string) => /^(?:19|20)\d\d$/.test(g);
  return groups.some(year) && groups.every((g) => year(g) || g.length <= 2);
}

function isPhone(run: string, knownTail: string | null): boolean {
  const digits = digitsOf(run);
  if (knownTail && digits.endsWith(knownTail)) return true;
  if (isDateLike(run)) return false;
  return digits.length >= 9 || (run.startsWith('+') && digits.length >= 7);
}

/** A word as names are compared: lower case, without accents ('José' and 'Jose' are the same name). */
const fold = (word: string) => word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
/** `fold`, skipping the Unicode work for plain ASCII words (most of a CV). */
const foldWord = (word: string) => (/[^ -~]/.test(word) ? fold(word) : word.toLowerCase());

/** The words that name the candidate: each part of their names, their e-mail's local part and LinkedIn handle. */
function nameWords(id: CandidateIdentity): { names: Set<string>; handles: Set<string> } {
  const names = [id.firstName, id.lastName]
    .flatMap((p) => (p ?? '').split(/[^\p{L}\p{M}\p{N}]+/u))
    .filter((w) => w.length >= 2)
    .map(fold);
  const local = id.email?.split('@')[0] ?? '';
  const handle = /\/in\/([^/?#\s]+)/i.exec(id.linkedinUrl ?? '')?.[1] ?? '';
  const handles = [local, handle, ...`${local} ${handle}`.split(/[^\p{L}\p{N}]+/u)]
    .filter((w) => w.length >= 4 && !/^\d+$/.test(w))
    .map(fold);
  return { names: new Set(names), handles: new Set(handles) };
}

/** One word, or a handle-like run ('jane.doe', 'janedoe-88'); compiled once, matched word by word. */
const WORD = /[\p{L}\p{M}\p{N}]+(?:[._-][\p{L}\p{M}\p{N}]+)*/gu;
const NAME_RUN = new RegExp(`${escapeRegExp(redacted.name)}(?:[\\s-]+${escapeRegExp(redacted.name)})+`, 'g');

function redactNames(text: string, id: CandidateIdentity): string {
  const { names, handles } = nameWords(id);
  if (names.size === 0 && handles.size === 0) return text;
  // A name counts only where written with a capital, so a first name that is also a word ('Will',
  // 'Grace') leaves 'will' and 'grace' alone.
  const word = (w: string) => {
    const folded = foldWord(w);
    return handles.has(folded) || (names.has(folded) && w[0] !== w[0]!.toLowerCase()) ? redacted.name : w;
  };
  return text
    .replace(WORD, (run) => {
      if (!/[._-]/.test(run)) return word(run);
      return handles.has(foldWord(run)) ? redacted.name : run.replace(/[\p{L}\p{M}\p{N}]+/gu, word);
    })
    .replace(NAME_RUN, redacted.name);
}

/** Every gendered pronoun form, paired ones ('he/she', 'his or her') first; the next word is looked at for 'her'. */
const PRONOUN =
  /(?:\(s\)he|\b(?:s\/he|he\/she|she\/he|he or she|she or he|his\/her|her\/his|his or her|her or his|him\/her|her\/him|him or her|her or him|(?:he|she)['’](?:s|d|ll)|himself|herself|hers|his|him|he|she|her))\b(?=\s*(\S*))/giu;
/** Words after which 'her' is an object ('gave her the lead'), not a possessive ('her team'). */
const OBJECT_HER_FOLLOWERS =
  /^(?:the|a|an|to|and|or|as|in|on|at|for|with|from|by|of|that|this|be|is|was|[^\p{L}]|$)/iu;

function neutralForm(form: string, next: string): string {
  const pair = /^(\w+)(?:\/| or )(\w+)$/.exec(form);
  if (pair) {
    const both = new Set([pair[1], pair[2]]);
    return both.has('his') ? 'their' : both.has('him') ? 'them' : 'they';
  }
  const contraction = /^(?:he|she)'(s|d|ll)$/.exec(form)?.[1];
  if (contraction) return contraction === 's' ? "they're" : `they'${contraction}`;
  const single: Record<string, string> = {
    '(s)he': 'they',
    himself: 'themselves',
    herself: 'themselves',
    hers: 'theirs',
    his: 'their',
    him: 'them',
    he: 'they',
    she: 'they',
  };
  return single[form] ?? (OBJECT_HER_FOLLOWERS.test(next) ? 'them' : 'their');
}

function neutralisePronouns(text: string): string {
  return text.replace(HONORIFIC, '').replace(PRONOUN, (m: string, next: string) => {
    const neutral = neutralForm(m.toLowerCase().replace('’', "'"), next);
    return m[0] !== m[0]!.toLowerCase() ? neutral[0]!.toUpperCase() + neutral.slice(1) : neutral;
  });
}

/**
 * A text with the candidate's identity taken out: e-mail addresses → '[email]', links (with a scheme,
 * 'www.', a lower-case host with a path, or a profile site) → '[link]', phone numbers (the candidate's own
 * in any format, and any run of 9+ digits or '+' and 7+ digits that is not a date) → '[phone]', their
 * names, e-mail local part and LinkedIn handle → '[candidate]', honorifics (Mr, Mrs, Ms, Miss, Mx)
 * dropped and gendered pronouns made neutral (he/she → they, him → them, his → their, her → their/them).
 */
export function redactText(text: string, id: CandidateIdentity): string {
  const phoneDigits = digitsOf(id.phone ?? '');
  const knownTail = phoneDigits.length >= 7 ? phoneDigits.slice(-7) : null;
  let out = text
    .replace(EMAIL, redacted.email)
    .replace(URL_WITH_SCHEME, redacted.link)
    .replace(PROFILE_HOST, redacted.link)
    .replace(HOST_WITH_PATH, redacted.link)
    .replace(NUMBER_RUN, (run) => (isPhone(run, knownTail) ? redacted.phone : run));
  out = redactNames(out, id);
  return neutralisePronouns(out);
}

function blind(value: string | null, id: CandidateIdentity, max: number): string | null {
  const text = value?.trim();
  if (!text) return null;
  return redactText(text.slice(0, max), id).trim() || null;
}

/**
 * The blind profile of a candidate (docs/product/candidates.md#scoring): title, company, location, CV text
 * and LinkedIn text, each redacted with `redactText` and cut to `blindTextLimits`. Names, e-mail, phone and
 * links are never copied.
 */
export function blindProfile(input: BlindProfileInput): BlindProfile {
  return {
    title: blind(input.title, input, blindTextLimits.field),
    company: blind(input.company, input, blindTextLimits.field),
    location: blind(input.location, input, blindTextLimits.field),
    cvText: blind(input.cvText, input, blindTextLimits.cv),
    linkedinText: blind(input.linkedinRawText, input, blindTextLimits.linkedin),
  };
}
