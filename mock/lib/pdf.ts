/**
 * Report PDFs drawn with pdfkit and the Noto Sans SC font (subset-embedded, so the Chinese text is
 * real text a reader can search and copy): A4 pages with the title, a date/source line, the summary,
 * body sections, tables, vector charts and a 「第 N 页 / 共 M 页」 footer.
 *
 * Deterministic: CreationDate comes from the report and pdfkit derives the file ID from the info
 * dictionary, so the same input always gives the same bytes (and the same size).
 */
import type PDFKitDocument from 'pdfkit';
import { chartHeight, drawChart, type PdfChart } from './pdfChart';
import { FONT_BOLD, FONT_REGULAR, registerFonts } from './pdfFonts';
import { drawTable, type PdfTable } from './pdfTable';
import type { Flow } from './pdfFlow';

export type { Flow };

let pdfkit: typeof PDFKitDocument | undefined;
/**
 * pdfkit (0.5–1 s to load) with the first PDF drawn, not with every server start that has a demo
 * site: drawing stays synchronous, so it is required, not imported.
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const PDFDocument = (): typeof PDFKitDocument => (pdfkit ??= require('pdfkit') as typeof PDFKitDocument);

export type { PdfChart, PdfTable };

export type PdfBlock =
  | { kind: 'heading'; level: 2 | 3; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'table'; table: PdfTable }
  | { kind: 'chart'; chart: PdfChart };

export interface PdfDocument {
  title: string;
  /** The lines under the title: release date, source, author (and the article of a side file). */
  byline: string;
  summary: string;
  blocks: PdfBlock[];
  author: string;
  keywords: string[];
  /** Written as CreationDate (and so part of the file ID): the report's release time. */
  createdAt: Date;
}

import type { RenderedPdf } from '../../server/model/types';

export type { RenderedPdf };

export const PDF_FOOTER_NOTE = '青溪五金指数办公室 · 演示数据，非真实统计';

const MARGIN = { top: 64, bottom: 64, left: 56, right: 56 };
const INK = '#1f2329';
const MUTED = '#646a73';
const ACCENT = '#1f5fbf';

function createFlow(doc: PDFKit.PDFDocument): Flow {
  return {
    doc,
    left: MARGIN.left,
    width: doc.page.width - MARGIN.left - MARGIN.right,
    ensure(height) {
      if (doc.y + height <= doc.page.height - MARGIN.bottom) return false;
      doc.addPage();
      return true;
    },
    tableNo: 0,
    chartNo: 0,
  };
}

function drawHeader(flow: Flow, input: PdfDocument): void {
  const { doc, left, width } = flow;
  doc.rect(left, MARGIN.top - 16, width, 3).fill(ACCENT);
  doc.fillColor(INK).font(FONT_BOLD).fontSize(18).text(input.title, left, MARGIN.top, { width, lineGap: 4 });
  doc.moveDown(0.3).fillColor(MUTED).font(FONT_REGULAR).fontSize(9).text(input.byline, { width });
  doc.moveDown(0.8);
  // The summary in a tinted box: measure first so the box can be drawn under the text.
  const pad = 10;
  doc.font(FONT_REGULAR).fontSize(10);
  const textHeight = doc.heightOfString(input.summary, { width: width - 2 * pad, lineGap: 3 });
  const boxTop = doc.y;
  doc.rect(left, boxTop, width, textHeight + 2 * pad + 14).fill('#f2f5fa');
  doc.rect(left, boxTop, 3, textHeight + 2 * pad + 14).fill(ACCENT);
  doc.fillColor(ACCENT).font(FONT_BOLD).fontSize(9).text('内容摘要', left + pad, boxTop + pad - 2);
  doc.fillColor(INK).font(FONT_REGULAR).fontSize(10).text(input.summary, left + pad, boxTop + pad + 14, { width: width - 2 * pad, lineGap: 3 });
  doc.x = left;
  doc.y = boxTop + textHeight + 2 * pad + 14 + 12;
}

