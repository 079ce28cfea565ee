import PDFDocument from 'pdfkit';
import { type HtmlBlock, htmlToBlocks, type TextRun } from './html-blocks.js';

/**
 * The content of the exported job description (POST /api/pdf/job-description,
 * docs/product/jobs.md#print-and-pdf).
 */
export type JobPdfContent = {
  title: string;
  companyName: string | null;
  location: string | null;
  introHtml: string | null;
  mission: string | null;
  responsibilities: string[];
  requirements: string[];
  niceToHave: string[];
  benefits: string[];
};

/** The section headings, in the order of the printable specification (docs/product/jobs.md#print-and-pdf). */
export const pdfSections = {
  intro: 'Job Specification Introduction',
  mission: 'Role Mission',
  responsibilities: 'Role Responsibilities',
  requirements: 'Requirements',
  niceToHave: 'Nice to have',
  benefits: 'Benefits',
} as const;

const MARGIN = 56;
const INK = '#1f2328';
const MUTED = '#57606a';
const LINK = '#1c64d1';
const BULLET_INDENT = 16;

function fontOf(run: Pick<TextRun, 'bold' | 'italic'>): string {
  if (run.bold && run.italic) return 'Helvetica-BoldOblique';
  if (run.bold) return 'Helvetica-Bold';
  return run.italic ? 'Helvetica-Oblique' : 'Helvetica';
}

const plain = (text: string): TextRun => ({ text, bold: false, italic: false, underline: false, link: null });

/** Writes formatted runs as one paragraph at `x`, `width` wide, from the current line. */
function writeRuns(doc: PDFKit.PDFDocument, runs: TextRun[], x: number, width: number, size: number) {
  const y = doc.y;
  runs.forEach((run, i) => {
    const options: PDFKit.Mixins.TextOptions = {
      width,
      continued: i < runs.length - 1,
      underline: run.underline || Boolean(run.link),
      link: run.link,
      lineGap: 2,
    };
    doc
      .font(fontOf(run))
      .fontSize(size)
      .fillColor(run.link ? LINK : INK);
    if (i === 0) doc.text(run.text, x, y, options);
    else doc.text(run.text, options);
  });
  doc.x = MARGIN;
}

function writeBullet(doc: PDFKit.PDFDocument, runs: TextRun[], marker: string, depth: number) {
  const left = MARGIN + (Math.max(1, depth) - 1) * BULLET_INDENT;
  const width = doc.page.width - MARGIN - left - BULLET_INDENT;
  if (doc.y + 14 > doc.page.height - MARGIN) doc.addPage();
  const y = doc.y;
  doc.font('Helvetica').fontSize(11).fillColor(INK).text(marker, left, y, { lineBreak: false });
  doc.y = y;
  writeRuns(doc, runs, left + BULLET_INDENT, width, 11);
  doc.moveDown(0.25);
}

function writeBlocks(doc: PDFKit.PDFDocument, blocks: HtmlBlock[]) {
  const width = doc.page.width - MARGIN * 2;
  for (const block of blocks) {
    if (block.kind === 'item') {
      writeBullet(doc, block.runs, block.number === null ? '•' : `${block.number}.`, block.depth);
      continue;
    }
    const size = block.kind === 'heading' ? 12.5 : 11;
    const runs = block.kind === 'heading' ? block.runs.map((r) => ({ ...r, bold: true })) : block.runs;
    writeRuns(doc, runs, MARGIN, width, size);
    doc.moveDown(0.5);
  }
}

function heading(doc: PDFKit.PDFDocument, text: string) {
  if (doc.y + 60 > doc.page.height - MARGIN) doc.addPage();
  doc.moveDown(0.6);
  doc.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(text, MARGIN, doc.y);
  doc.moveDown(0.35);
}

/**
 * Lays out a job description as an A4 PDF with PDFKit: the title, company and location, then the sections
 * of the printable specification in order; the introduction keeps its formatting (paragraphs, bold,
 * italic, underline, bullet and numbered lists, links). Empty text shows a dash; empty lists are omitted
 * (docs/product/jobs.md#print-and-pdf).
 * @returns the PDF bytes.
 */
export function renderJobPdf(content: JobPdfContent): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: content.title || 'Job Description', Creator: 'Recruiting Workspace' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc
    .font('Helvetica-Bold')
    .fontSize(22)
    .fillColor(INK)
    .text(content.title || 'Job Description');
  const subtitle = [content.companyName, content.location].filter((v) => v?.trim()).join(' · ');
  if (subtitle) doc.font('Helvetica').fontSize(11.5).fillColor(MUTED).text(subtitle);
  doc.moveDown(0.4);

  heading(doc, pdfSections.intro);
  const intro = htmlToBlocks(content.introHtml ?? '');
  if (intro.length) writeBlocks(doc, intro);
  else writeRuns(doc, [plain('-')], MARGIN, doc.page.width - MARGIN * 2, 11);

  heading(doc, pdfSections.mission);
  const mission = content.mission?.trim() || '-';
  for (const paragraph of mission.split(/\n{2,}/)) {
    writeRuns(doc, [plain(paragraph.trim())], MARGIN, doc.page.width - MARGIN * 2, 11);
    doc.moveDown(0.4);
  }

  const lists: [string, string[]][] = [
    [pdfSections.responsibilities, content.responsibilities],
    [pdfSections.requirements, content.requirements],
    [pdfSections.niceToHave, content.niceToHave],
    [pdfSections.benefits, content.benefits],
  ];
  for (const [title, items] of lists) {
    const kept = items.map((i) => i.trim()).filter(Boolean);
    if (!kept.length) continue;
    heading(doc, title);
    for (const item of kept) writeBullet(doc, [plain(item)], '•', 1);
  }

  doc.end();
  return done;
}
