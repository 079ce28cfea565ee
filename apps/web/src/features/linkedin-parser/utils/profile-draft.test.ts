import { type CvProfile, emptyCvProfile, linkedinParserMessages, profilePlainText } from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  draftErrors,
  draftOf,
  emptyWork,
  isDraftChanged,
  isProfileDate,
  profileOf,
} from '#/features/linkedin-parser/utils/profile-draft';

const profile: CvProfile = {
  ...emptyCvProfile(),
  basics: {
    ...emptyCvProfile().basics,
    name: 'Maria Garcia Lopez',
    label: 'Senior Data Engineer',
    email: 'maria@example.com',
    location: 'Leeds, UK',
  },
  work: [
    {
      name: 'Northwind',
      position: 'Senior Data Engineer',
      location: 'Leeds',
      startDate: '2022-03',
      endDate: null,
      current: true,
      summary: 'Owns the pipelines.',
    },
  ],
  skills: [{ name: 'Python' }, { name: 'dbt' }],
  languages: [{ language: 'Spanish', fluency: 'Native or Bilingual' }],
};

describe('the profile form', () => {
  it('goes from a profile to the form and back unchanged', () => {
    expect(profileOf(draftOf(profile))).toEqual(profile);
    expect(isDraftChanged(draftOf(profile), profile)).toBe(false);
  });

  it('trims, empties to null, drops empty entries and repeated skills, ends no current position', () => {
    const draft = draftOf(profile);
    draft.basics.name = '  Maria Garcia  ';
    draft.basics.phone = '   ';
    draft.work.push(emptyWork());
    draft.work[0]!.endDate = '2024-01';
    draft.skills.push(' python ', '');
    const out = profileOf(draft);
    expect(out.basics).toMatchObject({ name: 'Maria Garcia', phone: null });
    expect(out.work).toHaveLength(1);
    expect(out.work[0]!.endDate).toBeNull();
    expect(out.skills).toEqual([{ name: 'Python' }, { name: 'dbt' }]);
    expect(isDraftChanged(draft, profile)).toBe(true);
  });

  it("flags dates that are not 'YYYY' or 'YYYY-MM'", () => {
    expect(['', '2021', '2021-09'].every(isProfileDate)).toBe(true);
    expect(['21', '2021-13', 'Sep 2021'].some(isProfileDate)).toBe(false);
    const draft = draftOf(profile);
    draft.work[0]!.startDate = 'March 2022';
    const key = draft.work[0]!.key;
    expect(draftErrors(draft)).toEqual({ [`work.${key}.startDate`]: linkedinParserMessages.invalidDate });
    expect(linkedinParserMessages.invalidDate).toBe('Use YYYY or YYYY-MM.');
  });

  it('copies as the one-page profile text', () => {
    expect(profilePlainText(profile)).toBe(
      [
        'Maria Garcia Lopez',
        'Senior Data Engineer',
        'Leeds, UK · maria@example.com',
        '',
        'EXPERIENCE',
        'Senior Data Engineer · Northwind',
        'Mar 2022 – Present · Leeds',
        'Owns the pipelines.',
        '',
        'SKILLS',
        'Python, dbt',
        '',
        'LANGUAGES',
        'Spanish (Native or Bilingual)',
        '',
      ].join('\n'),
    );
  });
});
