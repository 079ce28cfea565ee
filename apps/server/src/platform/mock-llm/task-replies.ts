import { currencies, currencyPerUsd } from '@rw/core';
import { cvProfileFromPrompt } from './cv-profile-reply.js';
import { sampleFromSchema, type TextHook } from './json-schema-sample.js';
import { pick, seededRandom } from './random.js';
import { reviewFromPrompt } from './review-reply.js';
import { roleCriteriaFromPrompt, roleDescriptionFromPrompt } from './role-builder-replies.js';
import { cvSorterScoreFromInstructions, optimisedInstructions } from './trainer-replies.js';

/** What the reply rules see of a chat completion request. */
export type ChatRequestContext = {
  /** The `x-rw-task` header, else the json_schema name with '_' read as '-'. */
  task: string | null;
  schemaName: string | null;
  schema: unknown;
  model: string;
  messages: { role: string; content: string }[];
  maxTokens: number | undefined;
  /** Seed from the request body: the same request gets the same reply. */
  seed: number;
};

/**
 * A task the mock knows: realistic text for its schema strings, its whole structured reply (`json`, which
 * must match the task's schema) and/or its plain-text reply.
 */
type TaskRule = {
  text?: (ctx: ChatRequestContext) => TextHook;
  json?: (ctx: ChatRequestContext) => unknown;
  plain?: (ctx: ChatRequestContext) => string;
};

