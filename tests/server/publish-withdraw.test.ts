/**
 * Withdrawing an index release (issue 22, item 4) against the real server, history kept: a release
 * approved for later and withdrawn before its time never becomes public (nor its commentary, nor its
 * place in releases.ics); a new week and a revision released "two days ago" (their instants moved back
 * in the database, as `asOf` takes whole days) and withdrawn today leave the public answers — the week
 * goes, the revision's values give way to the ones before it — while `asOf` yesterday still answers
 * them; the week can be released again; a revision withdrawn before its time changes nothing. A reviewer withdraws, the approver included (no four eyes);
 * an editor cannot; an empty reason is a bilingual 400; anything not approved is a 409.
 */
import { AdminClient } from './support/admin';
import { request } from './support/server';
import { backdate, beijingDate, cli, data, PRICE, publishingSuite, releasedBeforeToday, snapshotOf, tokenOf } from './support/publishing';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import type { AdminArticle, AuditEntry, ImportReport, IndexPublication } from '../../src/types/admin';
import type { IndexFamily } from '../../src/types/webapi';
import { nowMs } from '../../server/clock';

/** How far ahead the release withdrawn before its time was scheduled. */
const AHEAD_MS = 12_000;
// The latest period out three days ago at the latest, so that asOf yesterday and three days ago answer it whatever the hour.
const suite = publishingSuite(undefined, { beforeStart: releasedBeforeToday });
const { as, problems } = suite;

const snapshot = (query = '') => snapshotOf(suite.server, PRICE, query);
const withdraw = (client: AdminClient, id: number, reason: string) => client.send('POST', `/webapi/admin/index/publications/${id}/withdraw`, { reason });
const publication = async (id: number) => data<IndexPublication>(await as.editor.send('GET', `/webapi/admin/index/publications/${id}`));
const dueNext = async () =>
  data<{ projId: number; latest: { period: string }; next: { period: string; label: string } }[]>(await as.editor.send('GET', '/webapi/admin/index/families')).find((f) => f.projId === PRICE)!;
const familyNow = async () => ((await request(suite.server.baseURL, '/webapi/index/families')).json as { data: IndexFamily[] }).data.find((f) => f.projId === PRICE)!;
const icsStarts = async () => [...String((await request(suite.server.baseURL, '/webapi/feeds/releases.ics')).body ?? '').matchAll(/^DTSTART[^:]*:(\S+)/gm)].map((m) => m[1]);
const bilingual = (message: string | undefined) => expect(message).toMatch(/[\u4e00-\u9fff].*（.*[A-Za-z]{4,}.*）/);

/** Imports `period` with each value from `value(code, previous)`, answering the report and the values. */
async function importPeriod(period: string, value: (code: string, previous: number) => number) {
  const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${period}`);
  expect(t.status).toBe(200);
  const { book, rows } = await templateRows(t.bytes);
  const values = consistent(rows, (r) => value(r.code, r.previous));
  const report = data<ImportReport>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${period}&filename=w.xlsx`, await filled(book, values)));
  expect(report.errors).toBe(0);
  return { report, rows, values };
}

/** Submits an import and has reviewer1 approve it; the publication. */
async function release(importId: number, submit: { reason?: string; publishAt?: string }, publishNow = false): Promise<IndexPublication> {
  const sent = await as.editor.send('POST', '/webapi/admin/index/publications', { importId, ...submit });
  expect(sent.status).toBe(200);
  const id = data<IndexPublication>(sent).id;
  const approved = await as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve', acknowledgeWarnings: true, publishNow });
  expect(approved.status).toBe(200);
  return data<IndexPublication>(approved);
}

