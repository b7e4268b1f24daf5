/**
 * Publishing an index period (issue 22) against the real server: the template of the period due,
 * filled the way a compiler would; a broken copy answers its errors with their rows and cannot be
 * submitted; the right one is submitted, refused to its own author whatever their role becomes,
 * approved by a reviewer for a time a few seconds ahead, and appears on the public site then, not
 * before; a revision of a released period needs a reason, and `asOf` an earlier day still answers the
 * value it replaced. Every admin answer is checked against docs/openapi.yaml.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type ExcelJS from 'exceljs';
import { request } from './support/server';
import { beijingDate, CLIMATE, cli as portal, data, PRICE, publishingSuite, releasedBeforeToday, snapshotOf, tokenOf } from './support/publishing';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import type { ImportReport, PublishingFamily } from '../../src/types/admin';
import type { IndexSnapshot } from '../../src/types/webapi';
import { nowMs } from '../../server/clock';

/** How far ahead a release is scheduled: room for two requests and a review on a busy machine before it is out. */
const AHEAD_MS = 12_000;

// The latest period out before today, so that asOf yesterday answers it whatever the hour.
const suite = publishingSuite(undefined, { beforeStart: releasedBeforeToday });
const { as, problems } = suite;

type Report = ImportReport;

const snapshot = (query: string) => snapshotOf(suite.server, PRICE, query);

