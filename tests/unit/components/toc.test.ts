/**
 * The table of contents' outline (toc.ts): h2 / h3 headings in order with stable, unique `sec-` ids
 * that the URL's `?section=` accepts (views/sections.ts), put on the headings themselves, with an
 * optional "link to this section" anchor that leaves the heading's text alone.
 */
import { sanitizeHtml } from '@/components/ArticleContent';
import { hasToc, outlineHtml, sectionSlug, TOC_MIN_SECTIONS } from '@/components/articles/toc';
import { SECTION_ID, sectionView } from '@/views/sections';

/** The parsed result, to look at the headings the way the page will. */
const parse = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
};

const COMMENTARY = [
  '<h2>一、总指数运行情况</h2><p>本期总指数收于 <strong>102.35</strong> 点。</p>',
  '<h2>二、大类指数涨跌概况</h2><p>15 个大类 5 涨 9 跌 1 平。</p>',
  '<h2>三、主要涨跌类别</h2>',
  '<h3>（一）主要上涨类别</h3><p>…</p>',
  '<h3>（二）主要下跌类别</h3><p>…</p>',
  '<h2>四、大类指数一览</h2><table><tbody><tr><td>1</td></tr></tbody></table>',
  '<h2>五、后市展望</h2><p>预计下周稳中有升。</p>',
].join('');

describe('sectionSlug', () => {
  it('keeps Chinese text and turns punctuation and spaces into single dashes', () => {
    expect(sectionSlug('一、总指数运行情况')).toBe('一-总指数运行情况');
    expect(sectionSlug('（一）主要上涨类别')).toBe('一-主要上涨类别');
    expect(sectionSlug('  Prices & Costs, 2026 ')).toBe('prices-costs-2026');
  });

  it('is empty when nothing but punctuation is left, and cut to 40 characters', () => {
    expect(sectionSlug('——！？')).toBe('');
    const long = sectionSlug('五金'.repeat(30));
    expect([...long]).toHaveLength(40);
  });
});

describe('outlineHtml', () => {
  it('lists the h2 and h3 headings in order, with their level and text', () => {
    const { sections } = outlineHtml(COMMENTARY);
    expect(sections.map((s) => [s.level, s.text])).toEqual([
      [2, '一、总指数运行情况'],
      [2, '二、大类指数涨跌概况'],
      [2, '三、主要涨跌类别'],
      [3, '（一）主要上涨类别'],
      [3, '（二）主要下跌类别'],
      [2, '四、大类指数一览'],
      [2, '五、后市展望'],
    ]);
  });

  it('puts the ids on the headings, each one the URL accepts', () => {
    const { html, sections } = outlineHtml(COMMENTARY);
    const headings = [...parse(html).querySelectorAll('h2, h3')];
    expect(headings.map((h) => h.id)).toEqual(sections.map((s) => s.id));
    expect(sections[0].id).toBe('sec-一-总指数运行情况');
    for (const { id } of sections) {
      expect(id).toMatch(SECTION_ID);
      expect(sectionView.parse(sectionView.search({ section: id }).slice(1)).section).toBe(id);
    }
  });

  it('gives the same ids to the same HTML (a link stays valid)', () => {
    expect(outlineHtml(COMMENTARY).sections).toEqual(outlineHtml(COMMENTARY).sections);
  });

  it('makes repeated headings unique and avoids ids already in the body', () => {
    const html = '<p id="sec-概况">x</p><h2>概况</h2><h2>概况</h2><h3>——</h3><h2>  </h2><h2 id="own">价格</h2>';
    const { sections } = outlineHtml(html);
    expect(sections.map((s) => s.id)).toEqual(['sec-概况-2', 'sec-概况-3', 'sec-3', 'sec-价格']);
    expect(new Set(sections.map((s) => s.id)).size).toBe(sections.length);
  });

  it('leaves other elements and the headings’ own markup alone', () => {
    const { html } = outlineHtml('<h2>一、<em>总</em>指数</h2><h4>注</h4><p>正文</p>');
    const doc = parse(html);
    expect(doc.querySelector('h2')?.innerHTML).toBe('一、<em>总</em>指数');
    expect(doc.querySelector('h4')?.hasAttribute('id')).toBe(false);
    expect(doc.querySelector('p')?.textContent).toBe('正文');
  });

  it('adds a link to its section in each heading, without changing the heading’s text', () => {
    const linkOf = (id: string) => ({ href: `#/article/100567?section=${encodeURIComponent(id)}`, title: '本节链接' });
    const { html, sections } = outlineHtml(COMMENTARY, linkOf);
    const headings = [...parse(html).querySelectorAll('h2, h3')];
    headings.forEach((heading, i) => {
      const anchor = heading.querySelector('a[data-section-link]');
      expect(anchor?.getAttribute('href')).toBe(linkOf(sections[i].id).href);
      expect(anchor?.getAttribute('title')).toBe('本节链接');
      expect(anchor?.getAttribute('data-section-link')).toBe(sections[i].id);
      expect(anchor?.getAttribute('aria-hidden')).toBe('true');
      expect(anchor?.getAttribute('data-print')).toBe('hide');
      expect(heading.textContent).toBe(sections[i].text);
    });
  });

  it('works on what the sanitiser returns: ids of its clobbering guard’s kind are never produced', () => {
    const { sections } = outlineHtml(sanitizeHtml('<h2>cookie</h2><h2>location</h2><h2>body</h2><script>x()</script>'));
    expect(sections.map((s) => s.id)).toEqual(['sec-cookie', 'sec-location', 'sec-body']);
    for (const { id } of sections) expect(id in document).toBe(false);
  });
});

describe('hasToc: the "long article" rule', () => {
  it(`needs at least ${TOC_MIN_SECTIONS} headings`, () => {
    expect(hasToc(outlineHtml('<h2>一</h2><p>x</p><h2>二</h2>').sections)).toBe(false);
    expect(hasToc(outlineHtml('<h2>一</h2><h3>（一）</h3><h2>二</h2>').sections)).toBe(true);
    expect(hasToc(outlineHtml(COMMENTARY).sections)).toBe(true);
  });
});

describe('sectionView', () => {
  it('reads a section id and drops anything else', () => {
    expect(sectionView.parse('section=sec-二-权数').section).toBe('sec-二-权数');
    expect(sectionView.parse('section=cookie').section).toBeUndefined();
    expect(sectionView.parse('section=sec-<img>').section).toBeUndefined();
    expect(sectionView.search({ section: undefined })).toBe('');
  });
});
