import { cvSorterCriteria } from '@rw/core';
import { VALUED_LESS_LINE, VALUED_MORE_LINE } from '../ai/prompts/data-trainer-optimise.prompt.js';
import { hashString, seededRandom } from './random.js';
import type { ChatRequestContext } from './task-replies.js';

/*
 * The mock's answers to the CV Sorter's scoring prompt and the Data Trainer's optimiser, made so that
 * training improves agreement for a real reason (docs/product/data-trainer.md#the-mock):
 * - scoring reads the instructions in the system message: each term they list as evidence the recruiter
 *   values raises every criterion by TERM_WEIGHT when the candidate's title, company or company description
 *   holds it, each term valued less lowers them; around a base of a title-to-job overlap, seniority words in
 *   the title and a fixed wobble per candidate (seeded by the candidate's part of the request only, so the
 *   instructions alone move the scores);
 * - the optimiser reads the candidates where the model and the recruiter disagree and adds, to the best
 *   instructions so far, the words shared by the candidates the recruiter scored higher than the model (and,
 *   valued less, the words of those scored lower), leaving out terms earlier instructions tried without
 *   becoming the best.
 */

/** Points a listed term moves each criterion by. */
export const TERM_WEIGHT = 1.6;
const SENIOR_WORDS = ['senior', 'lead', 'principal', 'staff', 'head', 'director', 'chief', 'vp'];
const COMMON = new Set([
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
  'company',
  'companies',
  'description',
  'available',
  'limited',
  'group',
  'services',
  'based',
  'offers',
  'their',
  'about',
  'across',
  'known',
  'well',
  'for',
  'and',
  'the',
]);

function lastUser(ctx: ChatRequestContext): string {
  return [...ctx.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
}

function systemText(ctx: ChatRequestContext): string {
  return ctx.messages.find((m) => m.role === 'system')?.content ?? '';
}

function tagged(text: string, tag: string): string {
  return new RegExp(`<${tag}>\\n?([\\s\\S]*?)\\n?</${tag}>`).exec(text)?.[1]?.trim() ?? '';
}

const line = (text: string, label: string) => new RegExp(`${label}: (.*)`).exec(text)?.[1]?.trim() ?? '';

/** The words of a text that carry meaning: lower case, four letters or more, common words left out. */
export function meaningfulWords(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#-]{3,}/gu) ?? []).filter((w) => !COMMON.has(w)),
  );
}

