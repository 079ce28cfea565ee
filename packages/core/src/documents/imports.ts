import { z } from 'zod';
import { importDoneMessage } from '../candidates/messages.js';
import { jobHistoryEntry } from './profile.js';

/*
 * 'Upload CV / LinkedIn' on a job's stage (docs/product/documents.md#upload-on-a-stage): a batch of files, each
 * stored, read, matched and imported into the stage, reported file by file.
 */

/** The largest CV or LinkedIn PDF, in bytes (the document limit, docs/product/documents.md#limits). */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
/** Files in one batch at most. */
export const DOCUMENT_BATCH_MAX_FILES = 50;
/** What the file picker offers. */
export const DOCUMENT_ACCEPT = ['.pdf', '.docx', '.doc', '.txt'] as const;

export const documentImportMessages = {
  tooManyFiles: (max: number) => `Please choose at most ${max} files at a time.`,
  noFiles: 'No file selected.',
  stageNotFound: 'Stage not found',
  importNotFound: 'Import not found',
  fileNotFound: 'File not found',
  alreadyUploaded: 'This file has already been uploaded.',
  notAwaitingConfirmation: 'This file is not waiting for a confirmation.',
  noName:
    'No name could be read from this file. Add the candidate by hand, then upload the CV on their page.',
  interrupted: 'Reading this file was interrupted. Please upload it again.',
  neverArrived: 'The file did not arrive. Please upload it again.',
  created: (name: string) => `Added ${name} as a new candidate.`,
  updated: (name: string) => `Updated ${name}.`,
  confirm: (name: string) => `${name} already exists with the same name and phone. Is this the same person?`,
  keptApart: (name: string) => `Added ${name} as a new candidate (not the same person).`,
} as const;

/** Where a file of a batch is. */
export const documentImportFileStatuses = [
  'waiting',
  'queued',
  'reading',
  'imported',
  'failed',
  'confirm',
] as const;
export type DocumentImportFileStatus = (typeof documentImportFileStatuses)[number];

/** A file's state is final (nothing more happens to it without the user). */
export const isSettledFile = (status: DocumentImportFileStatus) =>
  status === 'imported' || status === 'failed' || status === 'confirm';

export const documentImportFile = z.object({
  id: z.string(),
  position: z.number().int(),
  file_name: z.string(),
  size_bytes: z.number().int(),
  status: z.enum(documentImportFileStatuses),
  /** What happened, for the status line: 'Added Maria Garcia as a new candidate.', or why it failed. */
  message: z.string().nullable(),
  candidate_id: z.string().nullable(),
  outcome: z.enum(['created', 'updated']).nullable(),
  /** With status 'confirm': the candidate with the same name and phone, offered for confirmation. */
  match: z.object({ candidate_id: z.string(), name: z.string() }).nullable(),
});
export type DocumentImportFile = z.infer<typeof documentImportFile>;

export const documentImport = z.object({
  import_id: z.string(),
  job_id: z.string(),
  stage_id: z.string(),
  status: z.enum(['running', 'completed']),
  total: z.number().int(),
  imported: z.number().int(),
  created_at: z.string(),
  /** Moves whenever a file of the batch does: of two answers, the later one is the newer. */
  updated_at: z.string(),
  finished_at: z.string().nullable(),
  files: z.array(documentImportFile),
});
export type DocumentImport = z.infer<typeof documentImport>;

/** Starting a batch: the stage and the files the user chose (names and sizes; each is then uploaded). */
export const createDocumentImportBody = z.object({
  stage_id: z.string().min(1).max(100),
  files: z
    .array(z.object({ name: z.string().max(1000), size: z.number().int().min(0) }))
    .min(1, documentImportMessages.noFiles)
    .max(DOCUMENT_BATCH_MAX_FILES, documentImportMessages.tooManyFiles(DOCUMENT_BATCH_MAX_FILES)),
});
export type CreateDocumentImportBody = z.infer<typeof createDocumentImportBody>;

/** A name + phone match answered: the same person (update them) or someone else (a new candidate). */
export const confirmDocumentMatchBody = z.object({ same_person: z.boolean() });

/** `documents.import` event data: the batch with every file's state, after any of them changed. */
export const documentImportEvent = documentImport;

/**
 * A batch's status lines (docs/product/documents.md#status-lines): one per file that has an outcome,
 * '{file}: {what happened}', then 'Done. Imported X of Y.' once every file is settled.
 */
export function documentImportLines(batch: Pick<DocumentImport, 'files' | 'imported' | 'total'>): {
  lines: { file_id: string; text: string; tone: 'success' | 'error' | 'info' }[];
  done: string | null;
} {
  const lines = batch.files
    .filter((f) => f.message)
    .map((f) => ({
      file_id: f.id,
      text: `${f.file_name}: ${f.message}`,
      tone: (f.status === 'imported' ? 'success' : f.status === 'failed' ? 'error' : 'info') as
        | 'success'
        | 'error'
        | 'info',
    }));
  const settled = batch.files.every((f) => isSettledFile(f.status));
  return { lines, done: settled ? importDoneMessage(batch.imported, batch.total) : null };
}

/** The candidate's CV as the CV tab shows it: the experience list of `job_history`, entries that parse. */
export function jobHistoryEntries(history: unknown[] | null | undefined) {
  return (history ?? []).flatMap((h) => {
    const parsed = jobHistoryEntry.safeParse(h);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The answer of a CV uploaded on the candidate page: the candidate, the stored file, the status line. */
export const candidateCvUpload = z.object({
  candidate_id: z.string(),
  file_id: z.string(),
  message: z.string(),
});
export type CandidateCvUpload = z.infer<typeof candidateCvUpload>;

/** A 'Re-parse all' run of an organisation (docs/product/documents.md#re-parsing). */
export const documentReparseRun = z.object({
  run_id: z.string(),
  status: z.enum(['running', 'completed', 'failed']),
  /** The parser version the run reads with. */
  parser_version: z.number().int(),
  /** Candidates with a stored CV or LinkedIn PDF when it started. */
  total: z.number().int(),
  /** Read again and updated. */
  done: z.number().int(),
  /** Could not be read again (their file, the reading); they keep what they had. */
  failed: z.number().int(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type DocumentReparseRun = z.infer<typeof documentReparseRun>;
export const documentReparseLatest = z.object({ run: documentReparseRun.nullable() });

export const documentReparseMessages = {
  interrupted: 'Re-parsing was interrupted when the server stopped. Start it again to finish.',
  nothing: 'No candidate has a stored CV or LinkedIn PDF to re-parse.',
  progress: (run: Pick<DocumentReparseRun, 'done' | 'failed' | 'total'>) =>
    `Re-parsing ${run.done + run.failed} of ${run.total} candidate(s)…`,
  finished: (run: Pick<DocumentReparseRun, 'done' | 'failed' | 'total'>) =>
    `Re-parsed ${run.done} of ${run.total} candidate(s).${run.failed > 0 ? ` ${run.failed} could not be read again.` : ''}`,
} as const;
