/**
 * A report body written once as blocks: the article page gets HTML, the PDF attachment the same
 * sections. A figure is a picture on the page and, when it carries chart data, a real chart in the
 * PDF; a `chart` block appears in the PDF only.
 */
import { h2, h3, img, p, table, ul } from '../../server/model/html';
import type { PdfBlock, PdfChart, PdfTable } from './pdf';

export type ReportBlock = PdfBlock | { kind: 'figure'; src: string; alt: string; caption?: string; chart?: PdfChart };

export const heading = (text: string, level: 2 | 3 = 2): ReportBlock => ({ kind: 'heading', level, text });
export const paragraph = (text: string): ReportBlock => ({ kind: 'paragraph', text });
export const list = (items: string[]): ReportBlock => ({ kind: 'list', items });
export const tableBlock = (head: string[], rows: PdfTable['rows'], caption?: string): ReportBlock => ({ kind: 'table', table: { head, rows, caption } });
export const chartBlock = (chart: PdfChart): ReportBlock => ({ kind: 'chart', chart });
export const figure = (src: string, alt: string, caption?: string, chart?: PdfChart): ReportBlock => ({ kind: 'figure', src, alt, caption, chart });

function blockHtml(b: ReportBlock): string {
  switch (b.kind) {
    case 'heading':
      return b.level === 2 ? h2(b.text) : h3(b.text);
    case 'paragraph':
      return p(b.text);
    case 'list':
      return ul(b.items);
    case 'table':
      return table(b.table.head, b.table.rows, b.table.caption);
    case 'figure':
      return img(b.src, b.alt, b.caption);
    default:
      return ''; // charts are drawn in the PDF only
  }
}

export function blocksHtml(blocks: ReportBlock[]): string {
  return blocks.map(blockHtml).join('');
}

export function blocksPdf(blocks: ReportBlock[]): PdfBlock[] {
  return blocks.flatMap((b): PdfBlock[] => {
    if (b.kind !== 'figure') return [b];
    return b.chart ? [{ kind: 'chart', chart: b.chart }] : [];
  });
}
