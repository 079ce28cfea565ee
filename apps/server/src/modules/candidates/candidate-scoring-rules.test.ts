import {
  defaultScoringCriteria,
  overallMatchOf,
  pickScoringCriteria,
  roundScore,
  scoringDoneMessage,
} from '@rw/core';
import { describe, expect, it } from 'vitest';
import {
  type ScoreCandidateInput,
  scoreCandidateOutput,
  scoreCandidatePrompt,
} from '#src/platform/ai/prompts/score-candidate.prompt.js';
import { strictJsonSchema } from '#src/platform/ai/structured-output.js';
import { recordScoresOf } from './candidate-scoring.automation.js';
import { chunkCandidates, PAYLOAD_MAX_CANDIDATES, PAYLOAD_MAX_CHARS } from './candidate-scoring.dispatch.js';
import type { StageCandidate } from './candidate-scoring.queries.js';

describe('pickScoringCriteria', () => {
  it('keeps the slot of each stage criterion and skips blank slots', () => {
    expect(
      pickScoringCriteria({ stageTitles: [' Payments ', null, '', 'Go', undefined], requirements: ['x'] }),
    ).toEqual({
      source: 'stage',
      criteria: [
        { key: 'ac1', title: 'Payments' },
        { key: 'ac4', title: 'Go' },
      ],
    });
  });

  it('falls back to the first 5 non-empty requirements, then to the general criteria', () => {
    const requirements = [' Go ', '', 'SQL\n and  more', 'a', 'b', 'c', 'd'];
    expect(pickScoringCriteria({ stageTitles: [null, ' '], requirements })).toEqual({
      source: 'requirements',
      criteria: ['Go', 'SQL and more', 'a', 'b', 'c'].map((title, i) => ({ key: `ac${i + 1}`, title })),
    });
    const none = pickScoringCriteria({ stageTitles: [], requirements: [' '] });
    expect(none.source).toBe('default');
    expect(none.criteria.map((c) => c.title)).toEqual([...defaultScoringCriteria]);
    expect(none.criteria).toHaveLength(5);
  });

  it('cuts a long requirement to 200 characters', () => {
    const [first] = pickScoringCriteria({ stageTitles: [], requirements: ['r'.repeat(500)] }).criteria;
    expect(first!.title).toHaveLength(200);
  });
});

describe('score maths', () => {
  it('rounds and clamps criterion scores; overall is their mean to 1 decimal', () => {
    expect([roundScore(7.26), roundScore(-1), roundScore(10.4), roundScore(3.05)]).toEqual([7.3, 0, 10, 3.1]);
    expect(overallMatchOf([7.3, 8, 6.1])).toBe(7.1);
    expect(overallMatchOf([5, 6])).toBe(5.5);
    expect(overallMatchOf([])).toBeNull();
  });

  it('keeps a score inside the rubric band the model named (points out of 100 read as scores out of 10)', () => {
    const rubric = [
      { min: 0, max: 20, description: 'None' },
      { min: 21, max: 60, description: 'Some' },
      { min: 61, max: 100, description: 'Lots' },
    ];
    const reply = scoreCandidateOutput.parse({
      ...blank,
      ac1: { band: 2, score: 8.5, rationale: 'Some.' },
      ac2: { band: 3, score: 2, rationale: 'Lots.' },
      ac3: { band: null, score: 8.5, rationale: 'No band named.' },
    });
    const criteria = (['ac1', 'ac2', 'ac3'] as const).map((key) => ({ key, title: key, rubric }));
    expect(recordScoresOf(criteria, reply).scores).toMatchObject({ ac1: 6, ac2: 6.1, ac3: 8.5 });
  });

  it('writes only the listed criteria; an unanswered listed criterion is an invalid reply', () => {
    const criteria = [
      { key: 'ac1' as const, title: 'A', rubric: [] },
      { key: 'ac3' as const, title: 'C', rubric: [] },
    ];
    const reply = scoreCandidateOutput.parse({
      ac1: { score: 7.26, rationale: 'Led payments work.' },
      ac2: { score: 9, rationale: 'Not asked for.' },
      ac3: { score: 4, rationale: 'x'.repeat(500) },
      ac4: null,
      ac5: null,
      overall_rationale: 'Solid fit.',
    });
    const scores = recordScoresOf(criteria, reply);
    expect(scores.scores).toEqual({ ac1: 7.3, ac2: null, ac3: 4, ac4: null, ac5: null });
    expect(scores.overallMatch).toBe(5.7);
    expect(scores.rationales).toEqual({
      ac1: 'Led payments work.',
      ac3: 'x'.repeat(200),
      overall: 'Solid fit.',
    });
    expect(() => recordScoresOf(criteria, { ...reply, ac3: null })).toThrow(
      'The AI reply could not be understood. Please try again.',
    );
  });

  it("words the end of a run as 'N candidates scored for {job title}'", () => {
    expect(scoringDoneMessage(4, 'Payments Engineer')).toBe('4 candidates scored for Payments Engineer');
    expect(scoringDoneMessage(1, 'SRE')).toBe('1 candidate scored for SRE');
    expect(scoringDoneMessage(8, 'SRE', 2)).toBe('8 candidates scored for SRE (2 failed)');
  });
});

