/**
 * Prints what a PDF says, for the tests: reads the file from stdin and writes JSON
 * `{ pages, title, text }` (`text`: each page's text, pages separated by a form feed).
 * A separate process because pdfjs-dist is ESM only, which jest cannot import without
 * --experimental-vm-modules; the Playwright specs use it too.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const chunks = [];
for await (const chunk of process.stdin) chunks.push(chunk);
// verbosity 0: errors only, so stdout stays pure JSON.
const doc = await getDocument({ data: new Uint8Array(Buffer.concat(chunks)), verbosity: 0 }).promise;
const pageTexts = [];
for (let n = 1; n <= doc.numPages; n += 1) {
  const page = await doc.getPage(n);
  const content = await page.getTextContent();
  pageTexts.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
}
const { info } = await doc.getMetadata();
process.stdout.write(JSON.stringify({ pages: doc.numPages, title: info?.Title ?? null, text: pageTexts.join('\f') }));
await doc.destroy();
