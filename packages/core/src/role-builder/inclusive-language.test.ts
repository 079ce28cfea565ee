import { describe, expect, it } from 'vitest';
import {
  checkInclusiveLanguage,
  feminineCodedWords,
  highlightPieces,
  inclusiveLanguageSummary,
  masculineCodedWords,
} from './inclusive-language.js';

const words = (text: string) => checkInclusiveLanguage(text).matches.map((m) => `${m.word}:${m.coding[0]}`);

describe('gender-coded words (Gaucher, Friesen & Kay, 2011, Appendix A)', () => {
  it('holds the paper’s lists: 42 masculine and 40 feminine entries, none in both', () => {
    expect(masculineCodedWords).toHaveLength(42);
    expect(feminineCodedWords).toHaveLength(40);
    expect(masculineCodedWords.filter((w) => (feminineCodedWords as readonly string[]).includes(w))).toEqual(
      [],
    );
  });

  it('reads the masculine-worded engineering advertisement of the paper’s studies as masculine-coded', () => {
    // The opening of the paper's masculine-worded ad for an engineering firm (Studies 3-5).
    const report = checkInclusiveLanguage(
      'We are a dominant engineering firm that boasts many leading clients. We are determined to stand apart from the competition.',
    );
    expect(report.matches.map((m) => [m.word, m.listed])).toEqual([
      ['dominant', 'dominant'],
      ['boasts', 'boast*'],
      ['leading', 'lead*'],
      ['determined', 'determin*'],
      ['competition', 'compet*'],
    ]);
    expect(report).toMatchObject({ masculine: 5, feminine: 0, verdict: 'masculine-coded' });
  });

  it('reads the feminine-worded version of the same advertisement as feminine-coded', () => {
    const report = checkInclusiveLanguage(
      'We are a community of engineers who have effective relationships with many satisfied clients. We are committed to understanding the engineering sector intimately.',
    );
    expect(report.matches.map((m) => [m.word, m.listed])).toEqual([
      ['committed', 'commit*'],
      ['understanding', 'understand*'],
    ]);
    expect(report).toMatchObject({ masculine: 0, feminine: 2, verdict: 'feminine-coded' });
  });

  it('matches a starred stem as a prefix and any other word only whole', () => {
    expect(words('Competitive pay; compete; competence')).toEqual([
      'Competitive:m',
      'compete:m',
      'competence:m',
    ]);
    // 'Confident', 'Decide', 'Persist' and 'Kind' are listed without a star: their other forms are not coded.
    expect(words('confident confidently decide decided persist persistent kind kindly')).toEqual([
      'confident:m',
      'decide:m',
      'persist:m',
      'kind:f',
    ]);
    expect(words('Supportive, warm-hearted, yielding')).toEqual([
      'Supportive:f',
      'warm-hearted:f',
      'yielding:f',
    ]);
  });

  it('matches hyphenated entries whole, and the parts of other hyphenated words', () => {
    expect(words('A self-reliant, self-confident team-leader')).toEqual([
      'self-reliant:m',
      'self-confident:m',
      'leader:m',
    ]);
    const text = 'Our team-leader';
    const [m] = checkInclusiveLanguage(text).matches;
    expect(text.slice(m!.start, m!.end)).toBe('leader');
  });

  it('offers neutral alternatives and counts each kind', () => {
    const report = checkInclusiveLanguage('Lead an ambitious, supportive team');
    expect(report.matches.map((m) => [m.word, m.suggestions[0]])).toEqual([
      ['Lead', 'guide'],
      ['ambitious', 'motivated'],
      ['supportive', 'help'],
    ]);
    expect(inclusiveLanguageSummary(report)).toBe('2 masculine-coded and 1 feminine-coded word');
    expect(inclusiveLanguageSummary(checkInclusiveLanguage('We ship calm software.'))).toBe(
      'No gender-coded words found',
    );
    expect(checkInclusiveLanguage('A balanced, honest and assertive voice').verdict).toBe('neutral');
  });

  it('cuts a text into plain pieces and highlighted words', () => {
    const text = 'Lead with empathy.';
    const pieces = highlightPieces(text, checkInclusiveLanguage(text).matches);
    expect(pieces.map((p) => [p.text, p.match?.coding ?? null])).toEqual([
      ['Lead', 'masculine'],
      [' with ', null],
      ['empathy', 'feminine'],
      ['.', null],
    ]);
  });
});
