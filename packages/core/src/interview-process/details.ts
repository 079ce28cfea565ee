import { z } from 'zod';
import {
  DEFAULT_DURATION_MINUTES,
  DEFAULT_RUBRIC_ROW,
  MAX_CRITERIA,
  MAX_DESCRIPTION_LENGTH,
  MAX_DURATION_MINUTES,
  MAX_INTERVIEWERS,
  MAX_KILLER_QUESTIONS,
  MAX_PLAN_LENGTH,
  MAX_RUBRIC_ROWS,
  MAX_TEXT_LENGTH,
  MIN_DURATION_MINUTES,
  workflowMessages as m,
  RUBRIC_MAX,
  RUBRIC_MIN,
} from './constants.js';

/*
 * Stage details, `Block.details` (docs/product/interview-process.md#stage-details): the duration,
 * interviewers, assessment criteria with rubric rows, the interview plan and killer questions. `stageDetailsSchema` is the stored,
 * canonical form within the limits (docs/product/interview-process.md#limits); `stageDetailsInput` accepts
 * what a form sends, normalises it (`normalizeStageDetails`) and then applies the limits, so the first broken
 * rule is the error message.
 */

const text = z.string().max(MAX_TEXT_LENGTH, m.textTooLong);
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Whether an interviewer e-mail is acceptable: blank, or a name with a domain part. */
export const isInterviewerEmail = (v: string) => v === '' || EMAIL.test(v);
const score = z.number().min(RUBRIC_MIN, m.rubricRange).max(RUBRIC_MAX, m.rubricRange);

/** One interviewer; `role` is what an AI-generated process names (e.g. 'Hiring Manager') before people are chosen. */
export const stageInterviewerSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string().refine(isInterviewerEmail, m.invalidEmail),
  slack: z.string(),
  role: z.string(),
});
export type StageInterviewer = z.infer<typeof stageInterviewerSchema>;

/** One rubric row: a score band 0-100 and what it means. */
export const rubricRowSchema = z.object({ min: score, max: score, description: z.string() });
export type RubricRow = z.infer<typeof rubricRowSchema>;

/** One assessment criterion (stored as acN = title, rubricN = JSON text of the rows). */
export const assessmentCriterionSchema = z.object({
  title: z.string().min(1, m.criterionTitleRequired),
  rubric: z.array(rubricRowSchema).max(MAX_RUBRIC_ROWS, m.tooManyRubricRows),
  /** 0-based indexes of the job's requirements this criterion assesses (set by AI generation; optional). */
  requirementIndexes: z.array(z.int().min(0)),
});
export type AssessmentCriterion = z.infer<typeof assessmentCriterionSchema>;

/** A step's duration: whole minutes, 15-180 (the stage row's duration_minutes). */
const durationMinutes = z
  .int(m.durationRange)
  .min(MIN_DURATION_MINUTES, m.durationRange)
  .max(MAX_DURATION_MINUTES, m.durationRange);

/**
 * A block's details, canonical and within the limits. `durationMinutes` is absent when the step has no
 * duration (a process saved before durations were kept in the details has none either).
 */
export const stageDetailsSchema = z.object({
  durationMinutes: durationMinutes.optional(),
  interviewers: z.array(stageInterviewerSchema).max(MAX_INTERVIEWERS, m.tooManyInterviewers),
  assessmentCriteria: z.array(assessmentCriterionSchema).max(MAX_CRITERIA, m.tooManyCriteria),
  interviewPlan: z.string(),
  killerQuestions: z.array(z.string().min(1)).max(MAX_KILLER_QUESTIONS, m.tooManyKillerQuestions),
});
export type StageDetails = z.infer<typeof stageDetailsSchema>;

const draftInterviewer = z.object({
  firstName: text.default(''),
  lastName: text.default(''),
  email: text.default(''),
  slack: text.default(''),
  role: text.default(''),
});
const draftRubricRow = z.object({
  min: z.number({ error: m.rubricRange }),
  max: z.number({ error: m.rubricRange }),
  description: z.string().max(MAX_DESCRIPTION_LENGTH, m.textTooLong).default(''),
});
const draftCriterion = z.object({
  title: text.default(''),
  rubric: z.array(draftRubricRow).max(50, m.tooManyRubricRows).default([]),
  requirementIndexes: z.array(z.int().min(0).max(999)).max(50).default([]),
});

/**
 * Stage details as a form or a client sends them: any text, blank rows, a duration that is null or left out
 * when there is none; bounded so parsing stays cheap.
 */
export const stageDetailsDraftSchema = z.object({
  durationMinutes: z.number({ error: m.durationRange }).nullish(),
  interviewers: z.array(draftInterviewer).max(20, m.tooManyInterviewers).default([]),
  assessmentCriteria: z.array(draftCriterion).max(20, m.tooManyCriteria).default([]),
  interviewPlan: z.string().max(MAX_PLAN_LENGTH, m.textTooLong).default(''),
  killerQuestions: z.array(text).max(100, m.tooManyKillerQuestions).default([]),
});
export type StageDetailsDraft = z.input<typeof stageDetailsDraftSchema>;

/** Empty details: what a new block starts with. */
export function emptyStageDetails(): StageDetails {
  return { interviewers: [], assessmentCriteria: [], interviewPlan: '', killerQuestions: [] };
}

