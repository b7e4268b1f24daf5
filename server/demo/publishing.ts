/**
 * The demo keeps itself current (issue 22): its new weekly and monthly periods go through the same
 * import, review and release as an office's. For each publishing family of each demo site, while the
 * period due next has reached its release slot (10:00 Beijing time of its release day) and nobody has
 * a publication of it waiting, the demo generator (mock/, the numbers the seed wrote, so the series
 * continues) fills the period's real template as an XLSX file, a demo editor account imports and
 * submits it, and a demo approver account approves it, warnings acknowledged. The release is then at
 * once (its slot has passed), so the job wakes at the next slot rather than only every hour. The
 * weekly release's drafted 指数评论 is completed with the generator's 后市展望 and approved the same way.
 * The raw-material quotes of each new quote day (Fridays, from the next day on) go the same way, as the
 * dataset `materials`.
 *
 * The two accounts are system accounts: created disabled, with a password hash no password matches,
 * so nobody signs in as them; the audit trail and the publication records name them.
 */
import { weeklyCommentary } from '../../mock/lib/commentary';
import { beijingDay, isoDate } from '../model/calendar';
import { demoIndices } from '../../mock/lib/dataset';
import { quoteDays } from '../../mock/lib/materials';
import type { ArticleContext, FamilyData } from '../model/types';
import type { ImportReport, PublishingFamily } from '../../src/types/admin';
import { getArticle, reviewRevision, saveRevision, submitRevision } from '../content/content';
import type { Actor } from '../accounts/service';
import { audit } from '../accounts/service';
import * as accounts from '../db/accounts';
import type { Db } from '../db/client';
import { listSites } from '../db/read';
import { quoteDates } from '../db/datasets';
import * as q from '../db/publish';
import type { PublishingDataset } from '../db/schema';
import { OUTLOOK_PLACEHOLDER } from '../publish/commentary';
import { publishingFamilies } from '../publish/families';
import { importFigures, template } from '../publish/importing';
import { reviewPublication } from '../publish/review';
import { submitPublication } from '../publish/submit';
import { INDEX_COLUMNS } from '../publish/validate';
import { jobRuns } from '../metrics';
import { now, nowIso } from '../clock';
import { loadExcel } from '../publish/sheet';

export const DEMO_EDITOR = 'demo.editor';
export const DEMO_APPROVER = 'demo.approver';
/** Not an argon2 hash: verifyPassword answers false for every password (the accounts are disabled besides). */
const NO_PASSWORD = '!demo-system-account';
const SYSTEM: Actor = { accountId: null, accountName: 'system:demo-publish', address: null };
/** The longest sleep between two runs: a run with nothing due is a few reads per family. */
export const DEMO_JOB_EVERY_MS = 60 * 60_000;

export interface DemoRelease {
  site: string;
  dataset: PublishingDataset;
  /** The index family; 0 for the other datasets. */
  projId: number;
  period: string;
  publicationId: number;
  warnings: number;
}

export interface DemoRun {
  released: DemoRelease[];
  /** What could not be published, for the log (the next run tries again). */
  problems: string[];
  /** The earliest slot still ahead, when the next run has something to do. */
  nextSlot: string | null;
}

type Log = (msg: string) => void;

/** The demo's editor and approver (created on first use), or an error when the names belong to accounts that can sign in. */
export async function demoActors(db: Db): Promise<{ editor: Actor; approver: Actor }> {
  return db.transaction(async (tx) => {
    const actor = async (name: string, role: accounts.Role, displayName: string): Promise<Actor> => {
      let row = await accounts.accountByName(tx, name);
      if (!row) {
        row = await accounts.insertAccount(tx, { name, displayName, role, passwordHash: NO_PASSWORD });
        row = await accounts.updateAccount(tx, row.id, { disabledAt: nowIso() });
        await audit(tx, SYSTEM, 'account.create', 'account', row.id, null, { name, role, displayName, disabled: true });
      }
      // An admin may have turned it on, or a person may have the name: never publish as someone who can sign in.
      if (!row.disabledAt || row.role !== role) throw new Error(`account ${name} is not the demo's disabled ${role}: demo publishing stops (turn the account off or remove it)`);
      return { accountId: row.id, accountName: row.name, address: null };
    };
    return {
      editor: await actor(DEMO_EDITOR, 'editor', '演示站自动编辑（系统账号）'),
      approver: await actor(DEMO_APPROVER, 'reviewer', '演示站自动审核（系统账号）'),
    };
  });
}

/** How the demo approver approves: the warnings (large moves, a quote day off the cycle) are the generator's own. */
const APPROVAL = { decision: 'approve', acknowledgeWarnings: true, comment: '演示站按计划自动发布（Demo site: published on schedule）' } as const;

/** A generated file's errors, for the log (the first five). */
function errorsOf(report: ImportReport): string {
  const first = report.issues.filter((i) => i.level === 'error').slice(0, 5);
  return `the generated file has ${report.errors} errors (import ${report.id}): ${first.map((i) => `row ${i.row ?? '-'} ${i.rule}: ${i.message}`).join('; ')}`;
}

