import { afterAll, describe, expect, it } from 'vitest';
import { makeLayoutPdf, makeScannedPdf, type PlacedText } from './document-fixtures.js';
import { closeDocumentParsers, extractDocumentText } from './extract-text.js';
import { findGutter, type PdfPage, pageSegments, pdfPagesText } from './pdf-layout.js';

afterAll(closeDocumentParsers);

/** Lines down a column from `y`, 14 pt apart. */
const column = (x: number, y: number, lines: string[], width = 250): PlacedText[] =>
  lines.map((text, i) => ({ text, x, y: y + i * 14, width }));

const left = [
  'Profile',
  'Backend engineer with eight years',
  'of payments experience.',
  'Skills',
  'Go',
  'PostgreSQL',
  'Kafka',
];
const right = [
  'Experience',
  'Acme Payments — Senior Engineer',
  'Built the ledger service in Go.',
  'Led the move to PostgreSQL 16.',
  'Globex — Engineer',
  'Maintained the card gateway.',
  'Wrote the settlement jobs.',
];

describe('reading order of PDF text', () => {
  it('reads a two-column CV one column after the other, under its full-width header', async () => {
    const pdf = await makeLayoutPdf([
      [
        {
          text: 'Jane Doe — Senior Backend Engineer — jane.doe@example.com',
          x: 40,
          y: 40,
          size: 14,
          width: 540,
        },
        ...column(40, 90, left, 200),
        ...column(300, 90, right, 280),
      ],
    ]);
    const { text, pages } = await extractDocumentText({ bytes: pdf });
    expect(pages).toHaveLength(1);
    const lines = text.split('\n').filter(Boolean);
    expect(lines[0]).toBe('Jane Doe — Senior Backend Engineer — jane.doe@example.com');
    expect(lines.slice(1)).toEqual([...left, ...right]);
  }, 60_000);

  it('keeps right-aligned dates on their line and reads a single column top to bottom', async () => {
    const dated = [
      { text: 'Acme Payments', x: 40, y: 60 },
      { text: '2021 - Present', x: 480, y: 60 },
      ...column(40, 74, ['Built the ledger service.', 'Ran the on-call rota.', 'Hired four engineers.'], 400),
      { text: 'Globex', x: 40, y: 130 },
      { text: '2018 - 2021', x: 480, y: 130 },
      ...column(
        40,
        144,
        ['Maintained the card gateway.', 'Wrote settlement jobs.', 'Cut costs by a third.'],
        400,
      ),
    ];
    const { text } = await extractDocumentText({ bytes: await makeLayoutPdf([dated]) });
    expect(text.split('\n').filter(Boolean)).toEqual([
      'Acme Payments',
      '2021 - Present',
      'Built the ledger service.',
      'Ran the on-call rota.',
      'Hired four engineers.',
      'Globex',
      '2018 - 2021',
      'Maintained the card gateway.',
      'Wrote settlement jobs.',
      'Cut costs by a third.',
    ]);
  }, 60_000);

  it('splits a line where a wide gap separates two columns, and finds their gutter', () => {
    const item = (s: string, x: number, y: number) => ({ s, x, y, w: s.length * 5, size: 10 });
    const page: PdfPage = {
      width: 612,
      height: 792,
      items: [0, 1, 2, 3, 4].flatMap((r) => [
        item(`left ${r}`, 40, 100 + r * 14),
        item(`right ${r}`, 300, 100 + r * 14),
      ]),
    };
    const segments = pageSegments(page);
    expect(segments.map((s) => s.text).slice(0, 2)).toEqual(['left 0', 'right 0']);
    const gutter = findGutter(segments);
    expect(gutter && gutter.x0 >= 69 && gutter.x1 <= 302).toBe(true);
    expect(pdfPagesText([page]).split('\n').filter(Boolean)).toEqual([
      ...[0, 1, 2, 3, 4].map((r) => `left ${r}`),
      ...[0, 1, 2, 3, 4].map((r) => `right ${r}`),
    ]);
  });
});

describe('OCR of a scanned PDF', () => {
  it('reads a PDF that has no text layer with the shipped English model', async () => {
    const printed = await makeLayoutPdf([
      column(
        60,
        60,
        ['Jane Q. Doe', 'jane.doe@example.com', '+44 7700 900123', 'Senior Backend Engineer'],
        480,
      ).map((t) => ({ ...t, size: 14, y: t.y * 1.5 })),
    ]);
    const scanned = await makeScannedPdf(printed);
    const out = await extractDocumentText({ bytes: scanned });
    expect(out).toMatchObject({ kind: 'pdf', ocr: true });
    expect(out.pages).toBeUndefined();
    expect(out.text).toContain('jane.doe@example.com');
    expect(out.text).toContain('+44 7700 900123');
    expect(out.text).toContain('Senior Backend Engineer');
  }, 60_000);
});
