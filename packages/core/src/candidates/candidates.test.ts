import { describe, expect, it } from 'vitest';
import {
  actionOwnerLabel,
  candidateFromRow,
  formatCount,
  importDoneMessage,
  importRowErrorMessage,
  isValidEmail,
  jobScore,
  linkedinProfileUrl,
  mapImportHeader,
  normalizeLinkedinUrl,
  passesScoreFilter,
  rubricBandLabel,
  rubricBandScores,
  scoreBandColor,
  scoreWithinRubric,
  selectedCountMessage,
  stageBadgeLabel,
  stageCategoryColor,
} from './index.js';

describe('normalizeLinkedinUrl (dedupe by LinkedIn URL)', () => {
  const same = [
    'https://www.linkedin.com/in/amara-okafor',
    'https://linkedin.com/in/Amara-Okafor/',
    'http://www.linkedin.com/in/amara-okafor?trk=public_profile',
    'linkedin.com/in/amara-okafor/',
    'www.linkedin.com/in/amara-okafor#about',
    'https://uk.linkedin.com/in/amara-okafor',
    '/in/amara-okafor',
    'amara-okafor',
    '  HTTPS://WWW.LINKEDIN.COM/IN/AMARA-OKAFOR//  ',
  ];
  it.each(same)('keys %s as linkedin.com/in/amara-okafor', (url) => {
    expect(normalizeLinkedinUrl(url)).toBe('linkedin.com/in/amara-okafor');
  });

  it('keeps different profiles apart and keys other links by host and path', () => {
    expect(normalizeLinkedinUrl('linkedin.com/in/amara-okafor-2')).toBe('linkedin.com/in/amara-okafor-2');
    expect(normalizeLinkedinUrl('https://github.com/Amara/')).toBe('github.com/amara');
    expect(normalizeLinkedinUrl('https://www.linkedin.com/in/j%C3%BCrgen')).toBe('linkedin.com/in/jürgen');
    // An encoded NUL (PostgreSQL text cannot hold one) is dropped.
    expect(normalizeLinkedinUrl('linkedin.com/in/a%00b')).toBe('linkedin.com/in/ab');
  });

  it('is null for nothing', () => {
    expect(normalizeLinkedinUrl('')).toBeNull();
    expect(normalizeLinkedinUrl('   ')).toBeNull();
    expect(normalizeLinkedinUrl(null)).toBeNull();
    expect(normalizeLinkedinUrl('https://')).toBeNull();
  });
});

describe('linkedinProfileUrl (LinkedIn links)', () => {
  it('keeps http(s) links, completes paths and handles', () => {
    expect(linkedinProfileUrl('https://cz.linkedin.com/in/lukasnovak')).toBe(
      'https://cz.linkedin.com/in/lukasnovak',
    );
    expect(linkedinProfileUrl('/in/meichen')).toBe('https://www.linkedin.com/in/meichen');
    expect(linkedinProfileUrl('linkedin.com/in/tomas/')).toBe('https://www.linkedin.com/in/tomas');
    expect(linkedinProfileUrl('seun-adeyemi')).toBe('https://www.linkedin.com/in/seun-adeyemi');
    expect(linkedinProfileUrl('')).toBeNull();
  });
});

describe('isValidEmail (an e-mail needs a domain part)', () => {
  it.each(['a@b.co', 'PRIYA.RAMAN@EXAMPLE.COM', 'x.y+tag@mail.example.co.uk'])('accepts %s', (e) => {
    expect(isValidEmail(e)).toBe(true);
  });
  it.each(['daniel.kim@invalid', 'no-at-sign', 'a@', '@b.co', 'a b@c.de', 'a@b.', 'a@.b'])(
    'refuses %s',
    (e) => {
      expect(isValidEmail(e)).toBe(false);
    },
  );
});

