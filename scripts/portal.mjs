#!/usr/bin/env node
/**
 * The index office's command line (issue 22), for scripted offices: the same operations as the back
 * office's 指数发布 page, over HTTP with a personal API token (`npm run users -- token <name>`, or
 * 「API 令牌」 in the back office), so the server's rules apply as they are — roles, four eyes, the
 * audit naming the user — and it works while the server holds its embedded database.
 *
 *   PORTAL_TOKEN=… npm run template -- --family 21 --period 2026-11-23 --out week.xlsx
 *   PORTAL_TOKEN=… npm run import -- week.xlsx --family 21 --period 2026-11-23 [--dry-run] [--reason …] [--publish-at ISO]
 *   PORTAL_TOKEN=… npm run template -- --dataset materials|trade|brands --period 2026-11-20|2026-10|2026 --out file.xlsx
 *   PORTAL_TOKEN=… npm run import -- file.xlsx --dataset materials|trade|brands --period … [--dry-run] [--reason …]
 *   PORTAL_TOKEN=… npm run release -- list [--state submitted] [--dataset …]
 *   PORTAL_TOKEN=… npm run release -- submit <importId> [--reason …] [--publish-at ISO]
 *   PORTAL_TOKEN=… npm run release -- approve <id> [--comment …] [--acknowledge-warnings]
 *   PORTAL_TOKEN=… npm run release -- publish <id> [--comment …] [--acknowledge-warnings]   (approved for release at once)
 *   PORTAL_TOKEN=… npm run release -- return <id> --comment …
 *   PORTAL_TOKEN=… npm run release -- withdraw <id> --reason …   (an approved index release or revision taken back, history kept)
 *   PORTAL_TOKEN=… npm run release -- show <id>
 *   PORTAL_TOKEN=… npm run site -- init --code nanhu-tea --name 南湖茶叶价格指数 [--short-name …] [--publisher …]
 *                  [--compiler …] [--description …] [--phone …] [--email …] [--address …] [--icp …] [--police …]
 *                  [--sections home,data,…] [--settings settings.json]   (an admin's token; the site of an empty server)
 *   PORTAL_TOKEN=… npm run site -- show [--code …]
 *   PORTAL_TOKEN=… npm run tree -- template --family 21 --out tree.xlsx   (the classification in force, or an empty one)
 *   PORTAL_TOKEN=… npm run tree -- import tree.xlsx --family 21 --from 2026-10 [--note …] [--dry-run]   (checked, then submitted)
 *   PORTAL_TOKEN=… npm run tree -- list --family 21
 *   PORTAL_TOKEN=… npm run tree -- approve <id> --family 21 [--comment …] | return <id> --family 21 --comment …
 *   PORTAL_TOKEN=… npm run history -- back.csv --family 21 [--dry-run]   (years of values checked, then submitted as one
 *                  release: `npm run release -- approve <id>` by another account publishes them)
 *
 * PORTAL_URL: the server (default http://localhost:$PORT, PORT 8000). Exit codes: 0 done, 1 the file
 * has errors or the server refused, 2 a usage mistake.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const [command, ...rest] = process.argv.slice(2);
const BASE = (process.env.PORTAL_URL ?? `http://localhost:${process.env.PORT ?? 8000}`).replace(/\/$/, '');
const TOKEN = process.env.PORTAL_TOKEN;

function usage(message) {
  process.stderr.write(`${message}\n用法见 README「命令行」一节（see README, "The command line"）。\n`);
  process.exit(2);
}

/** `--name value` and `--flag` options, and the other words in order. */
function parse(args) {
  const options = {};
  const words = [];
  for (let i = 0; i < args.length; i += 1) {
    const a = args[i];
    if (!a.startsWith('--')) words.push(a);
    else if (i + 1 < args.length && !args[i + 1].startsWith('--')) options[a.slice(2)] = args[++i];
    else options[a.slice(2)] = true;
  }
  return { options, words };
}

