import { reviewSections } from '@rw/core';
import type { ChatRequestContext } from './task-replies.js';

/*
 * The mock's answer to the Reviewer's prompt (review-candidate.prompt.ts): a write-up in the prompt's format
 * built from the inputs it was sent, whose every quote is copied from the CV, the candidate's own lines of
 * the transcript or the recruiter's commentary, so the server's quote check finds them.
 */

const common = new Set(
  'with that this from have been their they into over more will your about able also years year experience strong skills skill work working team role using used must should would good'.split(
    ' ',
  ),
);

function words(text: string): Set<string> {
  return new Set(
    (text.toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}+#]{2,}/gu) ?? []).filter((w) => !common.has(w)),
  );
}

function tagged(text: string, tag: string): string {
  return new RegExp(`<${tag}>\\n?([\\s\\S]*?)\\n?</${tag}>`).exec(text)?.[1]?.trim() ?? '';
}

const interviewer = /^\s*(interviewer|recruiter|hiring manager|q)\s*:/i;
const speaker = /^\s*[\p{L} .'-]{1,40}:\s*/u;

/** Lines worth quoting: non-empty, without list markers and (transcript) without the speaker's name. */
function quotable(text: string, transcript = false): string[] {
  if (!text || text === 'none given') return [];
  return text
    .split('\n')
    .filter((line) => !(transcript && interviewer.test(line)))
    .map((line) => (transcript ? line.replace(speaker, '') : line).replace(/^\s*([-*•]|\d+[.)])\s+/, ''))
    .map((line) => line.trim())
    .filter((line) => line.split(/\s+/).length >= 3);
}

/** The first `n` words of a line, as a quote (whitespace made single, which the check ignores). */
function quote(line: string, n = 12): string {
  return line
    .split(/\s+/)
    .slice(0, n)
    .join(' ')
    .replace(/"\]/g, '')
    .replace(/[.,;:]$/, '');
}

type Evidence = { source: 'CV' | 'Transcript' | 'Commentary'; line: string; words: Set<string> };

function best(evidence: Evidence[], target: Set<string>): { e: Evidence; shared: number } | null {
  let top: { e: Evidence; shared: number } | null = null;
  for (const e of evidence) {
    const shared = [...target].filter((w) => e.words.has(w)).length;
    if (shared > 0 && (!top || shared > top.shared)) top = { e, shared };
  }
  return top;
}

const cite = (e: Evidence) => `[${e.source}: "${quote(e.line)}"]`;

/** A realistic review of the request's inputs (see the module comment). */
export function reviewFromPrompt(ctx: ChatRequestContext): string {
  const user = ctx.messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content)
    .join('\n\n');
  const name = /^Candidate: (.+)$/m.exec(user)?.[1]?.trim() ?? 'The candidate';
  const role = /^Role: (.+)$/m.exec(user)?.[1]?.trim() ?? 'the role';
  const pronoun = /pronouns (he|she|they)\//.exec(user)?.[1];
  const subject = pronoun ? pronoun[0]!.toUpperCase() + pronoun.slice(1) : name;
  const jd = tagged(user, 'job_description');
  const cv = quotable(tagged(user, 'candidate_cv'));
  const said = quotable(tagged(user, 'interview_transcript'), true);
  const noted = quotable(tagged(user, 'recruiter_commentary'));
  const evidence: Evidence[] = [
    ...cv.map((line) => ({ source: 'CV' as const, line, words: words(line) })),
    ...said.map((line) => ({ source: 'Transcript' as const, line, words: words(line) })),
  ];
  const listed = jd
    .split('\n')
    .filter((l) => /^\s*([-*•]|\d+[.)])\s+/.test(l))
    .map((l) => l.replace(/^\s*([-*•]|\d+[.)])\s+/, '').trim());
  const requirements = (listed.length ? listed : jd.split(/(?<=[.!?])\s+/).filter((s) => s.length > 20))
    .slice(0, 5)
    .map((r) => r.replace(/[.;]$/, ''));

  const fits = requirements.map((r) => {
    const match = best(evidence, words(r));
    const fit = !match ? 'Not evidenced' : match.shared >= 2 ? 'Met' : 'Partly met';
    return { r, fit, match };
  });
  const met = fits.filter((f) => f.fit === 'Met').length;
  const [summary, fit, strengths, concerns, logistics, recommendation] = reviewSections;
  const ranked = [...evidence].sort(
    (a, b) => (best([b], words(jd))?.shared ?? 0) - (best([a], words(jd))?.shared ?? 0),
  );
  const lines: string[] = [`## ${summary}`];
  const headline = ranked[0];
  lines.push(
    headline
      ? `${name} is a candidate for ${role}. ${subject} ${pronoun === 'they' ? 'meet' : 'meets'} ${met} of ${requirements.length} requirements on the evidence given ${cite(headline)}.`
      : `${name} is a candidate for ${role}; the inputs give little evidence to judge.`,
    '',
    `## ${fit}`,
  );
  for (const f of fits) {
    lines.push(
      f.match
        ? `- **${f.r}**: ${f.fit}. The ${f.match.e.source === 'CV' ? 'CV shows' : 'candidate said'} it ${cite(f.match.e)}.`
        : `- **${f.r}**: Not evidenced. Neither the CV nor the transcript shows it.`,
    );
  }
  lines.push('', `## ${strengths}`);
  for (const e of ranked.slice(0, 2))
    lines.push(`- ${e.source === 'CV' ? 'Relevant background' : 'Clear answer'} ${cite(e)}.`);
  if (!ranked.length) lines.push('- None evidenced.');
  lines.push('', `## ${concerns}`);
  for (const f of fits.filter((x) => x.fit !== 'Met')) lines.push(`- Limited evidence for: ${f.r}.`);
  const note = noted[0];
  if (note) lines.push(`- The recruiter noted [Commentary: "${quote(note)}"].`);
  lines.push('- Question for the next interview: what outcome are you proudest of in your last role?');
  lines.push('', `## ${logistics}`);
  const topics: [string, RegExp][] = [
    ['Notice period', /notice|start|available/i],
    ['Salary expectations', /salary|£|\$|€|\d\s?k\b|compensation|\bpay\b/i],
    ['Location', /location|based|relocat|remote|hybrid|office|commute/i],
  ];
  const spoken: Evidence[] = [
    ...said.map((line) => ({ source: 'Transcript' as const, line, words: new Set<string>() })),
    ...noted.map((line) => ({ source: 'Commentary' as const, line, words: new Set<string>() })),
  ];
  for (const [label, re] of topics) {
    const found = spoken.find((e) => re.test(e.line));
    lines.push(found ? `- ${label}: ${cite(found)}.` : `- ${label}: Not discussed.`);
  }
  const verdict =
    !requirements.length || !evidence.length
      ? 'Insufficient evidence'
      : met / requirements.length >= 0.6
        ? 'Advance'
        : met / requirements.length >= 0.3
          ? 'Hold'
          : 'Do not advance';
  lines.push(
    '',
    `## ${recommendation}`,
    `**${verdict}**. Advisory, from the evidence above; the hiring team decides.`,
  );
  return lines.join('\n');
}