describe('mapImportHeader (header matching)', () => {
  it('matches the spec format case-insensitively, with a BOM', () => {
    const map = mapImportHeader([
      '\uFEFFFirst Name',
      'Last Name',
      'Current Title',
      'Current Company',
      'Location',
      'Email',
      'Phone',
      'Profile URL',
    ]);
    expect(map).toEqual({
      first_name: 0,
      last_name: 1,
      current_title: 2,
      current_company: 3,
      location: 4,
      email: 5,
      phone: 6,
      linkedin_url: 7,
    });
  });

  it("matches LinkedIn's connections export", () => {
    const map = mapImportHeader([
      'First Name',
      'Last Name',
      'URL',
      'Email Address',
      'Company',
      'Position',
      'Connected On',
    ]);
    expect(map).toEqual({
      first_name: 0,
      last_name: 1,
      linkedin_url: 2,
      email: 3,
      current_company: 4,
      current_title: 5,
    });
  });

  it("matches other tools' names and prefers Job Title over Headline", () => {
    const map = mapImportHeader([
      'Full Name',
      'Headline',
      'Job Title',
      'LinkedIn URL',
      'company_name',
      'E-mail',
    ]);
    expect(map).toMatchObject({
      full_name: 0,
      current_title: 2,
      linkedin_url: 3,
      current_company: 4,
      email: 5,
    });
  });

  it('matches names with a qualifier, a note or a required mark, after the exact names', () => {
    expect(
      mapImportHeader([
        'Candidate First Name',
        'Candidate Last Name',
        'Primary Email',
        'Phone (mobile)',
        'Current Employer',
        'Job Title*',
        'Email Opt Out',
      ]),
    ).toEqual({
      first_name: 0,
      last_name: 1,
      email: 2,
      phone: 3,
      current_company: 4,
      current_title: 5,
    });
    // An exact name wins over a qualified one, whatever their order.
    expect(mapImportHeader(['Name', 'Work Email', 'Email'])).toMatchObject({ full_name: 0, email: 2 });
  });

  it('finds a column holding "linkedin" when no alias matches', () => {
    expect(mapImportHeader(['Last Name', 'Their LinkedIn page'])?.linkedin_url).toBe(1);
  });

  it('is null without a name column', () => {
    expect(mapImportHeader(['Notes:'])).toBeNull();
    expect(mapImportHeader(['Email', 'Company'])).toBeNull();
  });
});

describe('candidateFromRow', () => {
  const map = mapImportHeader(['First Name', 'Last Name', 'Email', 'Profile URL', 'Full Name'])!;
  it('trims, nulls empties and completes the profile link', () => {
    expect(candidateFromRow([' Mei ', 'Chen', '', '/in/meichen', ''], map)).toEqual({
      first_name: 'Mei',
      last_name: 'Chen',
      email: null,
      phone: null,
      location: null,
      current_title: null,
      current_company: null,
      linkedin_url: 'https://www.linkedin.com/in/meichen',
    });
  });
  it('skips a row with neither name, and splits a full name when first and last are missing', () => {
    expect(candidateFromRow(['', '', 'x@y.zz', '', ''], map)).toBeNull();
    expect(candidateFromRow(['', '', '', '', 'Fatima Zahra El Idrissi'], map)).toMatchObject({
      first_name: 'Fatima',
      last_name: 'Zahra El Idrissi',
    });
  });
  it('accepts a row with only a last name', () => {
    expect(candidateFromRow(['', 'Okafor'], map)).toMatchObject({ first_name: null, last_name: 'Okafor' });
  });
});

