import { type CvProfile, type LinkedinParseExportFormat, profileSheet } from '@rw/core';
import { BorderStyle, Document, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import PDFDocument from 'pdfkit';

/*
 * The one-page profile as a file (docs/product/linkedin-parser.md#the-one-page-profile): the same layout as
 * the screen's preview and 'Copy as text' (core `profileSheet`), as an A4 PDF (PDFKit, as the job
 * description's PDF) or a Word document (the `docx` package, as the Reviewer's export).
 */

const MARGIN = 48;
const INK = '#1f2328';
const MUTED = '#57606a';
const ACCENT = '#1c64d1';

/** The one-page profile as an A4 PDF: name, headline and contact line, then each section with a rule. */
export function renderProfilePdf(profile: CvProfile): Promise<Buffer> {
  const sheet = profileSheet(profile);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${sheet.name} - Profile`, Creator: 'Recruiting Workspace' },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;
  doc.font('Helvetica-Bold').fontSize(22).fillColor(INK).text(sheet.name, { width });
  if (sheet.headline) doc.font('Helvetica').fontSize(12).fillColor(INK).text(sheet.headline, { width });
  if (sheet.contact.length) {
    doc.moveDown(0.2);
    doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(sheet.contact.join('  ·  '), { width });
  }
  for (const section of sheet.sections) {
    if (doc.y + 50 > doc.page.height - MARGIN) doc.addPage();
    doc.moveDown(0.8);
    doc
      .font('Helvetica-Bold')
      .fontSize(11)
      .fillColor(ACCENT)
      .text(section.title.toUpperCase(), MARGIN, doc.y, {
        width,
        characterSpacing: 0.6,
      });
    const rule = doc.y + 2;
    doc
      .moveTo(MARGIN, rule)
      .lineTo(MARGIN + width, rule)
      .lineWidth(0.6)
      .strokeColor('#d0d7de')
      .stroke();
    doc.y = rule + 5;
    section.entries.forEach((entry, i) => {
      if (i > 0 && entry.title) doc.moveDown(0.45);
      if (entry.title)
        doc.font('Helvetica-Bold').fontSize(10.5).fillColor(INK).text(entry.title, MARGIN, doc.y, { width });
      if (entry.detail)
        doc.font('Helvetica').fontSize(9.5).fillColor(MUTED).text(entry.detail, MARGIN, doc.y, { width });
      if (entry.body) {
        doc
          .font('Helvetica')
          .fontSize(10)
          .fillColor(INK)
          .text(entry.body, MARGIN, doc.y, { width, lineGap: 1.5 });
      }
    });
  }
  doc.end();
  return done;
}

/** The one-page profile as a Word document (.docx): the same content as the PDF. */
export function renderProfileDocx(profile: CvProfile): Promise<Buffer> {
  const sheet = profileSheet(profile);
  const children: Paragraph[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(sheet.name)] }),
  ];
  if (sheet.headline)
    children.push(new Paragraph({ children: [new TextRun({ text: sheet.headline, size: 24 })] }));
  if (sheet.contact.length) {
    children.push(
      new Paragraph({
        children: [new TextRun({ text: sheet.contact.join('  ·  '), color: '57606A', size: 19 })],
      }),
    );
  }
  for (const section of sheet.sections) {
    children.push(
      new Paragraph({
        heading: HeadingLevel.HEADING_2,
        spacing: { before: 240, after: 80 },
        border: { bottom: { style: BorderStyle.SINGLE, size: 4, color: 'D0D7DE', space: 2 } },
        children: [new TextRun(section.title)],
      }),
    );
    section.entries.forEach((entry, i) => {
      if (entry.title) {
        children.push(
          new Paragraph({
            spacing: { before: i > 0 ? 120 : 0 },
            children: [new TextRun({ text: entry.title, bold: true })],
          }),
        );
      }
      if (entry.detail) {
        children.push(
          new Paragraph({ children: [new TextRun({ text: entry.detail, color: '57606A', size: 19 })] }),
        );
      }
      for (const line of entry.body ? entry.body.split('\n') : []) {
        children.push(new Paragraph({ children: [new TextRun(line)] }));
      }
    });
  }
  const doc = new Document({
    creator: 'Recruiting Workspace',
    title: `${sheet.name} - Profile`,
    sections: [
      { properties: { page: { margin: { top: 960, bottom: 960, left: 960, right: 960 } } }, children },
    ],
  });
  return Packer.toBuffer(doc);
}

/** The one-page profile in `format`. */
export function renderProfile(profile: CvProfile, format: LinkedinParseExportFormat): Promise<Buffer> {
  return format === 'pdf' ? renderProfilePdf(profile) : renderProfileDocx(profile);
}

export const profileContentTypes: Record<LinkedinParseExportFormat, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
