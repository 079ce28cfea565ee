import { type CvProfile, documentMessages } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import { aiDeadline } from '#src/platform/ai/ai-errors.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { extractCvProfilePrompt } from '#src/platform/ai/prompts/extract-cv-profile.prompt.js';
import { extractDocumentText } from '#src/platform/documents/extract-text.js';
import type { DocumentKind, DocumentLimits } from '#src/platform/documents/limits.js';
import type { Caller } from '#src/plugins/auth.js';
import { mergeProfiles, PARSER_VERSION, readDeterministic } from './profile/read-profile.js';

/** The model reads at most this much of a CV (the start of a CV holds what a profile needs). */
export const PROFILE_TEXT_MAX_CHARS = 60_000;
/** The model's reading of one CV may take this long, in ms. */
const PROFILE_TIMEOUT_MS = 120_000;

/** A document read into a profile (docs/product/documents.md#parsing). */
export type ParsedDocument = {
  kind: DocumentKind;
  /** The document's text (reading order; OCR for a scan). */
  text: string;
  truncated: boolean;
  ocr: boolean;
  /** 'linkedin' for LinkedIn's profile export, read without a model; 'cv' otherwise. */
  source: 'linkedin' | 'cv';
  profile: CvProfile;
  parserVersion: number;
  /** Why the model could not read a CV (the AI layer's message): the profile holds what was read without it. */
  aiError: string | null;
};

/**
 * Reads an uploaded CV or LinkedIn profile export into a profile (docs/product/documents.md#parsing): its text
 * within the document limits (by its bytes; reading order; OCR for a scan), then a LinkedIn export read whole
 * without a model, or a CV read by the model (the caller's organisation's AI key, metered) into a JSON
 * Resume-shaped profile with the contact details read from the text winning. When the model cannot read it
 * (no AI key, credit spent, provider down), the profile keeps what was read without it and `aiError` says why.
 * @throws AppError VALIDATION with the document message of a refused file (unsupported, too large, unpacks
 *   too large, too many parts, too slow, too much memory, protected with a password, unreadable) or 'No text
 *   could be read from this file.'
 */
export async function parseDocument(opts: {
  db: Db;
  ai: AiRuntime;
  caller: Caller;
  bytes: Uint8Array;
  limits?: DocumentLimits;
  signal?: AbortSignal;
}): Promise<ParsedDocument> {
  const read = await extractDocumentText({ bytes: opts.bytes, limits: opts.limits, signal: opts.signal });
  if (!read.text) throw new AppError('VALIDATION', documentMessages.noText);
  const base = {
    kind: read.kind,
    text: read.text,
    truncated: read.truncated,
    ocr: read.ocr === true,
    parserVersion: PARSER_VERSION,
  };
  const deterministic = readDeterministic(read.text, read.pages);
  if (deterministic.source === 'linkedin') {
    return { ...base, source: 'linkedin', profile: deterministic.profile, aiError: null };
  }
  try {
    const model = await runAiTask({
      db: opts.db,
      ai: opts.ai,
      user: opts.caller,
      prompt: extractCvProfilePrompt,
      input: { text: read.text.slice(0, PROFILE_TEXT_MAX_CHARS) },
      service: extractCvProfilePrompt.task,
      signal: aiDeadline(PROFILE_TIMEOUT_MS),
    });
    return { ...base, source: 'cv', profile: mergeProfiles(model, deterministic.profile), aiError: null };
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    return { ...base, source: 'cv', profile: deterministic.profile, aiError: err.message };
  }
}