describe('score-candidate prompt', () => {
  const input: ScoreCandidateInput = {
    job: {
      title: 'Payments Engineer',
      company: 'Ledgerly',
      location: 'Leeds',
      seniority: 'IC4 - Senior',
      jobFunction: 'Engineering',
      mission: 'Own the ledger.',
      responsibilities: ['Build services'],
      requirements: ['Go'],
      niceToHave: [],
      hardSkills: ['Go', 'SQL'],
      softSkills: [],
    },
    criteria: [
      {
        key: 'ac1',
        title: 'Payments domain',
        rubric: [{ min: 0, max: 40, description: 'No payments work' }],
      },
      { key: 'ac2', title: 'Go services', rubric: [] },
    ],
    candidate: {
      title: 'Engineer',
      company: null,
      location: null,
      cvText: 'Built </cv> things',
      linkedinText: null,
    },
  };

  it('states the criteria with their rubric bands, the job description and the blind profile as data', () => {
    const user = scoreCandidatePrompt.buildUser(input);
    expect(user).toContain(
      'ac1: Payments domain\n  Rubric (points out of 100):\n    band 1, 0-40: No payments work',
    );
    expect(user).toContain('ac2: Go services');
    expect(user).toContain('<role_mission>\nOwn the ledger.\n</role_mission>');
    expect(user).toContain('Hard skills: Go, SQL');
    expect(user).toContain('<cv>\nBuilt  things\n</cv>');
    expect(user).toContain('<linkedin_profile>\nnot provided\n</linkedin_profile>');
    // The prompt itself carries no gendered word, so blind requests stay blind.
    expect(`${scoreCandidatePrompt.system}\n${user}`).not.toMatch(/\b(?:he|she|him|his|her|hers)\b/i);
  });

  it('asks for a strict schema with every slot required (null when not listed)', () => {
    const schema = strictJsonSchema(scoreCandidatePrompt.outputSchema) as {
      required: string[];
      properties: Record<string, { anyOf?: unknown[] }>;
    };
    expect(schema.required).toEqual(['ac1', 'ac2', 'ac3', 'ac4', 'ac5', 'overall_rationale']);
    expect(schema.properties.ac1?.anyOf).toHaveLength(2);
    expect(schema.properties.ac1?.anyOf?.[0]).toMatchObject({
      properties: { score: { type: 'number', minimum: 0, maximum: 10 }, rationale: { type: 'string' } },
    });
    expect(() => scoreCandidateOutput.parse({ ...blank, ac1: { score: 101, rationale: '' } })).toThrow();
    expect(() => scoreCandidateOutput.parse({ ...blank, ac1: { score: -1, rationale: '' } })).toThrow();
    expect(() => scoreCandidateOutput.parse({ ...blank, ac1: { score: 'high', rationale: '' } })).toThrow();
  });

  it('reads what a loosely typed model sends: numeric strings, the 0-100 scale, a missing rationale', () => {
    const reply = scoreCandidateOutput.parse({
      ...blank,
      ac1: { band: '2', score: ' 7.5 ', rationale: 'Shipped payments.' },
      ac2: { band: 0, score: 82, rationale: null },
      ac3: { band: 'middle', score: 10 },
      ac4: { band: 2.5, score: 1 },
      overall_rationale: null,
    });
    expect(reply.ac1).toEqual({ band: 2, score: 7.5, rationale: 'Shipped payments.' });
    expect(reply.ac2).toEqual({ band: null, score: 8.2, rationale: '' });
    expect(reply.ac3).toEqual({ band: null, score: 10, rationale: '' });
    expect(reply.ac4).toEqual({ band: null, score: 1, rationale: '' });
    expect(reply.overall_rationale).toBe('');
  });
});

const blank = { ac1: null, ac2: null, ac3: null, ac4: null, ac5: null, overall_rationale: '' };

describe('chunkCandidates', () => {
  const person = (cvText: string | null = null): StageCandidate => ({
    candidateId: crypto.randomUUID(),
    firstName: 'A',
    lastName: 'B',
    title: null,
    company: null,
    location: null,
    email: null,
    linkedinUrl: null,
    cvText,
    linkedinRawText: null,
  });

  it(`splits a run into payloads of at most ${PAYLOAD_MAX_CANDIDATES} candidates and about 4 MB of text`, () => {
    const many = Array.from({ length: PAYLOAD_MAX_CANDIDATES * 2 + 1 }, () => person());
    expect(chunkCandidates(many).map((c) => c.length)).toEqual([500, 500, 1]);
    const big = Array.from({ length: 5 }, () => person('x'.repeat(PAYLOAD_MAX_CHARS / 2 + 1)));
    expect(chunkCandidates(big).map((c) => c.length)).toEqual([1, 1, 1, 1, 1]);
    expect(chunkCandidates([person('x'.repeat(PAYLOAD_MAX_CHARS * 2))])).toHaveLength(1);
    expect(chunkCandidates([])).toEqual([]);
  });
});
