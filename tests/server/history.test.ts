/**
 * Back-loading years of history (issue 45, deliver 4): a monthly family of its own (a 3-level tree of
 * 29 nodes, nothing published, written straight into the database before the server starts — the
 * families' own set-up is another piece) gets 3 years in one long CSV; a broken file is reported
 * with its cells and changes nothing; the back-load is one publication that its submitter cannot
 * approve, whatever role they get; approved by another account, every period is public at once as
 * its first vintage (no revision marks), and a second back-load overlapping it is refused.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { request } from './support/server';
import { queryRows } from './support/sql';
import { cli, data, publishingSuite, PASSWORD, tokenOf } from './support/publishing';
import { AdminClient, type Reply } from './support/admin';

const PROJ = 90;
const round2 = (v: number) => Math.round(v * 100) / 100;

/** Root H, four groups H1…H4, six leaves each (H1-1…H4-6): 29 nodes. */
const GROUPS = ['H1', 'H2', 'H3', 'H4'];
const LEAVES = GROUPS.flatMap((g) => Array.from({ length: 6 }, (_, i) => `${g}-${i + 1}`));
const GROUP_WEIGHT = [0.4, 0.3, 0.2, 0.1];
const NODES: [string, string | null, number, number][] = [
  ['H', null, 1, 1],
  ...GROUPS.flatMap((g, gi): [string, string | null, number, number][] => [[g, 'H', 2, GROUP_WEIGHT[gi]], ...LEAVES.filter((l) => l.startsWith(`${g}-`)).map((l): [string, string, number, number] => [l, g, 3, GROUP_WEIGHT[gi] / 6])]),
];
const MONTHS = Array.from({ length: 36 }, (_, i) => `${2021 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`);

/** A month's values: leaves drift apart, each parent the rounded weighted average of its children. */
function levels(i: number): Map<string, number> {
  const out = new Map<string, number>();
  LEAVES.forEach((id, k) => out.set(id, round2(100 + i * (((k % 7) - 3) * 0.11 + 0.2))));
  const avg = (p: string) => {
    const kids = NODES.filter((n) => n[1] === p);
    return round2(kids.reduce((s, k) => s + k[3] * out.get(k[0])!, 0) / kids.reduce((s, k) => s + k[3], 0));
  };
  for (const g of GROUPS) out.set(g, avg(g));
  out.set('H', avg('H'));
  return out;
}

function csv(months: string[], edit: (lines: string[][]) => void = () => {}): Buffer {
  const lines: string[][] = [];
  months.forEach((m) => {
    for (const [id, v] of levels(MONTHS.indexOf(m))) lines.push([id, m, v.toFixed(2)]);
  });
  edit(lines);
  return Buffer.from(`\ufeff代码,期间,定基\n${lines.map((l) => l.join(',')).join('\n')}\n`, 'utf8');
}

const suite = publishingSuite(undefined, {
  // The family and its tree, as its set-up will have written them: the server is not running yet.
  beforeStart: async (database) => {
    await queryRows(
      database,
      `insert into index_family (site_id, proj_id, name, frequency, base_value, meta, ord)
       select site_id, $1, '南湖茶叶月度价格指数', 'month', 100,
              meta || jsonb_build_object('projId', $1::int, 'name', '南湖茶叶月度价格指数', 'shortName', '南湖茶指', 'frequency', 'month', 'depth', 3), 99
       from index_family where proj_id = 22`,
      [PROJ],
    );
    const values = NODES.map((_, i) => `((select site_id from index_family where proj_id = $1), $1, $${i * 4 + 2}, $${i * 4 + 3}, $${i * 4 + 4}, $${i * 4 + 4}, $${i * 4 + 5}, ${NODES[i][3]}, ${i}, '2000-01', null)`);
    await queryRows(
      database,
      `insert into index_node (site_id, proj_id, node_id, parent_id, name, en_name, level, weight, ord, valid_from, valid_to) values ${values.join(',')}`,
      [PROJ, ...NODES.flatMap(([id, parent, level]) => [id, parent, `茶叶${id}`, level])],
    );
  },
});

type Report = { id: number; errors: number; warnings: number; issues: { rule: string; row: number | null; column: string | null; value: string | null; message: string }[]; history: { periods: number; first: string; last: string; values: number; layout: string } };
type Publication = { id: number; kind: string; state: string; label: string; period: string };
type Point = { period: string; indexValue: number; revised?: unknown };

const upload = (who: AdminClient, bytes: Buffer, name = 'history.csv'): Promise<Reply> => who.send('POST', `/webapi/admin/families/${PROJ}/history?filename=${encodeURIComponent(name)}`, bytes);
const series = async (nodeIds = 'H') => request(suite.server.baseURL, `/webapi/index/series?projId=${PROJ}&nodeIds=${nodeIds}`);

