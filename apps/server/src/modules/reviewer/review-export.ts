import { quotesVerifiedLabel, type Review, type ReviewExportFormat } from '@rw/core';
import { AlignmentType, Document, HeadingLevel, LevelFormat, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';
import { type ReviewBlock, type ReviewRun, reviewBlocks } from './review-markdown.js';

const MARGIN = 56;
const INK = '#1f2328';
const MUTED = '#57606a';
const INDENT = 16;

/** The export's title, subtitle and footer lines (docs/product/reviewer.md#copy-and-export). */
function frame(review: Review) {
  const date = review.created_at.slice(0, 10);
  return {
    title: `Candidate review: ${review.candidate_name}`,
    subtitle: [review.job_title, date, review.model].filter(Boolean).join(' · '),
    footer: quotesVerifiedLabel(review.quotes_verified, review.quotes_total),
  };
}

function fontOf(run: ReviewRun): string {
  if (run.bold && run.italic) return 'Helvetica-BoldOblique';
  if (run.bold) return 'Helvetica-Bold';
  return run.italic ? 'Helvetica-Oblique' : 'Helvetica';
}

function writeRuns(doc: PDFKit.PDFDocument, runs: ReviewRun[], x: number, width: number, size: number) {
  const y = doc.y;
  runs.forEach((run, i) => {
    const options = { width, continued: i < runs.length - 1, lineGap: 2 };
    doc.font(fontOf(run)).fontSize(size).fillColor(INK);
    if (i === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  doc.x = MARGIN;
}

function writePdfBlock(doc: PDFKit.PDFDocument, block: ReviewBlock) {
  const width = doc.page.width - MARGIN * 2;
  if (block.kind === 'heading') {
    if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
    doc.moveDown(0.5);
    const runs = block.runs.map((r) => ({ ...r, bold: true }));
    writeRuns(doc, runs, MARGIN, width, block.level <= 2 ? 14 : 12);
    doc.moveDown(0.3);
    return;
  }
  if (block.kind === 'paragraph') {
    writeRuns(doc, block.runs, MARGIN, width, 11);
    doc.moveDown(0.4);
    return;
  }
  const left = MARGIN + (block.depth - 1) * INDENT;
  if (doc.y + 14 > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  const marker = block.number === null ? '•' : `${block.number}.`;
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(marker, left, y, { lineBreak: false });
  doc.y = y;
  writeRuns(doc, block.runs, left + INDENT, doc.page.width - MARGIN - left - INDENT, 11);
  doc.moveDown(0.25);
}

/** A review as an A4 PDF (PDFKit): title, role, date and model, the write-up, 'n of m quotes verified'. */
export function renderReviewPdf(review: Review): Promise<Buffer> {
  const { title, subtitle, footer } = frame(review);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: title, Creator: 'Recruiting Workspace' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.font('Helvetica-Bold').fontSize(20).fillColor(INK).text(title);
  doc.font('Helvetica').fontSize(11).fillColor(MUTED).text(subtitle);
  doc.moveDown(0.6);
  for (const block of reviewBlocks(review.content)) writePdfBlock(doc, block);
  doc.moveDown(0.8);
  doc.font('Helvetica-Oblique').fontSize(10).fillColor(MUTED).text(footer, MARGIN, doc.y);
  doc.end();
  return done;
}

const textRuns = (runs: ReviewRun[]) =>
  runs.map((r) => new TextRun({ text: r.text, bold: r.bold, italics: r.italic }));

function docxParagraph(block: ReviewBlock): Paragraph {
  if (block.kind === 'heading') {
    const heading = block.level <= 2 ? HeadingLevel.HEADING_2 : HeadingLevel.HEADING_3;
    return new Paragraph({ heading, children: textRuns(block.runs) });
  }
  if (block.kind === 'paragraph') return new Paragraph({ children: textRuns(block.runs) });
  const level = Math.min(block.depth - 1, 2);
  return new Paragraph({
    children: textRuns(block.runs),
    ...(block.number === null
      ? { bullet: { level } }
      : { numbering: { reference: 'review-numbers', level } }),
  });
}

/** A review as a Word document (.docx, the `docx` package): the same content as the PDF. */
export function renderReviewDocx(review: Review): Promise<Buffer> {
  const { title, subtitle, footer } = frame(review);
  const doc = new Document({
    creator: 'Recruiting Workspace',
    title,
    numbering: {
      config: [
        {
          reference: 'review-numbers',
          levels: [0, 1, 2].map((level) => ({
            level,
            format: LevelFormat.DECIMAL,
            text: `%${level + 1}.`,
            alignment: AlignmentType.START,
          })),
        },
      ],
    },
    sections: [
      {
        children: [
          new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
          new Paragraph({ children: [new TextRun({ text: subtitle, color: '57606A' })] }),
          ...reviewBlocks(review.content).map(docxParagraph),
          new Paragraph({ children: [new TextRun({ text: footer, italics: true, color: '57606A' })] }),
        ],
      },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The export file's name: 'Review - {candidate} - {job title}.{pdf|docx}', without path characters. */
export function reviewFileName(review: Review, format: ReviewExportFormat): string {
  const safe = (s: string) =>
    s
      .replace(/[\\/:*?"<>|\p{Cc}]+/gu, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return `Review - ${safe(review.candidate_name)} - ${safe(review.job_title)}.${format}`;
}

export const reviewContentTypes: Record<ReviewExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
