import type { Readable } from 'node:stream';
import {
  candidateImportMessages,
  HEADER_SEARCH_ROWS,
  TRAINER_CANDIDATES_MAX,
  type TrainerColumnMap,
  type TrainerRow,
  type TrainerUploadResponse,
  trainerColumnMap,
  trainerMessages,
  trainerRowFromCells,
} from '@rw/core';
import { AppError } from '#src/lib/app-error.js';
import { readCsvRows } from '#src/modules/candidates/index.js';
import type { Caller } from '#src/plugins/auth.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { companiesOf, datasetEntries, replaceSet, toCandidate } from './data-trainer.queries.js';
import { stopDescribing } from './data-trainer.service.js';
import { startDescribing } from './data-trainer-describe.service.js';
import { hasLiveRun } from './data-trainer-run.queries.js';
import { trainerLog } from './trainer-log.js';

const isTrainerHeader = (cells: string[]) => trainerColumnMap(cells) !== null;

/** What a CSV gave: its format, the candidates and the rows left out. */
type ReadSet = { map: TrainerColumnMap; rows: TrainerRow[]; dropped: number };

/**
 * Reads a Data Trainer CSV (docs/product/data-trainer.md#upload) exactly as the candidate import and the CV
 * Sorter decode theirs (BOM, Windows-1252, UTF-16, separator sniffing, quoted fields; csv-decode.ts): the
 * header is the first of the first 20 lines in the LinkedIn or the standard format (trainerColumnMap); each
 * later row with a name, a company and a title is a candidate (trainerRowFromCells), any other is dropped.
 * @throws AppError VALIDATION 'CSV format not recognized...', 'No valid candidate data found in CSV file',
 *   'Error parsing CSV file. …' (the text could not be read as CSV), 'Error reading file' (the upload broke
 *   off), 'This file has more than 1,000 candidates. …'; PAYLOAD_TOO_LARGE past the import's size limit.
 */
export async function readTrainerCsv(file: Readable & { truncated?: boolean }): Promise<ReadSet> {
  let readFailed = false;
  file.once('error', () => {
    readFailed = true;
  });
  let map: TrainerColumnMap | null = null;
  let records = 0;
  let problems = 0;
  let dropped = 0;
  const rows: TrainerRow[] = [];
  try {
    for await (const row of readCsvRows(file, undefined, {
      isHeader: isTrainerHeader,
      headerLines: HEADER_SEARCH_ROWS,
    })) {
      records += 1;
      if (row.kind === 'header') {
        map = trainerColumnMap(row.cells);
        continue;
      }
      if (!map) {
        if (records >= HEADER_SEARCH_ROWS) break;
        continue;
      }
      if (row.problem) problems += 1;
      const candidate = row.problem?.kind === 'too-long' ? null : trainerRowFromCells(row.cells, map);
      if (!candidate) {
        if (row.cells.some((c) => c.trim() !== '')) dropped += 1;
        continue;
      }
      if (rows.length >= TRAINER_CANDIDATES_MAX)
        throw new AppError('VALIDATION', trainerMessages.tooManyCandidates);
      rows.push(candidate);
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw new AppError('VALIDATION', readFailed ? trainerMessages.readError : trainerMessages.parseError);
  }
  if (file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', candidateImportMessages.fileTooLarge);
  if (readFailed) throw new AppError('VALIDATION', trainerMessages.readError);
  if (!map) {
    throw new AppError(
      'VALIDATION',
      records === 0 ? trainerMessages.noValidData : trainerMessages.csvNotRecognized,
    );
  }
  if (rows.length === 0) {
    throw new AppError('VALIDATION', problems > 0 ? trainerMessages.parseError : trainerMessages.noValidData);
  }
  return { map, rows, dropped };
}

/**
 * POST /api/data-trainer/candidates: replaces the organisation's set by the CSV's candidates (their hand scores
 * go with the old set), then starts describing the companies the dataset lacks when the organisation has a
 * key (without one, a training run given a key describes them).
 * @throws as readTrainerCsv; CONFLICT 'The candidate set cannot change while training goes on.'
 */
export async function uploadSet(
  deps: DataTrainerDeps,
  caller: Caller,
  file: Readable & { truncated?: boolean },
): Promise<TrainerUploadResponse> {
  if (await hasLiveRun(deps.db, caller.domain)) {
    file.resume();
    throw new AppError('CONFLICT', trainerMessages.trainingNow);
  }
  const read = await readTrainerCsv(file);
  const saved = await replaceSet(deps.db, caller.domain, read.rows);
  const names = companiesOf(saved);
  const described = await datasetEntries(deps.db, caller.domain, [...names.values()]);
  const missing = [...names.keys()].filter((k) => !described.has(k)).length;
  await stopDescribing(deps.db, caller.domain);
  if (missing > 0) {
    await startDescribing(deps, caller).catch((err: unknown) =>
      trainerLog(deps).info({ err: String(err), domain: caller.domain }, 'companies not described at upload'),
    );
  }
  return {
    format: read.map.format,
    loaded: saved.length,
    dropped: read.dropped,
    candidates: saved.map((r) => toCandidate(r, described)),
    companiesToDescribe: missing,
  };
}
