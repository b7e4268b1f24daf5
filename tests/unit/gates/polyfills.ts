/**
 * What the server's answer functions need of Node that jsdom leaves out, set before they load
 * (imported first by the harness): text encoding, and pdfkit's Node build (an article's attachments
 * give their page count and size, read from the report PDF the server renders: mock/lib/reports.ts).
 */
import { TextDecoder, TextEncoder } from 'util';

Object.assign(globalThis, { TextEncoder: globalThis.TextEncoder ?? TextEncoder, TextDecoder: globalThis.TextDecoder ?? TextDecoder });

jest.mock('pdfkit', () => {
  // pdfkit's Node build finds its data files from its own path unless a `document` is there (then
  // from the page's URL): hidden while it loads. jsdom's own export conditions would pick the
  // browser build, which cannot read them.
  const g = globalThis as { document?: unknown };
  const doc = Object.getOwnPropertyDescriptor(g, 'document');
  delete g.document;
  try {
    const PDFDocument = jest.requireActual('../../../node_modules/pdfkit/js/pdfkit.js') as { prototype: Record<string, (...a: unknown[]) => unknown> };
    // It takes a font's bytes for a Uint8Array of this realm: Node's Buffer (fs, in mock/lib/pdfFonts.ts) is not one in jsdom.
    const { registerFont } = PDFDocument.prototype;
    PDFDocument.prototype.registerFont = function register(this: unknown, name: unknown, src: unknown, ...rest: unknown[]) {
      const bytes = ArrayBuffer.isView(src) && !(src instanceof Uint8Array) ? new Uint8Array(src.buffer, src.byteOffset, src.byteLength) : src;
      return registerFont.call(this, name, bytes, ...rest);
    };
    return PDFDocument;
  } finally {
    if (doc) Object.defineProperty(g, 'document', doc);
  }
});
// Its font engine and PNG reader, Node builds too (the browser builds reject Node's Buffers).
jest.mock('fontkit', () => jest.requireActual('../../../node_modules/fontkit/dist/main.cjs'));
jest.mock('png-js', () => jest.requireActual('../../../node_modules/png-js/lib/png-js.cjs'));

// What a browser has and jsdom lacks, for antd's responsive parts (Grid, Pagination, Descriptions):
// no media query matches, as in a window jsdom does not lay out.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom does not scroll (a page scrolls to its top, a list to its start): nothing to do.
window.scrollTo = () => undefined;

// ECharts draws on a canvas, which jsdom has not (getContext gives null, and zrender throws in its
// frame loop). The chart's own frame stays (EChart.tsx: drawn after the first paint, its chunk lazy);
// its core is a stand-in carrying the text alternative. Charts in a real browser: tests/e2e.
jest.mock('@/components/charts/EChartCore', () => ({
  __esModule: true,
  default: ({ ariaLabel, className }: { ariaLabel: string; className?: string }) =>
    jest.requireActual('react').createElement('div', { role: 'img', 'aria-label': ariaLabel, className, 'data-chart': 'stand-in' }),
}));
