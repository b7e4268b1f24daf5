/** What a PDF says (page count, Title metadata, text), read by pdfjs-dist in a child process. */
import { execFileSync } from 'child_process';
import { join } from 'path';

export interface PdfText {
  pages: number;
  title: string | null;
  /** Page texts separated by a form feed. */
  text: string;
}

export function pdfText(bytes: Buffer): PdfText {
  const out = execFileSync(process.execPath, [join(__dirname, 'pdf-text-cli.mjs')], { input: bytes, maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(out.toString('utf8')) as PdfText;
}

/** Text without white space, so that a title wrapped over two lines is still found. */
export const squeeze = (text: string): string => text.replace(/\s+/g, '');
