/**
 * @jest-environment node
 */
// Related reading and a commentary's index period (issue 8): the demo backend's answer must be
// small, never self-referential, explainable (something shared) and the same on every run.
import { getArticle, getSnapshot } from '../../../server/model/answers';
import { createDataset } from '../../../mock/lib/dataset';
import { RELATED_COUNT, SAME_CATEGORY_MAX, computeRelated, familiesOf } from '../../../server/model/related';
import type { ArticleRecord } from '../../../server/model/types';
import { ARTICLE_DETAIL, RELATED_ARTICLE, TODAY, dataset, expectShape } from './support';

const ds = dataset();
const families = ds.families.map((f) => f.family);
const familiesOfRecord = (a: ArticleRecord) => familiesOf(a, families);

/** Whether `a` and `b` share a tag, a tag named in the other's title, an index family or the category. */
function sharesSomething(a: ArticleRecord, b: ArticleRecord): boolean {
  if (a.categoryId === b.categoryId) return true;
  if (a.tags.some((t) => b.tags.includes(t) || b.title.includes(t))) return true;
  if (b.tags.some((t) => a.title.includes(t))) return true;
  const fb = familiesOfRecord(b);
  return [...familiesOfRecord(a)].some((f) => fb.has(f));
}

describe('related reading', () => {
  // The checks below look at each related entry: with none anywhere they would check nothing.
  const withRelated = ds.articles.filter((a) => a.related.length > 0);

  it('lists at most five other existing articles, each once, never the article itself', () => {
    expect(withRelated.length).toBeGreaterThan(0);
    for (const a of ds.articles) {
      expect(a.related.length).toBeLessThanOrEqual(RELATED_COUNT);
      const ids = a.related.map((r) => r.id);
      expect(ids).not.toContain(a.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const r of a.related) {
        const other = ds.articleById.get(r.id)!;
        expect(other).toBeDefined();
        const { id, title, categoryId, publishedAt } = other;
        expect(r).toEqual({ id, title, categoryId, publishedAt });
      }
    }
  });

  it('only lists articles that share something with it', () => {
    expect(withRelated.length).toBeGreaterThan(0);
    for (const a of ds.articles) {
      for (const r of a.related) {
        expect([a.id, r.id, sharesSomething(a, ds.articleById.get(r.id)!)]).toEqual([a.id, r.id, true]);
      }
    }
  });

  it('fills the five places whenever the category has enough other articles', () => {
    const perCategory = new Map<number, number>();
    for (const a of ds.articles) perCategory.set(a.categoryId, (perCategory.get(a.categoryId) ?? 0) + 1);
    // Every other article of the category qualifies, so only a small category leaves places empty.
    for (const a of ds.articles) {
      expect(a.related.length).toBeGreaterThanOrEqual(Math.min(RELATED_COUNT, perCategory.get(a.categoryId)! - 1));
    }
  });

  it('puts those sharing more first: a weekly commentary reads its neighbouring weeks, then price reports', () => {
    const weekly = ds.articles.filter((a) => a.about?.projId === 21);
    const mid = weekly[10];
    const others = mid.related.map((r) => ds.articleById.get(r.id)!);
    const own = others.filter((o) => o.categoryId === 214);
    expect(own).toHaveLength(SAME_CATEGORY_MAX);
    for (const o of own) {
      expect(o.about?.projId).toBe(21);
      expect(Math.abs(o.day - mid.day)).toBeLessThanOrEqual(14);
    }
    // The weeks just before and after (prev / next may be a monthly commentary in between).
    expect(own.map((o) => o.id)).toEqual(expect.arrayContaining([weekly[9].id, weekly[11].id]));
    for (const o of others.filter((x) => x.categoryId !== 214)) {
      expect(o.categoryId).toBe(220);
      expect(o.tags).toContain('价格指数');
    }
    // Best first: the commentaries share more (tags 价格指数 and 周评, family, category) than the reports.
    expect(others.slice(0, SAME_CATEGORY_MAX).every((o) => o.categoryId === 214)).toBe(true);
  });

  it('takes at most three from the own category while articles of other categories qualify', () => {
    for (const a of ds.articles) {
      const own = a.related.filter((r) => r.categoryId === a.categoryId).length;
      if (own <= SAME_CATEGORY_MAX) continue;
      // More than three only when nothing outside the category shares anything with it.
      const outside = ds.articles.filter((b) => b.categoryId !== a.categoryId && sharesSomething(a, b));
      expect([a.id, outside.length]).toEqual([a.id, a.related.length - own]);
    }
  });

  it('is deterministic: the same answer whatever the order of the input, and on a rebuilt dataset', () => {
    const forward = computeRelated(ds.articles, families);
    const shuffled = [...ds.articles].sort((x, y) => ((x.id * 7919) % 101) - ((y.id * 7919) % 101) || x.id - y.id);
    const backward = computeRelated([...ds.articles].reverse(), families);
    const mixed = computeRelated(shuffled, families);
    const rebuilt = createDataset(TODAY);
    for (const a of ds.articles) {
      expect(rebuilt.articleById.get(a.id)!.related).toEqual(a.related);
      expect(forward.get(a.id)).toEqual(a.related);
      expect(backward.get(a.id)).toEqual(a.related);
      expect(mixed.get(a.id)).toEqual(a.related);
    }
  });

  it('tells the raw-material price index from the price index', () => {
    const names = (title: string, tags: string[] = []) => [...familiesOf({ title, tags }, families)].sort();
    expect(names('青溪五金原材料价格指数运行分析')).toEqual([24]);
    expect(names('2026年10月青溪五金价格指数运行分析报告', ['月度报告', '价格指数'])).toEqual([21]);
    expect(names('原材料价格指数与价格指数对比')).toEqual([21, 24]);
    expect(names('青溪五金城成交额', ['市场'])).toEqual([]);
    expect(names('whatever', [])).toEqual([]);
  });

  it('is served by GET /webapi/articles/{id} in the contract shape', () => {
    const sample = ds.articles.slice(0, 40);
    expect(sample.some((a) => a.related.length > 0)).toBe(true);
    for (const a of sample) {
      const detail = getArticle(ds, { id: String(a.id) });
      expectShape(JSON.parse(JSON.stringify(detail)), ARTICLE_DETAIL, 'detail');
      for (const r of detail.related) expectShape(r, RELATED_ARTICLE, 'related');
    }
  });
});

describe('index period of a commentary', () => {
  it('points every commentary at an existing period whose snapshot names it, and nothing else anywhere', () => {
    const comments = ds.articles.filter((a) => a.categoryId === 214);
    expect(comments.length).toBeGreaterThan(0);
    expect(ds.articles.filter((a) => a.categoryId !== 214 && a.indexPeriod !== null)).toEqual([]);
    for (const a of comments) {
      expect(a.indexPeriod).not.toBeNull();
      const { projId, period } = a.indexPeriod!;
      const fam = ds.familyById.get(projId)!;
      expect(fam).toBeDefined();
      expect(fam.periodIndex.has(period)).toBe(true);
      const snap = getSnapshot(ds, { projId: String(projId), period });
      expect(snap.period).toBe(period);
      expect(snap.commentId).toBe(a.id);
    }
  });

  it('mirrors the latest snapshots: commentId → indexPeriod → the same snapshot', () => {
    for (const projId of [21, 22]) {
      const snap = getSnapshot(ds, { projId: String(projId) });
      expect(snap.commentId).toBeDefined();
      const detail = getArticle(ds, { id: String(snap.commentId) });
      expect(detail.indexPeriod).toEqual({ projId, period: snap.period });
    }
  });
});
