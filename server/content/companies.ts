/**
 * Companies in the back office: their fields under the same four eyes as articles
 * (server/content/review.ts). Approving replaces what the company page and the directory show (the
 * record's other parts — brands, products, index categories — stay) and the company's name on
 * its products' cards. The back office creates one (visitors see it once approved) and retires one
 * (hidden with its products and brands, kept) under the same review (server/content/edited.ts).
 */
import type { AdminCompanySummary, CompanyFields } from '../../src/types/admin';
import type { CompanyRecord } from '../model/types';
import { badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as q from '../db/content';
import { sanitizeStoredHtml } from '../sanitize';
import { isoInstant } from '../db/read';
import { editedOperations, listPage, reviewColumns, type EditedKind, type EditedListQuery } from './edited';
import { checkImages } from './images';

/** The edited fields of a stored company record. */
export function companyFields(r: CompanyRecord): CompanyFields {
  return {
    name: r.name,
    shortName: r.shortName,
    industry: r.industry,
    region: r.region,
    founded: r.founded,
    capital: r.capital,
    employees: r.employees,
    tags: [...r.tags],
    brief: r.brief,
    introduction: r.introduction,
    address: r.address,
    website: r.website ?? '',
    phone: r.phone,
    legalPerson: r.legalPerson,
    honours: [...r.honours],
    logo: r.logo ?? '',
  };
}

const NOUN = { zh: '企业', en: 'company' };

export const COMPANY: EditedKind<CompanyFields, number, { id: number }> = {
  entity: 'company',
  noun: NOUN,
  newId: (tx, siteId) => q.nextCatalogueId(tx, siteId, 'company'),

  async current(db, siteId, id) {
    const row = await q.companyRow(db, siteId, id);
    return row
      ? {
          revision: row.revision,
          fields: companyFields(row.record as CompanyRecord),
          keys: { id },
          retiredAt: row.retiredAt,
        }
      : null;
  },

  pendingKeys: async (_db, _siteId, id) => ({ id }),

  async prepare(tx, siteId, draft) {
    if (draft.website && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(draft.website)) throw badRequest('网址须以 http:// 或 https:// 开头（The website must start with http:// or https://.）');
    if (draft.logo) await checkImages(tx, siteId, [draft.logo], 'logos/');
    return {
      ...draft,
      name: draft.name.trim(),
      website: draft.website.trim(),
      introduction: sanitizeStoredHtml(draft.introduction),
    };
  },

  async shown(tx, siteId, id) {
    const row = await q.companyRow(tx, siteId, id);
    return row ? { revision: row.revision, name: row.name } : null;
  },

  async publish(tx, siteId, id, fields, rev) {
    const row = await q.companyRow(tx, siteId, id);
    const { website, logo, ...rest } = fields;
    // A new one starts with no products, brands or index categories (the first family's tree, if any).
    const base: CompanyRecord = row
      ? (row.record as CompanyRecord)
      : {
          id,
          productIds: [],
          brandIds: [],
          categoryProjId: (await q.firstFamily(tx, siteId)) ?? 0,
          categoryIds: [],
          ...rest,
        };
    const record: CompanyRecord = {
      ...base,
      ...rest,
      ...(website ? { website } : {}),
      ...(logo ? { logo } : {}),
    };
    // Empty is none: the optional properties go.
    if (!website) delete record.website;
    if (!logo) delete record.logo;
    const values = {
      name: fields.name,
      region: fields.region,
      industry: fields.industry,
      record,
      revision: rev,
    };
    if (row) await q.updateCompany(tx, siteId, id, values);
    else await q.insertCompany(tx, { siteId, id, ...values });
    return { name: fields.name };
  },

  async retire(tx, siteId, id, now) {
    if (!(await q.companyRow(tx, siteId, id))) throw notFound('企业不存在（No such company.）');
    await q.retireCompany(tx, siteId, id, now.toISOString());
    return { retiredAt: now.toISOString() };
  },

  isRetired: async (tx, siteId, id) => Boolean((await q.companyRow(tx, siteId, id))?.retiredAt),

  brief: (fields) => ({ name: fields.name }),
};

export const companies = editedOperations(COMPANY);

export async function listCompanies(db: Db, siteId: number, query: EditedListQuery) {
  const [rows, columns] = await Promise.all([q.companyList(db, siteId), reviewColumns(db, siteId, COMPANY.entity)]);
  const all: AdminCompanySummary[] = rows
    .sort((a, b) => a.ord - b.ord)
    .map((c) => {
      const { fields, ...review } = columns(c.id);
      return {
        id: c.id,
        name: (fields as CompanyFields | undefined)?.name ?? c.name,
        industry: c.industry,
        region: c.region,
        ...review,
        retiredAt: c.retiredAt && isoInstant(c.retiredAt),
      };
    });
  // New ones, never approved, after those visitors see.
  for (const n of columns.newOnes(rows.map((r) => r.id))) {
    const { fields, ...review } = columns(n.id);
    const f = fields as CompanyFields;
    all.push({
      id: Number(n.id),
      name: f.name,
      industry: f.industry,
      region: f.region,
      ...review,
      retiredAt: null,
    });
  }
  return listPage(all, (c) => c.id, query);
}
