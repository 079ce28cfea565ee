import { type JobDraft, jobMessages, normalizeList, normalizeSkills } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import { aiDeadline } from '#src/platform/ai/ai-errors.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { type ExtractJobOutput, extractJobPrompt } from '#src/platform/ai/prompts/extract-job.prompt.js';
import { extractDocumentText } from '#src/platform/documents/extract-text.js';
import type { Caller } from '#src/plugins/auth.js';

/** Uploads larger than this are refused (the body limit's default). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
/** The model reads at most this much of a description; longer text is cut. */
export const MAX_DESCRIPTION_CHARS = 40_000;

/**
 * The plain text of an uploaded job description (docs/product/jobs.md#add-a-job): the file's type comes from
 * its bytes, never its name, and PDF, DOCX and DOC are parsed off the event loop within the document limits
 * (docs/product/documents.md#limits).
 * @param opts.bytes the upload; `opts.signal` stops the parse when the request goes away.
 * @throws AppError VALIDATION with the documents' messages (unsupported type, unreadable file, each limit
 *   named), or 'No text could be read from this file.' when no text comes out.
 */
export async function extractDescriptionText(opts: {
  bytes: Uint8Array;
  signal?: AbortSignal;
}): Promise<string> {
  const { text } = await extractDocumentText(opts);
  if (!text) throw new AppError('VALIDATION', jobMessages.emptyFile);
  return text;
}

/**
 * The model's extraction as a draft of the job's fields (named as in docs/product/jobs.md#data), normalised.
 */
export function toDraft(out: ExtractJobOutput): JobDraft {
  const text = (v: string | null) => (v?.trim() ? v.trim() : null);
  const [min, max] = [out.salary_min, out.salary_max];
  const ordered = min != null && max != null && min > max ? [max, min] : [min, max];
  return {
    title: out.title.trim(),
    location: text(out.location),
    department: text(out.department),
    hiring_manager: text(out.hiring_manager),
    work_style: out.work_style,
    employment_type: out.employment_type,
    seniority: out.seniority,
    job_function: out.job_function,
    salary_min: ordered[0] ?? null,
    salary_max: ordered[1] ?? null,
    currency: out.currency,
    compensation_additional: text(out.compensation_additional),
    equity: text(out.equity),
    job_context: text(out.job_context),
    skills_hard: normalizeSkills(out.skills_hard),
    skills_soft: normalizeSkills(out.skills_soft),
    urgency: out.urgency,
    requisition_id: text(out.requisition_id),
    jd_role_mission: text(out.role_mission),
    jd_responsibilities: normalizeList(out.responsibilities),
    jd_requirements: normalizeList(out.requirements),
    jd_nice_to_have: normalizeList(out.nice_to_have),
    jd_benefits: normalizeList(out.benefits),
  };
}

/** The extraction reads for at most this long (ms). */
export const EXTRACTION_TIMEOUT_MS = 120_000;

/**
 * The one extraction of a job from text (docs/product/jobs.md#add-a-job), shared by 'Add job from existing
 * description' and 'Generate with AI brief': the model reads the text and returns the job's fields and
 * description lists as a draft (toDraft); nothing is saved here.
 * @returns the draft and how many characters of the source were read.
 * @throws AppError VALIDATION 'Please paste or upload a job description.' for blank text; the AI layer's
 *   errors (not configured, credit limit, provider trouble) as they are.
 */
export async function draftJobFromDescription(opts: {
  db: Db;
  ai: AiRuntime;
  caller: Caller;
  text: string;
}): Promise<{ draft: JobDraft; source_chars: number }> {
  const text = opts.text.trim().slice(0, MAX_DESCRIPTION_CHARS);
  if (!text) throw new AppError('VALIDATION', jobMessages.descriptionRequired);
  const out = await runAiTask({
    db: opts.db,
    ai: opts.ai,
    user: opts.caller,
    prompt: extractJobPrompt,
    input: { text },
    service: extractJobPrompt.task,
    signal: aiDeadline(EXTRACTION_TIMEOUT_MS),
  });
  return { draft: toDraft(out), source_chars: text.length };
}
