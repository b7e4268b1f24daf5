/**
 * @jest-environment node
 */
import * as files from '../../../mock/lib/files';
import { pdfRoute } from '../model/harness';
import { renderPdf, type PdfDocument } from '../../../mock/lib/pdf';
import type { Attachment } from '../../../src/types/webapi';
import { pdfText, squeeze } from '../../support/pdfText';
import { call, dataset, expectShape } from '../model/support';

// Rendering the 40-odd report PDFs with the CJK font takes a few seconds; text extraction runs
// pdfjs-dist in a child process.
jest.setTimeout(60_000);

const ds = dataset();
const reports = ds.articles.filter((a) => a.categoryId === 220);
const download = pdfRoute((d, p) => files.getFile(d, p), () => ds);

/** The bytes GET /webapi/files/:name answers for an attachment. */
function served(att: Attachment): { bytes: Buffer; headers: Record<string, string | number> } {
  const res = call(download, {}, { name: att.url.split('/').pop()! });
  expect(res.statusCode).toBe(200);
  return { bytes: res.ended as Buffer, headers: res.headers };
}

/** Page objects in the file (pdfkit leaves the page dictionaries uncompressed). */
const pageObjects = (bytes: Buffer) => (bytes.toString('latin1').match(/\/Type \/Page\b(?!s)/g) ?? []).length;

describe('report PDFs', () => {
  // The file route's error envelope (moved here from the answers' error cases: the files are the generator's).
  it('answer NOT_FOUND for an unknown file', () => {
    const res = call(download, {}, { name: 'nope.pdf' });
    expect(res.statusCode).toBe(404);
    expectShape(res.body, { success: 'boolean', data: 'null', errorCode: 'string', errorMessage: 'string', showType: 'number' }, 'error');
    expect(res.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND', showType: 2 });
    expect((res.body as { errorMessage: string }).errorMessage).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('are served with the size and page count their attachment records give', () => {
    expect(reports.length).toBeGreaterThan(0);
    for (const r of reports) {
      for (const att of r.attachments) {
        const { bytes, headers } = served(att);
        expect(headers['content-type']).toBe('application/pdf');
        expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(bytes.subarray(-6).toString('latin1')).toBe('%%EOF\n');
        expect(att.size).toBe(bytes.length);
        expect(headers['content-length']).toBe(bytes.length);
        expect(att.pages).toBeGreaterThanOrEqual(1);
        expect(att.pages).toBe(pageObjects(bytes));
      }
    }
  });

  it('carry the report in Chinese: title, date line, summary, sections, a table, a chart, page numbers', () => {
    // One report of each kind: monthly, quarterly, annual, topical.
    const samples = [40000, 45000, 48000, 49000].map((from) => reports.find((r) => r.id >= from && r.id < from + 1000)!);
    for (const r of samples) {
      const att = r.attachments[0];
      const pdf = pdfText(served(att).bytes);
      const text = squeeze(pdf.text);
      expect(pdf.pages).toBe(att.pages);
      expect(pdf.title).toBe(r.title);
      expect(text).toContain(squeeze(r.title));
      expect(text).toContain(`发布日期：${Number(r.publishedAt.slice(0, 4))}年${Number(r.publishedAt.slice(5, 7))}月${Number(r.publishedAt.slice(8, 10))}日`);
      expect(text).toContain('来源：青溪五金指数办公室（示例）');
      expect(text).toContain(squeeze(r.summary).slice(0, 30));
      expect(text).toMatch(/一、/);
      expect(text).toMatch(/表1/);
      expect(text).toMatch(/图1/);
      for (let n = 1; n <= pdf.pages; n += 1) expect(text).toContain(`第${n}页/共${pdf.pages}页`);
    }
  });

  it('name their report in the side files (data tables, annual summary)', () => {
    const withTwo = reports.filter((r) => r.attachments.length === 2).slice(0, 1);
    withTwo.push(reports.find((r) => r.id >= 48000 && r.id < 49000)!);
    for (const r of withTwo) {
      const pdf = pdfText(served(r.attachments[1]).bytes);
      expect(pdf.pages).toBe(r.attachments[1].pages);
      expect(squeeze(pdf.text)).toContain(`所属报告：${squeeze(r.title)}`);
    }
  });

  it('are deterministic, dated by the report, and break long content over numbered pages', () => {
    const long: PdfDocument = {
      title: '分页测试报告',
      byline: '发布日期：2026年1月2日',
      summary: '用于检查分页、表头重复和页脚。',
      author: '测试',
      keywords: ['测试'],
      createdAt: new Date('2026-01-02T02:00:00Z'),
      blocks: [
        { kind: 'heading', level: 2, text: '一、长段落' },
        ...Array.from({ length: 12 }, (_, i) => ({ kind: 'paragraph' as const, text: `第${i + 1}段：${'青溪五金价格指数平稳运行。'.repeat(12)}` })),
        { kind: 'table', table: { caption: '长表格', head: ['序号', '名称', '数值'], rows: Array.from({ length: 60 }, (_, i) => [i + 1, `类别${i + 1}`, (100 + i / 10).toFixed(2)]) } },
        { kind: 'chart', chart: { kind: 'line', caption: '走势', unit: '单位：点', decimals: 2, points: [1, 2, 3, 4].map((i) => ({ label: `${i}月`, value: 100 + i })) } },
      ],
    };
    const a = renderPdf(long);
    const b = renderPdf(long);
    expect(a.bytes.equals(b.bytes)).toBe(true);
    // CreationDate (pdfkit writes each info value as its own object) is the given date, not now.
    expect(a.bytes.toString('latin1')).toContain('(D:20260102020000Z)');
    expect(a.pages).toBeGreaterThanOrEqual(3);
    expect(pageObjects(a.bytes)).toBe(a.pages);
    const pages = pdfText(a.bytes).text.split('\f').map(squeeze);
    expect(pages).toHaveLength(a.pages);
    pages.forEach((page, i) => expect(page).toContain(`第${i + 1}页/共${a.pages}页`));
    // The table header is repeated on the page the table continues on.
    expect(pages.filter((page) => page.includes('序号名称数值')).length).toBeGreaterThanOrEqual(2);
  });
});
