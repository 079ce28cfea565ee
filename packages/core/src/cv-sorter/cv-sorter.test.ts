import { describe, expect, it } from 'vitest';
import { cvSorterEliminateBody, cvSorterRunBody, cvSorterSaveBody, cvSorterWeights } from './api.js';
import {
  BATCH_SIZE_DEFAULT,
  DELAY_MS_DEFAULT,
  ELIMINATE_THRESHOLD_DEFAULT,
  RATIONALE_MAX_CHARS,
} from './constants.js';
import {
  cvSorterMessages,
  cvSorterProgressMessage,
  processingCompleteMessage,
  processingFailedAfterAttemptsMessage,
} from './messages.js';
import {
  batchGuidanceFor,
  csvPreviewLine,
  cvSorterCategoryCounts,
  cvSorterCriterionScore,
  cvSorterDefaultWeights,
  cvSorterFinalScore,
  cvSorterProgressPercent,
  cvSorterRowFromCells,
  cvSorterScoreBand,
  eliminateByScoreTargets,
  isCvSorterHeader,
  mapCvSorterHeader,
  trimRationale,
} from './rules.js';

const row = (header: string[], cells: string[]) => cvSorterRowFromCells(cells, mapCvSorterHeader(header));

describe('loose header matching', () => {
  it('takes the name from First Name + Last Name', () => {
    expect(
      row(
        ['First Name', 'Last Name', 'Current Title', 'Current Company'],
        ['Ada', 'Lovelace', 'CTO', 'Acme'],
      ),
    ).toEqual({ name: 'Ada Lovelace', currentTitle: 'CTO', currentCompany: 'Acme', linkedinUrl: null });
  });

  it('takes the name from Name or Full Name, matched ignoring case, _ and -', () => {
    expect(row(['name', 'job_title', 'company'], ['Grace Hopper', 'Admiral', 'Navy'])?.name).toBe(
      'Grace Hopper',
    );
    expect(row(['FULL-NAME', 'Headline'], ['Alan Turing', 'Mathematician'])).toMatchObject({
      name: 'Alan Turing',
      currentTitle: 'Mathematician',
    });
  });

  it.each([['Current Title'], ['Job Title'], ['Title'], ['Headline']])('reads the title from %s', (h) => {
    expect(row(['Name', h], ['A', 'Engineer'])?.currentTitle).toBe('Engineer');
  });

  it.each([['Current Company'], ['Company']])('reads the company from %s', (h) => {
    expect(row(['Name', h], ['A', 'Globex'])?.currentCompany).toBe('Globex');
  });

  it("writes 'Unknown' for a missing name, title or company", () => {
    expect(row(['Email'], ['a@b.co'])).toEqual({
      name: 'Unknown',
      currentTitle: 'Unknown',
      currentCompany: 'Unknown',
      linkedinUrl: null,
    });
    expect(row(['First Name', 'Last Name', 'Title'], ['', '', 'CTO'])?.name).toBe('Unknown');
  });

  it('uses a first or last name alone', () => {
    expect(row(['First Name', 'Last Name'], ['Cher', ''])?.name).toBe('Cher');
  });

  it.each([['LinkedIn URL'], ['Profile URL'], ['linkedin_profile'], ['LinkedIn (public)']])(
    'reads the profile link from %s',
    (h) => {
      expect(row(['Name', h], ['A', 'https://www.linkedin.com/in/a'])?.linkedinUrl).toBe(
        'https://www.linkedin.com/in/a',
      );
    },
  );

  it('skips blank lines', () => {
    expect(row(['Name', 'Title'], ['', '  '])).toBeNull();
    expect(row(['Name', 'Title'], [])).toBeNull();
  });

  it('knows a header row by any field', () => {
    expect(isCvSorterHeader(['Headline', 'x'])).toBe(true);
    expect(isCvSorterHeader(['foo', 'bar'])).toBe(false);
  });
});

describe('LinkedIn link rules (the candidate import’s)', () => {
  const link = (v: string) => row(['Name', 'LinkedIn URL'], ['A', v])?.linkedinUrl;
  it('keeps an http(s) link as it is', () => {
    expect(link('http://linkedin.com/in/Ada?x=1')).toBe('http://linkedin.com/in/Ada?x=1');
  });
  it("makes '/in/' paths and host-containing values full links", () => {
    expect(link('/in/ada')).toBe('https://www.linkedin.com/in/ada');
    expect(link('www.linkedin.com/in/ada')).toBe('https://www.linkedin.com/in/ada');
  });
  it('makes a bare handle a profile link', () => {
    expect(link('ada-l')).toBe('https://www.linkedin.com/in/ada-l');
  });
});

