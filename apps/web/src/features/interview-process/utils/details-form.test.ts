import { describe, expect, it } from 'vitest';
import {
  blankCriterion,
  durationOnBlur,
  fromDetailsForm,
  toDetailsForm,
} from '#/features/interview-process/utils/details-form';

describe('stage details form', () => {
  it('round-trips saved details', () => {
    const details = {
      durationMinutes: 60,
      interviewers: [
        { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test', slack: '@ada', role: '' },
      ],
      assessmentCriteria: [
        { title: 'Design', requirementIndexes: [1], rubric: [{ min: 0, max: 20, description: 'Weak' }] },
      ],
      interviewPlan: 'Intro',
      killerQuestions: ['Why us?'],
    };
    expect(fromDetailsForm(toDetailsForm(details))).toEqual({ ok: true, details });
    const { durationMinutes: _none, ...untimed } = details;
    expect(toDetailsForm(untimed).duration).toBe('');
    expect(fromDetailsForm(toDetailsForm(untimed))).toEqual({ ok: true, details: untimed });
  });

  it('reads the duration as on blur: blank is none, else 15-180, 45 when not a number', () => {
    expect(['', '200', 'x', '30'].map(durationOnBlur)).toEqual(['', '180', '45', '30']);
    const form = toDetailsForm({
      interviewers: [],
      assessmentCriteria: [],
      interviewPlan: '',
      killerQuestions: [],
    });
    expect(fromDetailsForm({ ...form, duration: '10' })).toMatchObject({ details: { durationMinutes: 15 } });
  });

  it('reads blank rubric bounds as 0 and 20, trims and drops empty killer questions', () => {
    const form = toDetailsForm({
      interviewers: [],
      assessmentCriteria: [],
      interviewPlan: ' Plan ',
      killerQuestions: [],
    });
    form.criteria.push({
      ...blankCriterion(),
      title: 'Craft',
      rubric: [{ min: '', max: '', description: 'x' }],
    });
    form.killerQuestions.push('  Notice period? ', '  ');
    expect(fromDetailsForm(form)).toEqual({
      ok: true,
      details: {
        interviewers: [],
        assessmentCriteria: [
          { title: 'Craft', requirementIndexes: [], rubric: [{ min: 0, max: 20, description: 'x' }] },
        ],
        interviewPlan: 'Plan',
        killerQuestions: ['Notice period?'],
      },
    });
  });

  it('refuses a criterion without a title that has rubric text', () => {
    const form = toDetailsForm({
      interviewers: [],
      assessmentCriteria: [],
      interviewPlan: '',
      killerQuestions: [],
    });
    form.criteria.push({ ...blankCriterion(), rubric: [{ min: '0', max: '20', description: 'Some' }] });
    expect(fromDetailsForm(form)).toEqual({ ok: false, message: 'Every assessment criterion needs a title' });
  });
});
