import { z } from 'zod';

/*
 * Imports and scoring runs whose server stopped mid-way (docs/product/candidates.md#interrupted-runs): what
 * the user is told, and the state of an import as the API and the live stream report it.
 */

/** A scoring run whose server stopped is resumed at most this many times, then ends failed. */
export const SCORING_RUN_MAX_RESUMES = 3;

/** The messages of interrupted runs (docs/product/candidates.md#interrupted-runs), verbatim. */
export const interruptedRunMessages = {
  /** A scoring run's `error` (and its notification) when it was interrupted more than SCORING_RUN_MAX_RESUMES times. */
  scoring:
    'Scoring was interrupted: the server running it stopped too often. Candidates already scored keep their scores; press Score with AI to score the rest.',
} as const;

/**
 * 'The import was interrupted: the server stopped after {n} rows were imported. Upload the file again to import
 * the rest; rows already imported are updated, not duplicated.' — an import's `error` when its server stopped
 * (docs/product/candidates.md#interrupted-runs).
 */
export function importInterruptedMessage(imported: number): string {
  return `The import was interrupted: the server stopped after ${imported.toLocaleString('en-US')} rows were imported. Upload the file again to import the rest; rows already imported are updated, not duplicated.`;
}

export const importStatuses = ['running', 'completed', 'failed'] as const;

/** GET /api/jobs/{jobId}/candidates/imports/{importId} for an id that is not the organisation's import of that job. */
export const importNotFoundMessage = 'Import not found';

/**
 * An import as recorded (GET /api/jobs/{jobId}/candidates/imports/{importId}; also the data of `import.status`
 * events, sent when an import ends): `imported`, `created` and `updated` count rows committed to the database,
 * `total` the named rows read; `error` says why a failed import stopped.
 */
export const candidateImportStatus = z.object({
  import_id: z.string(),
  job_id: z.string(),
  file_name: z.string().nullable(),
  status: z.enum(importStatuses),
  total: z.number().int(),
  imported: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  error: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
});
export type CandidateImportStatus = z.infer<typeof candidateImportStatus>;
