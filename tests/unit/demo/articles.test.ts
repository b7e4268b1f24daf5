/**
 * @jest-environment node
 */
import { existsSync } from 'fs';
import { join } from 'path';
import { getSnapshot } from '../../../server/model/answers';
import { WEEKLY_COMMENT_COUNT } from '../../../mock/lib/commentary';
import { pointAt } from '../../../server/model/family';
import { DANGEROUS_HTML_ARTICLE_IDS } from '../../../mock/lib/pages';
import { CATEGORIES } from '../../../mock/lib/taxonomy';
import { dataset } from '../model/support';

const ds = dataset();
const fmt = (x: number) => x.toFixed(2);
const byCategory = (id: number) => ds.articles.filter((a) => a.categoryId === id);

describe('articles', () => {
  it('have unique ids and the expected counts per category', () => {
    expect(new Set(ds.articles.map((a) => a.id)).size).toBe(ds.articles.length);
    expect(byCategory(214).length).toBeGreaterThanOrEqual(WEEKLY_COMMENT_COUNT + 6);
    expect(byCategory(220)).toHaveLength(25);
    expect(byCategory(213).length).toBeGreaterThanOrEqual(75);
    expect(byCategory(213).length).toBeLessThanOrEqual(110);
    expect(byCategory(221)).toHaveLength(10);
    expect(byCategory(216).length).toBeGreaterThanOrEqual(2);
    expect(byCategory(212).length).toBeGreaterThanOrEqual(2);
  });

  it('are sorted newest first, never in the future, and typed by category', () => {
    const types: Record<number, string | undefined> = { 214: 'comment', 220: 'report', 213: 'info', 221: undefined, 216: undefined, 212: undefined };
    for (let i = 1; i < ds.articles.length; i += 1) expect(ds.articles[i - 1].publishedAt >= ds.articles[i].publishedAt).toBe(true);
    for (const a of ds.articles) {
      expect(a.publishedAt.slice(0, 10) <= ds.todayIso).toBe(true);
      expect(a.publishedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+08:00$/);
      expect(a.type).toBe(types[a.categoryId]);
      expect(a.attachmentCount).toBe(a.attachments.length);
      expect(a.views).toBeGreaterThan(0);
      expect(a.title.length).toBeGreaterThan(4);
      expect(a.summary.length).toBeGreaterThan(10);
      expect(a.content).toMatch(/<(p|h2|h3|table)/);
    }
    // Industry news covers about the past two years.
    const info = byCategory(213);
    const oldest = info[info.length - 1].publishedAt.slice(0, 10);
    expect(oldest >= '2024-11-01').toBe(true);
    expect(oldest <= '2025-02-01').toBe(true);
  });

  it('open the about and introduce lists with the main introduction', () => {
    expect(byCategory(216)[0].title).toContain('青溪五金城市场简介');
    expect(byCategory(212)[0].title).toContain('指数简介');
    const method = byCategory(212).find((a) => a.title.includes('编制方法'))!;
    expect(method.content).toContain('<table>');
    expect(method.content).toContain('权数');
  });

  it('link prev (older) and next (newer) within the category', () => {
    for (const categoryId of [214, 220, 213, 221, 216, 212]) {
      const list = byCategory(categoryId);
      list.forEach((a, i) => {
        expect(a.next).toEqual(i > 0 ? { id: list[i - 1].id, title: list[i - 1].title } : null);
        expect(a.prev).toEqual(i < list.length - 1 ? { id: list[i + 1].id, title: list[i + 1].title } : null);
      });
    }
  });

  it('carry tables and images that exist under public/demo', () => {
    const withTable = ds.articles.filter((a) => a.content.includes('<table>'));
    const withImg = ds.articles.filter((a) => a.content.includes('<img '));
    expect(withTable.length).toBeGreaterThan(50);
    expect(withImg.length).toBeGreaterThan(20);
    const srcs = new Set<string>();
    for (const a of ds.articles) {
      for (const m of a.content.matchAll(/src="([^"]+)"/g)) srcs.add(m[1]);
      if (a.cover) srcs.add(a.cover);
    }
    for (const c of ds.companies) for (const m of c.introduction.matchAll(/src="([^"]+)"/g)) srcs.add(m[1]);
    // Product pictures are generated (/webapi/media/products/…) around their category's artwork.
    for (const cat of CATEGORIES) srcs.add(cat.image);
    expect(srcs.size).toBeGreaterThan(10);
    for (const src of srcs) {
      expect(src.startsWith('/demo/')).toBe(true);
      expect(existsSync(join(__dirname, '../../../public', src))).toBe(true);
    }
  });

  it('include dangerous CMS HTML in the marked articles only', () => {
    const all = DANGEROUS_HTML_ARTICLE_IDS.map((id) => ds.articleById.get(id)!.content).join('');
    expect(all).toContain('<script>');
    expect(all).toMatch(/onclick="/);
    expect(all).toContain('href="https://example.org"');
    for (const a of ds.articles) {
      if ((DANGEROUS_HTML_ARTICLE_IDS as readonly number[]).includes(a.id)) continue;
      expect(a.content).not.toMatch(/<script|onclick|onerror|javascript:/);
    }
  });
});

describe('weekly commentary', () => {
  const price = ds.familyById.get(21)!;
  const comments = byCategory(214).filter((a) => a.about?.projId === 21);

  it('covers the last periods, one per week', () => {
    expect(comments).toHaveLength(WEEKLY_COMMENT_COUNT);
    const keys = price.periods.slice(-WEEKLY_COMMENT_COUNT).map((p) => p.key);
    expect(comments.map((c) => c.about!.period).reverse()).toEqual(keys);
  });

  it('quotes the real numbers and counts in the five-part template', () => {
    for (const c of comments) {
      const snap = getSnapshot(ds, { projId: '21', period: c.about!.period });
      const root = snap.rows[0];
      expect(snap.commentId).toBe(c.id);
      expect(c.title).toBe(`青溪五金价格指数周评（${snap.year}年第${snap.week}周）`);
      expect(c.content).toContain(`总指数收于 ${fmt(root.indexValue)} 点`);
      const move =
        root.change! > 0
          ? `环比上涨 ${fmt(root.change!)} 点，涨幅 ${fmt(root.changePct!)}%`
          : root.change! < 0
            ? `环比下跌 ${fmt(-root.change!)} 点，跌幅 ${fmt(-root.changePct!)}%`
            : '与上期持平';
      expect(c.content).toContain(move);
      const { up, down, flat } = snap.summary;
      expect(up + down + flat).toBe(15);
      expect(c.content).toContain(`15 个大类 ${up} 涨 ${down} 跌 ${flat} 平`);
      expect(c.summary).toContain(`${up} 涨 ${down} 跌 ${flat} 平`);
      for (const heading of ['一、总指数运行情况', '二、大类指数涨跌概况', '三、主要涨跌类别', '四、大类指数一览', '五、后市展望']) {
        expect(c.content).toContain(`<h2>${heading}</h2>`);
      }
      // Part 4: a table row per 大类 with its index and change.
      const rows = [...c.content.matchAll(/<tr><td>([^<]+)<\/td><td>([\d.]+)<\/td><td>([\d.—]+)<\/td><td>([-+\d.—]+)<\/td>/g)];
      expect(rows).toHaveLength(16);
      const shown = snap.rows.filter((r) => r.level <= 2);
      expect(shown).toHaveLength(16); // the root and the 15 大类
      for (const row of shown) {
        const tr = rows.find((r) => r[1] === row.name)!;
        expect(tr).toBeDefined();
        expect(tr[2]).toBe(fmt(row.indexValue));
        expect(Number(tr[4])).toBe(row.change);
      }
      // Part 3: the biggest riser is named with its numbers (a week without one says so).
      const [top] = snap.rows.filter((r) => r.level === 2 && (r.change ?? 0) > 0).sort((a, b) => b.changePct! - a.changePct!);
      const topRiser = top ? `${top.name}指数收于 ${fmt(top.indexValue)} 点，环比上涨 ${fmt(top.change!)} 点` : '本期无上涨的大类。';
      expect(c.content).toContain(topRiser);
    }
  });

  it('links snapshots to their commentary only when one exists', () => {
    const latest = getSnapshot(ds, { projId: '21' });
    expect(ds.articleById.get(latest.commentId!)!.about).toEqual({ projId: 21, period: latest.period });
    const old = getSnapshot(ds, { projId: '21', period: '2017-03-06' });
    expect(old.commentId).toBeUndefined();
    const climate = getSnapshot(ds, { projId: '22' });
    const cc = ds.articleById.get(climate.commentId!)!;
    expect(cc.title).toContain(`${climate.year}年${climate.month}月`);
    const cp = pointAt(ds.familyById.get(22)!, '22-0', ds.familyById.get(22)!.periods.length - 1);
    expect(cc.content).toContain(`青溪五金景气指数为 ${fmt(cp.indexValue)} 点`);
  });
});

describe('reports and PDFs', () => {
  const reports = byCategory(220);

  it('have one or two PDF attachments served from /webapi/files', () => {
    for (const r of reports) {
      expect(r.attachments.length).toBeGreaterThanOrEqual(1);
      expect(r.attachments.length).toBeLessThanOrEqual(2);
      for (const att of r.attachments) {
        expect(att.mime).toBe('application/pdf');
        expect(att.name.endsWith('.pdf')).toBe(true);
        const m = /^\/webapi\/files\/([\w.-]+\.pdf)$/.exec(att.url)!;
        expect(m).not.toBeNull();
        // Bytes, size and page count are checked in pdf.test.ts (rendering is lazy and takes a while).
        expect(ds.files.get(m[1])).toBeDefined();
      }
    }
    expect(reports.some((r) => r.attachments.length === 2)).toBe(true);
    expect(ds.files.size).toBe(reports.reduce((s, r) => s + r.attachments.length, 0));
  });
});
