/**
 * One drafted 指数评论 per period, telling what the public page tells (issue 43, item 4), against the real
 * server: approving a new week drafts its commentary, which names as the largest contributor the
 * category the public headline names for that week (weight × change over the public snapshot and tree,
 * through the same src/domain/contributions.ts), with figures only; withdrawing the week returns the
 * draft; importing and approving the week again redrafts that same article (a new revision with the
 * new figures) rather than adding another, so the back office lists one 第N周 commentary. One an
 * editor has written in is kept as the editor left it, and the release names it.
 */
import { largestContributor } from '../../src/domain/contributions';
import type { AdminArticle, AdminArticleSummary, ImportReport, IndexPublication } from '../../src/types/admin';
import type { IndexNode } from '../../src/types/webapi';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import { request } from './support/server';
import { data, PRICE, publishingSuite, snapshotOf } from './support/publishing';

const suite = publishingSuite();
const { as, problems } = suite;

/** The 周评's category. */
const COMMENT = 214;

const article = async (id: number) => data<AdminArticle>(await as.editor.send('GET', `/webapi/admin/articles/${id}`));
const withdraw = (id: number, reason: string) => as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/withdraw`, { reason });

/** Imports `period` with the leaves under 大类 `fast` rising 1 %, every other leaf 0.1 %. */
async function importPeriod(period: string, fast: string): Promise<ImportReport> {
  const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${period}`);
  expect(t.status).toBe(200);
  const { book, rows } = await templateRows(t.bytes);
  const values = consistent(rows, (r) => r.previous * (r.code.startsWith(`${fast}-`) ? 1.01 : 1.001));
  const report = data<ImportReport>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${period}&filename=w.xlsx`, await filled(book, values)));
  expect(report.errors).toBe(0);
  return report;
}

/** Submitted by editor1, approved by reviewer1 to be public at once. */
async function release(importId: number): Promise<IndexPublication> {
  const sent = await as.editor.send('POST', '/webapi/admin/index/publications', { importId });
  expect(sent.status).toBe(200);
  const approved = await as.reviewer.send('POST', `/webapi/admin/index/publications/${data<IndexPublication>(sent).id}/review`, { decision: 'approve', acknowledgeWarnings: true, publishNow: true });
  expect(approved.status).toBe(200);
  return data<IndexPublication>(approved);
}

/** The category the public page names as moving the composite most in `period`, from the public answers. */
async function headlineDriver(period: string): Promise<string | undefined> {
  const { data: snap } = await snapshotOf(suite.server, PRICE, `&period=${period}`);
  const tree = ((await request(suite.server.baseURL, `/webapi/index/families/${PRICE}/tree`)).json as { data: IndexNode[] }).data;
  const weights = new Map(tree[0].children!.map((n) => [n.id, n.weight]));
  const root = snap.rows.find((r) => r.parentId === null)!;
  const parts = snap.rows.filter((r) => r.parentId === root.nodeId).map((r) => ({ nodeId: r.nodeId, name: r.name, weight: weights.get(r.nodeId)!, change: r.change }));
  return largestContributor(parts, root.change)?.name;
}

/** The category the draft names as moving the composite most. */
const draftDriver = (content: string) => /从对总指数的影响看，(.+?)指数拉动总指数/.exec(content)?.[1];

/** The 周评 of `title`'s week (「2026年第48周」) in the back office's list. */
async function listed(title: string): Promise<AdminArticleSummary[]> {
  const week = /\d+年第\d+周/.exec(title)![0];
  const page = data<{ list: AdminArticleSummary[] }>(await as.editor.send('GET', `/webapi/admin/articles?categoryId=${COMMENT}&text=${encodeURIComponent(week)}&pageSize=100`));
  return page.list.filter((a) => a.title.includes(week));
}

describe('the drafted 周评: one per period, naming what the headline names', () => {
  let period: string;
  let first: IndexPublication;
  let again: IndexPublication;
  let title: string;

  it('approving a week drafts its commentary; its largest contributor is the public headline’s, its sentences figures only', async () => {
    const families = data<{ projId: number; next: { period: string } }[]>(await as.editor.send('GET', '/webapi/admin/index/families'));
    period = families.find((f) => f.projId === PRICE)!.next.period;
    // 车及配件 (21-7) moves ten times the others: it leads whatever its weight.
    first = await release((await importPeriod(period, '21-7')).id);
    expect(first.state).toBe('published');
    const drafted = await article(first.commentaryId!);
    expect(drafted.state).toBe('draft');
    expect(drafted.revisions).toHaveLength(1);
    const { fields } = drafted.revisions[0];
    ({ title } = fields);
    const named = await headlineDriver(period);
    expect(named).toBe('车及配件');
    expect(draftDriver(fields.content)).toBe(named);
    const body = fields.content.slice(0, fields.content.indexOf('五、后市展望'));
    expect(body).not.toMatch(/需求|备货|旺季|淡季|因|由于|主要是|订单|成本|库存/);
    expect(fields.content).toContain('【请编辑补充后市展望】');
    expect(await listed(title)).toHaveLength(1);
  });

  it('withdrawn, imported and approved again: the same article, redrafted with the new figures; still one in the list', async () => {
    expect((await withdraw(first.id, '报价需要重新核对')).status).toBe(200);
    const returned = await article(first.commentaryId!);
    expect(returned.state).toBe('returned');
    expect(returned.revisions[0].comment).toContain('报价需要重新核对');

    // Now 工具类 (21-1) leads: the redraft must say so.
    again = await release((await importPeriod(period, '21-1')).id);
    expect(again.commentaryId).toBe(first.commentaryId);
    const redrafted = await article(again.commentaryId!);
    expect(redrafted.state).toBe('draft');
    expect(redrafted.revisions.map((r) => [r.rev, r.state, r.createdBy])).toEqual([
      [2, 'draft', null],
      [1, 'returned', null],
    ]);
    const named = await headlineDriver(period);
    expect(named).toBe('工具类');
    expect(draftDriver(redrafted.revisions[0].fields.content)).toBe(named);
    expect(await listed(title)).toHaveLength(1);
  });

  it('one an editor has written in is kept as the editor left it, and the next release names it', async () => {
    const id = first.commentaryId!;
    const { fields } = (await article(id)).revisions[0];
    const mine = { ...fields, content: fields.content.replace('【请编辑补充后市展望】', '预计下周小幅震荡。'), attachments: [] };
    expect((await as.editor.send('POST', `/webapi/admin/articles/${id}/revisions`, mine)).status).toBe(200);
    expect((await withdraw(again.id, '再核对一次')).status).toBe(200);

    const third = await release((await importPeriod(period, '21-7')).id);
    expect(third.commentaryId).toBe(id);
    const kept = await article(id);
    expect(kept.revisions[0]).toMatchObject({ rev: 3, createdBy: 'editor1' });
    expect(kept.revisions[0].fields.content).toContain('预计下周小幅震荡。');
    expect(kept.revisions).toHaveLength(3);
    expect(await listed(title)).toHaveLength(1);
  });

  it('every answer kept the contract', () => {
    expect(problems).toEqual([]);
  });
});
