import { MARKETPLACE_NAME } from '@lfm/core';
import PDFDocument from 'pdfkit';

/** Renders an A4 PDF with pdfkit's built-in fonts (nothing loaded from disk or the network). */
export function renderPdf(
  info: { title: string; author?: string },
  draw: (doc: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 50,
      info: { Title: info.title, Author: info.author ?? MARKETPLACE_NAME },
    });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** A file name from a product name: letters, digits, dashes; never empty. */
export const pdfFileName = (name: string) =>
  `${
    name
      .normalize('NFKD')
      .replace(/[^\w\s-]/g, '')
      .trim()
      .replace(/\s+/g, '-')
      .slice(0, 80) || 'order'
  }.pdf`;

export interface PdfTableColumn {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A simple ruled table: header row, then rows; wraps to a new page when full. */
export function drawTable(doc: PDFKit.PDFDocument, columns: PdfTableColumn[], rows: string[][]) {
  const left = doc.page.margins.left;
  const drawRow = (cells: string[], bold: boolean) => {
    if (doc.y > doc.page.height - doc.page.margins.bottom - 40) doc.addPage();
    const y = doc.y;
    let x = left;
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    let height = 0;
    columns.forEach((col, i) => {
      const text = cells[i] ?? '';
      const h = doc.heightOfString(text, { width: col.width - 6 });
      doc.text(text, x, y, { width: col.width - 6, align: col.align ?? 'left' });
      height = Math.max(height, h);
      x += col.width;
    });
    const bottom = y + height + 4;
    doc
      .moveTo(left, bottom)
      .lineTo(x, bottom)
      .strokeColor(bold ? '#2f5d3a' : '#dddddd')
      .lineWidth(bold ? 1 : 0.5)
      .stroke();
    doc.x = left;
    doc.y = bottom + 4;
  };
  drawRow(
    columns.map((c) => c.header),
    true,
  );
  rows.forEach((r) => drawRow(r, false));
}