/** The period's template with `values` in its value column, by the codes of its code column. */
export async function filledTemplate(bytes: Buffer, values: Map<string, number>): Promise<Buffer> {
  const book = new (await loadExcel()).Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets.find((s) => s.state !== 'hidden' && s.state !== 'veryHidden')!;
  const headers: string[] = [];
  sheet.getRow(1).eachCell((c, col) => (headers[col] = String(c.value ?? '').trim()));
  const codeCol = headers.findIndex((h) => h !== undefined && INDEX_COLUMNS.code.test.test(h));
  const valueCol = headers.findIndex((h) => h !== undefined && INDEX_COLUMNS.value.test.test(h));
  sheet.eachRow((r, n) => {
    if (n > 1) r.getCell(valueCol).value = values.get(String(r.getCell(codeCol).value)) ?? null;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The generated values of `period` (every node), or null when the generator has no such period. */
function generatedValues(fam: FamilyData | undefined, period: string): Map<string, number> | null {
  const i = fam?.periodIndex.get(period);
  if (!fam || i === undefined) return null;
  return new Map(fam.nodes.map((n) => [n.id, fam.values.get(n.id)![i]]));
}

const OUTLOOK_HEADING = '<h2>五、后市展望</h2>';

/** The 后市展望 the generator writes for `period` (what the demo's editor adds to the drafted commentary). */
function outlookOf(fam: FamilyData, period: string, materials: ReturnType<typeof demoIndices>['materials']): string | null {
  const i = fam.periodIndex.get(period)!;
  const ctx = { materialById: new Map(materials.map((m) => [m.info.id, m])) } as unknown as ArticleContext;
  const { content } = weeklyCommentary(ctx, fam, i);
  const at = content.indexOf(OUTLOOK_HEADING);
  return at < 0 ? null : content.slice(at + OUTLOOK_HEADING.length);
}

/**
 * The release's drafted 指数评论 completed with `outlook` by the demo editor and approved by the demo
 * approver, the way an office completes it (it keeps its time: it comes out with the release).
 */
async function completeCommentary(db: Db, siteId: number, id: number, outlook: string, actors: { editor: Actor; approver: Actor }): Promise<boolean> {
  const draft = (await getArticle(db, siteId, id)).revisions[0];
  const { fields } = draft;
  const content = fields.content.replace(`<p>${OUTLOOK_PLACEHOLDER}</p>`, outlook);
  if (draft.state !== 'draft' || content === fields.content) return false;
  const saved = await saveRevision(db, siteId, id, { ...fields, content, attachments: fields.attachments.map((a) => ({ file: a.file, name: a.name })) }, actors.editor);
  const rev = saved.revisions[0].rev;
  await submitRevision(db, siteId, id, rev, actors.editor);
  await reviewRevision(db, siteId, id, rev, { decision: 'approve' }, actors.approver);
  return true;
}

/**
 * Publishes every period of the demo sites `siteCodes` whose slot is at or before `now`, oldest first
 * (so the Spring-Festival weeks are skipped as the office's next period skips them). A run at the
 * same `now` again finds nothing to do.
 */
export async function publishDueDemoPeriods(db: Db, siteCodes: string[], now: Date, log: Log = () => {}): Promise<DemoRun> {
  const run: DemoRun = { released: [], problems: [], nextSlot: null };
  const later = (slot: string) => {
    if (!run.nextSlot || Date.parse(slot) < Date.parse(run.nextSlot)) run.nextSlot = slot;
  };
  const sites = (await listSites(db)).filter((s) => siteCodes.includes(s.code));
  let demoAccounts: Awaited<ReturnType<typeof demoActors>> | null = null;
  let demoNumbers: ReturnType<typeof demoIndices> | null = null;
  // The accounts and the generator's numbers (of every period up to `now`) only when something is due, once per run.
  const demo = async () => {
    demoAccounts ??= await demoActors(db);
    demoNumbers ??= demoIndices(now);
    return { actors: demoAccounts, generated: demoNumbers };
  };
  for (const site of sites) {
    for (const first of await publishingFamilies(db, site.id)) {
      const { projId } = first;
      let family: PublishingFamily | undefined = first;
      const where = `${site.code} ${projId}`;
      try {
        while (family && Date.parse(family.next.slot) <= now.getTime()) {
          const { period } = family.next;
          if (await q.openPublication(db, site.id, projId, period)) {
            run.problems.push(`${where} ${period}: a publication is waiting for review (left to the office)`);
            break;
          }
          const { actors, generated } = await demo();
          const fam = generated.families.find((f) => f.family.projId === projId);
          const values = generatedValues(fam, period);
          if (!values) {
            run.problems.push(`${where} ${period}: the demo generator has no such period`);
            break;
          }
          const blank = await template(db, site.id, projId, period);
          const report = await importFigures(db, site.id, projId, period, `demo-${blank.filename}`, await filledTemplate(blank.bytes, values), actors.editor);
          if (report.errors > 0) {
            run.problems.push(`${where} ${period}: ${errorsOf(report)}`);
            break;
          }
          const submitted = await submitPublication(db, site.id, { importId: report.id }, actors.editor);
          const approved = await reviewPublication(db, site.id, submitted.id, APPROVAL, actors.approver);
          run.released.push({ site: site.code, dataset: 'index', projId, period, publicationId: approved.id, warnings: report.warnings });
          if (approved.commentaryId !== null) {
            const outlook = outlookOf(fam!, period, generated.materials);
            const done = outlook && (await completeCommentary(db, site.id, approved.commentaryId, outlook, actors));
            if (!done) run.problems.push(`${where} ${period}: the commentary ${approved.commentaryId} is left as a draft (no outlook to complete it with)`);
          }
          log(`demo publishing: ${where} ${period} released (publication ${approved.id}, ${report.warnings} warnings acknowledged)`);
          family = (await publishingFamilies(db, site.id)).find((f) => f.projId === projId);
        }
        if (family && Date.parse(family.next.slot) > now.getTime()) later(family.next.slot);
      } catch (e) {
        // One family's trouble (a conflict with an editor, the database away) is logged; the others go on.
        run.problems.push(`${where}: ${(e as Error).message}`);
      }
    }
    try {
      await releaseDueQuotes(db, site, now, run, log, demo);
    } catch (e) {
      run.problems.push(`${site.code} materials: ${(e as Error).message}`);
    }
  }
  for (const p of run.problems) log(`demo publishing: ${p}`);
  return run;
}

/**
 * The raw-material quotes of every quote day after the site's latest that has passed by `now` (the
 * generator's quote days: Fridays before today, the Spring-Festival closure skipped), oldest first,
 * through the import, review and release of the dataset `materials`. The hourly run picks up the
 * next one, so no slot is reported for it.
 */
async function releaseDueQuotes(
  db: Db,
  site: { id: number; code: string },
  now: Date,
  run: DemoRun,
  log: Log,
  demo: () => Promise<{ actors: { editor: Actor; approver: Actor }; generated: ReturnType<typeof demoIndices> }>,
): Promise<void> {
  const latest = (await quoteDates(db, site.id)).pop();
  // Without any quote the site is not a seeded demo's: nothing to continue.
  if (!latest) return;
  const where = `${site.code} materials`;
  for (const period of quoteDays(beijingDay(now)).map(isoDate).filter((d) => d > latest)) {
    if (await q.openPublication(db, site.id, 0, period, 'materials')) {
      run.problems.push(`${where} ${period}: a publication is waiting for review (left to the office)`);
      return;
    }
    const { actors, generated } = await demo();
    const prices = new Map(generated.materials.map((m) => [m.info.id, m.quotes.find((x) => x.date === period)?.price]));
    if ([...prices.values()].some((p) => p === undefined)) {
      run.problems.push(`${where} ${period}: the demo generator has no such quote day`);
      return;
    }
    const blank = await template(db, site.id, 0, period, 'materials');
    const report = await importFigures(db, site.id, 0, period, `demo-${blank.filename}`, await filledTemplate(blank.bytes, prices as Map<string, number>), actors.editor, 'materials');
    if (report.errors > 0) {
      run.problems.push(`${where} ${period}: ${errorsOf(report)}`);
      return;
    }
    const submitted = await submitPublication(db, site.id, { importId: report.id }, actors.editor);
    const approved = await reviewPublication(db, site.id, submitted.id, APPROVAL, actors.approver);
    run.released.push({ site: site.code, dataset: 'materials', projId: 0, period, publicationId: approved.id, warnings: report.warnings });
    log(`demo publishing: ${where} ${period} released (publication ${approved.id}, ${report.warnings} warnings acknowledged)`);
  }
}

/**
 * Runs `publishDueDemoPeriods` now, then at the next slot or within the hour, while `owns()` says
 * this process is the one to (the one holding the database). Never throws: a failed run is logged.
 * Answers a function that stops it (and waits for a run under way).
 */
export function startDemoPublishing(db: Db, siteCodes: string[], opts: { log: Log; owns?: () => Promise<boolean>; clock?: () => Date }): () => Promise<void> {
  const clock = opts.clock ?? now;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const tick = async () => {
    let wait = DEMO_JOB_EVERY_MS;
    try {
      if (!opts.owns || (await opts.owns())) {
        const run = await publishDueDemoPeriods(db, siteCodes, clock(), opts.log);
        jobRuns.inc({ job: 'demo-publishing', outcome: 'ok' });
        // A second past the slot, so the release is not a hair early for the clock of the run.
        if (run.nextSlot) wait = Math.min(wait, Math.max(1000, Date.parse(run.nextSlot) - clock().getTime() + 1000));
      }
    } catch (e) {
      jobRuns.inc({ job: 'demo-publishing', outcome: 'failed' });
      opts.log(`demo publishing failed: ${(e as Error).message}`);
    }
    if (!stopped) {
      timer = setTimeout(() => (running = tick()), wait);
      timer.unref();
    }
  };
  running = tick();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
