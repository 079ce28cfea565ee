import { ApiError } from '#/lib/api-client';

/** Thrown when the PDF endpoint answers something that is not a PDF (docs/product/jobs.md#messages). */
export const INVALID_PDF_MESSAGE = 'Invalid PDF response format';
export const PDF_FAILED_MESSAGE = 'Failed to generate PDF';

function isPdf(bytes: Uint8Array): boolean {
  return bytes[0] === 0x25 && bytes[1] === 0x50 && bytes[2] === 0x44 && bytes[3] === 0x46; // %PDF
}

function fromBase64(text: string): Uint8Array {
  const binary = atob(text.replace(/\s+/g, ''));
  return Uint8Array.from(binary, (c) => c.charCodeAt(0));
}

/**
 * The PDF bytes of a JSON answer of the PDF endpoint (docs/product/jobs.md#print-and-pdf): `pdfBase64` as
 * base64 or as comma-separated byte values, or `pdfDataUrl` as a data: URL; the bytes must start with '%PDF'.
 * @throws ApiError INVALID_RESPONSE 'Invalid PDF response format' for anything else.
 */
export function pdfBytesFromJson(json: unknown): Uint8Array {
  const body = (typeof json === 'object' && json !== null ? json : {}) as Record<string, unknown>;
  let bytes: Uint8Array | null = null;
  try {
    if (typeof body.pdfBase64 === 'string') {
      const text = body.pdfBase64.trim();
      bytes = /^\d+(\s*,\s*\d+)+$/.test(text)
        ? Uint8Array.from(text.split(',').map((n) => Number(n.trim()) & 0xff))
        : fromBase64(text);
    } else if (typeof body.pdfDataUrl === 'string') {
      const match = /^data:application\/pdf[^,]*;base64,(.*)$/s.exec(body.pdfDataUrl.trim());
      if (match) bytes = fromBase64(match[1]!);
    }
  } catch {
    bytes = null;
  }
  if (!bytes || !isPdf(bytes)) throw new ApiError(200, 'INVALID_RESPONSE', INVALID_PDF_MESSAGE);
  return bytes;
}

/** Whether downloaded bytes are a PDF. */
export function looksLikePdf(bytes: Uint8Array): boolean {
  return isPdf(bytes);
}
