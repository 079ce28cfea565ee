/*
 * The evidence of a review (docs/product/reviewer.md#evidence): every claim carries a short verbatim quote
 * tagged with its source, written `[CV: "…"]`, `[Transcript: "…"]` or `[Commentary: "…"]`. The server checks
 * each quote against its source and marks the ones it cannot find `[CV, not verified: "…"]`.
 */

/** Where a quote comes from: the candidate's CV, the interview transcript or the recruiter's commentary. */
export const reviewQuoteSources = ['CV', 'Transcript', 'Commentary'] as const;
export type ReviewQuoteSource = (typeof reviewQuoteSources)[number];

/** The text each source tag is checked against. */
export type ReviewSources = Record<ReviewQuoteSource, string>;

/** One quote of a review as written, and whether it was found in its source. */
export type ReviewQuote = { source: ReviewQuoteSource; text: string; verified: boolean };

/** The mark a quote that was not found carries inside its tag. */
export const UNVERIFIED_MARK = 'not verified';

/**
 * A citation: `[Source: "quote"]` or `[Source, not verified: "quote"]`, straight or curly double quotes.
 * The quote runs to the first closing quote followed by `]`, so it may hold quotes of its own.
 */
const citation = /\[(CV|Transcript|Commentary)(, not verified)?:\s*["“]([\s\S]*?)["”]\]/g;

/**
 * Text as the check compares it (docs/product/reviewer.md#evidence): Unicode compatibility forms folded,
 * lower case, typographic quotes, apostrophes and dashes read as their plain forms, and every run of
 * whitespace (line breaks included) read as one space.
 */
export function normaliseForQuote(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″]/g, '"')
    .replace(/[‐‑‒–—―−]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Whether `quote` appears in `source`, whitespace and case aside (an empty quote is never found). */
export function quoteFound(quote: string, source: string): boolean {
  const q = normaliseForQuote(quote);
  return q.length > 0 && normaliseForQuote(source).includes(q);
}

/** The quotes of a review in the order they are written, each checked against its source. */
export function findReviewQuotes(markdown: string, sources: ReviewSources): ReviewQuote[] {
  return [...markdown.matchAll(citation)].map((m) => {
    const source = m[1] as ReviewQuoteSource;
    const text = m[3] ?? '';
    return { source, text, verified: quoteFound(text, sources[source]) };
  });
}

/** A review's quotes after the check: the Markdown with unfound quotes marked, and the counts. */
export type QuoteCheck = {
  markdown: string;
  verified: number;
  total: number;
  /** The quotes not found, as written. */
  unverified: ReviewQuote[];
};

/**
 * Checks every quote of `markdown` against its source (docs/product/reviewer.md#evidence) and marks each
 * one that is not found `[Source, not verified: "…"]`; a mark already there is checked again (and dropped
 * when the quote is found). @returns the marked Markdown, 'n of m' and the unfound quotes.
 */
export function checkReviewQuotes(markdown: string, sources: ReviewSources): QuoteCheck {
  const unverified: ReviewQuote[] = [];
  let total = 0;
  const marked = markdown.replace(citation, (_whole, source: ReviewQuoteSource, _mark, text: string) => {
    total += 1;
    const verified = quoteFound(text, sources[source]);
    if (!verified) unverified.push({ source, text, verified });
    return verified ? `[${source}: "${text}"]` : `[${source}, ${UNVERIFIED_MARK}: "${text}"]`;
  });
  return { markdown: marked, verified: total - unverified.length, total, unverified };
}

/** 'n of m quotes verified' (docs/product/reviewer.md#evidence). */
export function quotesVerifiedLabel(verified: number, total: number): string {
  return `${verified} of ${total} quotes verified`;
}

/** The citation pattern, for renderers that show quotes apart (a fresh RegExp each call: it is global). */
export function reviewCitationPattern(): RegExp {
  return new RegExp(citation.source, 'g');
}