describe('a back-load of 3 years of a monthly family', () => {
  it('reports a broken file with its cells and changes nothing', async () => {
    const broken = data<Report>(
      await upload(
        suite.as.editor,
        csv(
          MONTHS.filter((m) => m !== '2022-05'),
          (l) => {
            l[3][0] = 'XX';
          },
        ),
      ),
    );
    expect(broken.errors).toBeGreaterThanOrEqual(2);
    expect(broken.issues).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rule: 'gap', value: '2022-05' }),
        expect.objectContaining({ rule: 'unknown-code', row: 5, column: 'A5', value: 'XX' }),
      ]),
    );
    expect(broken.issues.find((i) => i.rule === 'gap')!.message).toMatch(/缺少 2022年5月.*must follow each other/);
    const submitted = await suite.as.editor.send('POST', '/webapi/admin/index/publications', { importId: broken.id });
    expect(submitted.status).toBe(400);
    expect((await series()).status).toBe(404);
    expect(data<Publication[]>(await suite.as.editor.send('GET', `/webapi/admin/index/publications?projId=${PROJ}`))).toEqual([]);
  });

  it('is one publication its submitter cannot approve; another account publishes every period as the first vintage', async () => {
    const writer = await suite.account('historian', 'editor');
    const report = data<Report>(await upload(writer, csv(MONTHS)));
    expect(report).toMatchObject({ errors: 0, history: { layout: 'long', periods: 36, first: '2021-01', last: '2023-12', values: 36 * 29 } });
    const pub = data<Publication>(await writer.send('POST', '/webapi/admin/index/publications', { importId: report.id }));
    expect(pub).toMatchObject({ kind: 'history', state: 'submitted', period: '2021-01', label: '2021年1月至2023年12月历史数据' });
    // The review list shows it as it shows a period.
    expect(data<Publication[]>(await suite.as.reviewer.send('GET', '/webapi/admin/index/publications?state=submitted')).map((p) => p.id)).toContain(pub.id);

    // The submitter made reviewer: still not their own.
    const accounts = (await suite.as.admin.send('GET', '/webapi/admin/accounts')).json.data as { id: number; name: string }[];
    await suite.as.admin.send('PATCH', `/webapi/admin/accounts/${accounts.find((a) => a.name === 'historian')!.id}`, { role: 'reviewer' });
    const again = new AdminClient(suite.server.baseURL);
    await again.signIn('historian', PASSWORD);
    const own = await again.send('POST', `/webapi/admin/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true });
    expect({ status: own.status, code: own.json.errorCode }).toEqual({ status: 403, code: 'FORBIDDEN' });
    expect((await series()).status).toBe(404);

    const approved = await suite.as.reviewer.send('POST', `/webapi/admin/index/publications/${pub.id}/review`, { decision: 'approve', acknowledgeWarnings: true });
    expect(approved.status).toBe(200);
    expect(data<Publication>(approved)).toMatchObject({ kind: 'history', state: 'published' });

    const answer = await series('H,H3-4');
    expect(answer.status).toBe(200);
    const [root, leaf] = (answer.json as { data: { points: Point[] }[] }).data;
    expect(root.points.map((p) => p.period)).toEqual(MONTHS);
    expect(root.points.map((p) => p.indexValue)).toEqual(MONTHS.map((_, i) => levels(i).get('H')));
    expect(leaf.points.map((p) => p.indexValue)).toEqual(MONTHS.map((_, i) => levels(i).get('H3-4')));
    expect([...root.points, ...leaf.points].filter((p) => p.revised !== undefined)).toEqual([]);
    const family = ((await request(suite.server.baseURL, '/webapi/index/families')).json as { data: { projId: number; latestPeriod: string; revisions?: unknown[] }[] }).data.find((f) => f.projId === PROJ)!;
    expect(family.latestPeriod).toBe('2023-12');
    expect(family.revisions ?? []).toEqual([]);
  });

  it('refuses a second back-load over the published periods', async () => {
    const again = data<Report>(await upload(suite.as.editor, csv(MONTHS.slice(30))));
    expect(again.issues).toEqual([expect.objectContaining({ rule: 'overlap', value: '2023-07' })]);
    expect(again.issues[0].message).toContain('首次发布的 2021-01 之前');
  });

  it('the command line (`npm run history`) says the same, submits nothing and exits 1', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'history-'));
    fs.writeFileSync(path.join(dir, 'again.csv'), csv(MONTHS.slice(30)));
    const before = data<Publication[]>(await suite.as.editor.send('GET', `/webapi/admin/index/publications?projId=${PROJ}`)).length;
    const run = await cli(suite.server, await tokenOf(suite.server, 'editor1'), 'history', path.join(dir, 'again.csv'), '--family', String(PROJ));
    fs.rmSync(dir, { recursive: true, force: true });
    expect(run.code).toBe(1);
    expect(run.out).toMatch(/1 个错误/);
    expect(run.out).toMatch(/错误 {2}.*「2023-07」 .*首次发布的 2021-01 之前/);
    expect(data<Publication[]>(await suite.as.editor.send('GET', `/webapi/admin/index/publications?projId=${PROJ}`))).toHaveLength(before);
    expect((await cli(suite.server, 'x', 'history', '--family', String(PROJ))).code).toBe(2);
  });

  it('stored one vintage a value, all public at the approval instant', async () => {
    // A PGlite folder is read only while its server is stopped.
    await suite.server.stop();
    const stored = await queryRows(suite.database, 'select count(*)::int as n, count(distinct published_at)::int as instants, count(superseded_at)::int as superseded from index_observation where proj_id = $1', [PROJ]);
    const releases = await queryRows(suite.database, 'select count(*)::int as n, min(period) as first, max(period) as last from index_release where proj_id = $1', [PROJ]);
    await suite.restart();
    expect(stored).toEqual([{ n: 36 * 29, instants: 1, superseded: 0 }]);
    expect(releases).toEqual([{ n: 36, first: '2021-01', last: '2023-12' }]);
  });

  it('answers every admin call as the contract says', () => {
    expect(suite.problems).toEqual([]);
  });
});
