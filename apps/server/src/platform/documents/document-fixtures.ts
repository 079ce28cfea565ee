import zlib from 'node:zlib';
import { Document, Packer, Paragraph, TextRun } from 'docx';
import JSZip from 'jszip';
import PDFDocument from 'pdfkit';

/*
 * Documents for tests, made by the test (never shipped samples): real PDFs and .docx files, and the hostile
 * shapes the parsers must survive: a zip bomb, a zip whose headers lie about its size, a zip of many entries.
 */

/** A small real PDF with `lines`, made with PDFKit. */
export function makePdf(lines: string[]): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (const line of lines) doc.text(line);
  doc.end();
  return done;
}

/** A small real .docx with `lines`, made with the docx package. */
export function makeDocx(lines: string[]): Promise<Buffer> {
  const doc = new Document({
    sections: [
      {
        children: lines.map((l, i) => new Paragraph({ children: [new TextRun({ text: l, bold: i === 0 })] })),
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/**
 * A .docx whose `word/document.xml` inflates to `inflatedBytes` (spaces inside a paragraph): a zip bomb of
 * about 1/1000 its unpacked size.
 */
export async function makeDocxBomb(inflatedBytes: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await makeDocx(['Bomb']));
  const head =
    '<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>';
  const tail = '</w:t></w:r></w:p></w:body></w:document>';
  zip.file(
    'word/document.xml',
    head + ' '.repeat(Math.max(0, inflatedBytes - head.length - tail.length)) + tail,
  );
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE', compressionOptions: { level: 9 } });
}

/**
 * `makeDocxBomb` with every size field of `word/document.xml` (local header and central directory) rewritten
 * to `claimedBytes`: a parser that trusts the headers inflates far more than it checked.
 */
export async function makeLyingDocxBomb(inflatedBytes: number, claimedBytes: number): Promise<Buffer> {
  const bytes = await makeDocxBomb(inflatedBytes);
  const name = Buffer.from('word/document.xml');
  for (let at = bytes.indexOf(name); at !== -1; at = bytes.indexOf(name, at + 1)) {
    if (bytes.readUInt32LE(at - 30) === 0x04034b50) bytes.writeUInt32LE(claimedBytes, at - 30 + 22);
    if (bytes.readUInt32LE(at - 46) === 0x02014b50) bytes.writeUInt32LE(claimedBytes, at - 46 + 24);
  }
  return bytes;
}

/** A .docx with `extra` more (empty) entries than a real one. */
export async function makeDocxWithEntries(extra: number): Promise<Buffer> {
  const zip = await JSZip.loadAsync(await makeDocx(['Many parts']));
  for (let i = 0; i < extra; i++) zip.file(`customXml/item${i}.xml`, '');
  return zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' });
}

/**
 * A one-page PDF whose content stream (FlateDecode) inflates to `inflatedBytes` of text-showing operators:
 * small on the wire, it asks a parser for far more text and memory than any document holds.
 */
export function makePdfBomb(inflatedBytes: number): Buffer {
  const op = Buffer.from('(AAAAAAAA) Tj ');
  const content = Buffer.alloc(inflatedBytes);
  for (let at = 0; at < inflatedBytes; at += op.length) op.copy(content, at);
  const stream = zlib.deflateSync(Buffer.concat([Buffer.from('BT /F1 12 Tf '), content, Buffer.from(' ET')]));
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    null,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunk =
      body === null
        ? Buffer.concat([
            Buffer.from(`${i + 1} 0 obj\n<< /Length ${stream.length} /Filter /FlateDecode >>\nstream\n`),
            stream,
            Buffer.from('\nendstream\nendobj\n'),
          ])
        : Buffer.from(`${i + 1} 0 obj\n${body}\nendobj\n`);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${objects.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
    `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>`,
    `startxref\n${length}`,
    '%%EOF\n',
  ].join('\n');
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** A line of text placed at (x, y) points from the top left, in `size`-point Helvetica. */
export type PlacedText = { text: string; x: number; y: number; size?: number; width?: number };

/**
 * A real PDF (PDFKit) of pages of placed text: how a test lays out two columns, a table or a LinkedIn
 * profile export. Each page is US Letter (612 × 792 pt).
 */
export function makeLayoutPdf(pages: PlacedText[][]): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (const page of pages) {
    doc.addPage({ size: 'LETTER', margin: 0 });
    for (const t of page) {
      doc.fontSize(t.size ?? 10.5).text(t.text, t.x, t.y, { width: t.width ?? 612 - t.x, lineBreak: false });
    }
  }
  doc.end();
  return done;
}

/**
 * A scanned document: each page of `pdf` rendered to an image (PDF.js on @napi-rs/canvas, 2 px per point)
 * and put on a page of a new PDF that has no text layer at all, as a scanner makes it.
 */
export async function makeScannedPdf(pdf: Buffer): Promise<Buffer> {
  await import('./pdfjs-compat.js');
  const { getDocumentProxy, renderPageAsImage } = await import('unpdf');
  const source = await getDocumentProxy(new Uint8Array(pdf));
  const doc = new PDFDocument({ size: 'LETTER', margin: 0, autoFirstPage: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.on('data', (c: Buffer) => chunks.push(c));
  for (let n = 1; n <= source.numPages; n++) {
    const png = await renderPageAsImage(source, n, {
      canvasImport: () => import('@napi-rs/canvas'),
      scale: 2,
    });
    doc.addPage({ size: 'LETTER', margin: 0 });
    doc.image(Buffer.from(png), 0, 0, { width: 612, height: 792 });
  }
  await source.destroy();
  doc.end();
  return done;
}
