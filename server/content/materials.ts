/**
 * Raw materials in the back office (issue 45): created, edited and retired under four eyes as
 * companies are (server/content/edited.ts). Approving a new one makes it a row of the 'materials'
 * publishing dataset, so its weekly quotes import as every other's; visitors see it from its first
 * released quote. Retiring hides it (quotes kept) and takes it out of the next imports.
 */
import type { AdminMaterialSummary, MaterialFields } from '../../src/types/admin';
import type { RawMaterial } from '../../src/types/webapi';
import { notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as q from '../db/content';
import { isoInstant } from '../db/read';
import { editedOperations, listPage, reviewColumns, type EditedKind, type EditedListQuery } from './edited';

type MaterialInfo = Omit<RawMaterial, 'latest' | 'change' | 'changePct'>;

const NOUN = { zh: '原材料', en: 'raw material' };

const fieldsOf = (info: MaterialInfo, weight: number): MaterialFields => ({
  name: info.name,
  spec: info.spec,
  unit: info.unit,
  group: info.group,
  market: info.market,
  source: info.source,
  currency: info.currency,
  weight,
});

/** The Beijing calendar date `days` after `now`. */
const beijingDate = (now: Date, days: number) => new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

export const MATERIAL: EditedKind<MaterialFields, string, { materialId: string }> = {
  entity: 'material',
  noun: NOUN,

  /** `M{n}`: the site's next (ids the import gave, `steel-q235`, are left alone). */
  async newId(tx, siteId) {
    const used = (await q.materialIdsInUse(tx, siteId)).map((id) => /^M(\d+)$/.exec(id)?.[1]).filter((n): n is string => n !== undefined);
    return `M${Math.max(0, ...used.map(Number)) + 1}`;
  },

  async current(db, siteId, materialId) {
    const row = await q.materialRow(db, siteId, materialId);
    return row ? { revision: null, fields: fieldsOf(row.info as MaterialInfo, row.weight), keys: { materialId }, retiredAt: row.retiredAt } : null;
  },

  pendingKeys: async (_db, _siteId, materialId) => ({ materialId }),

  async prepare(_tx, _siteId, draft) {
    return { ...draft, name: draft.name.trim(), spec: draft.spec.trim(), unit: draft.unit.trim(), group: draft.group.trim(), market: draft.market.trim(), source: draft.source.trim() };
  },

  async shown(tx, siteId, materialId) {
    const row = await q.materialRow(tx, siteId, materialId);
    return row ? { name: (row.info as MaterialInfo).name } : null;
  },

  async publish(tx, siteId, materialId, fields, _rev, now) {
    const row = await q.materialRow(tx, siteId, materialId);
    const { weight, ...rest } = fields;
    if (row) {
      await q.updateMaterial(tx, siteId, materialId, { info: { ...(row.info as MaterialInfo), ...rest }, weight });
    } else {
      // Quoted weekly; the first quote is expected within the week. No index categories until the office sets them.
      const info: MaterialInfo = { id: materialId, ...rest, frequency: 'week', nextUpdate: beijingDate(now, 7), categoryProjId: (await q.firstFamily(tx, siteId)) ?? 0, categoryIds: [] };
      await q.insertMaterial(tx, { siteId, id: materialId, info, weight });
    }
    return { name: fields.name };
  },

  async retire(tx, siteId, materialId, now) {
    if (!(await q.materialRow(tx, siteId, materialId))) throw notFound('原材料不存在（No such raw material.）');
    await q.retireMaterial(tx, siteId, materialId, now.toISOString());
    return { retiredAt: now.toISOString() };
  },

  isRetired: async (tx, siteId, materialId) => Boolean((await q.materialRow(tx, siteId, materialId))?.retiredAt),

  brief: (fields) => ({ name: fields.name }),
};

export const materials = editedOperations(MATERIAL);

export async function listMaterials(db: Db, siteId: number, query: EditedListQuery) {
  const [rows, columns] = await Promise.all([q.materialList(db, siteId), reviewColumns(db, siteId, MATERIAL.entity)]);
  const all: AdminMaterialSummary[] = rows
    .sort((a, b) => a.ord - b.ord)
    .map((row) => {
      const info = row.info as MaterialInfo;
      const { fields, ...review } = columns(row.id);
      const f = fields as MaterialFields | undefined;
      return { materialId: row.id, name: f?.name ?? info.name, spec: info.spec, unit: info.unit, group: info.group, ...review, retiredAt: row.retiredAt && isoInstant(row.retiredAt) };
    });
  // New ones, never approved, after those visitors see.
  for (const n of columns.newOnes(rows.map((r) => r.id))) {
    const { fields, ...review } = columns(n.id);
    const f = fields as MaterialFields;
    all.push({ materialId: n.id, name: f.name, spec: f.spec, unit: f.unit, group: f.group, ...review, retiredAt: null });
  }
  return listPage(all, (m) => m.materialId, query);
}
