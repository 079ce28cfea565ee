import { describe, expect, it } from 'vitest';
import {
  durationOfInput,
  importWorkflow,
  newRubricRow,
  parseDuration,
  parseStageDetails,
  rubricInputDigits,
  rubricValueOnBlur,
  saveStageDetailsFailed,
  saveWorkflowFailed,
} from '../index.js';

const person = (n: number) => ({
  firstName: `P${n}`,
  lastName: 'Q',
  email: `p${n}@acme.test`,
  slack: `@p${n}`,
});
const criterion = (title: string, rows = 1) => ({
  title,
  rubric: Array.from({ length: rows }, () => ({ min: 0, max: 20, description: 'Some' })),
});

describe('stage details rules', () => {
  it('trims killer questions and drops empty ones; trims the interview plan', () => {
    const parsed = parseStageDetails({
      interviewPlan: '  Intro, deep dive, questions  ',
      killerQuestions: ['  Why us?  ', '', '   ', 'Notice period?'],
    });
    expect(parsed).toEqual({
      ok: true,
      details: {
        interviewers: [],
        assessmentCriteria: [],
        interviewPlan: 'Intro, deep dive, questions',
        killerQuestions: ['Why us?', 'Notice period?'],
      },
    });
  });

  it('allows at most 3 interviewers, 5 criteria and 5 rubric rows per criterion', () => {
    expect(parseStageDetails({ interviewers: [1, 2, 3].map(person) }).ok).toBe(true);
    expect(parseStageDetails({ interviewers: [1, 2, 3, 4].map(person) })).toEqual({
      ok: false,
      message: 'At most 3 interviewers per stage',
    });
    const five = ['a', 'b', 'c', 'd', 'e'].map((t) => criterion(t, 5));
    expect(parseStageDetails({ assessmentCriteria: five }).ok).toBe(true);
    expect(parseStageDetails({ assessmentCriteria: [...five, criterion('f')] })).toEqual({
      ok: false,
      message: 'At most 5 assessment criteria per stage',
    });
    expect(parseStageDetails({ assessmentCriteria: [criterion('a', 6)] })).toEqual({
      ok: false,
      message: 'At most 5 rubric rows per criterion',
    });
  });

  it('drops blank interviewers and criteria before counting', () => {
    const blank = { firstName: ' ', lastName: '', email: '', slack: '' };
    const parsed = parseStageDetails({
      interviewers: [...[1, 2, 3].map(person), blank],
      assessmentCriteria: [{ title: '  ', rubric: [{ min: 0, max: 20, description: '' }] }],
    });
    expect(parsed.ok && parsed.details.interviewers).toHaveLength(3);
    expect(parsed.ok && parsed.details.assessmentCriteria).toEqual([]);
  });

  it('holds rubric scores to 0-100 and needs a criterion title and valid e-mails', () => {
    const row = (min: number, max: number) => ({ title: 'T', rubric: [{ min, max, description: 'x' }] });
    expect(parseStageDetails({ assessmentCriteria: [row(0, 100)] }).ok).toBe(true);
    expect(parseStageDetails({ assessmentCriteria: [row(-1, 20)] })).toEqual({
      ok: false,
      message: 'Rubric scores are numbers from 0 to 100',
    });
    expect(parseStageDetails({ assessmentCriteria: [row(0, 101)] }).ok).toBe(false);
    expect(
      parseStageDetails({
        assessmentCriteria: [{ title: '', rubric: [{ min: 0, max: 1, description: 'd' }] }],
      }),
    ).toEqual({ ok: false, message: 'Every assessment criterion needs a title' });
    expect(parseStageDetails({ interviewers: [{ ...person(1), email: 'no-domain' }] })).toEqual({
      ok: false,
      message: 'Invalid email format',
    });
  });

  it('rubric inputs: digits only; a blank min becomes 0 and a blank max 20 on blur; 0-100', () => {
    expect(rubricInputDigits('4a2')).toBe('42');
    expect(rubricValueOnBlur('min', '')).toBe(0);
    expect(rubricValueOnBlur('max', '  ')).toBe(20);
    expect(rubricValueOnBlur('max', '250')).toBe(100);
    expect(rubricValueOnBlur('min', '35')).toBe(35);
    expect(newRubricRow()).toEqual({ min: 0, max: 20, description: '' });
  });

  it('keeps a duration of 15-180 whole minutes, leaves out a null one, refuses others with the message', () => {
    expect(parseStageDetails({ durationMinutes: 60 })).toMatchObject({
      ok: true,
      details: { durationMinutes: 60 },
    });
    for (const none of [null, undefined]) {
      const parsed = parseStageDetails({ durationMinutes: none });
      expect(parsed.ok && 'durationMinutes' in parsed.details).toBe(false);
    }
    for (const bad of [14, 181, 30.5, '30', Number.NaN]) {
      expect(parseStageDetails({ durationMinutes: bad })).toEqual({
        ok: false,
        message: 'The duration is a whole number of minutes from 15 to 180',
      });
    }
  });

  it('duration inputs: blank is none; else 15-180, 45 when not a number (the Role Builder’s rule)', () => {
    expect(['', '  ', '60', '10', '500', 'abc', '30.4'].map(durationOfInput)).toEqual([
      null,
      null,
      60,
      15,
      180,
      45,
      30,
    ]);
    expect(parseDuration(undefined)).toBe(45);
  });

  it('an import keeps a duration within 15-180 and leaves out one that is not a number', () => {
    const w = importWorkflow({
      maxEditableLayers: 8,
      layers: [
        { id: 'glance', blocks: [{ details: { durationMinutes: 'soon' } }] },
        { id: 'profile', blocks: [] },
        { id: 'talent', blocks: [{ details: { durationMinutes: 5 } }] },
        { id: 'x', blocks: [{ title: 'Pairing', details: { durationMinutes: 90 } }] },
        { id: 'washup', blocks: [] },
        { id: 'offer', blocks: [] },
      ],
    });
    if (!w.ok) throw new Error(w.message);
    expect(w.workflow.layers.map((l) => l.blocks[0]!.details.durationMinutes)).toEqual([
      undefined,
      undefined,
      15,
      90,
      undefined,
      undefined,
    ]);
  });

  it('words the save failures as the spec does', () => {
    expect(saveStageDetailsFailed('Boom')).toBe('Failed to save stage details: Boom');
    expect(saveStageDetailsFailed(undefined)).toBe('Failed to save stage details: Unknown error');
    expect(saveWorkflowFailed('')).toBe('Failed to save workflow: Unknown error');
    expect(saveWorkflowFailed('Missing fixed layers')).toBe('Failed to save workflow: Missing fixed layers');
  });
});
