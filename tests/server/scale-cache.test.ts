/**
 * Issue 46, deliver 4: an article edit must not reload index values. The dataset is an index part
 * (the families) and a content part, each loaded once per its own version; the index answers (series,
 * snapshot) are keyed by the index version. On the seeded demo, against the real server: after an
 * article is published the metrics show the content part loaded again and the index part not, and the
 * series answers as before (from the cache); a release loads the index part again and the series shows
 * the new period.
 */
import { request } from './support/server';
import { data, PRICE, publishingSuite } from './support/publishing';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import type { AdminArticle, ImportReport, IndexPublication } from '../../src/types/admin';
import type { IndexSeries, IndexSnapshot } from '../../src/types/webapi';

const TOKEN = 'scale-cache-scrape-token-0123456789';
const COMMENT = 214;
const suite = publishingSuite({ VERSION_TTL_MS: '500', METRICS_TOKEN: TOKEN });
const { as, problems } = suite;

/** The value of one sample line of the exposition text (0 when absent). */
function sample(text: string, name: string, labels: Record<string, string>): number {
  const want = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text.split('\n').find((l) => (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) && want.every((w) => l.includes(w)));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

/** How often each part of the dataset was loaded, and the answers computed (cache loads). */
async function loads() {
  const r = await request(suite.server.baseURL, '/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
  expect(r.status).toBe(200);
  const text = String(r.body);
  return {
    index: sample(text, 'portal_dataset_load_duration_seconds_count', { part: 'index' }),
    content: sample(text, 'portal_dataset_load_duration_seconds_count', { part: 'content' }),
    answers: sample(text, 'portal_cache_lookups_total', { cache: 'answers', outcome: 'load' }),
  };
}

const SERIES = `/webapi/index/series?projId=${PRICE}`;
const SNAPSHOT = `/webapi/index/snapshot?projId=${PRICE}`;
const series = async () => {
  const r = await request(suite.server.baseURL, SERIES);
  expect(r.status).toBe(200);
  return { body: String(r.body), points: (r.json as { data: IndexSeries[] }).data[0].points };
};
const snapshot = async () => (await request(suite.server.baseURL, SNAPSHOT)).json as { data: IndexSnapshot };

describe('an article edit reloads no index values; a release does', () => {
  let warm: Awaited<ReturnType<typeof series>>;

  it('publishing an article loads the content part again, not the index part, and keeps the index answers', async () => {
    warm = await series();
    const shot = await snapshot();
    // Asked again: from the cache, nothing loaded.
    const before = await loads();
    expect((await series()).body).toBe(warm.body);
    expect(await loads()).toEqual(before);

    const created = await as.editor.send('POST', '/webapi/admin/articles', {
      categoryId: COMMENT,
      title: '缓存测试：本周行业动态',
      summary: '行业动态摘要',
      author: '指数办',
      source: '指数办公室',
      content: '<p>本周行业动态。</p>',
      tags: ['动态'],
    });
    expect(created.status).toBe(200);
    const id = data<AdminArticle>(created).id;
    expect((await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions/1/submit`)).status).toBe(200);
    expect((await as.reviewer.send('POST', `/webapi/admin/articles/${id}/revisions/1/review`, { decision: 'approve' })).status).toBe(200);

    // Visitors see the article at once: the content part was loaded again.
    const shown = await request(suite.server.baseURL, `/webapi/articles/${id}`);
    expect({ status: shown.status, title: (shown.json as { data: { title: string } }).data.title }).toEqual({ status: 200, title: '缓存测试：本周行业动态' });
    const series1 = await series();
    const shot1 = await snapshot();
    const after = await loads();
    expect(after.content).toBe(before.content + 1);
    expect(after.index).toBe(before.index);
    // The series and the snapshot are the same answers, not computed again: only the article's was.
    expect(series1.body).toBe(warm.body);
    expect(shot1).toEqual(shot);
    expect(after.answers).toBe(before.answers + 1);
  }, 120_000);

  it('a release loads the index part again: the series shows the new period', async () => {
    const families = data<{ projId: number; next: { period: string } }[]>(await as.editor.send('GET', '/webapi/admin/index/families'));
    const next = families.find((f) => f.projId === PRICE)!.next.period;
    const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${next}`);
    expect(t.status).toBe(200);
    const { book, rows } = await templateRows(t.bytes);
    const values = consistent(rows, (r) => r.previous * 1.003);
    const report = data<ImportReport>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${next}&filename=w.xlsx`, await filled(book, values)));
    expect(report.errors).toBe(0);
    const before = await loads();
    const sent = await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id });
    expect(sent.status).toBe(200);
    const approved = await as.reviewer.send('POST', `/webapi/admin/index/publications/${data<IndexPublication>(sent).id}/review`, { decision: 'approve', acknowledgeWarnings: true, publishNow: true });
    expect(approved.status).toBe(200);

    const released = await series();
    expect(released.points.map((p) => p.period)).toEqual([...warm.points.map((p) => p.period), next]);
    expect((await snapshot()).data.period).toBe(next);
    const after = await loads();
    expect(after.index).toBe(before.index + 1);
    expect(problems).toEqual([]);
  }, 120_000);
});
