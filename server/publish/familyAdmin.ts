/**
 * Setting an index family up (issue 45): an office creates and edits its families — name, frequency,
 * base, unit, release slot, alert threshold, 编制说明 — in the back office instead of the demo
 * generator. The public fields live in `index_family.meta` as the public IndexFamily has them; what
 * only the office's own tools read (release slot, alert threshold, neutral line) under `meta.setup`.
 */
import type { AdminIndexFamily, IndexFamilyEdit, IndexFamilySetup, ReleaseSlot } from '../../src/types/admin';
import type { IndexFamily, ProjectDef, SiteConstants, ValueKind } from '../../src/types/webapi';
import { ApiError, badRequest, notFound } from '../model/errors';
import { isoDate, parseIsoDate } from '../model/calendar';
import { DEFAULT_SLOT, periodKeyOfStart } from '../model/periods';
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as content from '../db/content';
import * as q from '../db/publish';
import { audit, type Actor } from '../accounts/service';
import { conflict } from '../accounts/errors';
import type { Frequency } from '../model/releases';
import { MOVE_ALERT_PCT, periodOf } from './target';

/** What only the back office reads of a family, under `meta.setup` (the demo's families have none: the defaults). */
export interface FamilySetup {
  releaseSlot: ReleaseSlot;
  movePct: number;
  threshold: number | null;
}

/** The public fields as stored (IndexFamily without what the releases give), and the setup. */
export type StoredFamilyMeta = Omit<IndexFamily, 'latestPeriod' | 'nextRelease' | 'revisions'> & { setup?: FamilySetup };

/** The projects the original product had: a new family takes the lowest free one first. */
const FIRST_IDS = [21, 22, 23, 24, 25];
const BASE_VALUES = [100, 1000];

/** The setup of a stored family (the defaults where none was set: the demo's families). */
export function setupOf(meta: StoredFamilyMeta, frequency: Frequency): FamilySetup {
  return { releaseSlot: meta.setup?.releaseSlot ?? DEFAULT_SLOT, movePct: meta.setup?.movePct ?? MOVE_ALERT_PCT[frequency], threshold: meta.setup?.threshold ?? null };
}

const field = (name: string, zh: string, en: string): ApiError => badRequest(`${name}：${zh}（${name}: ${en}.）`);

/** The whole family as it will be stored, or a 400 naming the first bad field. */
function checked(f: Omit<AdminIndexFamily, 'basePeriodLabel' | 'basePeriodDate' | 'published' | 'depth'>): StoredFamilyMeta {
  const name = f.name.trim();
  const shortName = f.shortName.trim();
  if (!name || name.length > 100) throw field('name', '请填写指数名称（不超过 100 字）', 'the name is required, at most 100 characters');
  if (!shortName || shortName.length > 40) throw field('shortName', '请填写简称（不超过 40 字）', 'the short name is required, at most 40 characters');
  if (!BASE_VALUES.includes(f.baseValue)) throw field('baseValue', `基期值只能是 100 或 1000，不能是 ${f.baseValue}`, `the base value is 100 or 1000, not ${f.baseValue}`);
  let base;
  try {
    base = periodOf(f.frequency, f.basePeriod);
  } catch (e) {
    if (!(e instanceof ApiError)) throw e;
    throw badRequest(`basePeriod（基期）：${e.message}`);
  }
  const { weekday, time } = f.releaseSlot;
  if (weekday !== null && !(Number.isInteger(weekday) && weekday >= 1 && weekday <= 7)) {
    throw field('releaseSlot.weekday', `发布日应为星期一（1）到星期日（7），或留空表示周期结束后的第二天，不能是 ${weekday}`, `the release weekday is 1 (Monday) to 7 (Sunday), or null for the day after the period, not ${weekday}`);
  }
  const hm = /^(\d{2}):(\d{2})$/.exec(time);
  if (!hm || Number(hm[1]) > 23 || Number(hm[2]) > 59) throw field('releaseSlot.time', `发布时间应为北京时间 HH:MM，如 10:00，不能是 ${time}`, `the release time is HH:MM Beijing time, e.g. 10:00, not ${time}`);
  if (!(f.movePct > 0 && f.movePct <= 100)) throw field('movePct', `预警阈值应在 0 到 100（%）之间，不能是 ${f.movePct}`, `the alert threshold is a per cent above 0 and at most 100, not ${f.movePct}`);
  if (f.threshold !== null && !Number.isFinite(f.threshold)) throw field('threshold', '参考线应为数值或留空', 'the neutral line is a number or empty');
  if (new Set(f.valueKinds).size !== f.valueKinds.length) throw field('valueKinds', '指数值类型不能重复', 'a value kind is listed twice');
  const unit = f.unit.trim() || '点';
  return {
    projId: f.projId,
    name,
    shortName,
    kind: f.kind,
    frequency: f.frequency,
    baseValue: f.baseValue,
    basePeriod: base.label,
    basePeriodDate: isoDate(base.startDay),
    unit,
    depth: 1,
    valueKinds: f.valueKinds,
    source: f.source.trim(),
    description: f.description.trim(),
    setup: { releaseSlot: { weekday, time }, movePct: f.movePct, threshold: f.threshold },
  };
}

/** The period key of a stored base (stored as its start date). */
const baseKey = (meta: StoredFamilyMeta): string => periodKeyOfStart(meta.frequency, parseIsoDate(meta.basePeriodDate)!);