/**
 * Normalises stage details (docs/product/interview-process.md#stage-details): a null duration left out; text
 * trimmed; interviewers with
 * nothing filled in dropped; criteria with neither a title nor any rubric description dropped; requirement
 * indexes deduplicated and sorted; killer questions trimmed with empties dropped; the interview plan trimmed.
 * Limits are not applied here (see `stageDetailsInput`).
 */
export function normalizeStageDetails(d: z.output<typeof stageDetailsDraftSchema>): StageDetails {
  const interviewers = d.interviewers
    .map((i) => ({
      firstName: i.firstName.trim(),
      lastName: i.lastName.trim(),
      email: i.email.trim(),
      slack: i.slack.trim(),
      role: i.role.trim(),
    }))
    .filter((i) => Object.values(i).some(Boolean));
  const assessmentCriteria = d.assessmentCriteria
    .map((c) => ({
      title: c.title.trim(),
      rubric: c.rubric.map((r) => ({ min: r.min, max: r.max, description: r.description.trim() })),
      requirementIndexes: [...new Set(c.requirementIndexes)].sort((a, b) => a - b),
    }))
    .filter((c) => c.title || c.rubric.some((r) => r.description));
  return {
    ...(d.durationMinutes == null ? {} : { durationMinutes: d.durationMinutes }),
    interviewers,
    assessmentCriteria,
    interviewPlan: d.interviewPlan.trim(),
    killerQuestions: d.killerQuestions.map((q) => q.trim()).filter(Boolean),
  };
}

/** What the API accepts as stage details: a draft, normalised, then held to the limits. */
export const stageDetailsInput = stageDetailsDraftSchema
  .transform(normalizeStageDetails)
  .pipe(stageDetailsSchema);

export type DetailsResult = { ok: true; details: StageDetails } | { ok: false; message: string };

/** Parses and normalises details. @returns the canonical details, or the first broken rule's message. */
export function parseStageDetails(input: unknown): DetailsResult {
  const parsed = stageDetailsInput.safeParse(input ?? {});
  if (parsed.success) return { ok: true, details: parsed.data };
  return { ok: false, message: parsed.error.issues[0]?.message ?? m.textTooLong };
}

/**
 * Keeps only digits of what was typed into a rubric min/max input (digits only,
 * docs/product/interview-process.md#stage-details).
 */
export function rubricInputDigits(raw: string): string {
  return raw.replace(/\D/g, '').slice(0, 3);
}

/**
 * The value a rubric min/max input settles on when it loses focus
 * (docs/product/interview-process.md#stage-details): blank min → 0, blank max → 20; otherwise the
 * number clamped to 0-100.
 */
export function rubricValueOnBlur(kind: 'min' | 'max', raw: string): number {
  const digits = rubricInputDigits(raw);
  if (digits === '') return DEFAULT_RUBRIC_ROW[kind];
  return Math.min(RUBRIC_MAX, Math.max(RUBRIC_MIN, Number(digits)));
}

/** A new rubric row: 0-20 with no description. */
export function newRubricRow(): RubricRow {
  return { ...DEFAULT_RUBRIC_ROW, description: '' };
}

/**
 * A duration as typed (docs/product/role-builder.md#configure-interview): a number is kept within 15-180
 * minutes (rounded); anything that is not a number is 45.
 */
export function parseDuration(input: string | number | null | undefined): number {
  const n = typeof input === 'number' ? input : Number.parseFloat(String(input ?? '').trim());
  if (!Number.isFinite(n)) return DEFAULT_DURATION_MINUTES;
  return Math.min(MAX_DURATION_MINUTES, Math.max(MIN_DURATION_MINUTES, Math.round(n)));
}

/**
 * The duration a stage details form saves (docs/product/interview-process.md#stage-details): blank is no
 * duration (null); anything else as the Role Builder reads it (`parseDuration`: 15-180, 45 when not a number).
 */
export function durationOfInput(raw: string): number | null {
  return raw.trim() === '' ? null : parseDuration(raw);
}

/**
 * A stored duration (a stage row's duration_minutes, a number from outside) within 15-180 minutes, or
 * undefined when there is none: null, or not a finite number.
 */
export function storedDuration(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) ? parseDuration(value) : undefined;
}

/** Cuts details down to the limits (for data from rows or a model, which may carry more than allowed). */
export function clampStageDetails(d: StageDetails): StageDetails {
  const duration = storedDuration(d.durationMinutes);
  return {
    ...(duration === undefined ? {} : { durationMinutes: duration }),
    interviewers: d.interviewers.slice(0, MAX_INTERVIEWERS),
    assessmentCriteria: d.assessmentCriteria.slice(0, MAX_CRITERIA).map((c) => ({
      ...c,
      rubric: c.rubric.slice(0, MAX_RUBRIC_ROWS).map((r) => ({
        min: clampScore(r.min),
        max: clampScore(r.max),
        description: r.description,
      })),
    })),
    interviewPlan: d.interviewPlan,
    killerQuestions: d.killerQuestions.slice(0, MAX_KILLER_QUESTIONS),
  };
}

function clampScore(n: number): number {
  return Number.isFinite(n) ? Math.min(RUBRIC_MAX, Math.max(RUBRIC_MIN, Math.round(n))) : RUBRIC_MIN;
}
