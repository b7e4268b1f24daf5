/**
 * The back office's content: articles (their fields, how an approved revision is published, the
 * list and views; the four-eyes workflow itself is server/content/review.ts), attachments (PDFs by
 * their bytes, never overwritten) and the site's settings (admins). Each change goes with its audit
 * row in one transaction; a published one bumps the site's data version (the public answers' key).
 * SQL is in server/db/content.ts.
 */
import { createHash } from 'node:crypto';
import type {
  AdminArticle,
  AdminArticleSummary,
  ArticleDraft,
  ArticleFields,
  ArticleState,
  ReviewBody,
  RevisionAttachment,
  SiteSettings,
  StoredFile,
} from '../../src/types/admin';
import type { Category, SiteInfo } from '../../src/types/webapi';
import { newSiteConstants, SITE_CODE_PATTERN, type StoredSiteInfo } from '../model/site';
import { emptyTradeMeta } from '../model/tradeSetup';
import { conflict } from '../accounts/errors';
import { badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import type { Tx } from '../db/accounts';
import * as q from '../db/content';
import { isoInstant, timestampMs } from '../db/read';
import { sanitizeStoredHtml } from '../sanitize';
import { audit, type Actor } from '../accounts/service';
import { checkImages } from './images';
import * as review from './review';
import type { Kind } from './review';
import { nowIso, nowMs } from '../clock';

/** A PDF larger than this is refused (413). */
export const MAX_UPLOAD_BYTES = 20 * 1024 * 1024;

const iso = isoInstant;

// ------------------------------------------------------------------ views

/** The published row's fields, in a revision's shape. */
function publishedFields(a: q.ArticleRow): ArticleFields {
  const attachments = (a.attachments as Omit<RevisionAttachment, 'file'>[]).map((x) => ({ ...x, file: x.url.replace(/^\/webapi\/files\//, '') }));
  return {
    categoryId: a.categoryId,
    title: a.title,
    summary: a.summary,
    author: a.author,
    source: a.source,
    content: a.content,
    tags: a.tags as string[],
    attachments,
    publishAt: null,
    about: a.aboutProjId !== null && a.aboutPeriod !== null ? { projId: a.aboutProjId, period: a.aboutPeriod } : null,
  };
}

/** The latest revision's state while it is open (draft, submitted, returned), else the published row's. */
function stateOf(latest: { state: string } | undefined, publishedAt: string | null, now = nowMs()): ArticleState {
  if (latest && latest.state !== 'approved') return latest.state as ArticleState;
  if (publishedAt === null) return 'draft';
  return timestampMs(publishedAt) > now ? 'scheduled' : 'published';
}

export async function getArticle(db: Db, siteId: number, id: number): Promise<AdminArticle> {
  const [row, revisions] = await Promise.all([q.articleRow(db, siteId, id), q.revisionsOf(db, { siteId, entity: 'article', id })]);
  if (!row && revisions.length === 0) throw notFound('文章不存在（No such article.）');
  return {
    id,
    state: stateOf(revisions[0], row?.publishedAt ?? null),
    published: row ? { revision: row.revision, publishedAt: iso(row.publishedAt), views: row.views, fields: publishedFields(row) } : null,
    revisions: revisions.map((r) => review.revisionView<ArticleFields>(r)),
  };
}

export interface ArticleListQuery {
  categoryId?: number;
  state?: ArticleState;
  text?: string;
  current: number;
  pageSize: number;
}

/** Every article (published or not) with its state, the latest change first. */
export async function listArticles(db: Db, siteId: number, query: ArticleListQuery) {
  const [articles, revised] = await Promise.all([q.articleList(db, siteId), q.latestRevisions(db, siteId, 'article')]);
  const latest = revised.map((r) => ({ ...r, entityId: Number(r.entityId) }));
  const latestOf = new Map(latest.map((r) => [r.entityId, r]));
  const ids = new Set([...articles.map((a) => a.id), ...latest.map((r) => r.entityId)]);
  const published = new Map(articles.map((a) => [a.id, a]));
  const all: AdminArticleSummary[] = [...ids].map((id) => {
    const a = published.get(id);
    const r = latestOf.get(id);
    const fields = r?.fields as ArticleFields | undefined;
    const changed = r ? (r.reviewedAt ?? r.submittedAt ?? r.createdAt) : a!.publishedAt;
    return {
      id,
      categoryId: fields?.categoryId ?? a!.categoryId,
      title: fields?.title ?? a!.title,
      state: stateOf(r, a?.publishedAt ?? null),
      publishedAt: a ? iso(a.publishedAt) : null,
      updatedAt: iso(changed),
      updatedBy: r?.by ?? null,
      updatedByDisplayName: r?.byDisplayName ?? null,
      latestRev: r?.rev ?? null,
    };
  });
  const text = query.text?.trim().toLowerCase();
  const list = all
    .filter((a) => (query.categoryId === undefined || a.categoryId === query.categoryId) && (!query.state || a.state === query.state))
    .filter((a) => !text || a.title.toLowerCase().includes(text) || String(a.id) === text)
    .sort((x, y) => y.updatedAt.localeCompare(x.updatedAt) || y.id - x.id);
  const pages = Math.max(1, Math.ceil(list.length / query.pageSize));
  const current = Math.min(query.current, pages);
  return { list: list.slice((current - 1) * query.pageSize, current * query.pageSize), total: list.length, current, pageSize: query.pageSize };
}

// ------------------------------------------------------------------ drafts and review (server/content/review.ts)

/** Articles under four eyes: a draft as it is stored (HTML sanitised, attachments looked up, never trusted from the client). */
export const ARTICLE: Kind<ArticleDraft, ArticleFields> = {
  entity: 'article',
  noun: { zh: '文章', en: 'article' },
  newId: q.nextArticleId,

  async prepare(tx, siteId, draft) {
    const site = await q.siteRecord(tx, siteId);
    const categories = (site.constants as { categories: Category[] }).categories;
    if (!categories.some((c) => c.id === draft.categoryId)) throw badRequest(`栏目 ${draft.categoryId} 不存在（No category ${draft.categoryId}.）`);
    if (draft.about && !(await q.familyIds(tx, siteId)).includes(draft.about.projId)) {
      throw badRequest(`指数 ${draft.about.projId} 不存在（No index ${draft.about.projId}.）`);
    }
    if (draft.publishAt && Number.isNaN(Date.parse(draft.publishAt))) throw badRequest('定时发布时间无效（publishAt is not a valid time.）');
    const attachments: RevisionAttachment[] = [];
    for (const a of draft.attachments ?? []) {
      const file = await q.fileInfo(tx, siteId, a.file);
      if (!file || file.contentType !== 'application/pdf') throw badRequest(`附件 ${a.file} 不存在，请重新上传（No attachment ${a.file}: upload it again.）`);
      attachments.push({ file: a.file, name: a.name, url: `/webapi/files/${a.file}`, size: file.size, pages: file.pages ?? 1, mime: file.contentType });
    }
    return {
      categoryId: draft.categoryId,
      title: draft.title,
      summary: draft.summary ?? '',
      author: draft.author ?? '',
      source: draft.source ?? '',
      content: sanitizeStoredHtml(draft.content),
      tags: draft.tags ?? [],
      attachments,
      publishAt: draft.publishAt ? new Date(draft.publishAt).toISOString() : null,
      about: draft.about ?? null,
    };
  },

  async shown(tx, siteId, id) {
    const row = await q.articleRow(tx, siteId, id);
    return row ? { revision: row.revision, title: row.title } : null;
  },

  /** A new article appears at its `publishAt` (now when absent or past); a published one keeps its date (a correction is not news). */
  async publish(tx, siteId, id, fields, rev, now) {
    const row = await q.articleRow(tx, siteId, id);
    const stillScheduled = !row || timestampMs(row.publishedAt) > now.getTime();
    const wanted = fields.publishAt && Date.parse(fields.publishAt) > now.getTime() ? new Date(fields.publishAt) : now;
    const publishedAt = stillScheduled ? wanted.toISOString() : row.publishedAt;
    await q.upsertArticle(tx, {
      siteId,
      id,
      categoryId: fields.categoryId,
      title: fields.title,
      summary: fields.summary,
      author: fields.author,
      source: fields.source,
      publishedAt,
      cover: row?.cover ?? null,
      content: fields.content,
      tags: fields.tags,
      attachments: fields.attachments.map(({ name, url, size, pages, mime }) => ({ name, url, size, pages, mime })),
      related: row?.related ?? [],
      aboutProjId: fields.about?.projId ?? null,
      aboutPeriod: fields.about?.period ?? null,
      revision: rev,
    });
    return { title: fields.title, publishedAt: iso(publishedAt) };
  },

  brief: (fields) => ({ title: fields.title, categoryId: fields.categoryId }),

  /** A scheduled article never shown goes (its revisions keep every word); a public one stays. */
  async takeBack(tx, siteId, id, now) {
    const row = await q.articleRow(tx, siteId, id);
    if (!row) return true;
    if (timestampMs(row.publishedAt) <= now.getTime()) return false;
    await q.deleteScheduledArticle(tx, siteId, id);
    return true;
  },
};

export async function createArticle(db: Db, siteId: number, draft: ArticleDraft, actor: Actor): Promise<AdminArticle> {
  const id = await review.create(db, ARTICLE, siteId, draft, actor);
  return getArticle(db, siteId, id);
}

export async function saveRevision(db: Db, siteId: number, id: number, draft: ArticleDraft, actor: Actor): Promise<AdminArticle> {
  const { restoredFrom, ...fields } = draft;
  await review.save(db, ARTICLE, siteId, id, fields, restoredFrom ?? null, actor);
  return getArticle(db, siteId, id);
}

export async function submitRevision(db: Db, siteId: number, id: number, rev: number, actor: Actor): Promise<AdminArticle> {
  await review.submit(db, ARTICLE, siteId, id, rev, actor);
  return getArticle(db, siteId, id);
}

export async function reviewRevision(db: Db, siteId: number, id: number, rev: number, body: ReviewBody, actor: Actor): Promise<AdminArticle> {
  await review.review(db, ARTICLE, siteId, id, rev, body, actor);
  return getArticle(db, siteId, id);
}

// ------------------------------------------------------------------ files

/** A PDF by its bytes: the header at the start and an end-of-file marker near the end. */
export function isPdf(bytes: Buffer): boolean {
  if (bytes.length < 16 || bytes.subarray(0, 5).toString('latin1') !== '%PDF-') return false;
  return bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1').includes('%%EOF');
}

/** Pages of a PDF: its page objects, else the page tree's largest /Count; at least 1. */
export function pdfPages(bytes: Buffer): number {
  const text = bytes.toString('latin1');
  const pages = text.match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
  if (pages > 0) return pages;
  const counts = [...text.matchAll(/\/Count\s+(\d+)/g)].map((m) => Number(m[1]));
  return Math.max(1, ...counts);
}

/** `2025年2月 指数报告.pdf` → `a1b2c3d4e5f60718-2025-2.pdf`: the hash makes a new file a new name. */
export function storedFileName(sha256: string, filename: string): string {
  const ascii = filename
    .normalize('NFKD')
    .replace(/\.pdf$/i, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 80);
  return `${sha256.slice(0, 16)}${ascii ? `-${ascii}` : ''}.pdf`;
}

export async function uploadFile(db: Db, siteId: number, filename: string, bytes: Buffer, actor: Actor): Promise<StoredFile> {
  if (bytes.length === 0) throw badRequest('文件是空的（The file is empty.）');
  if (!isPdf(bytes)) throw badRequest(`${filename} 不是 PDF 文件（${filename} is not a PDF file.）`);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  const name = storedFileName(sha256, filename);
  const pages = pdfPages(bytes);
  const title = filename.trim();
  await db.transaction(async (tx) => {
    const existing = await q.fileInfo(tx, siteId, name);
    if (existing) return;
    await q.insertFile(tx, { siteId, name, title, contentType: 'application/pdf', bytes, size: bytes.length, pages, sha256 });
    await audit(tx, actor, 'file.upload', 'file', name, null, { name: title, size: bytes.length, pages, sha256 });
  });
  return { file: name, name: title, url: `/webapi/files/${name}`, size: bytes.length, pages, mime: 'application/pdf', sha256 };
}

// ------------------------------------------------------------------ settings

/** The settings of a stored site's info (an empty filing number: none). */
export function settingsOf(info: StoredSiteInfo): SiteSettings {
  const { name, shortName, publisher, compiler, description, contact, icp, police, sections, about, introduce, logo } = info;
  return {
    name,
    shortName,
    publisher,
    compiler,
    description,
    contact: { ...contact },
    icp: icp ?? '',
    police: police ?? '',
    sections: [...sections],
    about: about ?? '',
    introduce: introduce ?? '',
    logo: logo ?? null,
  };
}

/** HTML an editor leaves when nothing was written (`<p></p>`): no text, no picture, table or frame. */
const blankHtml = (html: string) => !/<(img|table|iframe)\b/i.test(html) && html.replace(/<[^>]*>/g, '').replace(/&nbsp;|\s/g, '') === '';

/**
 * `info` with `next` applied; a filing number left empty is no key at all, as the footer expects.
 * The about and introduce texts are sanitised as an article's body is; blank: none; left out: unchanged.
 * The logo (checked by the caller: a stored picture) left out: unchanged; null: none (no key).
 */
export function withSettings(info: StoredSiteInfo, next: SiteSettings): StoredSiteInfo {
  const { icp, police, about, introduce, logo, ...rest } = next;
  const updated: StoredSiteInfo = { ...info, ...rest, icp: icp.trim() || undefined, police: police.trim() || undefined };
  if (!updated.icp) delete updated.icp;
  if (!updated.police) delete updated.police;
  if (logo !== undefined) updated.logo = logo;
  if (!updated.logo) delete updated.logo;
  for (const [key, html] of [
    ['about', about],
    ['introduce', introduce],
  ] as const) {
    if (html === undefined) continue;
    const clean = sanitizeStoredHtml(html).trim();
    if (blankHtml(clean)) delete updated[key];
    else updated[key] = clean;
  }
  return updated;
}

export async function getSettings(db: Db, siteId: number): Promise<SiteSettings> {
  return settingsOf((await q.siteRecord(db, siteId)).info as StoredSiteInfo);
}

export async function updateSettings(db: Db, siteId: number, next: SiteSettings, actor: Actor): Promise<SiteSettings> {
  return db.transaction(async (tx) => {
    await q.lockSite(tx, siteId);
    const info = (await q.siteRecord(tx, siteId)).info as StoredSiteInfo;
    // A logo is a picture stored on this site (uploadSiteLogo), never an address from elsewhere.
    if (next.logo) await checkImages(tx, siteId, [next.logo], 'logos/');
    const updated = withSettings(info, next);
    await q.updateSiteInfo(tx, siteId, updated.name, updated);
    await q.bumpDataVersion(tx, siteId);
    await audit(tx, actor, 'settings.update', 'site', siteId, settingsOf(info), settingsOf(updated));
    return settingsOf(updated);
  });
}

/** A new site as `insertNewSite` writes it: its info; its constants and trade meta default to an empty office's. */
export interface NewSite {
  code: string;
  info: StoredSiteInfo;
  constants?: unknown;
  tradeMeta?: unknown;
}

/**
 * The write core of createSite (and of the demo's seeding, server/demo/seed.ts): the site row, in the
 * caller's transaction, without actor or audit. A new office gets the original's categories, no
 * family and no trade partners yet.
 */
export async function insertNewSite(tx: Tx, site: NewSite): Promise<number> {
  const { code, info } = site;
  if (!SITE_CODE_PATTERN.test(code)) throw badRequest(`站点代码 ${code} 只能用小写字母、数字和连字符（A site code is lower-case letters, digits and hyphens: ${code}.）`);
  const constants = site.constants ?? newSiteConstants();
  const tradeMeta = site.tradeMeta ?? emptyTradeMeta();
  const siteId = await q.insertSite(tx, { code, name: info.name, info, constants, tradeMeta });
  if (siteId === null) throw conflict(`站点代码 ${code} 已被使用（The site code ${code} is taken.）`);
  return siteId;
}

/**
 * A new site with `code` and its settings: the original's categories, no family, no trade partners
 * yet. Public until something is published in it, each section shows its empty state.
 */
export async function createSite(db: Db, code: string, settings: SiteSettings, actor: Actor): Promise<SiteInfo> {
  // No picture is stored for a site not yet made: its logo is set once it exists (updateSiteSettings).
  if (settings.logo) throw badRequest('新站点还没有标志图片，请创建后再设置标志（A new site has no stored logo yet: set it once the site exists.）');
  const info = withSettings({ demo: false } as StoredSiteInfo, settings);
  return db.transaction(async (tx) => {
    const siteId = await insertNewSite(tx, { code, info });
    await audit(tx, actor, 'site.create', 'site', siteId, null, { code, ...settingsOf(info) });
    return { siteCode: code, ...info, updatedAt: nowIso() };
  });
}
