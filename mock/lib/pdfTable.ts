/**
 * Tables of the report PDFs, drawn with rules and text (a three-line table with zebra rows):
 * columns sized to their content, numbers right-aligned, the header repeated after a page break.
 */
import type { Flow } from './pdfFlow';
import { FONT_BOLD, FONT_REGULAR } from './pdfFonts';

export interface PdfTable {
  caption?: string;
  head: string[];
  rows: (string | number)[][];
}

const FONT_SIZE = 8.5;
const ROW_HEIGHT = 18;
const PAD = 5;
const INK = '#1f2329';

const isNumeric = (text: string): boolean => /^[+-]?[\d,.]+%?$/.test(text) || text === '—' || text === '-';

/** Column widths from the widest cell, stretched or shrunk to the text width. */
function columnWidths(flow: Flow, head: string[], rows: string[][]): number[] {
  const { doc } = flow;
  const natural = head.map((h, c) => {
    const headWidth = doc.font(FONT_BOLD).fontSize(FONT_SIZE).widthOfString(h);
    const cellWidth = Math.max(0, ...rows.map((r) => doc.font(FONT_REGULAR).fontSize(FONT_SIZE).widthOfString(r[c] ?? '')));
    return Math.max(headWidth, cellWidth) + 2 * PAD;
  });
  const total = natural.reduce((s, w) => s + w, 0);
  return natural.map((w) => (w * flow.width) / total);
}

/** One line of text in a cell, vertically centred, shrunk if it would not fit. */
function cell(flow: Flow, text: string, x: number, y: number, width: number, font: string, rightAlign: boolean): void {
  const { doc } = flow;
  doc.font(font).fontSize(FONT_SIZE);
  const natural = doc.widthOfString(text);
  const room = width - 2 * PAD;
  if (natural > room) doc.fontSize((FONT_SIZE * room) / natural);
  const textWidth = Math.min(natural, room);
  const top = y + (ROW_HEIGHT - doc.currentLineHeight()) / 2;
  doc.text(text, rightAlign ? x + width - PAD - textWidth : x + PAD, top, { lineBreak: false });
}

function rule(flow: Flow, y: number, weight: number): void {
  flow.doc
    .moveTo(flow.left, y)
    .lineTo(flow.left + flow.width, y)
    .lineWidth(weight)
    .strokeColor(INK)
    .stroke();
}

export function drawTable(flow: Flow, table: PdfTable): void {
  const { doc, left } = flow;
  const rows = table.rows.map((r) => r.map(String));
  const widths = columnWidths(flow, table.head, rows);
  const numericColumn = table.head.map((_, c) => c > 0 && rows.every((r) => isNumeric(r[c] ?? '')));
  flow.tableNo += 1;

  flow.ensure(24 + ROW_HEIGHT * Math.min(rows.length + 1, 4));
  doc.moveDown(0.4);
  const caption = `表${flow.tableNo}${table.caption ? `　${table.caption}` : ''}`;
  doc.fillColor(INK).font(FONT_BOLD).fontSize(9.5).text(caption, left, doc.y, { width: flow.width, align: 'center' });
  doc.moveDown(0.3);

  const drawRow = (cells: string[], y: number, font: string, fill: string | null): void => {
    if (fill) doc.rect(left, y, flow.width, ROW_HEIGHT).fill(fill);
    doc.fillColor(INK);
    let x = left;
    cells.forEach((text, c) => {
      cell(flow, text, x, y, widths[c], font, numericColumn[c]);
      x += widths[c];
    });
  };
  const drawHead = (): number => {
    const y = doc.y;
    drawRow(table.head, y, FONT_BOLD, '#e8eef7');
    rule(flow, y, 1);
    rule(flow, y + ROW_HEIGHT, 0.5);
    return y + ROW_HEIGHT;
  };

  let y = drawHead();
  rows.forEach((cells, i) => {
    doc.y = y;
    if (flow.ensure(ROW_HEIGHT)) y = drawHead();
    drawRow(cells, y, FONT_REGULAR, i % 2 === 1 ? '#f7f8fa' : null);
    y += ROW_HEIGHT;
    const last = i === rows.length - 1;
    if (last || y + ROW_HEIGHT > doc.page.height - doc.page.margins.bottom) rule(flow, y, 1);
  });
  doc.x = left;
  doc.y = y + 10;
}