describe('withdrawing an index release', () => {
  let latest: string;
  let next: string;
  let nextImport: number;

  it('approved for later and withdrawn before its time: never public, nor its commentary or calendar entry; reviewers only, with a reason', async () => {
    ({
      latest: { period: latest },
      next: { period: next },
    } = await dueNext());
    const { report } = await importPeriod(next, (_code, previous) => previous * 1.004);
    nextImport = report.id;
    const pub = await release(report.id, { publishAt: new Date(nowMs() + AHEAD_MS).toISOString() });
    expect(pub.state).toBe('approved');
    // Its commentary completed and approved: it waits for the release's time too.
    const article = data<AdminArticle>(await as.editor.send('GET', `/webapi/admin/articles/${pub.commentaryId}`));
    const fields = { ...article.revisions[0].fields, content: article.revisions[0].fields.content.replace('【请编辑补充后市展望】', '预计下周小幅震荡。') };
    const saved = data<AdminArticle>(await as.editor.send('POST', `/webapi/admin/articles/${pub.commentaryId}/revisions`, fields));
    await as.editor.send('POST', `/webapi/admin/articles/${pub.commentaryId}/revisions/${saved.revisions[0].rev}/submit`);
    await as.reviewer.send('POST', `/webapi/admin/articles/${pub.commentaryId}/revisions/${saved.revisions[0].rev}/review`, { decision: 'approve' });
    expect(data<AdminArticle>(await as.editor.send('GET', `/webapi/admin/articles/${pub.commentaryId}`)).state).toBe('scheduled');
    const stamp = pub.publishedAt!.slice(0, 19).replace(/[-:]/g, '');
    expect(await icsStarts()).toContain(stamp);

    expect((await withdraw(new AdminClient(suite.server.baseURL), pub.id, '数据有误')).status).toBe(401);
    expect((await withdraw(as.editor, pub.id, '数据有误')).status).toBe(403);
    expect((await withdraw(as.admin, pub.id, '数据有误')).status).toBe(403);
    const empty = await withdraw(as.reviewer, pub.id, '  ');
    expect(empty.status).toBe(400);
    bilingual(empty.json.errorMessage);
    expect((await publication(pub.id)).state).toBe('approved');

    // The reviewer who approved it takes it back: no second person needed to take figures down.
    const done = await withdraw(as.reviewer, pub.id, '一家报价点的报价有误');
    expect(done.status).toBe(200);
    expect(data<IndexPublication>(done)).toMatchObject({ state: 'withdrawn', withdrawnBy: 'reviewer1', withdrawnByDisplayName: 'reviewer1', withdrawReason: '一家报价点的报价有误' });
    expect(Date.parse(data<IndexPublication>(done).withdrawnAt!)).toBeLessThanOrEqual(nowMs());
    const again = await withdraw(as.reviewer, pub.id, '再撤一次');
    expect(again.status).toBe(409);
    bilingual(again.json.errorMessage);

    expect((await dueNext()).next.period).toBe(next);
    expect(await icsStarts()).not.toContain(stamp);
    const commentary = data<AdminArticle>(await as.editor.send('GET', `/webapi/admin/articles/${pub.commentaryId}`));
    expect(commentary.state).toBe('returned');
    expect(commentary.revisions[0].comment).toContain('一家报价点的报价有误');
    // Past its time, still not public.
    while (nowMs() < Date.parse(pub.publishedAt!) + 1500) await new Promise((r) => { setTimeout(r, 500); });
    expect((await snapshot()).data.period).toBe(latest);
    expect((await snapshot(`&asOf=${beijingDate()}`)).data.period).toBe(latest);
    expect((await request(suite.server.baseURL, `/webapi/articles/${pub.commentaryId}`)).status).toBe(404);
  }, 120_000);

  it('a submitted or returned publication cannot be withdrawn (409)', async () => {
    const id = data<IndexPublication>(await as.editor.send('POST', '/webapi/admin/index/publications', { importId: nextImport })).id;
    const submitted = await withdraw(as.reviewer, id, '不要了');
    expect(submitted.status).toBe(409);
    bilingual(submitted.json.errorMessage);
    await as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'return', comment: '再核对一次' });
    expect((await withdraw(as.reviewer, id, '不要了')).status).toBe(409);
    expect((await publication(id)).state).toBe('returned');
  });

  it('a week and a revision released two days ago, withdrawn today: gone from the public answers, still there asOf yesterday; the week can come out again', async () => {
    const since = new Date(nowMs() - 1000).toISOString();
    const week = await release(nextImport, {}, true);
    expect(week.state).toBe('published');
    const original = new Map((await snapshot(`&period=${latest}`)).data.rows.map((r) => [r.nodeId, r.indexValue]));
    // The first leaf moves by 3 (its parents with it, under the weights).
    let moved: string | undefined;
    const { report: revised } = await importPeriod(latest, (code) => original.get(code)! + ((moved ??= code) === code ? 3 : 0));
    const leaf = { code: moved! };
    const revision = await release(revised.id, { reason: '一家报价点更正了报价' });
    expect(revision).toMatchObject({ state: 'published', kind: 'revision' });
    const revisedValue = (await snapshot(`&period=${latest}`)).data.rows.find((r) => r.nodeId === leaf.code)!.indexValue;
    expect(revisedValue).toBe(Math.round((original.get(leaf.code)! + 3) * 100) / 100);

    // Two days pass: both were released the day before yesterday.
    await suite.server.stop();
    backdate(suite.database, since, 2);
    await suite.restart();

    // The revision through the command line (a reviewer's token): a reason is required there too.
    const token = await tokenOf(suite.server, 'reviewer1');
    expect((await cli(suite.server, token, 'release', 'withdraw', String(revision.id))).code).toBe(2);
    const byCli = await cli(suite.server, token, 'release', 'withdraw', String(revision.id), '--reason', '更正有误，恢复原报价');
    expect(byCli).toMatchObject({ code: 0 });
    expect(byCli.out).toMatch(new RegExp(`#${revision.id} .*已撤回.*撤回 reviewer1 .*：更正有误，恢复原报价`));
    expect((await publication(revision.id)).state).toBe('withdrawn');
    expect((await snapshot(`&period=${latest}`)).data.rows.find((r) => r.nodeId === leaf.code)!.indexValue).toBe(original.get(leaf.code));
    expect((await snapshot(`&period=${latest}&asOf=${beijingDate(-1)}`)).data.rows.find((r) => r.nodeId === leaf.code)!.indexValue).toBe(revisedValue);
    expect((await snapshot(`&period=${latest}&asOf=${beijingDate(-3)}`)).data.rows.find((r) => r.nodeId === leaf.code)!.indexValue).toBe(original.get(leaf.code));
    // The notes still list the revision, saying it was withdrawn and why.
    const listed = (await familyNow()).revisions?.find((r) => r.period === latest && r.reason === '一家报价点更正了报价');
    expect(listed).toMatchObject({ withdrawReason: '更正有误，恢复原报价', withdrawnAt: expect.stringMatching(new RegExp(`^${beijingDate()}`)) });

    const weekGone = await withdraw(as.reviewer, week.id, '本周数据需要重新核对');
    expect(weekGone.status).toBe(200);
    expect((await snapshot()).data.period).toBe(latest);
    expect((await familyNow()).latestPeriod).toBe(latest);
    expect((await snapshot(`&asOf=${beijingDate(-1)}`)).data.period).toBe(next);
    expect((await snapshot(`&asOf=${beijingDate(-3)}`)).data.period).toBe(latest);
    expect((await request(suite.server.baseURL, `/webapi/index/snapshot?projId=${PRICE}&period=${next}`)).status).toBe(404);

    const trail = data<{ list: AuditEntry[] }>(await as.admin.send('GET', '/webapi/admin/audit?entity=index_publication')).list.filter((e) => e.action === 'index.withdraw');
    const ofRevision = trail.find((e) => e.entityId === String(revision.id))!;
    expect(ofRevision.accountName).toBe('reviewer1');
    // Named in words: the family, then the period's label.
    expect(ofRevision.entityTitle).toMatch(/^\S+ /);
    expect(ofRevision.entityTitle!.endsWith(` ${revision.label}`)).toBe(true);
    expect(ofRevision.before).toMatchObject({ state: 'published', values: { [leaf.code]: revisedValue } });
    expect(ofRevision.after).toMatchObject({ state: 'withdrawn', values: { [leaf.code]: original.get(leaf.code) } });
    expect(trail.find((e) => e.entityId === String(week.id))!.before).toMatchObject({ state: 'published', period: next });

    // Due again, and released again as a new import.
    expect((await dueNext()).next.period).toBe(next);
    const { report: redo, values: redone } = await importPeriod(next, (_code, previous) => previous * 1.002);
    await release(redo.id, {}, true);
    const back = await snapshot();
    expect(back.data.period).toBe(next);
    expect(back.data.rows[0].indexValue).toBe(redone.get(back.data.rows[0].nodeId));
    expect((await snapshot(`&asOf=${beijingDate(-1)}`)).data.period).toBe(next);
  }, 300_000);

  it('a revision approved for later and withdrawn before its time: the values stay as they are, then and after', async () => {
    const shown = new Map((await snapshot(`&period=${next}`)).data.rows.map((r) => [r.nodeId, r.indexValue]));
    const { report } = await importPeriod(next, (code) => shown.get(code)! + 1);
    const pub = await release(report.id, { reason: '补录迟报数据', publishAt: new Date(nowMs() + AHEAD_MS).toISOString() });
    expect(pub).toMatchObject({ state: 'approved', kind: 'revision' });
    const week = (await as.editor.send('GET', `/webapi/admin/index/publications?projId=${PRICE}&state=published`)).json.data as IndexPublication[];
    const blocked = await withdraw(as.reviewer, week.find((p) => p.period === next && p.kind === 'new')!.id, '重新核对');
    expect(blocked.status).toBe(409);
    bilingual(blocked.json.errorMessage);
    expect((await withdraw(as.reviewer, pub.id, '迟报数据有误')).status).toBe(200);
    while (nowMs() < Date.parse(pub.publishedAt!) + 1500) await new Promise((r) => { setTimeout(r, 500); });
    expect(new Map((await snapshot(`&period=${next}`)).data.rows.map((r) => [r.nodeId, r.indexValue]))).toEqual(shown);
    expect((await familyNow()).revisions?.some((r) => r.reason === '补录迟报数据')).toBe(false);
  }, 120_000);

  it('every answer kept the contract', () => {
    expect(problems).toEqual([]);
  });
});
