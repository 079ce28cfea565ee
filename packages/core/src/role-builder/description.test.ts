import { describe, expect, it } from 'vitest';
import {
  checkDescription,
  descriptionToText,
  parseDescriptionText,
  type RoleDescription,
} from './description.js';
import { richTextToPlain } from './plain-text.js';

const description: RoleDescription = {
  role_mission: 'Build the payments platform our clinics rely on.',
  responsibilities: ['Design payment services', 'Review code with the team'],
  requirements: ['Five years of Go', 'PostgreSQL in production'],
  nice_to_have: ['Kafka'],
  benefits: ['Remote-first', '30 days of holiday'],
};

describe('the generated description as text', () => {
  it('writes and reads back the jobs area’s structure', () => {
    const text = descriptionToText(description);
    expect(text.startsWith('## Role Mission\nBuild the payments platform')).toBe(true);
    expect(parseDescriptionText(text)).toEqual(description);
  });

  it('reads what a model writes loosely: headings in any case, other bullets, a mission over lines', () => {
    const text = [
      '# Mission',
      'Build the payments platform',
      'our clinics rely on.',
      '',
      '### **Responsibilities:**',
      '* Design payment services',
      '1. Review code with the team',
      '## Must-haves',
      '• Five years of Go',
      '## Nice-to-have',
      '- Kafka',
      '## What we offer',
      '- 30 days of holiday',
      '## Something else',
      '- ignored',
    ].join('\n');
    expect(parseDescriptionText(text)).toEqual({
      role_mission: 'Build the payments platform our clinics rely on.',
      responsibilities: ['Design payment services', 'Review code with the team'],
      requirements: ['Five years of Go'],
      nice_to_have: ['Kafka'],
      benefits: ['30 days of holiday'],
    });
  });

  it('refuses text without a mission or without responsibilities and requirements', () => {
    expect(parseDescriptionText('Just some prose.')).toBeNull();
    expect(parseDescriptionText('## Role Mission\nA mission.\n## Benefits\n- Pension')).toBeNull();
  });

  it('checks every part for gender-coded words', () => {
    const checked = checkDescription({ ...description, requirements: ['A competitive, supportive lead'] });
    expect(checked.total).toMatchObject({ masculine: 2, feminine: 1 });
    expect(checked.lists.requirements[0]!.matches.map((m) => m.word)).toEqual([
      'competitive',
      'supportive',
      'lead',
    ]);
    expect(checked.mission.matches).toEqual([]);
  });
});

describe('a company description as plain text', () => {
  it('keeps paragraphs and list items, drops tags and decodes entities', () => {
    expect(
      richTextToPlain(
        '<h2>About</h2><p>We build <strong>calm</strong> software &amp; tools.</p><ul><li>Clinics</li><li>Labs</li></ul>',
      ),
    ).toBe('About\nWe build calm software & tools.\n\n- Clinics\n- Labs');
    expect(richTextToPlain(null)).toBe('');
  });
});
