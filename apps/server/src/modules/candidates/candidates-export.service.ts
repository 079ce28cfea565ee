import type { Readable } from 'node:stream';
import {
  type CandidatesExportInput,
  candidatesExportFileName,
  exportColumnsOf,
  type JobCandidateRow,
  jobMessages,
  scoreCriterionKeys,
} from '@rw/core';
import type { Db } from '#src/db/client.js';
import { notFound } from '#src/lib/app-error.js';
import { csvStream } from '#src/lib/csv-export.js';
import { findJob } from '#src/modules/jobs/index.js';
import type { Caller } from '#src/plugins/auth.js';
import { loadScoringCriteria } from './candidate-scoring.queries.js';
import { exportStageTitles, resolveExportRecordIds } from './candidates-export.queries.js';
import { listJobCandidatesByRecordIds } from './job-candidates.queries.js';

/** Records read per statement while the file streams: a 20,000-row export is 20 reads, never all at once. */
export const EXPORT_CHUNK = 1000;

export type CandidatesExport = {
  /** '{job title} - {stage title}.csv' (docs/product/pipeline.md#export). */
  fileName: string;
  /** Rows the file holds (the header aside). */
  rows: number;
  /** The file: UTF-8 with a byte-order mark, CRLF line ends, formula cells neutralised. */
  stream: Readable;
};

/** Yields the rows of `recordIds` chunk by chunk, in their order. */
async function* rowsOf(
  db: Db,
  scope: { domain: string; jobId: string },
  recordIds: string[],
  stageTitles: ReadonlyMap<string, string>,
): AsyncGenerator<JobCandidateRow> {
  for (let i = 0; i < recordIds.length; i += EXPORT_CHUNK) {
    const chunk = recordIds.slice(i, i + EXPORT_CHUNK);
    for (const row of await listJobCandidatesByRecordIds(db, { ...scope, recordIds: chunk })) {
      const title = row.record.stage_title ?? stageTitles.get(row.record.stage_id) ?? null;
      yield { ...row, record: { ...row.record, stage_title: title } };
    }
  }
}

/**
 * Export CSV of job `jobId` of the caller's organisation (docs/product/pipeline.md#export): the selection
 * (`candidate_ids` or `all_matching`, at most 20,000 records) in the list's order, with the columns of
 * `view` and the scores (a record stored without a stage title is listed under its stage's title in the job's
 * process); the AC headers carry the stage's criteria when the export is of one stage. The file
 * streams through the project's CSV export (lib/csv-export.ts: a UTF-8 byte-order mark, RFC 4180 quoting,
 * and OWASP's rule against formula injection).
 * The job and the selection are resolved before the first byte, so their errors are JSON answers.
 * @throws AppError NOT_FOUND 'Job not found' (also for another organisation's job).
 */
export async function exportJobCandidates(opts: {
  db: Db;
  caller: Caller;
  jobId: string;
  body: CandidatesExportInput;
}): Promise<CandidatesExport> {
  const { db, caller, jobId, body } = opts;
  const job = await findJob(db, caller.domain, jobId);
  if (!job) throw notFound(jobMessages.notFound);
  const stageId = body.all_matching ? body.all_matching.stage_id : (body.stage_id ?? null);
  const [recordIds, stageTitles, criteria] = await Promise.all([
    resolveExportRecordIds(db, { domain: caller.domain, jobId, body }),
    exportStageTitles(db, jobId),
    stageId ? loadScoringCriteria(db, { jobId, stageId, requirements: job.jd_requirements }) : null,
  ]);
  const stageTitle = stageId ? (stageTitles.get(stageId) ?? stageId) : null;
  const titles = scoreCriterionKeys.map(
    (key) => criteria?.criteria.find((c) => c.key === key)?.title ?? null,
  );
  const columns = exportColumnsOf(body.view, titles);
  const rows = (async function* () {
    for await (const row of rowsOf(db, { domain: caller.domain, jobId }, recordIds, stageTitles)) {
      yield columns.map((c) => c.cell(row));
    }
  })();
  const csv = csvStream(
    columns.map((c) => c.header),
    rows,
  );
  return { fileName: candidatesExportFileName(job.title, stageTitle), rows: recordIds.length, stream: csv };
}
