import { fileTypeFromBuffer } from 'file-type';
import type { DocumentKind } from './limits.js';

/**
 * What a file is, from its bytes (`file-type`), never from its name: a PDF, a Word 2007+ document (a ZIP
 * holding `word/document.xml`), a Word 97-2003 document (an OLE compound file), or plain text (no detected
 * binary signature, a UTF-16 byte-order mark or no NUL byte and almost no control characters). Anything
 * else is null.
 * (docs/product/documents.md#file-types)
 */
export async function detectDocumentKind(bytes: Uint8Array): Promise<DocumentKind | null> {
  const type = await fileTypeFromBuffer(bytes);
  if (type?.ext === 'pdf') return 'pdf';
  if (type?.ext === 'docx') return 'docx';
  if (type?.ext === 'cfb') return 'doc';
  if (type) return null;
  return isText(bytes) ? 'txt' : null;
}

function isText(bytes: Uint8Array): boolean {
  if (bytes.length === 0) return true;
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) return true;
  const sample = bytes.subarray(0, 64 * 1024);
  let control = 0;
  for (const b of sample) {
    if (b === 0) return false;
    if (b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f) control++;
  }
  return control <= sample.length / 100;
}

/** The text of a plain-text file: UTF-16 by its byte-order mark, UTF-8 when valid, else Windows-1252. */
export function decodeText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder('windows-1252').decode(bytes);
  }
}