describe('scores', () => {
  it('clamps each criterion to 0-10 and rounds to 2 decimals', () => {
    expect(cvSorterCriterionScore(7.456)).toBe(7.46);
    expect(cvSorterCriterionScore(12)).toBe(10);
    expect(cvSorterCriterionScore(-3)).toBe(0);
    expect(cvSorterCriterionScore('8.5')).toBe(8.5);
    expect(cvSorterCriterionScore(1.005)).toBe(1.01);
  });

  it('gives no default to a value that is not a number', () => {
    for (const v of ['high', '', null, undefined, Number.NaN, Number.POSITIVE_INFINITY, {}, '7/10']) {
      expect(cvSorterCriterionScore(v)).toBeNull();
    }
  });

  it('takes the mean with equal weights, rounded to 2 decimals', () => {
    const scores = { companyRelevancy: 7, companyPrestige: 8, roleRelevancy: 6.5, seniorityMatch: 9.33 };
    expect(cvSorterFinalScore(scores)).toBe(7.71);
    expect(cvSorterFinalScore(scores, cvSorterDefaultWeights)).toBe(7.71);
  });

  it('takes the weighted mean', () => {
    const scores = { companyRelevancy: 10, companyPrestige: 0, roleRelevancy: 5, seniorityMatch: 5 };
    expect(
      cvSorterFinalScore(scores, {
        companyRelevancy: 2,
        companyPrestige: 0,
        roleRelevancy: 1,
        seniorityMatch: 1,
      }),
    ).toBe(7.5);
    expect(
      cvSorterFinalScore(scores, {
        companyRelevancy: 0,
        companyPrestige: 0,
        roleRelevancy: 0,
        seniorityMatch: 0,
      }),
    ).toBe(5);
  });

  it('bands: >= 8 green, 6 to < 8 yellow, < 6 red', () => {
    expect(cvSorterScoreBand(8)).toBe('green');
    expect(cvSorterScoreBand(10)).toBe('green');
    expect(cvSorterScoreBand(7.99)).toBe('yellow');
    expect(cvSorterScoreBand(6)).toBe('yellow');
    expect(cvSorterScoreBand(5.99)).toBe('red');
    expect(cvSorterScoreBand(0)).toBe('red');
  });

  it('keeps rationales to 200 characters', () => {
    expect(trimRationale('  Worked at   Stripe\n on payments ')).toBe('Worked at Stripe on payments');
    const long = trimRationale('x'.repeat(500));
    expect(Array.from(long)).toHaveLength(RATIONALE_MAX_CHARS);
    expect(long.endsWith('…')).toBe(true);
  });
});

describe('triage', () => {
  const list = [
    { id: 'a', score: 6.99, category: 'notSorted' as const },
    { id: 'b', score: 7, category: 'notSorted' as const },
    { id: 'c', score: 3, category: 'possible' as const },
    { id: 'd', score: 2, category: 'eliminated' as const },
    { id: 'e', score: null, category: 'notSorted' as const },
  ];
  it('eliminates every scored candidate below the threshold that is not eliminated already', () => {
    expect(eliminateByScoreTargets(list, ELIMINATE_THRESHOLD_DEFAULT).map((c) => c.id)).toEqual(['a', 'c']);
  });
  it('counts per category', () => {
    expect(cvSorterCategoryCounts(list)).toEqual({ notSorted: 3, possible: 1, eliminated: 1 });
  });
});

describe('messages and settings', () => {
  it('says the spec’s words', () => {
    expect(processingCompleteMessage(8, 2)).toBe('Processing complete! 8 successful, 2 failed');
    expect(processingFailedAfterAttemptsMessage('timeout')).toBe(
      'Processing failed after 3 attempts: timeout',
    );
    expect(cvSorterMessages.nameRequired).toBe('Please enter a name for this search.');
    expect(cvSorterMessages.emailUnavailable).toBe('User email not available. Please log in again.');
    expect(cvSorterMessages.processingFailed).toBe('Processing failed. Please try again.');
    expect(cvSorterMessages.noScoringData).toBe('No AI scoring data available for this candidate.');
  });

  it('reports progress', () => {
    const base = { total: 10, scored: 3, failed: 1, done: 4 };
    expect(cvSorterProgressMessage({ ...base, status: 'running', phase: 'scoring' })).toBe(
      'Scoring candidates: 4 of 10',
    );
    expect(cvSorterProgressMessage({ ...base, status: 'completed', phase: null })).toBe(
      'Processing complete! 3 successful, 1 failed',
    );
    expect(cvSorterProgressPercent(4, 10)).toBe(40);
    expect(cvSorterProgressPercent(0, 0)).toBe(100);
  });

  it('guides by list size', () => {
    expect(batchGuidanceFor(50)).toBe('small');
    expect(batchGuidanceFor(200)).toBe('medium');
    expect(batchGuidanceFor(500)).toBe('large');
  });

  it('defaults batch size 20 and delay 300 ms, and checks their ranges', () => {
    const body = cvSorterRunBody.parse({ jobTitle: 'PM', jobDescription: 'Own the roadmap' });
    expect(body).toMatchObject({ batchSize: BATCH_SIZE_DEFAULT, delayMs: DELAY_MS_DEFAULT });
    expect(body.weights).toEqual(cvSorterDefaultWeights);
    expect(cvSorterRunBody.safeParse({ jobTitle: 'PM', jobDescription: 'x', batchSize: 4 }).success).toBe(
      false,
    );
    expect(cvSorterRunBody.safeParse({ jobTitle: 'PM', jobDescription: 'x', delayMs: 350 }).success).toBe(
      false,
    );
    expect(cvSorterRunBody.safeParse({ jobTitle: ' ', jobDescription: 'x' }).error?.issues[0]?.message).toBe(
      'Please enter a job title.',
    );
  });

  it('needs a name to save and one weight above 0', () => {
    expect(cvSorterSaveBody.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe(
      'Please enter a name for this search.',
    );
    const zero = { companyRelevancy: 0, companyPrestige: 0, roleRelevancy: 0, seniorityMatch: 0 };
    expect(cvSorterWeights.safeParse(zero).success).toBe(false);
    expect(cvSorterEliminateBody.safeParse({ threshold: 10.1 }).success).toBe(false);
  });

  it('previews 100 characters of a line without cutting a character in half', () => {
    expect(csvPreviewLine(`${'é'.repeat(99)}😀x`, 100)).toBe(`${'é'.repeat(99)}😀`);
  });
});
