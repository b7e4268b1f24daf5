/**
 * The reviewer decides the release time (issue 43, item 2) against the real server: approving an index
 * release at a chosen time publishes it then (publishedAt is that time, ahead of the submitter's asked
 * time), and the audit keeps it; a time already past, or a chosen time with 立即发布, is a bilingual 400
 * and changes nothing. The publication carries its family's slot; the import answers its values, and the
 * file as uploaded downloads under its own name to every role (a token too).
 */
import { request } from './support/server';
import { data, PRICE, publishingSuite, tokenOf } from './support/publishing';
import { consistent, filled, templateRows } from '../support/indexTemplate';
import type { AuditPage, ImportReport, IndexPublication } from '../../src/types/admin';
import { nowMs } from '../../server/clock';

const suite = publishingSuite();
const { as, problems } = suite;

const bilingual = (message: string | undefined) => expect(message).toMatch(/[\u4e00-\u9fff].*（.*[A-Za-z]{4,}.*）/);
const review = (id: number, body: Record<string, unknown>) => as.reviewer.send('POST', `/webapi/admin/index/publications/${id}/review`, { decision: 'approve', acknowledgeWarnings: true, ...body });
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

describe('the reviewer decides the release time', () => {
  let upload: Buffer;
  let report: ImportReport;
  let id: number;

  it('a submitted week carries its slot; the import answers its values and its file', async () => {
    const family = data<{ projId: number; next: { period: string; slot: string } }[]>(await as.editor.send('GET', '/webapi/admin/index/families')).find((f) => f.projId === PRICE)!;
    const t = await as.editor.send('GET', `/webapi/admin/index/template?projId=${PRICE}&period=${family.next.period}`);
    const { book, rows } = await templateRows(t.bytes);
    const values = consistent(rows, (r) => r.previous * 1.003);
    upload = await filled(book, values);
    report = data<ImportReport>(await as.editor.send('POST', `/webapi/admin/index/imports?projId=${PRICE}&period=${family.next.period}&filename=${encodeURIComponent('本周价格指数.xlsx')}`, upload));
    expect(report.errors).toBe(0);
    // Every value as submitted, in the tree's order, named.
    expect(report.values).toHaveLength(rows.length);
    expect(report.values!.map((v) => v.id)).toEqual(rows.map((r) => r.code));
    expect(report.values![0]).toEqual({ id: rows[0].code, name: expect.stringMatching(/\S/), value: values.get(rows[0].code) });

    // Asked for in a day by the submitter; the slot is the family's.
    const sent = await as.editor.send('POST', '/webapi/admin/index/publications', { importId: report.id, publishAt: new Date(nowMs() + 86_400_000).toISOString() });
    expect(sent.status).toBe(200);
    const pub = data<IndexPublication>(sent);
    id = pub.id;
    expect(Date.parse(pub.slotAt!)).toBe(Date.parse(family.next.slot));

    for (const client of [as.reviewer, as.editor, as.admin]) {
      const f = await client.send('GET', `/webapi/admin/index/imports/${report.id}/file`);
      expect(f.status).toBe(200);
      expect(f.headers.get('content-type')).toBe(XLSX);
      expect(decodeURIComponent(/filename\*=UTF-8''(.+)$/.exec(f.headers.get('content-disposition')!)![1])).toBe('本周价格指数.xlsx');
      expect(Buffer.compare(Buffer.from(f.bytes), upload)).toBe(0);
    }
    const byToken = await request(suite.server.baseURL, `/webapi/admin/index/imports/${report.id}/file`, { headers: { authorization: `Bearer ${await tokenOf(suite.server, 'reviewer1')}` } });
    expect(byToken.status).toBe(200);
    expect((await as.reviewer.send('GET', '/webapi/admin/index/imports/999999/file')).status).toBe(404);
  });

  it('a time already past, or a time with 立即发布, is refused and changes nothing', async () => {
    const past = await review(id, { publishAt: new Date(nowMs() - 5 * 60_000).toISOString() });
    expect(past.status).toBe(400);
    bilingual(past.json.errorMessage);
    const both = await review(id, { publishAt: new Date(nowMs() + 3_600_000).toISOString(), publishNow: true });
    expect(both.status).toBe(400);
    bilingual(both.json.errorMessage);
    expect(data<IndexPublication>(await as.editor.send('GET', `/webapi/admin/index/publications/${id}`)).state).toBe('submitted');
  });

  it('a chosen time is honoured before the submitter’s, and the audit keeps it', async () => {
    // Whole seconds: the database keeps microseconds, the answer Beijing time to the second.
    const chosen = new Date(Math.ceil((nowMs() + 2 * 3_600_000) / 1000) * 1000).toISOString();
    const approved = await review(id, { publishAt: chosen, comment: '两小时后发布' });
    expect(approved.status).toBe(200);
    const pub = data<IndexPublication>(approved);
    expect(pub.state).toBe('approved');
    expect(Date.parse(pub.publishedAt!)).toBe(Date.parse(chosen));
    const audit = data<AuditPage>(await as.admin.send('GET', '/webapi/admin/audit?action=index.approve'));
    const entry = audit.list.find((e) => e.entityId === String(id))!;
    expect(entry.after).toMatchObject({ chosenAt: chosen, publishNow: false });
    expect(Date.parse((entry.after as { publishedAt: string }).publishedAt)).toBe(Date.parse(chosen));
  });

  it('answers every admin call as the contract says', () => {
    expect(problems).toEqual([]);
  });
});
