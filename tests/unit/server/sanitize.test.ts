/**
 * The server's sanitiser on its own (issue 42): what it stores must be safe even where no browser
 * sanitiser runs after it. Same table as the browser's (tests/support/hostileHtml.ts); the stored
 * HTML is read back by jsdom's DOMParser, as a browser would parse it.
 */
import { isSitePath, sanitizeStoredHtml } from '../../../server/sanitize';
import { checksTheTables, FOREIGN_FRAME_SOURCES, HOSTILE_HTML, parseHtml, SITE_FRAME_SOURCES, unsafeParts } from '../../support/hostileHtml';

describe('sanitizeStoredHtml', () => {
  checksTheTables(sanitizeStoredHtml);
});

describe('links that open another window', () => {
  it.each(['_blank', '_BLANK', 'report'])('store rel="noopener noreferrer" for target=%j, whatever rel was given', (target) => {
    for (const rel of ['', ' rel="opener"', ' rel="nofollow"']) {
      const a = parseHtml(sanitizeStoredHtml(`<a href="/x" target="${target}"${rel}>x</a>`)).querySelector('a');
      expect(a?.getAttribute('rel')).toBe('noopener noreferrer');
    }
  });

  it('leave a link in the same window as it was', () => {
    expect(sanitizeStoredHtml('<a href="/x" rel="nofollow">x</a><a href="/y" target="_self">y</a>')).toBe('<a href="/x" rel="nofollow">x</a><a href="/y" target="_self">y</a>');
  });
});

// The iframe rule alone: sanitize-html's own scheme check (allowProtocolRelative: false) happens to
// drop `//` and `/\` sources before it in this version, so the table above would not see it fail.
describe('isSitePath', () => {
  it.each(FOREIGN_FRAME_SOURCES)('rejects %j', (src) => expect(isSitePath(src)).toBe(false));
  it.each(SITE_FRAME_SOURCES)('accepts %j', (src) => expect(isSitePath(src)).toBe(true));
});

// The checks see what each vector would do unsanitised, so a pass above means something.
describe('the hostile table', () => {
  it.each(HOSTILE_HTML.filter((vector) => !vector.inert))('finds $name unsafe as written', ({ html }) => {
    expect(unsafeParts(html)).not.toEqual([]);
  });
});
