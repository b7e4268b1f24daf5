/**
 * Companies in the back office: their fields under the same four eyes as articles
 * (server/admin/review.ts). Approving replaces what the company page and the directory show (the
 * record's other parts — logo, brands, products, index categories — stay) and the company's name on
 * its products' cards. Companies come from the seed (or an import); the back office edits them.
 */
import type { AdminCompany, AdminCompanySummary, ArticleState, CompanyFields } from '../../src/types/admin';
import type { CompanyRecord } from '../../mock/lib/types';
import { badRequest, notFound } from '../../mock/lib/errors';
import type { Db } from '../db/client';
import * as q from '../db/content';
import { isoInstant } from '../db/read';
import { sanitizeStoredHtml } from '../sanitize';
import type { Actor } from './service';
import * as review from './review';
import type { Kind } from './review';

const iso = isoInstant;

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

export const COMPANY: Kind<CompanyFields, CompanyFields> = {
  entity: 'company',
  noun: { zh: '企业', en: 'company' },
  newId: () => Promise.reject(badRequest('企业由数据导入建立，后台只能修改（Companies are imported; the back office edits them.）')),

  async prepare(_tx, _siteId, draft) {
    if (draft.website && !/^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(draft.website)) throw badRequest('网址须以 http:// 或 https:// 开头（The website must start with http:// or https://.）');
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

/** The latest revision's state while it is open, else published (every company is). */
const stateOf = (latest: { state: string } | undefined): ArticleState => (latest && latest.state !== 'approved' ? (latest.state as ArticleState) : 'published');

export async function getCompany(db: Db, siteId: number, id: number): Promise<AdminCompany> {
  const [row, revisions] = await Promise.all([q.companyRow(db, siteId, id), q.revisionsOf(db, { siteId, entity: COMPANY.entity, id })]);
  if (!row) throw notFound('企业不存在（No such company.）');
  return {
    id,
    state: stateOf(revisions[0]),
    published: { revision: row.revision, fields: companyFields(row.record as CompanyRecord) },
    revisions: revisions.map((r) => review.revisionView<CompanyFields>(r)),
  };
}

export async function listCompanies(db: Db, siteId: number, query: { state?: ArticleState; text?: string; current: number; pageSize: number }) {
  const [companies, latest] = await Promise.all([q.companyList(db, siteId), q.latestRevisions(db, siteId, COMPANY.entity)]);
  const latestOf = new Map(latest.map((r) => [r.entityId, r]));
  const text = query.text?.trim().toLowerCase();
  const all: AdminCompanySummary[] = companies
    .sort((a, b) => a.ord - b.ord)
    .map((c) => {
      const r = latestOf.get(c.id);
      return {
        id: c.id,
        name: (r?.fields as CompanyFields | undefined)?.name ?? c.name,
        industry: c.industry,
        region: c.region,
        state: stateOf(r),
        updatedAt: r ? iso(r.reviewedAt ?? r.submittedAt ?? r.createdAt) : null,
        updatedBy: r?.by ?? null,
        latestRev: r?.rev ?? null,
      };
    })
    .filter((c) => (!query.state || c.state === query.state) && (!text || c.name.toLowerCase().includes(text) || String(c.id) === text));
  const pages = Math.max(1, Math.ceil(all.length / query.pageSize));
  const current = Math.min(query.current, pages);
  return { list: all.slice((current - 1) * query.pageSize, current * query.pageSize), total: all.length, current, pageSize: query.pageSize };
}

export async function saveCompanyRevision(db: Db, siteId: number, id: number, body: CompanyFields & { restoredFrom?: number | null }, actor: Actor) {
  const { restoredFrom, ...fields } = body;
  await review.save(db, COMPANY, siteId, id, fields, restoredFrom ?? null, actor);
  return getCompany(db, siteId, id);
}

export async function submitCompanyRevision(db: Db, siteId: number, id: number, rev: number, actor: Actor) {
  await review.submit(db, COMPANY, siteId, id, rev, actor);
  return getCompany(db, siteId, id);
}

export async function reviewCompanyRevision(db: Db, siteId: number, id: number, rev: number, body: Parameters<typeof review.review>[5], actor: Actor) {
  await review.review(db, COMPANY, siteId, id, rev, body, actor);
  return getCompany(db, siteId, id);
}