function adminView(meta: StoredFamilyMeta, published: boolean): AdminIndexFamily {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- `setup` is spread out below, defaults filled in
  const { setup: _setup, basePeriod, ...rest } = meta;
  const setup = setupOf(meta, meta.frequency);
  return { ...rest, ...setup, basePeriod: baseKey(meta), basePeriodLabel: basePeriod, published };
}

/** The value kinds the demo's families of each kind have: a price index the three, the others none. */
const defaultValueKinds = (kind: IndexFamily['kind']): ValueKind[] => (kind === 'price' ? ['indexValue', 'lastValue', 'sameValue'] : []);

/** The site's project list (SiteConstants.projects) with `meta`'s entry in place. */
async function syncProject(tx: Tx, siteId: number, meta: StoredFamilyMeta): Promise<void> {
  const constants = (await content.siteRecord(tx, siteId)).constants as SiteConstants;
  const entry: ProjectDef = { projId: meta.projId, depth: meta.depth, list: meta.valueKinds };
  const projects = constants.projects.some((p) => p.projId === meta.projId) ? constants.projects.map((p) => (p.projId === meta.projId ? entry : p)) : [...constants.projects, entry];
  await q.updateSiteConstants(tx, siteId, { ...constants, projects });
}

export async function listFamiliesAdmin(db: Db, siteId: number): Promise<AdminIndexFamily[]> {
  const rows = await q.families(db, siteId);
  const released = await q.everReleased(db, siteId);
  return rows.map((r) => adminView(r.meta as StoredFamilyMeta, released.has(r.projId)));
}

/**
 * The write core of createFamily (and of the demo's seeding, server/demo/seed.ts): the family row
 * with its meta, last in the site's order, and its entry in the site's project list, in the caller's
 * transaction, without actor or audit.
 */
export async function insertFamilyIn(tx: Tx, siteId: number, meta: StoredFamilyMeta): Promise<void> {
  const { projId } = meta;
  if (!(await q.insertFamily(tx, { siteId, projId, name: meta.name, frequency: meta.frequency, baseValue: meta.baseValue, meta }))) {
    throw new ApiError(409, 'FAMILY_EXISTS', `指数项目 ${projId} 已存在（Index family ${projId} already exists.）`);
  }
  await syncProject(tx, siteId, meta);
}

export async function createFamily(db: Db, siteId: number, body: IndexFamilySetup, actor: Actor): Promise<AdminIndexFamily> {
  return db.transaction(async (tx) => {
    await content.lockSite(tx, siteId);
    const taken = new Set((await q.families(tx, siteId)).map((f) => f.projId));
    const projId = body.projId ?? FIRST_IDS.find((id) => !taken.has(id)) ?? Math.max(...taken) + 1;
    if (!Number.isInteger(projId) || projId < 1) throw field('projId', `指数项目编号应为正整数，不能是 ${projId}`, `the family id is a positive integer, not ${projId}`);
    if (taken.has(projId)) throw new ApiError(409, 'FAMILY_EXISTS', `指数项目 ${projId} 已存在（Index family ${projId} already exists.）`);
    const meta = checked({
      projId,
      name: body.name,
      shortName: body.shortName,
      kind: body.kind,
      frequency: body.frequency,
      baseValue: body.baseValue,
      basePeriod: body.basePeriod,
      unit: body.unit ?? '点',
      releaseSlot: body.releaseSlot ?? DEFAULT_SLOT,
      movePct: body.movePct ?? MOVE_ALERT_PCT[body.frequency],
      threshold: body.threshold ?? null,
      source: body.source ?? '',
      description: body.description ?? '',
      valueKinds: body.valueKinds ?? defaultValueKinds(body.kind),
    });
    await insertFamilyIn(tx, siteId, meta);
    // The content too: syncProject changed the site's constants.
    await content.bumpIndexVersion(tx, siteId, true);
    const view = adminView(meta, false);
    await audit(tx, actor, 'family.create', 'index_family', projId, null, view);
    return view;
  });
}

export async function updateFamily(db: Db, siteId: number, projId: number, body: IndexFamilyEdit, actor: Actor): Promise<AdminIndexFamily> {
  return db.transaction(async (tx) => {
    await content.lockSite(tx, siteId);
    const row = await q.familyRow(tx, siteId, projId);
    if (!row) throw notFound(`没有 ${projId} 号指数（No index family ${projId}.）`);
    const published = (await q.everReleased(tx, siteId, projId)).has(projId);
    const before = adminView(row.meta as StoredFamilyMeta, published);
    const next = { ...before, ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) } as AdminIndexFamily;
    if (published && (next.baseValue !== before.baseValue || next.basePeriod !== before.basePeriod)) {
      throw conflict(`${before.name}已有发布的数据，基期和基期值不能再改（${projId} has published periods: its base period and base value can no longer change.）`);
    }
    const meta = { ...checked(next), depth: before.depth };
    await q.updateFamily(tx, siteId, projId, { name: meta.name, baseValue: meta.baseValue, meta });
    await syncProject(tx, siteId, meta);
    // The content too: syncProject changed the site's constants.
    await content.bumpIndexVersion(tx, siteId, true);
    const view = adminView(meta, published);
    await audit(tx, actor, 'family.update', 'index_family', projId, before, view);
    return view;
  });
}
