/*
 * An advisory inclusive-language check (docs/product/role-builder.md#inclusive-language): the gender-coded
 * words of Gaucher, Friesen & Kay (2011), "Evidence That Gendered Wording in Job Advertisements Exists and
 * Sustains Gender Inequality", Journal of Personality and Social Psychology 101(1), 109-128, Appendix A.
 * The lists are the paper's, as it gives them: a word ending in '*' is a stem that matches every word
 * starting with it ('compet*' matches 'competitive' and 'competition'); any other word matches only itself.
 * Each match carries neutral alternatives (ours, not the paper's). The check never blocks anything.
 */

/** The paper's masculine-coded words (42). */
export const masculineCodedWords = [
  'active',
  'adventurous',
  'aggress*',
  'ambitio*',
  'analy*',
  'assert*',
  'athlet*',
  'autonom*',
  'boast*',
  'challeng*',
  'compet*',
  'confident',
  'courag*',
  'decide',
  'decisive',
  'decision*',
  'determin*',
  'dominant',
  'domina*',
  'force*',
  'greedy',
  'headstrong',
  'hierarch*',
  'hostil*',
  'impulsive',
  'independen*',
  'individual*',
  'intellect*',
  'lead*',
  'logic',
  'masculine',
  'objective',
  'opinion',
  'outspoken',
  'persist',
  'principle*',
  'reckless',
  'stubborn',
  'superior',
  'self-confiden*',
  'self-sufficien*',
  'self-relian*',
] as const;

/** The paper's feminine-coded words (40). */
export const feminineCodedWords = [
  'affectionate',
  'child*',
  'cheer*',
  'commit*',
  'communal',
  'compassion*',
  'connect*',
  'considerate',
  'cooperat*',
  'depend*',
  'emotiona*',
  'empath*',
  'feminine',
  'flatterable',
  'gentle',
  'honest',
  'interpersonal',
  'interdependen*',
  'interpersona*',
  'kind',
  'kinship',
  'loyal*',
  'modesty',
  'nag',
  'nurtur*',
  'pleasant*',
  'polite',
  'quiet*',
  'respon*',
  'sensitiv*',
  'submissive',
  'support*',
  'sympath*',
  'tender*',
  'together*',
  'trust*',
  'understand*',
  'warm*',
  'whin*',
  'yield*',
] as const;

/** Neutral alternatives per listed word (words with none suggest rewording). */
const suggestions: Record<string, readonly string[]> = {
  active: ['engaged', 'involved'],
  adventurous: ['curious', 'open to new things'],
  'aggress*': ['bold', 'proactive'],
  'ambitio*': ['motivated', 'eager to grow'],
  'analy*': ['examine', 'review', 'make sense of'],
  'assert*': ['clear', 'direct'],
  'athlet*': ['energetic'],
  'autonom*': ['self-directed', 'on your own initiative'],
  'boast*': ['have', 'offer'],
  'challeng*': ['demanding', 'hard problems'],
  'compet*': ['capable', 'skilled', 'strong'],
  confident: ['sure', 'comfortable'],
  'courag*': ['willing to speak up'],
  decide: ['choose', 'settle on'],
  decisive: ['clear', 'timely'],
  'decision*': ['choice', 'call'],
  'determin*': ['focused', 'work out'],
  dominant: ['established', 'well-known'],
  'domina*': ['established', 'well-known'],
  'force*': ['energy', 'firm'],
  greedy: ['eager'],
  headstrong: ['steadfast', 'firm'],
  'hierarch*': ['structure', 'levels'],
  'hostil*': ['difficult', 'tough'],
  impulsive: ['spontaneous', 'quick'],
  'independen*': ['self-directed', 'on your own'],
  'individual*': ['personal', 'each person'],
  'intellect*': ['thoughtful', 'curious'],
  'lead*': ['guide', 'head', 'run', 'shape'],
  logic: ['reasoning', 'sound thinking'],
  objective: ['goal', 'aim', 'fair'],
  opinion: ['view', 'perspective'],
  outspoken: ['candid', 'open'],
  persist: ['keep going', 'follow through'],
  'principle*': ['value', 'standard'],
  reckless: ['bold', 'unafraid to try'],
  stubborn: ['persevering', 'steady'],
  superior: ['excellent', 'very good'],
  'self-confiden*': ['assured', 'comfortable'],
  'self-sufficien*': ['resourceful'],
  'self-relian*': ['resourceful'],
  affectionate: ['friendly'],
  'child*': ['family'],
  'cheer*': ['positive', 'upbeat'],
  'commit*': ['dedicated', 'focused'],
  communal: ['shared', 'team'],
  'compassion*': ['caring', 'thoughtful'],
  'connect*': ['link', 'relate', 'network'],
  considerate: ['thoughtful', 'respectful'],
  'cooperat*': ['collaborate', 'team up'],
  'depend*': ['reliable', 'rely on'],
  'emotiona*': ['personal', 'human'],
  'empath*': ['perceptive', 'insight into others'],
  gentle: ['calm', 'patient'],
  honest: ['open', 'transparent'],
  interpersonal: ['people skills', 'working with others'],
  'interdependen*': ['linked', 'shared'],
  'interpersona*': ['people skills', 'working with others'],
  kind: ['thoughtful', 'friendly', 'type'],
  kinship: ['team spirit', 'belonging'],
  'loyal*': ['dedicated', 'long-standing'],
  modesty: ['humility'],
  nag: ['remind'],
  'nurtur*': ['develop', 'grow'],
  'pleasant*': ['friendly', 'good'],
  polite: ['courteous', 'respectful'],
  'quiet*': ['calm', 'focused'],
  'respon*': ['accountable', 'duties', 'reply'],
  'sensitiv*': ['aware', 'attentive'],
  submissive: ['open to feedback', 'flexible'],
  'support*': ['help', 'assist', 'back'],
  'sympath*': ['caring', 'attentive'],
  'tender*': ['caring', 'careful'],
  'together*': ['jointly', 'as a team'],
  'trust*': ['rely on', 'reliable'],
  'understand*': ['know', 'grasp', 'see'],
  'warm*': ['friendly', 'welcoming'],
  'yield*': ['give', 'produce'],
};