async function call(method, url, { body, json = true } = {}) {
  const headers = { Authorization: `Bearer ${TOKEN}` };
  if (body !== undefined) headers['Content-Type'] = Buffer.isBuffer(body) ? 'application/octet-stream' : 'application/json';
  let res;
  try {
    res = await fetch(BASE + url, { method, headers, body: body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body) });
  } catch (e) {
    process.stderr.write(`连不上服务器 ${BASE}（cannot reach the server: ${e.cause?.message ?? e.message}）\n`);
    process.exit(1);
  }
  if (!json && res.ok) return Buffer.from(await res.arrayBuffer());
  const answer = await res.json().catch(() => ({ success: false, errorMessage: `HTTP ${res.status}` }));
  if (!res.ok || !answer.success) {
    process.stderr.write(`${answer.errorMessage ?? `HTTP ${res.status}`}\n`);
    process.exit(1);
  }
  return answer.data;
}

const q = (params) => new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== true)).toString();

/** A checked file's issues, each where it is (sheet, row, column) and what is wrong. */
function printIssues(issues) {
  for (const i of issues) {
    const where = [i.sheet, i.row === null ? null : `第 ${i.row} 行`, i.column].filter(Boolean).join(' · ');
    process.stdout.write(`  ${i.level === 'error' ? '错误' : '提示'}  ${where ? `[${where}] ` : ''}${i.value === null ? '' : `「${i.value}」 `}${i.message}\n`);
  }
}

function printReport(r) {
  process.stdout.write(`${r.label}（${r.fileName}，sha256 ${r.sha256.slice(0, 12)}…）：${r.errors} 个错误，${r.warnings} 个提示\n`);
  printIssues(r.issues);
  if (r.preview) {
    const p = r.preview;
    const moved = r.dataset && r.dataset !== 'index' ? `${p.up} 项上涨 ${p.down} 项下跌 ${p.flat} 项持平` : `大类 ${p.up} 涨 ${p.down} 跌 ${p.flat} 平`;
    process.stdout.write(`  ${p.root.name} ${p.root.value}${p.root.changePct === null ? '' : `（环比 ${p.root.changePct > 0 ? '+' : ''}${p.root.changePct}%）`}，${moved}\n`);
    for (const c of p.changes) process.stdout.write(`  修订 ${c.id} ${c.name}: ${c.old} → ${c.new}\n`);
  }
}

const printPublication = (p) =>
  process.stdout.write(
    `#${p.id}  ${p.label}  ${p.kind === 'revision' ? '修订' : '新一期'}  ${{ submitted: '待审核', returned: '已退回', approved: '已批准，待发布', published: '已发布', withdrawn: '已撤回' }[p.state]}` +
      `  提交 ${p.submittedBy ?? '—'}${p.reviewedBy ? `  审核 ${p.reviewedBy}` : ''}${p.publishedAt ? `  发布 ${p.publishedAt}` : ''}${p.reason ? `  原因：${p.reason}` : ''}${p.comment ? `  意见：${p.comment}` : ''}` +
      `${p.withdrawnAt ? `  撤回 ${p.withdrawnBy ?? '—'} ${p.withdrawnAt}：${p.withdrawReason}` : ''}\n`,
  );

const COMMANDS = ['template', 'import', 'release', 'site', 'tree', 'history'];
if (!COMMANDS.includes(command)) usage(`命令是 ${COMMANDS.join('、')} 之一（commands: ${COMMANDS.join(', ')}）`);
if (!TOKEN) usage('请设置 PORTAL_TOKEN（a personal API token: npm run users -- token <name>）');
const { options, words } = parse(rest);
// The index (a family) unless another dataset is named; those have no family.
const DATASETS = ['index', 'materials', 'trade', 'brands'];
if (options.dataset !== undefined && !DATASETS.includes(options.dataset)) usage(`--dataset 是 ${DATASETS.join('、')} 之一`);
const dataset = options.dataset === 'index' ? undefined : options.dataset;
const where = () => (dataset ? { dataset } : { projId: options.family });

/** The sections a new site shows (every one: each says 「尚未发布」 until something is). */
/** Every section (on unless `--sections` says otherwise): the contract's SectionKey, so the list has one home. */
function allSections() {
  const contract = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'docs', 'openapi.yaml');
  return YAML.parse(fs.readFileSync(contract, 'utf8')).components.schemas.SectionKey.enum;
}

