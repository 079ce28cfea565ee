import './pdfjs-compat.js';
import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import type { DocumentKind, DocumentLimits } from './limits.js';
import { ocrPdf } from './ocr.js';
import { type PdfPage, type PdfTextItem, pdfPagesText } from './pdf-layout.js';
import { checkZip, ZipRefusedError } from './zip-guard.js';

/*
 * The parser process (tinypool, child_process runtime): runs off the server's event loop with a bounded heap,
 * and is killed when a parse passes its time limit. It imports only libraries and its own folder.
 */

type PDFDocumentProxy = Awaited<ReturnType<typeof getDocumentProxy>>;

export type ParseTask = { kind: Exclude<DocumentKind, 'txt'>; bytes: Uint8Array; limits: DocumentLimits };
export type ParseResult =
  | {
      ok: true;
      text: string;
      truncated: boolean;
      /** A PDF's pages with their positioned text (none for DOCX, DOC, or a PDF read by OCR). */
      pages?: PdfPage[];
      /** The text was read by OCR from the pages' images (a scanned PDF). */
      ocr?: boolean;
    }
  | { ok: false; reason: 'too-many-entries' | 'too-large' | 'unreadable' | 'encrypted' };

/** A PDF whose text layer has fewer characters than this per page is read by OCR. */
const OCR_BELOW_CHARS_PER_PAGE = 20;
/** OCR stops starting pages after this share of the time limit, so what it read is returned in time. */
const OCR_TIME_SHARE = 0.75;

function capped(text: string, max: number) {
  return text.length > max ? { text: text.slice(0, max), truncated: true } : { text, truncated: false };
}

async function pdfPages(pdf: PDFDocumentProxy, maxChars: number): Promise<PdfPage[]> {
  const pages: PdfPage[] = [];
  let chars = 0;
  for (let n = 1; n <= pdf.numPages && chars <= maxChars; n++) {
    const page = await pdf.getPage(n);
    const viewport = page.getViewport({ scale: 1 });
    const content = await page.getTextContent();
    const items: PdfTextItem[] = [];
    for (const item of content.items) {
      if (!('str' in item) || item.str === '') continue;
      const [, , c, d, e, f] = item.transform as number[];
      const [x, y] = viewport.convertToViewportPoint(e ?? 0, f ?? 0);
      items.push({ s: item.str, x, y, w: item.width, size: Math.hypot(c ?? 0, d ?? 0) });
      chars += item.str.length;
    }
    pages.push({ width: viewport.width, height: viewport.height, items });
  }
  return pages;
}

async function parsePdf(bytes: Uint8Array, limits: DocumentLimits, started: number): Promise<ParseResult> {
  let pdf: PDFDocumentProxy;
  try {
    pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  } catch (error) {
    if ((error as { name?: string }).name === 'PasswordException') return { ok: false, reason: 'encrypted' };
    throw error;
  }
  try {
    const pages = await pdfPages(pdf, limits.maxTextChars);
    const layered = pdfPagesText(pages);
    if (layered.replace(/\s/g, '').length >= OCR_BELOW_CHARS_PER_PAGE * pdf.numPages) {
      return { ok: true, ...capped(layered, limits.maxTextChars), pages };
    }
    const read = await ocrPdf(pdf, {
      deadline: started + limits.timeoutMs * OCR_TIME_SHARE,
      maxChars: limits.maxTextChars,
    });
    const out = capped(read.text, limits.maxTextChars);
    return { ok: true, text: out.text, truncated: out.truncated || read.truncated, ocr: true };
  } finally {
    await pdf.destroy();
  }
}

/** Extracts the plain text of one document. Failures come back as a reason, never as a thrown error. */
export default async function parseDocument(task: ParseTask): Promise<ParseResult> {
  const started = Date.now();
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    switch (task.kind) {
      case 'pdf':
        return await parsePdf(new Uint8Array(bytes), task.limits, started);
      case 'docx':
        await checkZip(bytes, task.limits);
        return {
          ok: true,
          ...capped((await mammoth.extractRawText({ buffer: bytes })).value, task.limits.maxTextChars),
        };
      case 'doc':
        return {
          ok: true,
          ...capped((await new WordExtractor().extract(bytes)).getBody(), task.limits.maxTextChars),
        };
    }
  } catch (error) {
    if (error instanceof ZipRefusedError) return { ok: false, reason: error.reason };
    return { ok: false, reason: 'unreadable' };
  }
}