/** Whether `text` (lower case) holds `term` as whole words. */
function holds(text: string, term: string): boolean {
  const escaped = term.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(^|[^\\p{L}\\p{N}])${escaped}($|[^\\p{L}\\p{N}])`, 'u').test(text);
}

/** The quoted terms of the line of `instructions` that starts with `label`. */
function termsAfter(instructions: string, label: string): string[] {
  const found = instructions.split('\n').find((l) => l.trim().startsWith(label));
  if (!found) return [];
  return [...found.slice(found.indexOf(label) + label.length).matchAll(/"([^"]+)"/g)].map((m) =>
    m[1]!.trim().toLowerCase(),
  );
}

/** The terms instructions list as evidence the recruiter values more and less. */
export function valuedTerms(instructions: string): { more: string[]; less: string[] } {
  return {
    more: termsAfter(instructions, VALUED_MORE_LINE),
    less: termsAfter(instructions, VALUED_LESS_LINE),
  };
}

const round2 = (n: number) => Math.round(Math.min(10, Math.max(0, n)) * 100) / 100;

/**
 * A CV Sorter scoring reply (cv-sorter-score.prompt.ts) that depends on the instructions' wording: see the
 * file's comment. Every criterion gets a score and a rationale naming the evidence it used.
 */
export function cvSorterScoreFromInstructions(ctx: ChatRequestContext) {
  const user = lastUser(ctx);
  const candidate = user.slice(Math.max(0, user.indexOf('## Candidate')));
  const title = line(candidate, 'Current title');
  const company = line(candidate, 'Current company');
  const description = tagged(candidate, 'company_description');
  const jobTitle = line(user, 'Job title');
  const text = `${title} ${company} ${description}`.toLowerCase();
  const { more, less } = valuedTerms(systemText(ctx));
  const found = more.filter((t) => holds(text, t));
  const against = less.filter((t) => holds(text, t));
  const shift = TERM_WEIGHT * (found.length - against.length);
  const titleWords = meaningfulWords(title);
  const jobWords = meaningfulWords(jobTitle);
  const overlap = [...jobWords].filter((w) => titleWords.has(w)).length / Math.max(1, jobWords.size);
  const senior = SENIOR_WORDS.some((w) => holds(title.toLowerCase(), w));
  const rng = seededRandom(hashString(candidate));
  const wobble = () => (rng() - 0.5) * 3;
  const base: Record<(typeof cvSorterCriteria)[number], number> = {
    companyRelevancy: 5 + wobble(),
    companyPrestige: 5 + wobble(),
    roleRelevancy: 4 + 4 * overlap + wobble(),
    seniorityMatch: (senior ? 6.5 : 4.5) + wobble(),
  };
  const evidence = [
    found.length > 0 ? `shows ${found.map((t) => `"${t}"`).join(', ')}` : '',
    against.length > 0 ? `shows ${against.map((t) => `"${t}"`).join(', ')} (valued less)` : '',
  ]
    .filter(Boolean)
    .join('; ');
  const reply: Record<string, unknown> = {};
  for (const k of cvSorterCriteria) {
    reply[k] = {
      score: round2(base[k] + shift),
      rationale:
        `${title || 'No title'} at ${company || 'an unknown company'}${evidence ? `: ${evidence}` : ''}.`.slice(
          0,
          200,
        ),
    };
  }
  reply.assessment = evidence ? `The profile ${evidence}.` : 'Judged from the title and company only.';
  return reply;
}

type Shown = { text: string; gap: number };

/** The candidates of an optimiser request: their text and recruiter − model gap of the final scores. */
function shownCandidates(user: string): Shown[] {
  return [...user.matchAll(/<candidate>\n?([\s\S]*?)\n?<\/candidate>/g)].map((m) => {
    const body = m[1]!;
    const hand = Number(/Recruiter's final score: ([\d.]+)/.exec(body)?.[1] ?? 0);
    const model = Number(/Model's final score: ([\d.]+)/.exec(body)?.[1] ?? 0);
    const text = ['Current title', 'Current company', 'Company description']
      .map((label) => line(body, label))
      .join(' ');
    return { text, gap: hand - model };
  });
}

type Tried = { similarity: number | null; instructions: string };

function triedInstructions(user: string): Tried[] {
  return [
    ...user.matchAll(
      /### Iteration \d+: agreement ([-\d.]+|not measured)\n<instructions>\n([\s\S]*?)\n<\/instructions>/g,
    ),
  ].map((m) => ({
    similarity: m[1] === 'not measured' ? null : Number(m[1]),
    instructions: m[2]!,
  }));
}

function withTerms(instructions: string, more: string[], less: string[]): string {
  const kept = instructions
    .split('\n')
    .filter((l) => !l.trim().startsWith(VALUED_MORE_LINE) && !l.trim().startsWith(VALUED_LESS_LINE))
    .join('\n')
    .trimEnd();
  const list = (terms: string[]) => terms.map((t) => `"${t}"`).join(', ');
  return [
    kept,
    ...(more.length > 0 ? [`${VALUED_MORE_LINE} ${list(more)}.`] : []),
    ...(less.length > 0 ? [`${VALUED_LESS_LINE} ${list(less)}.`] : []),
  ].join('\n');
}

/**
 * An optimiser reply (data-trainer-optimise.prompt.ts): the best instructions shown, with up to two new
 * terms valued more (words weighing most among the candidates the recruiter scored above the model, less
 * those of the candidates scored below) and one valued less (the reverse). Terms that earlier instructions
 * listed without becoming the best are not tried again.
 */
export function optimisedInstructions(ctx: ChatRequestContext) {
  const user = lastUser(ctx);
  const tried = triedInstructions(user);
  const best = tried.reduce<Tried | undefined>(
    (top, t) =>
      !top || (t.similarity !== null && (top.similarity === null || t.similarity >= top.similarity))
        ? t
        : top,
    undefined,
  );
  const current = valuedTerms(best?.instructions ?? '');
  const used = new Set([...current.more, ...current.less]);
  for (const t of tried) {
    const terms = valuedTerms(t.instructions);
    for (const term of [...terms.more, ...terms.less]) used.add(term);
  }
  const weight = new Map<string, number>();
  for (const c of shownCandidates(user)) {
    for (const w of meaningfulWords(c.text)) weight.set(w, (weight.get(w) ?? 0) + c.gap);
  }
  const ranked = [...weight]
    .filter(([w]) => !used.has(w))
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
  const raise = ranked
    .filter(([, v]) => v > 0.5)
    .slice(0, 2)
    .map(([w]) => w);
  const lower = ranked
    .filter(([, v]) => v < -0.5)
    .slice(-1)
    .map(([w]) => w);
  const more = [...current.more, ...raise];
  const less = [...current.less, ...lower];
  const instructions = withTerms(best?.instructions ?? '', more, less);
  const said = [
    raise.length > 0 ? `candidates showing ${raise.map((w) => `"${w}"`).join(' and ')} higher` : '',
    lower.length > 0 ? `those showing "${lower[0]}" lower` : '',
  ].filter(Boolean);
  return {
    instructions,
    rationale:
      said.length > 0
        ? `The recruiter scored ${said.join(', and ')} than the model did.`
        : 'No new evidence stands out in the disagreements; the best instructions are kept.',
  };
}
