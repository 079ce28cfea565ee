import { describe, expect, it } from 'vitest';
import { blindProfile, blindTextLimits, redacted, redactText } from './blind-profile.js';

const jane = {
  firstName: 'Jane',
  lastName: 'Doe-Smith',
  email: 'jane.doe@example.com',
  phone: '+44 7700 900123',
  linkedinUrl: 'https://www.linkedin.com/in/janedoe-88/',
};

const pronouns = /\b(?:he|she|him|his|her|hers|himself|herself)\b/i;

describe('redactText', () => {
  it("takes out the candidate's names in any case form written with a capital, and their handles", () => {
    const out = redactText(
      'JANE DOE-SMITH — Jane led the team; Doe-Smith and Smith shipped it. Ask janedoe-88 or jane.doe.',
      jane,
    );
    expect(out).not.toMatch(/jane|doe|smith/i);
    expect(out).toContain(`${redacted.name} led the team`);
  });

  it('leaves a first name that is also a word alone where it is not written as a name', () => {
    const will = { ...jane, firstName: 'Will', lastName: 'Grace' };
    expect(redactText('Will Grace will grow the team with grace.', will)).toBe(
      `${redacted.name} will grow the team with grace.`,
    );
  });

  it('matches names with or without accents', () => {
    const jose = { ...jane, firstName: 'José', lastName: 'Núñez' };
    expect(redactText('Jose Nunez and JOSÉ NÚÑEZ', jose)).toBe(`${redacted.name} and ${redacted.name}`);
  });

  it('takes out e-mail addresses and links, keeping technology names with dots', () => {
    const out = redactText(
      'Mail j.d+cv@corp.co.uk, see https://janedoe.dev/cv, www.example.org, github.com/jd and ' +
        'LinkedIn.com/in/someone. Skills: ASP.NET/C#, Node.js, Vue.js.',
      jane,
    );
    expect(out).not.toMatch(/@|https?:|www\.|github|linkedin\.com|janedoe\.dev|example\.org/i);
    expect(out).toContain(redacted.email);
    expect(out.match(/\[link\]/g)?.length).toBeGreaterThanOrEqual(4);
    expect(out).toContain('ASP.NET/C#, Node.js, Vue.js');
  });

  it("takes out the candidate's own phone in any format and other phone numbers, not dates or years", () => {
    const out = redactText(
      'Call 07700 900123 or +44 (0)7700-900-123, office (555) 123-4567, intl +33 1 23 45 67 89. ' +
        'Worked 2015 - 2019 and 2019-2021, joined 01/02/2020, grew revenue 1 200 000 dollars.',
      jane,
    );
    expect(out).not.toMatch(/900\s?123|123-4567|45 67 89/);
    expect(out.match(/\[phone\]/g)).toHaveLength(4);
    expect(out).toContain('2015 - 2019 and 2019-2021, joined 01/02/2020');
    expect(out).toContain('1 200 000 dollars');
  });

  it('makes gendered pronouns neutral and drops honorifics, keeping the capital', () => {
    const out = redactText(
      'Mrs. Jane Doe-Smith: She led her team. He said his goal was hers. We gave her the award; ' +
        "she's proud of herself and he'll thank him. S/he will own his/her roadmap; (s)he reports to her or his lead.",
      jane,
    );
    expect(out).not.toMatch(pronouns);
    expect(out).not.toMatch(/\bMrs?\b/);
    expect(out).toContain('They led their team.');
    expect(out).toContain('gave them the award');
    expect(out).toContain("they're proud of themselves");
    expect(out).toContain('They will own their roadmap; they reports to their lead.');
    // Words that merely contain a pronoun stay.
    expect(redactText('The theme: here, where ethics and shepherds meet.', jane)).toBe(
      'The theme: here, where ethics and shepherds meet.',
    );
  });
});

describe('blindProfile', () => {
  it('keeps title, company, location, CV and LinkedIn text, redacted, and nothing that identifies', () => {
    const profile = blindProfile({
      ...jane,
      title: 'Staff Engineer',
      company: 'Doe-Smith Consulting',
      location: 'London',
      cvText: 'Jane Doe-Smith\njane.doe@example.com | +44 7700 900123\nShe built payments at scale.',
      linkedinRawText: '  ',
    });
    expect(profile).toEqual({
      title: 'Staff Engineer',
      company: `${redacted.name} Consulting`,
      location: 'London',
      cvText: `${redacted.name}\n${redacted.email} | ${redacted.phone}\nThey built payments at scale.`,
      linkedinText: null,
    });
    expect(JSON.stringify(profile)).not.toMatch(/jane|doe|smith|7700|example\.com/i);
  });

  it('cuts long texts to the limits before sending', () => {
    const profile = blindProfile({
      ...jane,
      title: null,
      company: null,
      location: null,
      cvText: 'x'.repeat(50_000),
      linkedinRawText: 'y'.repeat(50_000),
    });
    expect(profile.cvText).toHaveLength(blindTextLimits.cv);
    expect(profile.linkedinText).toHaveLength(blindTextLimits.linkedin);
  });
});