describe('score maths', () => {
  it('job score: mean of numeric overall_match on progressed records, >10 divided by 10, 1 decimal', () => {
    expect(
      jobScore([
        { overall_match: 7, progressed_already: true },
        { overall_match: 85, progressed_already: true },
        { overall_match: 2, progressed_already: false },
        { overall_match: null, progressed_already: true },
        { overall_match: 'n/a', progressed_already: true },
      ]),
    ).toBe(7.8);
    expect(jobScore([{ overall_match: 6.66, progressed_already: true }])).toBe(6.7);
    expect(jobScore([{ overall_match: 9, progressed_already: false }])).toBeNull();
    expect(jobScore([])).toBeNull();
  });

  it('bands: >=8 green, >=6 yellow, >=4 orange, else red', () => {
    expect([10, 8, 7.9, 6, 5.9, 4, 3.9, 0].map(scoreBandColor)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });

  it('rubric bands: points out of 100 are criterion scores out of 10', () => {
    expect(rubricBandScores({ min: 21, max: 60 })).toEqual({ low: 2.1, high: 6 });
    expect(rubricBandScores({ min: 80, max: 61 })).toEqual({ low: 6.1, high: 8 });
    expect(rubricBandLabel({ min: 0, max: 20 })).toBe('Score 0.0-2.0 / 10');
    expect(rubricBandLabel({ min: 61, max: 100 })).toBe('Score 6.1-10.0 / 10');
  });

  it('a score is kept inside the rubric band the model named; without a band it is kept as given', () => {
    const rubric = [
      { min: 0, max: 20 },
      { min: 21, max: 60 },
      { min: 61, max: 100 },
    ];
    expect(scoreWithinRubric(8.5, 2, rubric)).toBe(6);
    expect(scoreWithinRubric(1, 2, rubric)).toBe(2.1);
    expect(scoreWithinRubric(4.44, 2, rubric)).toBe(4.4);
    expect(scoreWithinRubric(8.5, null, rubric)).toBe(8.5);
    expect(scoreWithinRubric(8.5, 4, rubric)).toBe(8.5);
    expect(scoreWithinRubric(8.5, 1.5, rubric)).toBe(8.5);
    expect(scoreWithinRubric(12, null, [])).toBe(10);
  });

  it('score filter: above is >=, below is <=, unscored pass only All Scores', () => {
    expect(passesScoreFilter(7, { mode: 'above', value: 7 })).toBe(true);
    expect(passesScoreFilter(6.9, { mode: 'above', value: 7 })).toBe(false);
    expect(passesScoreFilter(7, { mode: 'below', value: 7 })).toBe(true);
    expect(passesScoreFilter(7.1, { mode: 'below', value: 7 })).toBe(false);
    expect(passesScoreFilter(null, { mode: 'above', value: 0 })).toBe(false);
    expect(passesScoreFilter(null, { mode: 'all', value: null })).toBe(true);
    expect(passesScoreFilter(3, { mode: 'above', value: null })).toBe(true);
  });
});

describe('labels and messages', () => {
  it('stage badge: level.substep, level, title, id', () => {
    const r = { stage_id: 'stage_1b', stage_level: 4, stage_substep: 'b', stage_title: 'Panel' };
    expect(stageBadgeLabel(r)).toBe('4.b');
    expect(stageBadgeLabel({ ...r, stage_substep: null })).toBe('4');
    expect(stageBadgeLabel({ ...r, stage_level: null })).toBe('Panel');
    expect(stageBadgeLabel({ ...r, stage_level: null, stage_title: null })).toBe('stage_1b');
  });
  it('stage colours by category', () => {
    expect(['research', 'custom', 'final', 'other', null].map(stageCategoryColor)).toEqual([
      'blue',
      'grape',
      'green',
      'gray',
      'gray',
    ]);
  });
  it('action owners outside the spec read unassigned', () => {
    expect(actionOwnerLabel('hiring_manager')).toBe('hiring_manager');
    expect(actionOwnerLabel('someone')).toBe('unassigned');
    expect(actionOwnerLabel(null)).toBe('unassigned');
  });
  it('spec messages', () => {
    expect(importRowErrorMessage('Daniel', 'Kim', 'Invalid email format')).toBe(
      'Error importing Daniel Kim: Invalid email format',
    );
    expect(importDoneMessage(14, 15)).toBe('Done. Imported 14 of 15.');
    expect(selectedCountMessage(2)).toBe('2 candidate(s) selected');
    expect(formatCount({ value: 1000, capped: true })).toBe('1,000+');
    expect(formatCount({ value: 1234, capped: false })).toBe('1,234');
  });
});
