import mammoth from 'mammoth';
import { getDocumentProxy } from 'unpdf';
import WordExtractor from 'word-extractor';
import type { DocumentKind, DocumentLimits } from './limits.js';
import { checkZip, ZipRefusedError } from './zip-guard.js';

/*
 * The parser process (tinypool, child_process runtime): runs off the server's event loop with a bounded heap,
 * and is killed when a parse passes its time limit. It imports only libraries and its own folder.
 */

export type ParseTask = { kind: Exclude<DocumentKind, 'txt'>; bytes: Uint8Array; limits: DocumentLimits };
export type ParseResult =
  | { ok: true; text: string; truncated: boolean }
  | { ok: false; reason: 'too-many-entries' | 'too-large' | 'unreadable' };

function capped(text: string, max: number): { ok: true; text: string; truncated: boolean } {
  return text.length > max
    ? { ok: true, text: text.slice(0, max), truncated: true }
    : { ok: true, text, truncated: false };
}

async function pdfText(bytes: Uint8Array, max: number): Promise<string> {
  const pdf = await getDocumentProxy(bytes, { verbosity: 0 });
  let text = '';
  for (let page = 1; page <= pdf.numPages && text.length <= max; page++) {
    const content = await (await pdf.getPage(page)).getTextContent();
    const pageText = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
    text += (text ? '\n' : '') + pageText;
  }
  await pdf.destroy();
  return text;
}

/** Extracts the plain text of one document. Failures come back as a reason, never as a thrown error. */
export default async function parseDocument(task: ParseTask): Promise<ParseResult> {
  const bytes = Buffer.from(task.bytes.buffer, task.bytes.byteOffset, task.bytes.byteLength);
  try {
    switch (task.kind) {
      case 'pdf':
        return capped(
          await pdfText(new Uint8Array(bytes), task.limits.maxTextChars),
          task.limits.maxTextChars,
        );
      case 'docx':
        await checkZip(bytes, task.limits);
        return capped((await mammoth.extractRawText({ buffer: bytes })).value, task.limits.maxTextChars);
      case 'doc':
        return capped((await new WordExtractor().extract(bytes)).getBody(), task.limits.maxTextChars);
    }
  } catch (error) {
    if (error instanceof ZipRefusedError) return { ok: false, reason: error.reason };
    return { ok: false, reason: 'unreadable' };
  }
}
