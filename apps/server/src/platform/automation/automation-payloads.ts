import { z } from 'zod';

/**
 * The AI automation instructions and their payloads, field for field as docs/product/ai.md#payloads lists
 * them, in camelCase. A job field the user left empty is null; lists are arrays. (Moves to packages/core when
 * the web client needs it.)
 */
export const automationInstructions = [
  'GenerateJD',
  'SalaryGen',
  'IntakeSummary',
  'IntProcess',
  'ScoreCandidates',
] as const;
export type AutomationInstruction = (typeof automationInstructions)[number];

const text = z.string().nullable();
const timestamp = z.iso.datetime({ offset: true });
/** A list field; null (never filled) becomes []. */
const list = z
  .array(z.string())
  .nullable()
  .transform((v) => v ?? []);
/**
 * Skills: a list, or the semicolon-joined text the jobs table may hold (docs/product/ai.md#payloads);
 * trimmed, no empties.
 */
const skills = z
  .union([z.array(z.string()), z.string(), z.null()])
  .transform((v) => (typeof v === 'string' ? v.split(';') : (v ?? [])).map((s) => s.trim()).filter(Boolean));

/** The job fields SalaryGen, IntakeSummary, GenerateJD and ScoreCandidates share. */
const jobFields = {
  jobId: z.string().min(1),
  jobTitle: z.string(),
  companyName: text,
  location: text,
  seniority: text,
  jobFunction: text,
  department: text,
  workStyle: text,
  hardSkills: skills,
  softSkills: skills,
  jobContext: text,
  intakeNotes: text,
};

/** The job description fields GenerateJD and ScoreCandidates add. */
const jdFields = {
  jdRoleMission: text,
  jdResponsibilities: list,
  jdRequirements: list,
  jdNiceToHave: list,
  jdBenefits: list,
};

/** One candidate of a ScoreCandidates payload. */
export const scoreCandidate = z.strictObject({
  candidateId: z.string().min(1),
  firstName: text,
  lastName: text,
  title: text,
  company: text,
  location: text,
  email: text,
  linkedinUrl: text,
  cvText: text,
  linkedinRawText: text,
});

export const salaryGenPayload = z.strictObject({ ...jobFields, timestamp });
export const intakeSummaryPayload = z.strictObject({ ...jobFields, timestamp });
export const generateJDPayload = z.strictObject({ ...jobFields, ...jdFields, timestamp });
export const intProcessPayload = z.strictObject({
  jobId: z.string().min(1),
  companyName: text,
  roleTitle: z.string(),
  seniority: text,
  toneOfVoice: text,
  mission: text,
  responsibilities: list,
  requirements: list,
  /** The job's recruitment notes / intake transcript: a hiring manager's stated process shapes the plan. */
  intakeNotes: text.default(null),
  timestamp,
});
export const scoreCandidatesPayload = z.strictObject({
  ...jobFields,
  ...jdFields,
  candidates: z.array(scoreCandidate).min(1),
  timestamp,
});

export const automationPayloadSchemas = {
  GenerateJD: generateJDPayload,
  SalaryGen: salaryGenPayload,
  IntakeSummary: intakeSummaryPayload,
  IntProcess: intProcessPayload,
  ScoreCandidates: scoreCandidatesPayload,
} as const satisfies Record<AutomationInstruction, z.ZodType>;

/** The payload of an instruction as sent (lists normalised, timestamp set). */
export type AutomationPayload<I extends AutomationInstruction> = z.output<
  (typeof automationPayloadSchemas)[I]
>;
/** What a builder takes: the payload without `timestamp`; skills may be semicolon-joined text. */
export type AutomationInput<I extends AutomationInstruction> = Omit<
  z.input<(typeof automationPayloadSchemas)[I]>,
  'timestamp'
>;

// TypeScript cannot correlate `I` with the indexed schema's type; the map above fixes the pairing.
const schemaOf = <I extends AutomationInstruction>(instruction: I) =>
  automationPayloadSchemas[instruction] as unknown as z.ZodType<AutomationPayload<I>>;

/**
 * Builds and validates an instruction's payload, stamping `timestamp` (ISO 8601) with `now`.
 * @throws ZodError naming the first missing or wrongly typed field.
 */
export function buildAutomationPayload<I extends AutomationInstruction>(
  instruction: I,
  input: AutomationInput<I>,
  now: Date = new Date(),
): AutomationPayload<I> {
  return schemaOf(instruction).parse({ ...input, timestamp: now.toISOString() });
}

/** Re-validates a payload read back from a job (it crossed the database as JSON). @throws ZodError */
export function parseAutomationPayload<I extends AutomationInstruction>(
  instruction: I,
  payload: unknown,
): AutomationPayload<I> {
  return schemaOf(instruction).parse(payload);
}

export const buildGenerateJD = (input: AutomationInput<'GenerateJD'>, now?: Date) =>
  buildAutomationPayload('GenerateJD', input, now);
export const buildSalaryGen = (input: AutomationInput<'SalaryGen'>, now?: Date) =>
  buildAutomationPayload('SalaryGen', input, now);
export const buildIntakeSummary = (input: AutomationInput<'IntakeSummary'>, now?: Date) =>
  buildAutomationPayload('IntakeSummary', input, now);
export const buildIntProcess = (input: AutomationInput<'IntProcess'>, now?: Date) =>
  buildAutomationPayload('IntProcess', input, now);
export const buildScoreCandidates = (input: AutomationInput<'ScoreCandidates'>, now?: Date) =>
  buildAutomationPayload('ScoreCandidates', input, now);
