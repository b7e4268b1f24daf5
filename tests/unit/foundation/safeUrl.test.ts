/** Addresses from /webapi that reach a link or a picture (issue 13, hostile content). */
import { safeLinkUrl, safeMediaUrl } from '@/utils/safeUrl';

const HOSTILE = [
  "javascript:window.__pwned('href')",
  ' JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'vbscript:msgbox(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'file:///etc/passwd',
];

describe('safeLinkUrl', () => {
  it.each(HOSTILE)('drops %j', (url) => expect(safeLinkUrl(url)).toBeUndefined());

  it('keeps same-site paths and http(s) addresses as given', () => {
    expect(safeLinkUrl('/webapi/files/report.pdf')).toBe('/webapi/files/report.pdf');
    expect(safeLinkUrl('https://www.example.com/a')).toBe('https://www.example.com/a');
    expect(safeLinkUrl('http://www.example.com/a')).toBe('http://www.example.com/a');
  });

  it('drops nothing-at-all', () => {
    expect(safeLinkUrl(undefined)).toBeUndefined();
    expect(safeLinkUrl(null)).toBeUndefined();
    expect(safeLinkUrl('  ')).toBeUndefined();
  });

  it('does not take an inline picture as a link', () => {
    expect(safeLinkUrl('data:image/png;base64,iVBORw0KGgo=')).toBeUndefined();
  });
});

describe('safeMediaUrl', () => {
  it.each(HOSTILE)('drops %j', (url) => expect(safeMediaUrl(url)).toBeUndefined());

  it('keeps pictures: same-site, http(s) and inline', () => {
    expect(safeMediaUrl('/webapi/media/logos/1001.svg')).toBe('/webapi/media/logos/1001.svg');
    expect(safeMediaUrl('https://cdn.example.com/a.png')).toBe('https://cdn.example.com/a.png');
    expect(safeMediaUrl('data:image/svg+xml,%3Csvg%3E%3C/svg%3E')).toBe('data:image/svg+xml,%3Csvg%3E%3C/svg%3E');
  });
});
