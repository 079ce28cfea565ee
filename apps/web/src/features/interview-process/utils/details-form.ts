import {
  type DetailsResult,
  durationOfInput,
  newRubricRow,
  parseStageDetails,
  rubricValueOnBlur,
  type StageDetails,
  type StageInterviewer,
} from '@rw/core';

/** A rubric row as its inputs hold it: min and max are typed text until they lose focus. */
export type RubricRowForm = { min: string; max: string; description: string };
export type CriterionForm = { title: string; requirementIndexes: number[]; rubric: RubricRowForm[] };
/** The stage details modal's values; the duration as typed (blank: none). */
export type DetailsForm = {
  duration: string;
  interviewers: StageInterviewer[];
  criteria: CriterionForm[];
  interviewPlan: string;
  killerQuestions: string[];
};

/** The form values of saved details. */
export function toDetailsForm(details: StageDetails): DetailsForm {
  return {
    duration: details.durationMinutes === undefined ? '' : String(details.durationMinutes),
    interviewers: details.interviewers.map((i) => ({ ...i })),
    criteria: details.assessmentCriteria.map((c) => ({
      title: c.title,
      requirementIndexes: [...c.requirementIndexes],
      rubric: c.rubric.map((r) => ({ min: String(r.min), max: String(r.max), description: r.description })),
    })),
    interviewPlan: details.interviewPlan,
    killerQuestions: [...details.killerQuestions],
  };
}

/** A blank interviewer, criterion (with one 0-20 row) and rubric row for the 'Add' buttons. */
export const blankInterviewer = (): StageInterviewer => ({
  firstName: '',
  lastName: '',
  email: '',
  slack: '',
  role: '',
});
export const blankRubricRow = (): RubricRowForm => {
  const row = newRubricRow();
  return { min: String(row.min), max: String(row.max), description: row.description };
};
export const blankCriterion = (): CriterionForm => ({
  title: '',
  requirementIndexes: [],
  rubric: [blankRubricRow()],
});

/**
 * What a duration input settles on when it loses focus (docs/product/interview-process.md#stage-details):
 * blank stays blank (no duration); anything else becomes 15-180, 45 when it is not a number.
 */
export function durationOnBlur(raw: string): string {
  const minutes = durationOfInput(raw);
  return minutes === null ? '' : String(minutes);
}

/**
 * The details the form describes, checked with the core rules
 * (docs/product/interview-process.md#stage-details): the duration read as on blur, blank rubric bounds read
 * as on blur (min 0, max 20),
 * text trimmed, empty killer questions dropped, the limits held.
 * @returns the details, or the first broken rule's message.
 */
export function fromDetailsForm(form: DetailsForm): DetailsResult {
  return parseStageDetails({
    durationMinutes: durationOfInput(form.duration),
    interviewers: form.interviewers,
    assessmentCriteria: form.criteria.map((c) => ({
      title: c.title,
      requirementIndexes: c.requirementIndexes,
      rubric: c.rubric.map((r) => ({
        min: rubricValueOnBlur('min', r.min),
        max: rubricValueOnBlur('max', r.max),
        description: r.description,
      })),
    })),
    interviewPlan: form.interviewPlan,
    killerQuestions: form.killerQuestions,
  });
}
