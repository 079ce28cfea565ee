import { describe, expect, it } from 'vitest';
import { pdfBytesFromJson } from '#/features/jobs/utils/pdf-response';

const pdf = '%PDF-1.7 test';
const bytes = Array.from(pdf, (c) => c.charCodeAt(0));

describe('PDF answers in JSON', () => {
  it('reads pdfBase64 as base64 or comma-separated bytes, and pdfDataUrl', () => {
    const base64 = btoa(pdf);
    expect(Array.from(pdfBytesFromJson({ pdfBase64: base64 }))).toEqual(bytes);
    expect(Array.from(pdfBytesFromJson({ pdfBase64: bytes.join(',') }))).toEqual(bytes);
    expect(Array.from(pdfBytesFromJson({ pdfDataUrl: `data:application/pdf;base64,${base64}` }))).toEqual(
      bytes,
    );
  });

  it("says 'Invalid PDF response format' for anything else", () => {
    for (const body of [
      null,
      {},
      { pdfBase64: btoa('hello') },
      { pdfDataUrl: 'data:text/plain;base64,aGk=' },
      { pdfBase64: '%%%' },
    ]) {
      expect(() => pdfBytesFromJson(body)).toThrow('Invalid PDF response format');
    }
  });
});