function drawBlock(flow: Flow, block: PdfBlock): void {
  const { doc, left, width } = flow;
  switch (block.kind) {
    case 'heading':
      // Keep a heading with at least two lines of what follows.
      flow.ensure(block.level === 2 ? 70 : 50);
      doc.moveDown(block.level === 2 ? 0.6 : 0.3);
      doc.fillColor(block.level === 2 ? ACCENT : INK).font(FONT_BOLD).fontSize(block.level === 2 ? 13 : 11);
      doc.text(block.text, left, doc.y, { width });
      doc.moveDown(0.3);
      break;
    case 'paragraph':
      doc.fillColor(INK).font(FONT_REGULAR).fontSize(10.5).text(block.text, left, doc.y, { width, lineGap: 4, indent: 21, paragraphGap: 6 });
      break;
    case 'list':
      doc.fillColor(INK).font(FONT_REGULAR).fontSize(10.5);
      for (const item of block.items) {
        flow.ensure(20);
        const y = doc.y;
        doc.text('•', left + 8, y, { lineBreak: false });
        doc.text(item, left + 22, y, { width: width - 22, lineGap: 4, paragraphGap: 3 });
      }
      doc.moveDown(0.3);
      break;
    case 'table':
      drawTable(flow, block.table);
      break;
    case 'chart':
      flow.ensure(chartHeight(block.chart) + 10);
      drawChart(flow, block.chart);
      break;
  }
  doc.x = left;
}

/** Footer on every page; the bottom margin is lifted meanwhile so pdfkit does not add pages. */
function drawFooters(flow: Flow, title: string): number {
  const { doc, left, width } = flow;
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 42;
    doc.moveTo(left, y - 6).lineTo(left + width, y - 6).lineWidth(0.5).strokeColor('#c9cdd4').stroke();
    doc.fillColor(MUTED).font(FONT_REGULAR).fontSize(8);
    doc.text(PDF_FOOTER_NOTE, left, y, { lineBreak: false });
    const pageLabel = `第 ${i - start + 1} 页 / 共 ${count} 页`;
    doc.text(pageLabel, left + width - doc.widthOfString(pageLabel), y, { lineBreak: false });
    if (i > start) {
      // Running title on the following pages.
      doc.text(title, left, MARGIN.top - 36, { lineBreak: false });
      doc.moveTo(left, MARGIN.top - 22).lineTo(left + width, MARGIN.top - 22).lineWidth(0.5).strokeColor('#c9cdd4').stroke();
    }
  }
  return count;
}

/**
 * pdfkit writes the whole file into its readable buffer synchronously inside `end()` (content
 * streams are deflated with zlib's sync API); only the 'data' events come later. Draining with
 * `read()` therefore gives the complete file at once — checked by the trailing %%EOF.
 */
function drainSync(doc: PDFKit.PDFDocument): Buffer {
  const chunks: Buffer[] = [];
  for (let chunk = doc.read() as Buffer | null; chunk !== null; chunk = doc.read() as Buffer | null) chunks.push(chunk);
  const bytes = Buffer.concat(chunks);
  if (!bytes.subarray(-8).toString('latin1').includes('%%EOF')) throw new Error('pdfkit did not finish the PDF synchronously');
  return bytes;
}

/** Renders the document to bytes, synchronously. */
export function renderPdf(input: PdfDocument): RenderedPdf {
  const doc = new (PDFDocument())({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: 'zh-CN',
    displayTitle: true,
    info: {
      Title: input.title,
      Author: input.author,
      Subject: input.summary,
      Keywords: input.keywords.join(', '),
      Creator: '青溪五金指数门户（演示后端）',
      Producer: 'PDFKit',
      CreationDate: input.createdAt,
    },
  });
  registerFonts(doc);
  const flow = createFlow(doc);
  drawHeader(flow, input);
  for (const block of input.blocks) drawBlock(flow, block);
  const pages = drawFooters(flow, input.title);
  doc.end();
  return { bytes: drainSync(doc), pages };
}
