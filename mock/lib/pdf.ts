/**
 * A minimal hand-written PDF 1.4 writer: one or more A4 pages of Helvetica text. Output is pure
 * ASCII (non-ASCII characters are replaced by `?`), so string length equals byte length.
 */

export interface PdfDocument {
  title: string;
  /** Lines of text; a line starting with `# ` is set as a heading. Pages break automatically. */
  lines: string[];
}

const PAGE_WIDTH = 595;
const PAGE_HEIGHT = 842;
const MARGIN = 56;
const LINES_PER_PAGE = 46;

function ascii(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?');
}

function escapePdfString(text: string): string {
  return ascii(text).replace(/\\/g, '\\\\').replace(/\(/g, '\\(').replace(/\)/g, '\\)');
}

function pageStream(title: string, lines: string[], pageNo: number, pageCount: number): string {
  const ops: string[] = ['BT', `/F2 16 Tf`, `${MARGIN} ${PAGE_HEIGHT - MARGIN} Td`, `(${escapePdfString(title)}) Tj`, '/F1 10 Tf', '0 -30 Td'];
  for (const line of lines) {
    if (line.startsWith('# ')) {
      ops.push('/F2 12 Tf', `(${escapePdfString(line.slice(2))}) Tj`, '/F1 10 Tf', '0 -15 Td');
    } else {
      ops.push(`(${escapePdfString(line)}) Tj`, '0 -15 Td');
    }
  }
  ops.push('ET', 'BT', '/F1 8 Tf', `${MARGIN} 30 Td`, `(Page ${pageNo} of ${pageCount} - demo data, Qingxi hardware index office) Tj`, 'ET');
  return ops.join('\n');
}

/** Renders the document; the answer is a latin1/ASCII string of the file's bytes. */
export function renderPdf(doc: PdfDocument): string {
  const chunks: string[][] = [];
  for (let i = 0; i < Math.max(1, doc.lines.length); i += LINES_PER_PAGE) chunks.push(doc.lines.slice(i, i + LINES_PER_PAGE));
  const pageCount = chunks.length;

  // Object numbers: 1 catalog, 2 pages, 3 font regular, 4 font bold, 5 info, then per page: page, content.
  const objects: string[] = [];
  const pageIds = chunks.map((_, i) => 6 + i * 2);
  objects[1] = '<< /Type /Catalog /Pages 2 0 R >>';
  objects[2] = `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pageCount} >>`;
  objects[3] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>';
  objects[4] = '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>';
  objects[5] = `<< /Title (${escapePdfString(doc.title)}) /Producer (qingxi-demo mock) >>`;
  chunks.forEach((lines, i) => {
    const pageId = pageIds[i];
    const stream = pageStream(doc.title, lines, i + 1, pageCount);
    objects[pageId] =
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE_WIDTH} ${PAGE_HEIGHT}] ` +
      `/Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${pageId + 1} 0 R >>`;
    objects[pageId + 1] = `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`;
  });

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  for (let id = 1; id < objects.length; id += 1) {
    offsets[id] = out.length;
    out += `${id} 0 obj\n${objects[id]}\nendobj\n`;
  }
  const xrefAt = out.length;
  out += `xref\n0 ${objects.length}\n0000000000 65535 f \n`;
  for (let id = 1; id < objects.length; id += 1) out += `${String(offsets[id]).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return out;
}
