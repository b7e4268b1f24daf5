/**
 * Companies in the back office: their fields under the same four eyes as articles
 * (server/content/review.ts). Approving replaces what the company page and the directory show (the
 * record's other parts — brands, products, index categories — stay) and the company's name on
 * its products' cards. Companies come from the seed (or an import); the back office edits them (server/content/edited.ts).
 */
import type { AdminCompanySummary, CompanyFields } from '../../src/types/admin';
import type { CompanyRecord } from '../model/types';
import { badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as q from '../db/content';
import { sanitizeStoredHtml } from '../sanitize';
import { editedOperations, importedOnly, listPage, reviewColumns, type EditedKind, type EditedListQuery } from './edited';
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
  newId: importedOnly(NOUN),

  async current(db, siteId, id) {
    const row = await q.companyRow(db, siteId, id);
    return row ? { revision: row.revision, fields: companyFields(row.record as CompanyRecord), keys: { id } } : null;
  },

  async prepare(tx, siteId, draft) {
    if (draft.website && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(draft.website)) throw badRequest('网址须以 http:// 或 https:// 开头（The website must start with http:// or https://.）');
    if (draft.logo) await checkImages(tx, siteId, [draft.logo], 'logos/');
    return { ...draft, name: draft.name.trim(), website: draft.website.trim(), introduction: sanitizeStoredHtml(draft.introduction) };
  },

  async shown(tx, siteId, id) {
    const row = await q.companyRow(tx, siteId, id);
    return row ? { revision: row.revision, name: row.name } : null;
  },

  async publish(tx, siteId, id, fields, rev) {
    const row = await q.companyRow(tx, siteId, id);
    if (!row) throw notFound('企业不存在（No such company.）');
    const { website, logo, ...rest } = fields;
    const record: CompanyRecord = { ...(row.record as CompanyRecord), ...rest, ...(website ? { website } : {}), ...(logo ? { logo } : {}) };
    // Empty is none: the optional properties go.
    if (!website) delete record.website;
    if (!logo) delete record.logo;
    await q.updateCompany(tx, siteId, id, { name: fields.name, region: fields.region, industry: fields.industry, record, revision: rev });
    return { name: fields.name };
  },

  brief: (fields) => ({ name: fields.name }),
};

export const companies = editedOperations(COMPANY);

export async function listCompanies(db: Db, siteId: number, query: EditedListQuery) {
  const [rows, columns] = await Promise.all([q.companyList(db, siteId), reviewColumns(db, siteId, COMPANY.entity)]);
  const all: AdminCompanySummary[] = rows
    .sort((a, b) => a.ord - b.ord)
    .map((c) => {
      const { fields, ...review } = columns(c.id);
      return { id: c.id, name: (fields as CompanyFields | undefined)?.name ?? c.name, industry: c.industry, region: c.region, ...review };
    });
  return listPage(all, (c) => c.id, query);
}