/** The settings of `site init`: a JSON file (SiteSettings) if named, the options over it. */
function siteSettings() {
  const file = typeof options.settings === 'string' ? JSON.parse(fs.readFileSync(options.settings, 'utf8')) : {};
  const text = (name, fallback = '') => (typeof options[name] === 'string' ? options[name] : fallback);
  const name = text('name', file.name ?? '');
  return {
    name,
    shortName: text('short-name', file.shortName ?? name.slice(0, 30)),
    publisher: text('publisher', file.publisher ?? ''),
    compiler: text('compiler', file.compiler ?? ''),
    description: text('description', file.description ?? ''),
    contact: { phone: text('phone', file.contact?.phone ?? ''), email: text('email', file.contact?.email ?? ''), address: text('address', file.contact?.address ?? '') },
    icp: text('icp', file.icp ?? ''),
    police: text('police', file.police ?? ''),
    sections: typeof options.sections === 'string' ? options.sections.split(',').map((s) => s.trim()).filter(Boolean) : (file.sections ?? allSections()),
  };
}

if (command === 'site') {
  const [verb] = words;
  if (verb === 'init') {
    if (typeof options.code !== 'string') usage('site init 需要 --code（the site code: lower-case letters, digits, hyphens）');
    const settings = siteSettings();
    if (!settings.name) usage('site init 需要 --name 或含 name 的 --settings 文件（the site needs a name）');
    const site = await call('POST', '/webapi/admin/site', { body: { code: options.code, settings } });
    process.stdout.write(`已开通站点 ${site.siteCode}：${site.name}（site set up）\n`);
  } else if (verb === 'show') {
    const s = await call('GET', `/webapi/admin/settings?${q({ siteCode: options.code })}`);
    process.stdout.write(`${JSON.stringify(s, null, 2)}\n`);
  } else usage('site 的用法：init --code … --name … | show [--code …]');
} else if (command === 'tree') {
  const [verb, id] = words;
  if (!options.family) usage('tree 需要 --family（the family\'s project id）');
  const base = `/webapi/admin/families/${encodeURIComponent(options.family)}/classification`;
  const STATES = { checked: '已检查', submitted: '待审核', returned: '已退回', approved: '已批准' };
  const printChange = (c) => {
    const n = c.counts;
    process.stdout.write(
      `#${c.id ?? '—'}  ${c.label} 起  ${STATES[c.state] ?? '未保存'}  ${n.nodes} 个节点（新增 ${n.added}，删除 ${n.removed}，改名 ${n.renamed}，移动 ${n.moved}，调权 ${n.reweighted}）` +
        `${c.note ? `  说明：${c.note}` : ''}${c.comment ? `  意见：${c.comment}` : ''}\n`,
    );
  };
  if (verb === 'template') {
    if (!options.out) usage('tree template 需要 --out');
    const bytes = await call('GET', `${base}/template`, { json: false });
    fs.writeFileSync(options.out, bytes);
    process.stdout.write(`${options.out}（${bytes.length} 字节）\n`);
  } else if (verb === 'import' && id) {
    if (!options.from) usage('tree import 需要 --from（the first period of the new tree: 2026-10 or 2026-11-23）');
    const change = await call('POST', `${base}/import?${q({ validFrom: options.from, note: options.note, filename: path.basename(id) })}`, { body: fs.readFileSync(id) });
    process.stdout.write(`${change.fileName}：${change.errors} 个错误，${change.warnings} 个提示\n`);
    printIssues(change.issues);
    if (change.errors > 0) process.exit(1);
    const WORDS = { added: '新增', removed: '删除', renamed: '改名', moved: '移动', reweighted: '调权' };
    for (const c of change.changes) {
      const detail = c.change === 'renamed' ? `（原名 ${c.previousName}）` : c.change === 'reweighted' ? `（${c.weightBefore}% → ${c.weightAfter}%）` : '';
      process.stdout.write(`  ${WORDS[c.change]}  ${c.nodeId} ${c.name}${detail}\n`);
    }
    printChange(options['dry-run'] ? change : await call('POST', `${base}/changes/${change.id}/submit`));
  } else if (verb === 'list') {
    for (const c of await call('GET', `${base}/changes`)) printChange(c);
  } else if ((verb === 'approve' || verb === 'return') && id) {
    if (verb === 'return' && typeof options.comment !== 'string') usage('tree return 需要 --comment');
    printChange(await call('POST', `${base}/changes/${encodeURIComponent(id)}/review`, { body: { decision: verb, comment: options.comment ?? null } }));
  } else usage('tree 的用法：template --out … | import <file> --from … [--note …] [--dry-run] | list | approve <id> | return <id> --comment …（each with --family）');
} else if (command === 'history') {
  const [file] = words;
  if (!file || !options.family) usage('history 需要文件和 --family');
  const report = await call('POST', `/webapi/admin/families/${encodeURIComponent(options.family)}/history?${q({ filename: path.basename(file) })}`, { body: fs.readFileSync(file) });
  printReport(report);
  if (report.errors > 0) process.exit(1);
  if (!options['dry-run']) {
    const pub = await call('POST', '/webapi/admin/index/publications', { body: { importId: report.id, reason: null, publishAt: null } });
    printPublication(pub);
    process.stdout.write(`${pub.id}\n`);
  }
} else if (command === 'template') {
  if ((!dataset && !options.family) || !options.period || !options.out) usage('template 需要 --family（或 --dataset）、--period 和 --out');
  const bytes = await call('GET', `/webapi/admin/index/template?${q({ ...where(), period: options.period })}`, { json: false });
  fs.writeFileSync(options.out, bytes);
  process.stdout.write(`${options.out}（${bytes.length} 字节）\n`);
} else if (command === 'import') {
  const [file] = words;
  if (!file || (!dataset && !options.family) || !options.period) usage('import 需要文件、--family（或 --dataset）和 --period');
  const report = await call('POST', `/webapi/admin/index/imports?${q({ ...where(), period: options.period, filename: path.basename(file) })}`, { body: fs.readFileSync(file) });
  printReport(report);
  if (report.errors > 0) process.exit(1);
  if (!options['dry-run']) {
    const pub = await call('POST', '/webapi/admin/index/publications', { body: { importId: report.id, reason: options.reason ?? null, publishAt: options['publish-at'] ?? null } });
    printPublication(pub);
    process.stdout.write(`${pub.id}\n`);
  }
} else {
  const [verb, id] = words;
  if (verb === 'list') {
    for (const p of await call('GET', `/webapi/admin/index/publications?${q({ state: options.state, projId: options.family, dataset: options.dataset })}`)) printPublication(p);
  } else if (verb === 'show' && id) {
    const p = await call('GET', `/webapi/admin/index/publications/${encodeURIComponent(id)}`);
    printPublication(p);
    printReport(await call('GET', `/webapi/admin/index/imports/${p.importId}`));
  } else if (verb === 'submit' && id) {
    // An import checked with --dry-run, submitted after all.
    printPublication(await call('POST', '/webapi/admin/index/publications', { body: { importId: Number(id), reason: options.reason ?? null, publishAt: options['publish-at'] ?? null } }));
  } else if ((verb === 'approve' || verb === 'return' || verb === 'publish') && id) {
    // publish: approve it for release at once (approve keeps the time asked, or the family's slot).
    const body = { decision: verb === 'return' ? 'return' : 'approve', comment: options.comment ?? null, acknowledgeWarnings: options['acknowledge-warnings'] === true, ...(verb === 'publish' ? { publishNow: true } : {}) };
    printPublication(await call('POST', `/webapi/admin/index/publications/${encodeURIComponent(id)}/review`, { body }));
  } else if (verb === 'withdraw' && id) {
    if (typeof options.reason !== 'string' || !options.reason.trim()) usage('withdraw 需要 --reason（a withdrawal needs --reason "…"）');
    printPublication(await call('POST', `/webapi/admin/index/publications/${encodeURIComponent(id)}/withdraw`, { body: { reason: options.reason } }));
  } else usage('release 的用法：list | show <id> | submit <importId> | approve <id> | publish <id> | return <id> --comment … | withdraw <id> --reason …');
}