describe('publishing an index period', () => {
  let next: { period: string; label: string; slot: string };
  let latest: { period: string };

  it('a new week: template, a broken copy with its errors, the right one, four eyes, and public at its time', async () => {
    const families = data<{ projId: number; name: string; latest: { period: string }; next: typeof next }[]>(await as.editor.send('GET', '/webapi/admin/index/families'));
    const family = families.find((f) => f.projId === PRICE)!;
    ({ next, latest } = family as { next: typeof next; latest: typeof latest });
    expect(next.period > latest.period).toBe(true);

    const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${next.period}`);
    expect(t.status).toBe(200);
    // Named by the period as the back office labels it (a week's key is its Monday, which reads as the day before's release), in UTF-8 with an ASCII fallback.
    const disposition = t.headers.get('content-disposition')!;
    expect(disposition).toMatch(/^attachment; filename="[\x20-\x7e]+\.xlsx"; filename\*=UTF-8''/);
    const saved = decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(disposition)![1]);
    expect(saved).toBe(`${family.name}-${next.label}.xlsx`);
    expect(saved).not.toContain(next.period);
    expect(next.label).toMatch(/^\d{4}年(第\d{1,2}周|\d{1,2}月)$/);
    const { book, rows } = await templateRows(t.bytes);
    expect(rows.length).toBeGreaterThan(20);
    const values = consistent(rows, (r) => r.previous * 1.004);

    const broken = new Map<string, ExcelJS.CellValue>(values);
    broken.set(rows[5].code, '一百');
    broken.delete(rows[7].code);
    const bad = data<Report>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${next.period}&filename=${encodeURIComponent('本周价格指数.xlsx')}`, await filled(book, broken)));
    expect(bad.errors).toBeGreaterThanOrEqual(2);
    expect(bad.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ level: 'error', rule: 'not-a-number', row: 7, value: '一百' }),
        expect.objectContaining({ level: 'error', rule: 'empty-value', row: 9 }),
      ]),
    );
    expect(bad.preview).toBeNull();
    expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId: bad.id })).status).toBe(400);

    const good = data<Report>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${next.period}&filename=w.xlsx`, await filled(book, values)));
    expect(good.errors).toBe(0);
    expect(good.preview!.root.value).toBe(values.get(rows[0].code));
    const pub = await as.editor.send('POST', '/webapi/admin/index/publications', { importId: good.id, publishAt: new Date(nowMs() + AHEAD_MS).toISOString() });
    expect(pub.status).toBe(200);
    const id = data<{ id: number; state: string }>(pub).id;
    expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId: good.id })).status).toBe(409);
    expect((await as.editor.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve' })).status).toBe(403);
    const approved = await as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve', acknowledgeWarnings: true, comment: '核对无误' });
    expect(data<{ state: string; reviewedBy: string }>(approved)).toMatchObject({ state: 'approved', reviewedBy: 'reviewer1' });
    // Approved for a few seconds ahead: not public yet, then public by itself.
    expect((await snapshot('')).data.period).toBe(latest.period);
    const started = Date.now();
    while ((await snapshot('')).data.period !== next.period && Date.now() - started < AHEAD_MS + 20_000) {
      await new Promise((r) => {
        setTimeout(r, 300);
      });
    }
    const shown = await snapshot('');
    expect(shown.data.period).toBe(next.period);
    expect(shown.data.rows.find((r) => r.nodeId === rows[0].code)!.indexValue).toBe(values.get(rows[0].code));
    // The preview was what visitors now read: every row and the up/down/flat counts.
    const { visitor } = good.preview!;
    expect(visitor!.snapshot.period).toBe(next.period);
    expect(visitor!.snapshot.rows).toEqual(shown.data.rows);
    expect(visitor!.snapshot.summary).toEqual(shown.data.summary);
    // …and its family the same dates: the next release is the period after this one, as the public answer says.
    const publicFamily = ((await request(suite.server.baseURL, '/webapi/index/families')).json as { data: { projId: number; nextRelease: string }[] }).data.find((f) => f.projId === PRICE)!;
    expect(visitor!.family.nextRelease).toBe(publicFamily.nextRelease);
    expect(visitor!.family.nextRelease > shown.data.publishedAt.slice(0, 10)).toBe(true);
    expect(data<{ state: string }>(await as.editor.send('GET', `/webapi/admin/index/publications/${id}`)).state).toBe('published');
    // The day before still answers the week before.
    const yesterday = beijingDate(-1);
    expect((await snapshot(`&asOf=${yesterday}`)).data.period).toBe(latest.period);
  });

  it('each family says whether its next period can be imported today, and from which day, as the template and the import answer', async () => {
    const beijingToday = beijingDate();
    const families = data<PublishingFamily[]>(await as.editor.send('GET', '/webapi/admin/index/families'));
    // The week just released (or scheduled): the price family's next one is the week after, whatever today is.
    expect(families.find((f) => f.projId === PRICE)!.next.period > next.period).toBe(true);
    for (const f of families) {
      // A period is taken from its first day: a week's Monday (its key), a month's 1st.
      expect(f.next.importableFrom).toBe(f.frequency === 'week' ? f.next.period : `${f.next.period}-01`);
      expect(f.next.importable).toBe(f.next.importableFrom <= beijingToday);
      const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${f.projId}&period=${f.next.period}`);
      expect({ projId: f.projId, status: t.status }).toEqual({ projId: f.projId, status: f.next.importable ? 200 : 400 });
    }
  });

  it('approving a new week drafts its commentary from the numbers; completed and approved, it comes out with the release', async () => {
    const [pub] = data<{ id: number; period: string; commentaryId: number | null }[]>(await as.editor.send('GET', `/webapi/admin/index/publications?state=published&projId=${PRICE}`));
    expect(pub.period).toBe(next.period);
    const draft = data<{ id: number; state: string; revisions: { rev: number; fields: { title: string; content: string; about: { period: string } } }[] }>(
      await as.editor.send('GET', `/webapi/admin/articles/${pub.commentaryId}`),
    );
    expect(draft.state).toBe('draft');
    const fields = draft.revisions[0].fields;
    const shown = await snapshot('');
    const root = shown.data.rows[0];
    expect(fields.about.period).toBe(next.period);
    expect(fields.title).toContain(next.label.replace(/（.*$/, ''));
    expect(fields.content).toContain(`收于 ${root.indexValue.toFixed(2)} 点`);
    expect(fields.content).toMatch(/\d+ 个大类 \d+ 涨 \d+ 跌 \d+ 平/);
    expect(fields.content).toContain('【请编辑补充后市展望】');
    const done = { ...fields, content: fields.content.replace('【请编辑补充后市展望】', '预计下周价格以小幅震荡为主。') };
    const saved = data<{ revisions: { rev: number }[] }>(await as.editor.send('POST', `/webapi/admin/articles/${pub.commentaryId}/revisions`, done));
    await as.editor.send('POST', `/webapi/admin/articles/${pub.commentaryId}/revisions/${saved.revisions[0].rev}/submit`);
    expect((await as.reviewer.send('POST', `/webapi/admin/articles/${pub.commentaryId}/revisions/${saved.revisions[0].rev}/review`, { decision: 'approve' })).status).toBe(200);
    const article = (await request(suite.server.baseURL, `/webapi/articles/${pub.commentaryId}`)).json as { data: { content: string } };
    expect(article.data.content).toContain('预计下周价格以小幅震荡为主。');
    const linked = (await request(suite.server.baseURL, `/webapi/index/snapshot?projId=${PRICE}`)).json as { data: { commentId?: number } };
    expect(linked.data.commentId).toBe(pub.commentaryId);
  });

  it('a revision of a released week needs a reason; asOf an earlier day keeps the value it replaced', async () => {
    const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${latest.period}`);
    const { book, rows } = await templateRows(t.bytes);
    const before = await snapshot(`&period=${latest.period}`);
    const now = new Map(before.data.rows.map((r) => [r.nodeId, r.indexValue]));
    const leaf = rows.find((r) => r.level === 4)!;
    const values = consistent(rows, (r) => (r.code === leaf.code ? now.get(r.code)! + 3 : now.get(r.code)!));
    // Only the leaf and its ancestors change; the rest stay as published.
    for (const r of rows) if (!values.has(r.code)) values.set(r.code, now.get(r.code)!);
    const report = data<Report>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${latest.period}&filename=r.xlsx`, await filled(book, values)));
    expect(report.errors).toBe(0);
    expect(report.revision!.changed).toBeGreaterThan(0);
    expect(report.issues.find((i) => i.rule === 'revision')?.level).toBe('warning');
    expect(report.preview!.changes.find((c) => c.id === leaf.code)).toMatchObject({ old: now.get(leaf.code), new: values.get(leaf.code) });
    expect((await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id })).status).toBe(400);
    const id = data<{ id: number; kind: string }>(await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id, reason: '一家报价点更正了上周的报价' })).id;
    expect((await as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve' })).status).toBe(400);
    const returned = await as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'return', comment: '请附上报价点的更正说明' });
    expect(data<{ state: string }>(returned).state).toBe('returned');
    const again = data<{ id: number }>(await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id, reason: '一家报价点更正了上周的报价（附说明）' })).id;
    expect(data<{ state: string; kind: string }>(await as.reviewer.send('POST', `/webapi/admin/index/publications/${again}/review`, { decision: 'approve', acknowledgeWarnings: true }))).toMatchObject({
      state: 'published',
      kind: 'revision',
    });
    const after = await snapshot(`&period=${latest.period}`);
    expect(after.data.rows.find((r) => r.nodeId === leaf.code)!.indexValue).toBe(values.get(leaf.code));
    const yesterday = beijingDate(-1);
    const then = await snapshot(`&period=${latest.period}&asOf=${yesterday}`);
    expect(then.data.rows.find((r) => r.nodeId === leaf.code)!.indexValue).toBe(now.get(leaf.code));
  });

  it('the same through the command line, signed in with personal API tokens: template, a dry run, an import, four eyes, approval', async () => {
    const [editorToken, reviewerToken] = [await tokenOf(suite.server, 'editor1'), await tokenOf(suite.server, 'reviewer1')];
    const cli = (token: string, ...args: string[]) => portal(suite.server, token, ...args);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-cli-'));
    const file = path.join(dir, 'week.xlsx');
    const t = await cli(editorToken, 'template', '--family', String(PRICE), '--period', next.period, '--out', file);
    expect(t).toMatchObject({ code: 0 });
    const { book, rows } = await templateRows(new Uint8Array(fs.readFileSync(file)));
    const shown = new Map((await snapshot(`&period=${next.period}`)).data.rows.map((r) => [r.nodeId, r.indexValue]));
    const leaf = rows.filter((r) => r.level === 4)[3];
    const values = consistent(rows, (r) => shown.get(r.code)! + (r.code === leaf.code ? -2 : 0));
    for (const r of rows) if (!values.has(r.code)) values.set(r.code, shown.get(r.code)!);
    const broken = new Map<string, ExcelJS.CellValue>(values);
    broken.set(rows[2].code, 'n/a');
    fs.writeFileSync(file, await filled(book, broken));
    const bad = await cli(editorToken, 'import', file, '--family', String(PRICE), '--period', next.period, '--dry-run');
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/错误 +\[指数 · 第 4 行 · 本期定基 Value\] 「n\/a」/);
    fs.writeFileSync(file, await filled(book, values));
    const dry = await cli(editorToken, 'import', file, '--family', String(PRICE), '--period', next.period, '--dry-run');
    expect(dry.code).toBe(0);
    expect(dry.out).toContain(`修订 ${leaf.code}`);
    const real = await cli(editorToken, 'import', file, '--family', String(PRICE), '--period', next.period, '--reason', '报价点更正');
    expect(real.code).toBe(0);
    const id = real.out.trim().split('\n').pop()!;
    expect(id).toMatch(/^\d+$/);
    const own = await cli(editorToken, 'release', 'approve', id, '--acknowledge-warnings');
    expect(own.code).toBe(1);
    expect(own.err).toMatch(/无权.*may not/);
    const approved = await cli(reviewerToken, 'release', 'approve', id, '--acknowledge-warnings', '--comment', '同意');
    expect(approved).toMatchObject({ code: 0 });
    expect(approved.out).toMatch(new RegExp(`#${id} .*已发布 .*提交 editor1 +审核 reviewer1`));
    expect((await snapshot(`&period=${next.period}`)).data.rows.find((r) => r.nodeId === leaf.code)!.indexValue).toBe(values.get(leaf.code));
    const list = await cli(reviewerToken, 'release', 'list');
    expect(list.out.split('\n')[0]).toContain(`#${id} `);
    const trail = data<{ list: { action: string; accountName: string; entityId: string }[] }>(await as.admin.send('GET', `/webapi/admin/audit?entity=index_publication&text=${id}`));
    const steps = trail.list.filter((e) => e.entityId === id).map((e) => `${e.action} ${e.accountName}`);
    expect(steps.reverse()).toEqual(['index.submit editor1', 'index.approve reviewer1']);

    // A new month of a one-series family, due at its slot next month: `release publish` puts it out at once.
    const month = data<{ projId: number; latest: { period: string }; next: { period: string; slot: string } }[]>(await as.editor.send('GET', '/webapi/admin/index/families')).find(
      (f) => f.projId === CLIMATE,
    )!;
    expect(Date.parse(month.next.slot)).toBeGreaterThan(nowMs());
    const monthFile = path.join(dir, 'month.xlsx');
    expect(await cli(editorToken, 'template', '--family', String(CLIMATE), '--period', month.next.period, '--out', monthFile)).toMatchObject({ code: 0 });
    const one = await templateRows(new Uint8Array(fs.readFileSync(monthFile)));
    expect(one.rows).toHaveLength(1);
    fs.writeFileSync(monthFile, await filled(one.book, new Map([[one.rows[0].code, one.rows[0].previous + 0.3]])));
    const monthImport = await cli(editorToken, 'import', monthFile, '--family', String(CLIMATE), '--period', month.next.period);
    expect(monthImport.code).toBe(0);
    const monthId = monthImport.out.trim().split('\n').pop()!;
    const climate = async () => ((await request(suite.server.baseURL, `/webapi/index/snapshot?projId=${CLIMATE}`)).json as { data: IndexSnapshot }).data;
    expect((await climate()).period).toBe(month.latest.period);
    expect(await cli(reviewerToken, 'release', 'publish', monthId, '--acknowledge-warnings')).toMatchObject({ code: 0 });
    const out = await climate();
    expect(out.period).toBe(month.next.period);
    expect(out.rows[0].indexValue).toBe(Math.round((one.rows[0].previous + 0.3) * 100) / 100);
  });

  it('no one reviews figures they imported or submitted, whatever their role becomes; a period out of turn is refused', async () => {
    const writer = await suite.account('writer1', 'editor');
    const t = await writer.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${latest.period}`);
    const { book, rows } = await templateRows(t.bytes);
    const shown = new Map((await snapshot(`&period=${latest.period}`)).data.rows.map((r) => [r.nodeId, r.indexValue]));
    const values = consistent(rows, (r) => shown.get(r.code)! + (r.level === 4 ? 0.5 : 0));
    const report = data<Report>(await writer.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${latest.period}&filename=x.xlsx`, await filled(book, values)));
    const id = data<{ id: number }>(await writer.send('POST', '/webapi/admin/index/publications', { importId: report.id, reason: '测试' })).id;
    const accounts = data<{ id: number; name: string }[]>(await as.admin.send('GET', '/webapi/admin/accounts'));
    await as.admin.send('PATCH', `/webapi/admin/accounts/${accounts.find((a) => a.name === 'writer1')!.id}`, { role: 'reviewer' });
    const same = await suite.signIn('writer1');
    const r = await same.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve', acknowledgeWarnings: true });
    expect({ status: r.status, code: r.json.errorCode }).toEqual({ status: 403, code: 'FORBIDDEN' });
    const skipped = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=2030-01-07`);
    expect(skipped.status).toBe(400);
    expect((await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=2026-11-25`)).status).toBe(400);
    const trail = data<{ list: { action: string }[] }>(await as.admin.send('GET', '/webapi/admin/audit?entity=index_publication'));
    expect(trail.list.map((e) => e.action)).toEqual(expect.arrayContaining(['index.submit', 'index.approve', 'index.return']));
  });

  it('every answer kept the contract', () => {
    expect(problems).toEqual([]);
  });
});
