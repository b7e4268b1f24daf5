/**
 * The content rules that need no server (server/content/content.ts): a file is a PDF by its bytes,
 * whatever its name; its stored name is always one the public file route serves and changes with its
 * bytes; its pages are counted.
 */
import fc from 'fast-check';
import { isPdf, pdfPages, storedFileName } from '../../server/content/content';
import { tinyPdf } from './support/admin';

/** What GET /webapi/files/{name} accepts (server/webapi/operations.ts getFile). */
const SERVED = /^[\w.-]{1,200}$/;

describe('attachments', () => {
  it('a PDF is known by its bytes: an HTML page, an image or text named .pdf is not one', () => {
    expect(isPdf(tinyPdf(2))).toBe(true);
    for (const other of ['<!doctype html><html><body>%PDF-1.4</body></html>', 'GIF89a……', '%PDF-1.7 but cut short', '']) {
      expect(isPdf(Buffer.from(other))).toBe(false);
    }
    // A PDF header with the end cut off (an interrupted upload) is not a whole PDF.
    const whole = tinyPdf(1);
    expect(isPdf(whole.subarray(0, whole.length - 8))).toBe(false);
  });

  it('pages are counted from the page objects', () => {
    for (const n of [1, 3, 12]) expect(pdfPages(tinyPdf(n))).toBe(n);
  });

  it('a stored name is always servable, ends in .pdf and changes with the bytes, for any file name', () => {
    const sha256 = fc.stringMatching(/^[0-9a-f]{64}$/);
    // Two files' hashes that differ in the first 16 digits, the part a stored name keeps.
    const twoFiles = fc.tuple(sha256, sha256).filter(([a, b]) => a.slice(0, 16) !== b.slice(0, 16));
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), twoFiles, (filename, [a, b]) => {
        const name = storedFileName(a, filename);
        expect(name).toMatch(SERVED);
        expect(name.endsWith('.pdf')).toBe(true);
        expect(storedFileName(b, filename)).not.toBe(name);
      }),
      { numRuns: 300 },
    );
    expect(storedFileName('0123456789abcdef' + '0'.repeat(48), '2025年2月 指数报告.pdf')).toBe('0123456789abcdef-2025-2.pdf');
  });
});
