import { candidateMessages, GLANCE_STAGE_ID, IMPORT_MAX_BYTES } from '@rw/core';

/** A status line of the upload control: its words and how it is coloured. */
export type StatusTone = 'info' | 'error' | 'success';
/** A status line; `detail` says what happened in plain words, under it (docs/product/ai.md#what-happened). */
export type StatusLine = { text: string; tone: StatusTone; detail?: string | null };

/** The browser's line for a file over the server's limit (docs/product/candidates.md#messages). */
export const fileTooLargeMessage = `The file is too large (at most ${IMPORT_MAX_BYTES / (1024 * 1024)} MB).`;

/** The upload button's label (docs/product/candidates.md#import): 'Upload CSV' on Glance only. */
export function uploadButtonLabel(stageId: string): string {
  return stageId === GLANCE_STAGE_ID ? 'Upload CSV' : 'Upload CV / LinkedIn';
}

/**
 * What pressing the upload button does (docs/product/candidates.md#import,
 * docs/product/documents.md#upload-on-a-stage): before the job has loaded, 'Job not loaded yet. Please wait
 * and try again.'; otherwise the file dialog opens (`'open'`) — a CSV on Glance, CVs and LinkedIn PDFs on
 * every other stage.
 */
export function checkUploadRequest(opts: { stageId: string; jobLoaded: boolean }): 'open' | StatusLine {
  if (!opts.jobLoaded) return { text: candidateMessages.jobNotLoaded, tone: 'error' };
  return 'open';
}

/**
 * Checks the file the dialog returned before it is sent (docs/product/candidates.md#import): none → 'No file
 * selected.', a name not ending in .csv → 'Please select a CSV file for the Glance stage.', an empty file →
 * 'CSV appears empty', one over IMPORT_MAX_BYTES → fileTooLargeMessage. null when the file may be sent.
 */
export function checkSelectedFile(
  file: { name: string; size: number } | null | undefined,
): StatusLine | null {
  if (!file) return { text: candidateMessages.noFile, tone: 'error' };
  if (!/\.csv$/i.test(file.name.trim())) return { text: candidateMessages.glanceNeedsCsv, tone: 'error' };
  if (file.size === 0) return { text: candidateMessages.csvEmpty, tone: 'error' };
  if (file.size > IMPORT_MAX_BYTES) return { text: fileTooLargeMessage, tone: 'error' };
  return null;
}
