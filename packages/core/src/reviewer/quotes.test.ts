import { describe, expect, it } from 'vitest';
import { checkReviewQuotes, findReviewQuotes, quoteFound, quotesVerifiedLabel } from './quotes.js';
import { reviewDocumentText } from './review-text.js';

const sources = {
  CV: 'Senior Backend Engineer, Ledgerly (2019-2024)\nLed the migration of the payments ledger\nto PostgreSQL, cutting settlement time by 40%.',
  Transcript:
    "Interviewer: Why are you looking?\nCandidate: I want more ownership of architecture.\nCandidate: My notice period is four weeks and I'd like around £85k.",
  Commentary: 'Came across as calm and precise. Asked sharp questions about on-call.',
};

describe('quoteFound', () => {
  it('finds a quote copied exactly', () => {
    expect(quoteFound('cutting settlement time by 40%', sources.CV)).toBe(true);
  });

  it('does not find words the source does not hold, nor an empty quote', () => {
    expect(quoteFound('cut settlement time in half', sources.CV)).toBe(false);
    expect(quoteFound('   ', sources.CV)).toBe(false);
    expect(quoteFound('on-call', '')).toBe(false);
  });

  it('ignores differences of case and of whitespace', () => {
    expect(quoteFound('I WANT MORE   ownership of Architecture', sources.Transcript)).toBe(true);
    expect(quoteFound('  calm and precise ', sources.Commentary)).toBe(true);
  });

  it('finds a quote the source splits over lines', () => {
    expect(quoteFound('migration of the payments ledger to PostgreSQL', sources.CV)).toBe(true);
    expect(quoteFound('payments ledger\n\nto postgresql', sources.CV)).toBe(true);
  });

  it('reads typographic apostrophes and dashes as the plain ones', () => {
    expect(quoteFound('I’d like around £85k', sources.Transcript)).toBe(true);
    expect(quoteFound('(2019–2024)', sources.CV)).toBe(true);
  });
});

describe('checkReviewQuotes', () => {
  const review = [
    '## Summary',
    '- Led a ledger migration [CV: "Led the migration of the payments ledger"].',
    '- Wants ownership [Transcript: “I want more ownership of architecture.”].',
    '- Claims a team of ten [CV: "managed a team of ten"].',
    '- The recruiter noted composure [Commentary: "calm and PRECISE"].',
    '- Quoted the interviewer wrongly [Transcript: "Why are you leaving?"].',
  ].join('\n');

  it('counts the quotes found and marks each one that is not, in place', () => {
    const check = checkReviewQuotes(review, sources);
    expect(check.total).toBe(5);
    expect(check.verified).toBe(3);
    expect(check.unverified.map((q) => `${q.source}: ${q.text}`)).toEqual([
      'CV: managed a team of ten',
      'Transcript: Why are you leaving?',
    ]);
    expect(check.markdown).toContain('[CV, not verified: "managed a team of ten"]');
    expect(check.markdown).toContain('[Transcript, not verified: "Why are you leaving?"]');
    expect(check.markdown).toContain('[Transcript: "I want more ownership of architecture."]');
    expect(quotesVerifiedLabel(check.verified, check.total)).toBe('3 of 5 quotes verified');
  });

  it('checks a marked quote again and drops the mark once it is found', () => {
    const marked = '[CV, not verified: "led the migration"]';
    expect(checkReviewQuotes(marked, sources).markdown).toBe('[CV: "led the migration"]');
  });

  it('checks each quote against its own source only', () => {
    const [quote] = findReviewQuotes('[CV: "calm and precise"]', sources);
    expect(quote).toEqual({ source: 'CV', text: 'calm and precise', verified: false });
  });

  it('finds none in text without citations', () => {
    expect(checkReviewQuotes('## Summary\nNo evidence given.', sources)).toMatchObject({
      total: 0,
      verified: 0,
    });
  });
});

describe('reviewDocumentText', () => {
  it("adds 'n of m quotes verified' under the write-up", () => {
    expect(reviewDocumentText({ content: '## Summary\nGood.\n', quotes_verified: 2, quotes_total: 3 })).toBe(
      '## Summary\nGood.\n\n_2 of 3 quotes verified_\n',
    );
  });
});
