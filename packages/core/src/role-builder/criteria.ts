import { z } from 'zod';
import {
  MAX_CRITERIA,
  MAX_DESCRIPTION_LENGTH,
  MAX_TEXT_LENGTH,
  workflowMessages,
} from '../interview-process/constants.js';
import { type AssessmentCriterion, type RubricRow, rubricRowSchema } from '../interview-process/details.js';
import type { Workflow } from '../interview-process/model.js';

/*
 * Assessment criteria of a role (docs/product/role-builder.md#assessment-criteria): 3-5 criteria, each
 * checkable from a CV or in an interview, each with rubric rows on the interview process's 0-100 bands
 * (docs/product/interview-process.md#rubric-scale). Saving them makes them AC1-AC5 of every step of the
 * job's process, so AI scoring and the interviewers' scorecards use them.
 */

/** How many criteria generation gives. */
export const MIN_GENERATED_CRITERIA = 3;
export const MAX_GENERATED_CRITERIA = 5;

/**
 * The rubric bands of a generated criterion, points out of 100: 0-20 no evidence, 21-40 weak, 41-60 some,
 * 61-80 strong, 81-100 exceptional.
 */
export const roleRubricBands = [
  { min: 0, max: 20, label: 'No evidence' },
  { min: 21, max: 40, label: 'Weak' },
  { min: 41, max: 60, label: 'Some' },
  { min: 61, max: 80, label: 'Strong' },
  { min: 81, max: 100, label: 'Exceptional' },
] as const;

/** Where a criterion can be checked. */
export const criterionEvidence = ['cv', 'interview', 'both'] as const;
export type CriterionEvidence = (typeof criterionEvidence)[number];
export const criterionEvidenceLabels: Record<CriterionEvidence, string> = {
  cv: 'From the CV',
  interview: 'In an interview',
  both: 'CV and interview',
};

/** One criterion of a role. */
export const roleCriterionSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, workflowMessages.criterionTitleRequired)
    .max(MAX_TEXT_LENGTH, workflowMessages.textTooLong),
  description: z.string().trim().max(MAX_DESCRIPTION_LENGTH, workflowMessages.textTooLong).default(''),
  evidence: z.enum(criterionEvidence),
  rubric: z.array(rubricRowSchema).min(1).max(roleRubricBands.length, workflowMessages.tooManyRubricRows),
});
export type RoleCriterion = z.output<typeof roleCriterionSchema>;

/** The criteria saved on a job: 1-5 (the AC1-AC5 slots). */
export const roleCriteriaSchema = z
  .array(roleCriterionSchema)
  .min(1)
  .max(MAX_CRITERIA, workflowMessages.tooManyCriteria);

/** Rubric rows from one description per band, in the bands' order (missing ones left out). */
export function rubricFromBands(descriptions: readonly string[]): RubricRow[] {
  return roleRubricBands.flatMap((band, i) => {
    const description = descriptions[i]?.trim();
    return description
      ? [{ min: band.min, max: band.max, description: description.slice(0, MAX_DESCRIPTION_LENGTH) }]
      : [];
  });
}

/** A role's criterion as an interview step's assessment criterion (AC title and its rubric). */
export function toAssessmentCriterion(c: RoleCriterion): AssessmentCriterion {
  return { title: c.title, rubric: c.rubric.map((r) => ({ ...r })), requirementIndexes: [] };
}

/**
 * The workflow with `criteria` as the assessment criteria of every step, fixed and custom
 * (docs/product/role-builder.md#assessment-criteria).
 */
export function applyCriteriaToWorkflow(workflow: Workflow, criteria: readonly RoleCriterion[]): Workflow {
  const assessmentCriteria = criteria.slice(0, MAX_CRITERIA).map(toAssessmentCriterion);
  return {
    ...workflow,
    layers: workflow.layers.map((l) => ({
      ...l,
      blocks: l.blocks.map((b) => ({
        ...b,
        details: { ...b.details, assessmentCriteria: assessmentCriteria.map((c) => ({ ...c })) },
      })),
    })),
  };
}
