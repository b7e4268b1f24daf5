/**
 * The editor's own sanitiser (what StarterKit cannot edit is kept as it was, after it): the shared
 * table of hostile HTML (tests/support/hostileHtml.ts), as the server's and the public page's are.
 * It must add nothing for display: what it returns is saved with the article.
 */
import { sanitizeKeptHtml } from '@/components/admin/RichTextEditor';
import { checksTheTables } from '../../../support/hostileHtml';

jest.mock('@umijs/max', () => ({ useIntl: () => ({}) }));

describe('sanitizeKeptHtml', () => {
  checksTheTables(sanitizeKeptHtml);

  // The old rule (`/^\/(?!\/)/`) let this through: a browser reads `/\host` as `//host`.
  it('removes an iframe whose src is /\\host', () => {
    expect(sanitizeKeptHtml('<iframe src="/\\evil.example/x"></iframe><p>x</p>')).toBe('<p>x</p>');
  });

  it('adds no attribute for display (tabindex, loading, target)', () => {
    const html = '<table><tbody><tr><td>1</td></tr></tbody></table><img src="/a.png" alt="图"><a href="https://example.com/">x</a>';
    expect(sanitizeKeptHtml(html)).toBe(html);
  });

  it('keeps an attribute only on a tag that may have it', () => {
    expect(sanitizeKeptHtml('<p src="/a.png" colspan="2" title="t" data-x="1" aria-label="l">x</p>')).toBe('<p title="t">x</p>');
  });
});
