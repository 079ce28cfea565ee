import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { documentMessages } from '@rw/core';
import Tinypool from 'tinypool';
import { AppError } from '#src/lib/app-error.js';
import { decodeText, detectDocumentKind } from './detect-kind.js';
import { DOCUMENT_LIMITS, type DocumentKind, type DocumentLimits } from './limits.js';
import type { ParseResult, ParseTask } from './parse-worker.js';
import type { PdfPage } from './pdf-layout.js';

export type ExtractedDocument = {
  kind: DocumentKind;
  /** Plain text, line endings normalised, runs of blank lines collapsed, trimmed; at most `maxTextChars`. */
  text: string;
  /** True when the text was cut at `maxTextChars` (or OCR ran out of time before the last page). */
  truncated: boolean;
  /** A PDF's pages with their positioned text, for layout-aware parsers (none for other kinds, or OCR). */
  pages?: PdfPage[];
  /** The text was read by OCR from a PDF without a text layer. */
  ocr?: boolean;
};

const fromSource = import.meta.url.endsWith('.ts');
let pool: Tinypool | null = null;
let poolHeapMb = 0;

/**
 * The parser processes, made on first use: at most two (the machine the app targets has two cores), each a
 * child process with a bounded heap, so a file that exhausts its parser's memory kills that process only
 * (V8 aborts the whole process on some out-of-memory paths, worker threads included). From the sources
 * (tests, `npm run dev`) the worker is TypeScript, loaded through tsx.
 */
function parserPool(limits: DocumentLimits): Tinypool {
  if (pool && poolHeapMb === limits.workerHeapMb) return pool;
  void pool?.destroy();
  const tsx = fromSource ? pathToFileURL(createRequire(import.meta.url).resolve('tsx/esm')).href : null;
  pool = new Tinypool({
    filename: new URL(`./parse-worker.${fromSource ? 'ts' : 'js'}`, import.meta.url).href,
    runtime: 'child_process',
    serialization: 'advanced',
    minThreads: 0,
    maxThreads: 2,
    idleTimeout: 30_000,
    execArgv: [`--max-old-space-size=${limits.workerHeapMb}`, ...(tsx ? ['--import', tsx] : [])],
  });
  poolHeapMb = limits.workerHeapMb;
  return pool;
}

/** Stops the parser processes (the app's onClose). */
export async function closeDocumentParsers(): Promise<void> {
  const current = pool;
  pool = null;
  await current?.destroy();
}

function clean(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

function refusal(reason: Exclude<ParseResult, { ok: true }>['reason'], limits: DocumentLimits): AppError {
  if (reason === 'too-many-entries')
    return new AppError('VALIDATION', documentMessages.tooManyParts(limits.maxEntries));
  if (reason === 'too-large')
    return new AppError('VALIDATION', documentMessages.unpacksTooLarge(limits.maxInflatedBytes));
  if (reason === 'encrypted') return new AppError('VALIDATION', documentMessages.encrypted);
  return new AppError('VALIDATION', documentMessages.unreadable);
}

/**
 * The plain text of an uploaded document (docs/product/documents.md): the kind is taken from the bytes, PDF,
 * DOCX and DOC are parsed in a child process under `limits` (unpacked size and entries checked before
 * inflating, text capped, a time limit, a bounded heap), plain text is decoded here. A PDF's text comes in
 * reading order (two columns one after the other, docs/product/documents.md#reading-order) with its
 * positioned items; a PDF without a text layer is read by OCR within the same time limit
 * (docs/product/documents.md#ocr).
 * @param opts.bytes the file as received; `opts.signal` cancels the parse (the request went away).
 * @returns the kind, the cleaned text and whether it was cut.
 * @throws AppError VALIDATION with a message naming the limit: too large, unpacks too large, too many parts,
 *   took too long, needed too much memory; `documentMessages.unsupported` for another type,
 *   `documentMessages.encrypted` for a password-protected PDF and `documentMessages.unreadable` for a broken
 *   file. An empty text is returned as '' (the caller decides).
 */
export async function extractDocumentText(opts: {
  bytes: Uint8Array;
  limits?: DocumentLimits;
  signal?: AbortSignal;
}): Promise<ExtractedDocument> {
  const limits = opts.limits ?? DOCUMENT_LIMITS;
  if (opts.bytes.byteLength > limits.maxBytes) {
    throw new AppError('VALIDATION', documentMessages.fileTooLarge(limits.maxBytes));
  }
  const kind = await detectDocumentKind(opts.bytes);
  if (!kind) throw new AppError('VALIDATION', documentMessages.unsupported);
  if (kind === 'txt') {
    const text = clean(decodeText(opts.bytes));
    const truncated = text.length > limits.maxTextChars;
    return { kind, text: truncated ? text.slice(0, limits.maxTextChars) : text, truncated };
  }
  const timeout = AbortSignal.timeout(limits.timeoutMs);
  const signal = opts.signal ? AbortSignal.any([timeout, opts.signal]) : timeout;
  let result: ParseResult;
  try {
    const task: ParseTask = { kind, bytes: opts.bytes, limits };
    result = (await parserPool(limits).run(task, { signal })) as ParseResult;
  } catch (error) {
    if (timeout.aborted) throw new AppError('VALIDATION', documentMessages.tookTooLong(limits.timeoutMs));
    if (opts.signal?.aborted) throw error;
    // The parser process died under the task: its heap limit is what ends a parse that way.
    throw new AppError('VALIDATION', documentMessages.neededTooMuchMemory(limits.workerHeapMb));
  }
  if (!result.ok) throw refusal(result.reason, limits);
  return {
    kind,
    text: clean(result.text),
    truncated: result.truncated,
    ...(result.pages ? { pages: result.pages } : {}),
    ...(result.ocr ? { ocr: true } : {}),
  };
}
