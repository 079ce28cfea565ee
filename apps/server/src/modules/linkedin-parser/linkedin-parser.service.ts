import {
  type CvProfile,
  type LinkedinParse,
  type LinkedinParsePatch,
  type LinkedinParseSaveBody,
  type LinkedinParseSaveResult,
  type LinkedinParseVia,
  linkedinParserMessages,
  normalizeLinkedinUrl,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import { parseDocument, saveProfileCandidate } from '#src/modules/documents/index.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  deleteParse,
  findParse,
  insertParse,
  markParseSaved,
  updateParse,
} from './linkedin-parses.queries.js';

/** What the LinkedIn Parser runs on. */
export type LinkedinParserDeps = { db: Db; ai: AiRuntime };

/** 'https://www.linkedin.com/in/{slug}' for a LinkedIn profile's address, else null. */
function profileLink(url: string | null | undefined): string | null {
  const key = normalizeLinkedinUrl(url);
  return key?.startsWith('linkedin.com/in/') ? `https://www.${key}` : null;
}

/**
 * Reads a profile into a kept parse of the caller (docs/product/linkedin-parser.md#parsing): `text` (pasted,
 * or sent by the Content Extractor with the page's `url`) or the bytes of a dropped file, read as the documents
 * read an upload — a LinkedIn 'Save to PDF' export without a model, anything else by the model with the contact
 * details read from the text winning (docs/product/documents.md#parsing). A LinkedIn profile `url` fills the
 * profile's LinkedIn link when the text has none. The caller keeps their latest 50 parses.
 * @throws AppError VALIDATION with the documents' refusal of a file ('Please upload a .txt, .pdf, .docx or .doc
 *   file.', 'This file is larger than 10 MB, …', 'No text could be read from this file.', …).
 */
export async function createParse(
  deps: LinkedinParserDeps,
  opts: {
    caller: Caller;
    via: LinkedinParseVia;
    source: { text: string; url?: string | null } | { bytes: Buffer; fileName: string };
    signal?: AbortSignal;
  },
): Promise<LinkedinParse> {
  const { caller, source } = opts;
  const isText = 'text' in source;
  const parsed = await parseDocument({
    db: deps.db,
    ai: deps.ai,
    caller,
    bytes: isText ? Buffer.from(source.text, 'utf8') : source.bytes,
    signal: opts.signal,
  });
  const sourceUrl = isText ? source.url?.trim() || null : null;
  const profile = parsed.profile;
  profile.basics.linkedin_url ??= profileLink(sourceUrl);
  const parse = await insertParse(deps.db, caller, {
    via: opts.via,
    input: isText ? 'text' : parsed.kind,
    fileName: isText
      ? null
      : source.fileName
          .replace(/\p{Cc}/gu, '')
          .trim()
          .slice(0, 255) || 'profile',
    sourceUrl,
    text: parsed.text,
    readAs: parsed.source,
    profile,
    parserVersion: parsed.parserVersion,
    aiError: parsed.aiError,
  });
  return parse;
}

/** The caller's parse `id`. @throws AppError NOT_FOUND 'Parse not found' (also another user's). */
export async function getParse(db: Db, caller: Caller, id: string) {
  const found = await findParse(db, caller, id);
  if (!found) throw notFound(linkedinParserMessages.notFound);
  return found;
}

/**
 * Edits the caller's parse `id` (docs/product/linkedin-parser.md#editing): `basics` merged field by field, a list
 * given replaces the kept one. @throws AppError NOT_FOUND 'Parse not found'.
 */
export async function editParse(
  db: Db,
  caller: Caller,
  id: string,
  patch: LinkedinParsePatch,
): Promise<LinkedinParse> {
  const { text: _text, ...found } = await getParse(db, caller, id);
  const edits = patch.profile ?? {};
  const kept = found.profile;
  const profile: CvProfile = {
    basics: { ...kept.basics, ...edits.basics },
    work: edits.work ?? kept.work,
    education: edits.education ?? kept.education,
    skills: edits.skills ?? kept.skills,
    languages: edits.languages ?? kept.languages,
    certificates: edits.certificates ?? kept.certificates,
  };
  const updated = await updateParse(db, caller, id, { profile, sourceUrl: patch.source_url });
  if (!updated) throw notFound(linkedinParserMessages.notFound);
  return updated;
}

/** Deletes the caller's parse `id`. @throws AppError NOT_FOUND 'Parse not found'. */
export async function removeParse(db: Db, caller: Caller, id: string): Promise<void> {
  if (!(await deleteParse(db, caller, id))) throw notFound(linkedinParserMessages.notFound);
}

/**
 * Saves the caller's parse `id` as a candidate (docs/product/linkedin-parser.md#saving): the documents'
 * matching (LinkedIn profile, then e-mail; a name + phone match offered for confirmation, never merged
 * silently) and, with `job_id`, into that job's stage (Glance unless `stage_id`). Pasted text and a LinkedIn
 * export are kept as the candidate's LinkedIn text, a dropped CV as their CV. The parse records the candidate
 * and whether the app or the extension saved it.
 * @throws AppError NOT_FOUND 'Parse not found', 'Job not found'; VALIDATION 'Please pick a job for the stage.',
 *   'Stage not found', 'Please enter a name before saving the candidate.'
 */
export async function saveParse(
  db: Db,
  opts: { caller: Caller; id: string; body: LinkedinParseSaveBody; via: LinkedinParseVia },
): Promise<LinkedinParseSaveResult> {
  const { caller, body } = opts;
  const parse = await getParse(db, caller, opts.id);
  if (body.stage_id && !body.job_id) throw new AppError('VALIDATION', linkedinParserMessages.stageNeedsJob);
  const out = await saveProfileCandidate({
    db,
    caller,
    input: {
      profile: parse.profile,
      text: parse.text,
      source: parse.read_as === 'linkedin' || parse.input === 'text' ? 'linkedin' : 'cv',
      parserVersion: parse.parser_version,
      // The extension's saves are a source of their own (docs/product/analytics.md#sources).
      ...(opts.via === 'extension' ? { funnelSource: 'extension' as const } : {}),
    },
    target: body.job_id ? { jobId: body.job_id, stageId: body.stage_id } : null,
    samePerson: body.same_person,
    noName: linkedinParserMessages.nameRequired,
  });
  if (out.status === 'confirm') {
    return {
      status: 'confirm',
      match: { candidate_id: out.match.candidateId, name: out.match.name },
      message: out.message,
    };
  }
  await markParseSaved(db, caller, parse.id, { candidateId: out.candidateId, via: opts.via });
  return {
    status: 'saved',
    candidate_id: out.candidateId,
    outcome: out.outcome,
    message: out.message,
    job_id: out.target?.jobId ?? null,
    stage_id: out.target?.stageId ?? null,
  };
}