function lastUser(ctx: ChatRequestContext): string {
  return [...ctx.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

function tagged(text: string, tag: string): string | undefined {
  return new RegExp(`<${tag}>\\n?([\\s\\S]*?)\\n?</${tag}>`).exec(text)?.[1];
}

const jargon = [
  'synergy',
  'leverage',
  'stakeholder',
  'paradigm',
  'rockstar',
  'ninja',
  'best-in-class',
  'disrupt',
];

/**
 * A tone-of-voice paragraph built from the features of a writing sample (sentence length, contractions,
 * exclamations, 'you'/'we', long words, jargon), the way the real prompt asks for it (generate-tone.prompt.ts).
 */
export function toneFromSample(sample: string, company: string): string {
  const sentences = sample.split(/[.!?]+/).filter((s) => s.trim().length > 0);
  const wordsOf: string[] = sample.toLowerCase().match(/[a-z][a-z'-]*/g) ?? [];
  const avg = Math.max(1, Math.round(wordsOf.length / Math.max(1, sentences.length)));
  const count = (re: RegExp) => (sample.match(re) ?? []).length;
  const contractions = count(/\b\w+'(s|re|ll|ve|d|t|m)\b/gi);
  const exclamations = count(/!/g);
  const you = count(/\byou(r|rs)?\b/gi);
  const we = count(/\b(we|our|us)\b/gi);
  const longWords = wordsOf.filter((w) => w.length >= 10).length / Math.max(1, wordsOf.length);
  const usedJargon = jargon.filter((j) => wordsOf.includes(j));
  const informal = contractions + exclamations + you > Math.max(2, sentences.length / 2);
  const register = informal
    ? 'a warm, informal and energetic register'
    : longWords > 0.12
      ? 'a professional, measured register'
      : 'a friendly but professional register';
  const length =
    avg <= 12
      ? `short, punchy sentences of about ${avg} words`
      : avg <= 20
        ? `medium-length sentences of about ${avg} words, mixing in a short one for rhythm`
        : `sentences shorter than the sample's ${avg} words, splitting long ones in two`;
  return [
    `Write job text for ${company} in ${register}${exclamations > 0 ? ', with the occasional exclamation mark' : ''}.`,
    `Use ${length}.`,
    longWords > 0.12
      ? 'Keep precise technical terms where they matter, but explain them in plain English.'
      : 'Prefer plain, everyday words over corporate language.',
    usedJargon.length > 0
      ? `Avoid jargon such as "${usedJargon.join('", "')}".`
      : 'Avoid buzzwords and internal jargon.',
    you > 0 || we > 0
      ? `Address the reader directly as "you" and speak for the company as "we".`
      : 'Address the reader directly as "you".',
    'Use inclusive, gender-neutral language, list only the requirements that truly matter, and keep the text accessible to non-native readers.',
  ].join(' ');
}

function toneOf(ctx: ChatRequestContext): string {
  const user = lastUser(ctx);
  const company = /Company: (.+)/.exec(user)?.[1]?.trim() ?? 'the company';
  return toneFromSample(tagged(user, 'writing_sample') ?? user, company);
}

/** Base salary of each level against a mid-level role (the mock's market). */
const levelFactor: Record<string, number> = {
  IC1: 0.55,
  IC2: 0.7,
  IC3: 0.9,
  IC4: 1.15,
  IC5: 1.4,
  IC6: 1.7,
  IC7: 2,
  M4: 1.3,
  M5: 1.6,
  M6: 1.9,
  M7: 2.4,
  M8: 3,
};

/**
 * A plausible yearly range like SalaryGen's (salary-gen.prompt.ts): 80,000 US dollars for a mid-level role,
 * scaled by the seniority and converted into the currency asked for (core `currencyPerUsd`), ±10 %.
 */
export function salaryFromPrompt(ctx: ChatRequestContext) {
  const user = lastUser(ctx);
  const asked = /Currency: ([A-Z]{3})/.exec(user)?.[1];
  const currency = asked && currencies.includes(asked) ? asked : 'USD';
  const level = /Seniority: (IC\d|M\d)/.exec(user)?.[1];
  const location = /Location: (.+)/.exec(user)?.[1]?.trim();
  const mid = 80_000 * (levelFactor[level ?? ''] ?? 1) * (currencyPerUsd[currency] ?? 1);
  const round = (n: number) => Math.round(n / 1000) * 1000;
  return {
    salary_min: round(mid * 0.9),
    salary_max: round(mid * 1.1),
    currency,
    rationale: `Typical base pay ${level ? `at level ${level}` : 'for a mid-level role'} in ${
      location && location !== 'not given' ? location : 'this market'
    }, from the mock market table.`,
  };
}

/** The words of a text that carry meaning: lower case, four letters or more, common words left out. */
function contentWords(text: string): Set<string> {
  const common = new Set([
    'with',
    'that',
    'this',
    'from',
    'have',
    'been',
    'their',
    'they',
    'into',
    'over',
    'more',
  ]);
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#.-]{3,}/gu) ?? []).filter((w) => !common.has(w)),
  );
}

/**
 * A ScoreCandidates reply (score-candidate.prompt.ts) that reads rubrics the way the prompt asks: for each
 * criterion with rubric bands, the band whose description shares the largest part of its words with the
 * candidate's profile (the lowest band when none shares any), and a score inside that band, higher the more
 * of its words the profile has. Criteria without a rubric keep the seeded sample's score.
 */
export function scoreFromRubrics(ctx: ChatRequestContext) {
  const reply = sampleFromSchema(ctx.schema, { seed: ctx.seed }) as Record<string, unknown>;
  const user = lastUser(ctx);
  const profile = contentWords(user.slice(user.indexOf('## Candidate')));
  const criteria = tagged(user, 'assessment_criteria') ?? '';
  let key: string | null = null;
  const bands = new Map<string, { min: number; max: number; words: Set<string> }[]>();
  for (const line of criteria.split('\n')) {
    const head = /^(ac[1-5]): /.exec(line);
    if (head) key = head[1]!;
    const band = /^\s+band \d+, (\d+)-(\d+): (.*)$/.exec(line);
    if (key && band) {
      const list = bands.get(key) ?? [];
      list.push({ min: Number(band[1]), max: Number(band[2]), words: contentWords(band[3]!) });
      bands.set(key, list);
    }
  }
  for (const [slot, list] of bands) {
    const fit = list.map(
      (b) => [...b.words].filter((w) => profile.has(w)).length / Math.max(1, b.words.size),
    );
    const best = fit.reduce((top, f, i) => (f > fit[top]! ? i : top), 0);
    const { min, max } = list[best]!;
    const [low, high] = [Math.min(min, max) / 10, Math.max(min, max) / 10];
    const answer = (reply[slot] ?? { rationale: 'Evidence read against the rubric.' }) as Record<
      string,
      unknown
    >;
    reply[slot] = {
      ...answer,
      band: best + 1,
      score: Math.round((low + (high - low) * fit[best]!) * 10) / 10,
    };
  }
  for (const slot of ['ac1', 'ac2', 'ac3', 'ac4', 'ac5']) {
    const answer = reply[slot] as Record<string, unknown> | null;
    if (answer && !bands.has(slot)) reply[slot] = { ...answer, band: null };
  }
  return reply;
}

const rules: Record<string, TaskRule> = {
  // System Settings' 'Test connection' asks for one word, as a real model answers it.
  'connection-test': { plain: () => 'OK' },
  'extract-cv-profile': { json: (ctx) => cvProfileFromPrompt(lastUser(ctx)) },
  'salary-gen': { json: salaryFromPrompt },
  'score-candidate': { json: scoreFromRubrics },
  'review-candidate': { plain: reviewFromPrompt },
  'role-description': { plain: roleDescriptionFromPrompt },
  'role-criteria': { json: roleCriteriaFromPrompt },
  'cv-sorter-score': { json: cvSorterScoreFromInstructions },
  'data-trainer-optimise': { json: optimisedInstructions },
  'generate-tone': {
    text: (ctx) => (path) => (path.join('.') === 'tone' ? toneOf(ctx) : undefined),
    plain: toneOf,
  },
};

function ruleFor(ctx: ChatRequestContext): TaskRule | undefined {
  const key = ctx.task ?? ctx.schemaName?.replaceAll('_', '-');
  return key ? rules[key] : undefined;
}

/** A JSON reply valid against the requested schema, with the task's realistic text where the mock knows it. */
export function structuredReply(ctx: ChatRequestContext): unknown {
  const rule = ruleFor(ctx);
  if (rule?.json) return rule.json(ctx);
  return sampleFromSchema(ctx.schema, { seed: ctx.seed, text: rule?.text?.(ctx) });
}

/** A plain-text reply: the task's own, else a few sentences about the request (longer for a larger max_tokens). */
export function plainReply(ctx: ChatRequestContext): string {
  const own = ruleFor(ctx)?.plain?.(ctx);
  if (own) return own;
  const rng = seededRandom(ctx.seed);
  const topic = lastUser(ctx).replace(/\s+/g, ' ').trim().slice(0, 60) || 'your request';
  const n = Math.min(12, Math.max(2, Math.round((ctx.maxTokens ?? 100) / 25)));
  const openers = ['In short,', 'Overall,', 'Importantly,', 'In practice,', 'As a next step,'] as const;
  const bodies = [
    'the candidate shows relevant experience for the role.',
    'the team values clear communication and steady delivery.',
    'the requirements focus on practical skills rather than titles.',
    'the process keeps the candidate informed at every stage.',
    'the evidence points to a strong fit with the job.',
  ] as const;
  const sentences = [`Mock reply${ctx.task ? ` for ${ctx.task}` : ''} about "${topic}".`];
  for (let i = 1; i < n; i++) sentences.push(`${pick(rng, openers)} ${pick(rng, bodies)}`);
  return sentences.join(' ');
}