export type GenderCoding = 'masculine' | 'feminine';

/** One gender-coded word in a text: where it is (UTF-16 offsets), the listed word it matched, alternatives. */
export type CodedWord = {
  word: string;
  start: number;
  end: number;
  coding: GenderCoding;
  /** The paper's entry it matched, e.g. 'compet*'. */
  listed: string;
  suggestions: readonly string[];
};

export type InclusiveLanguageReport = {
  matches: CodedWord[];
  masculine: number;
  feminine: number;
  /** More masculine-coded words, more feminine-coded words, or as many of each (none included). */
  verdict: 'masculine-coded' | 'feminine-coded' | 'neutral';
};

type Entry = { listed: string; stem: string; prefix: boolean; coding: GenderCoding };
const entries: Entry[] = [
  ...masculineCodedWords.map((w) => ({ w, coding: 'masculine' as const })),
  ...feminineCodedWords.map((w) => ({ w, coding: 'feminine' as const })),
]
  // Longer entries first, so 'self-confiden*' wins over a shorter stem and 'dominant' over 'domina*'.
  .map(({ w, coding }) => ({ listed: w, stem: w.replace(/\*$/, ''), prefix: w.endsWith('*'), coding }))
  .sort((a, b) => b.stem.length - a.stem.length);

function entryFor(word: string): Entry | undefined {
  const lower = word.toLowerCase();
  return entries.find((e) => (e.prefix ? lower.startsWith(e.stem) : lower === e.stem));
}

const WORD = /\p{L}+(?:-\p{L}+)*/gu;

/**
 * Finds the gender-coded words of `text` (docs/product/role-builder.md#inclusive-language). A hyphenated
 * word is matched whole first ('self-reliant'), else part by part ('team-oriented leader' finds 'leader').
 * @returns the matches in text order, the count of each kind and the overall verdict.
 */
export function checkInclusiveLanguage(text: string): InclusiveLanguageReport {
  const matches: CodedWord[] = [];
  const record = (word: string, start: number) => {
    const entry = entryFor(word);
    if (!entry) return false;
    matches.push({
      word,
      start,
      end: start + word.length,
      coding: entry.coding,
      listed: entry.listed,
      suggestions: suggestions[entry.listed] ?? [],
    });
    return true;
  };
  for (const m of text.matchAll(WORD)) {
    if (record(m[0], m.index) || !m[0].includes('-')) continue;
    let offset = m.index;
    for (const part of m[0].split('-')) {
      record(part, offset);
      offset += part.length + 1;
    }
  }
  const masculine = matches.filter((x) => x.coding === 'masculine').length;
  const feminine = matches.length - masculine;
  const verdict =
    masculine > feminine ? 'masculine-coded' : feminine > masculine ? 'feminine-coded' : 'neutral';
  return { matches, masculine, feminine, verdict };
}

/**
 * The check's one-line summary: 'No gender-coded words found', else '{n} masculine-coded and {m}
 * feminine-coded words' (with 'word' for one).
 */
export function inclusiveLanguageSummary(report: Pick<InclusiveLanguageReport, 'masculine' | 'feminine'>) {
  const { masculine, feminine } = report;
  if (masculine + feminine === 0) return 'No gender-coded words found';
  const words = (n: number) => (n === 1 ? 'word' : 'words');
  return `${masculine} masculine-coded and ${feminine} feminine-coded ${words(feminine)}`;
}

/** The advice under the summary, by verdict (advisory: it never blocks saving). */
export const inclusiveLanguageAdvice = {
  'masculine-coded':
    'Mostly masculine-coded wording: research found such ads less appealing to women. Consider the neutral alternatives.',
  'feminine-coded':
    'Mostly feminine-coded wording. Consider the neutral alternatives where they read as well.',
  neutral: 'Balanced wording.',
} as const;

/** A text cut into plain pieces and coded words, in order (what the highlights render). */
export function highlightPieces(
  text: string,
  matches: readonly CodedWord[],
): { text: string; match: CodedWord | null }[] {
  const pieces: { text: string; match: CodedWord | null }[] = [];
  let at = 0;
  for (const m of [...matches].sort((a, b) => a.start - b.start)) {
    if (m.start < at) continue;
    if (m.start > at) pieces.push({ text: text.slice(at, m.start), match: null });
    pieces.push({ text: text.slice(m.start, m.end), match: m });
    at = m.end;
  }
  if (at < text.length) pieces.push({ text: text.slice(at), match: null });
  return pieces;
}
