/**
 * The back office's operations (`/webapi/admin`, tag `admin` of docs/openapi.yaml). Only the admin
 * pages import this module (it stays in their chunks); the app's start needs only
 * src/services/adminSession.ts.
 */
import type {
  AccountWithPassword,
  ClassificationChange,
  ReviewClassificationBody,
  AdminAccount,
  AdminArticle,
  AdminArticleSummary,
  AdminBrand,
  AdminIndexFamily,
  IndexFamilyEdit,
  IndexFamilySetup,
  AdminBrandSummary,
  AdminCompany,
  AdminCompanySummary,
  AdminProduct,
  AdminProductSummary,
  AdminMaterial,
  AdminMaterialSummary,
  BrandCreate,
  BrandFields,
  CatalogueImport,
  MaterialFields,
  ProductCreate,
  CompanyFields,
  Edited,
  ImportReport,
  PublishingDataset,
  IndexPublication,
  ProductFields,
  PublicationState,
  PublishingFamily,
  ReviewPublicationBody,
  SubmitPublicationBody,
  WithdrawPublicationBody,
  AdminSession,
  ApiTokenInfo,
  ArticleDraft,
  ArticleState,
  AuditPage,
  AuditQuery,
  AuditVerdict,
  ChangePasswordBody,
  CreateAccountBody,
  CreatedApiToken,
  ReviewBody,
  SignInBody,
  SiteSettings,
  SiteSetup,
  TradeSetup,
  TradeSetupView,
  StoredFile,
  StoredImage,
  UpdateAccountBody,
} from '@/types/admin';
import type { PageResult, SiteInfo } from '@/types/webapi';
import { API_BASE, SITE_CODE } from '@/config/constants';
import { save } from '@/utils/download';
import { isSession } from './adminSession';
import { isArray, isObject, isPage, send } from './client';
import { ApiError } from './errors';

const isAccount = (v: unknown): v is AdminAccount => isObject(v) && typeof v.id === 'number' && typeof v.name === 'string';
const withAccount = (v: unknown) => isObject(v) && isAccount(v.account);
const isToken = (v: unknown) => isObject(v) && typeof v.id === 'number' && typeof v.prefix === 'string';

export const signIn = (body: SignInBody) => send<AdminSession>('POST', '/admin/session', isSession, body, { silent: true });
export const signOut = () => send<null>('DELETE', '/admin/session', (v) => v === null);
export const changePassword = (body: ChangePasswordBody) => send<AdminSession>('POST', '/admin/password', isSession, body, { silent: true });

export const listAccounts = () => send<AdminAccount[]>('GET', '/admin/accounts', isArray);
export const createAccount = (body: CreateAccountBody) => send<AccountWithPassword>('POST', '/admin/accounts', withAccount, body, { silent: true });
export const updateAccount = (id: number, body: UpdateAccountBody) => send<AccountWithPassword>('PATCH', `/admin/accounts/${id}`, withAccount, body);

export const listTokens = () => send<ApiTokenInfo[]>('GET', '/admin/tokens', isArray);
export const createToken = (name: string) => send<CreatedApiToken>('POST', '/admin/tokens', (v) => isObject(v) && isToken(v.info) && typeof v.token === 'string', { name }, { silent: true });
export const revokeToken = (id: number) => send<ApiTokenInfo>('DELETE', `/admin/tokens/${id}`, isToken);


export const listAudit = (query: AuditQuery) => send<AuditPage>('GET', '/admin/audit', isPage, undefined, { params: query });

/** Recomputes the trail's hash chain; `expect` is a head noted earlier (`<seq>:<hash>`). Silent: the page shows its failure. */
export const verifyAudit = (expect?: string) =>
  send<AuditVerdict>('GET', '/admin/audit/verify', (v) => isObject(v) && typeof v.intact === 'boolean', undefined, { params: expect ? { expect } : {}, silent: true });

/** The CSV download of the same filters (a plain link: the browser sends the session cookie). */
export function auditCsvHref(query: Omit<AuditQuery, 'current' | 'pageSize'>): string {
  const params = new URLSearchParams({ siteCode: SITE_CODE });
  Object.entries(query).forEach(([k, v]) => {
    if (v !== undefined && v !== '') params.set(k, String(v));
  });
  return `${API_BASE}/admin/audit.csv?${params.toString()}`;
}

// ------------------------------------------------------------------ content (articles, files, settings)
// Silent: each page shows its own failure (an error state with retry, or the form's message).

const isAdminArticle = (v: unknown): v is AdminArticle => isObject(v) && typeof v.id === 'number' && typeof v.state === 'string' && isArray(v.revisions);
const isStoredFile = (v: unknown): v is StoredFile => isObject(v) && typeof v.file === 'string' && typeof v.url === 'string' && typeof v.size === 'number';
const isSettings = (v: unknown): v is SiteSettings => isObject(v) && typeof v.name === 'string' && isObject(v.contact) && isArray(v.sections);

export interface AdminArticleQuery {
  current?: number;
  pageSize?: number;
  categoryId?: number;
  state?: ArticleState;
  /** A title's words or an article's id. */
  text?: string;
}

export const listAdminArticles = (query: AdminArticleQuery) =>
  send<PageResult<AdminArticleSummary>>('GET', '/admin/articles', isPage, undefined, { params: query, silent: true });
export const createArticle = (draft: ArticleDraft) => send<AdminArticle>('POST', '/admin/articles', isAdminArticle, draft, { silent: true });
export const getAdminArticle = (id: number) => send<AdminArticle>('GET', `/admin/articles/${id}`, isAdminArticle, undefined, { silent: true });
export const saveArticleRevision = (id: number, draft: ArticleDraft) => send<AdminArticle>('POST', `/admin/articles/${id}/revisions`, isAdminArticle, draft, { silent: true });
export const submitArticleRevision = (id: number, rev: number) => send<AdminArticle>('POST', `/admin/articles/${id}/revisions/${rev}/submit`, isAdminArticle, undefined, { silent: true });
export const reviewArticleRevision = (id: number, rev: number, body: ReviewBody) =>
  send<AdminArticle>('POST', `/admin/articles/${id}/revisions/${rev}/review`, isAdminArticle, body, { silent: true });

/** A file's bytes as they are (`application/octet-stream`: the server checks them, not the name), its progress followed. */
const sendBytes = <T>(path: string, guard: (v: unknown) => boolean, file: Blob, onProgress?: (percent: number) => void, params?: object) =>
  send<T>('POST', path, guard, file, { params, headers: { 'Content-Type': 'application/octet-stream' }, onProgress, silent: true });

/** A PDF's bytes as they are (the server checks them, not the name); `filename` is what visitors will see. */
export const uploadFile = (file: Blob, filename: string, onProgress?: (percent: number) => void) => sendBytes<StoredFile>('/admin/files', isStoredFile, file, onProgress, { filename });

export const getSiteSettings = () => send<SiteSettings>('GET', '/admin/settings', isSettings, undefined, { silent: true });
export const updateSiteSettings = (settings: SiteSettings) => send<SiteSettings>('PUT', '/admin/settings', isSettings, settings, { silent: true });
const isTradeSetup = (v: unknown): v is TradeSetupView => isObject(v) && isArray(v.partnerNames) && isArray(v.productNames) && typeof v.storedMonths === 'number';
/** 外贸设置 (admins): what the trade import asks for, and how many months are stored. */
export const getTradeSetup = () => send<TradeSetupView>('GET', '/admin/trade', isTradeSetup, undefined, { silent: true });
export const updateTradeSetup = (setup: TradeSetup) => send<TradeSetupView>('PUT', '/admin/trade', isTradeSetup, setup, { silent: true });
/** Sets up the site of a server that has none yet (its first admin); answers the new site as `getSite` does. */
export const createSite = (setup: SiteSetup) => send<SiteInfo>('POST', '/admin/site', (v) => isObject(v) && typeof v.siteCode === 'string', setup, { silent: true });

// ------------------------------------------------------------------ index families (issue 45)

const isFamily = (v: unknown): v is AdminIndexFamily => isObject(v) && typeof v.projId === 'number' && typeof v.name === 'string';
/** Every family of the site with every field as stored (admins). */
export const listIndexFamiliesAdmin = () => send<AdminIndexFamily[]>('GET', '/admin/families', (v) => isArray(v) && v.every(isFamily), undefined, { silent: true });
export const createIndexFamily = (body: IndexFamilySetup) => send<AdminIndexFamily>('POST', '/admin/families', isFamily, body, { silent: true });
export const updateIndexFamily = (projId: number, body: IndexFamilyEdit) => send<AdminIndexFamily>('PUT', `/admin/families/${projId}`, isFamily, body, { silent: true });

// ------------------------------------------------------------------ companies, products, brands

/** Query of a list of companies, products or brands. */
export interface EditedQuery {
  current?: number;
  pageSize?: number;
  state?: ArticleState;
  /** A name's words or an id. */
  text?: string;
  /** Products only: this company's. */
  companyId?: number;
}

const isEdited = (v: unknown): v is Edited<unknown> => isObject(v) && typeof v.state === 'string' && isObject(v.published) && isArray(v.revisions);
const isStoredImage = (v: unknown): v is StoredImage => isObject(v) && typeof v.url === 'string' && typeof v.width === 'number';

/**
 * The four operations every kind under review has, at `/admin/{plural}`: list, read, save a draft
 * (`restoredFrom`: the revision whose fields these are), submit, review.
 */
function editedKind<Summary, Item extends Edited<F>, F>(plural: string) {
  const at = (id: number | string) => `/admin/${plural}/${encodeURIComponent(String(id))}`;
  return {
    list: (query: EditedQuery) => send<PageResult<Summary>>('GET', `/admin/${plural}`, isPage, undefined, { params: query, silent: true }),
    get: (id: number | string) => send<Item>('GET', at(id), isEdited, undefined, { silent: true }),
    save: (id: number | string, fields: F, restoredFrom?: number | null) =>
      send<Item>('POST', `${at(id)}/revisions`, isEdited, { ...fields, restoredFrom: restoredFrom ?? null }, { silent: true }),
    submit: (id: number | string, rev: number) => send<Item>('POST', `${at(id)}/revisions/${rev}/submit`, isEdited, undefined, { silent: true }),
    review: (id: number | string, rev: number, body: ReviewBody) => send<Item>('POST', `${at(id)}/revisions/${rev}/review`, isEdited, body, { silent: true }),
  };
}

/**
 * A kind's list, read, drafts and review, and (issue 45) `create` (its first draft, the server
 * names its id) and `retire` (a revision asking to hide it from visitors, submitted at once).
 */
function catalogueKind<Summary, Item extends Edited<F>, F, New extends object>(plural: string) {
  const base = editedKind<Summary, Item, F>(plural);
  return {
    ...base,
    create: (body: New) => send<Item>('POST', `/admin/${plural}`, isEdited, body, { silent: true }),
    retire: (id: number | string, reason: string) => send<Item>('POST', `/admin/${plural}/${encodeURIComponent(String(id))}/retire`, isEdited, { reason }, { silent: true }),
  };
}

export const companiesApi = catalogueKind<AdminCompanySummary, AdminCompany, CompanyFields, CompanyFields>('companies');
export const productsApi = catalogueKind<AdminProductSummary, AdminProduct, ProductFields, ProductCreate>('products');
export const brandsApi = catalogueKind<AdminBrandSummary, AdminBrand, BrandFields, BrandCreate>('brands');
export const materialsApi = catalogueKind<AdminMaterialSummary, AdminMaterial, MaterialFields, MaterialFields>('materials');
export type EditedApi<Summary, Item extends Edited<F>, F, New extends object = F & object> = ReturnType<typeof catalogueKind<Summary, Item, F, New>>;

// ------------------------------------------------------------------ the catalogue in bulk (issue 45)

/** Saves the workbook of companies, products, brands and raw materials to fill; its file name. */
export async function downloadCatalogueTemplate(): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/admin/catalogue/template?${new URLSearchParams({ siteCode: SITE_CODE }).toString()}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', '');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorCode?: string; errorMessage?: string } | null;
    throw new ApiError('http', body?.errorMessage ?? '', { status: res.status, code: body?.errorCode });
  }
  const filename = attachmentName(res.headers.get('content-disposition')) ?? 'catalogue.xlsx';
  save(await res.blob(), filename);
  return filename;
}

/** Checks a filled catalogue workbook: the issues (errors: nothing written), else what was created and submitted for review. */
export const importCatalogue = (file: Blob, filename: string, onProgress?: (percent: number) => void) =>
  sendBytes<CatalogueImport>('/admin/catalogue/import', (v) => isObject(v) && typeof v.errors === 'number' && isArray(v.issues), file, onProgress, { filename });

const uploadImage = (url: string, file: Blob, onProgress?: (percent: number) => void) => sendBytes<StoredImage>(url, isStoredImage, file, onProgress);
/** A logo for a company or a brand: the server checks the bytes and fits it into a 256 px square. */
export const uploadLogo = (file: Blob, onProgress?: (percent: number) => void) => uploadImage('/admin/logos', file, onProgress);
/** A picture for the site's own logo (admins), as a logo is stored; the settings name it (updateSiteSettings). */
export const uploadSiteLogo = (file: Blob, onProgress?: (percent: number) => void) => uploadImage('/admin/site/logo', file, onProgress);
/** A picture of product `id`: the server checks the bytes and cuts it to 4:3. */
export const uploadProductImage = (id: number, file: Blob, onProgress?: (percent: number) => void) => uploadImage(`/admin/products/${id}/images`, file, onProgress);

// ------------------------------------------------------------------ publishing an index period (issue 22)

const isReport = (v: unknown): v is ImportReport => isObject(v) && typeof v.id === 'number' && typeof v.errors === 'number' && isArray(v.issues);
const isPublication = (v: unknown): v is IndexPublication => isObject(v) && typeof v.id === 'number' && typeof v.state === 'string' && typeof v.period === 'string';

/** Every family with its latest period and the one due next (with its release slot). */
export const listPublishingFamilies = () => send<PublishingFamily[]>('GET', '/admin/index/families', isArray, undefined, { silent: true });

/** The file name a `Content-Disposition` header gives (`filename*` first: it keeps Chinese). */
export function attachmentName(header: string | null): string | null {
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header ?? '');
  if (star) {
    try {
      return decodeURIComponent(star[1]);
    } catch {
      // a malformed escape: the plain name below
    }
  }
  return /filename="([^"]+)"/i.exec(header ?? '')?.[1] ?? null;
}

/**
 * Saves the workbook to fill for `period` of `projId` (the browser's download, named as the server
 * names it); a refusal is thrown as an ApiError with the server's message.
 */
export async function downloadIndexTemplate(projId: number, period: string, dataset: PublishingDataset = 'index'): Promise<string> {
  // Another dataset has no family: it is named instead.
  const query = new URLSearchParams({ siteCode: SITE_CODE, ...(dataset === 'index' ? { projId: String(projId) } : { dataset }), period });
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/admin/index/template?${query.toString()}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', '');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorCode?: string; errorMessage?: string } | null;
    throw new ApiError('http', body?.errorMessage ?? '', { status: res.status, code: body?.errorCode });
  }
  const filename = attachmentName(res.headers.get('content-disposition')) ?? `${projId}-${period}.xlsx`;
  save(await res.blob(), filename);
  return filename;
}

/** Checks a filled figures file (XLSX or CSV, its bytes as they are): the report, errors or not. */
export const importIndexFigures = (projId: number, period: string, file: Blob, filename: string, onProgress?: (percent: number) => void, dataset: PublishingDataset = 'index') =>
  sendBytes<ImportReport>('/admin/index/imports', isReport, file, onProgress, dataset === 'index' ? { projId, period, filename } : { dataset, period, filename });
/** Checks a back-load of a family's history (issue 45): years of values in one file; the report, errors or not. */
export const importIndexHistory = (projId: number, file: Blob, filename: string, onProgress?: (percent: number) => void) =>
  sendBytes<ImportReport>(`/admin/families/${projId}/history`, isReport, file, onProgress, { filename });
/** The file an import was made from, as uploaded (a plain link: the browser sends the session cookie and saves it under its own name). */
export const indexImportFileHref = (id: number) => `${API_BASE}/admin/index/imports/${id}/file?${new URLSearchParams({ siteCode: SITE_CODE }).toString()}`;
export const getIndexImport = (id: number) => send<ImportReport>('GET', `/admin/index/imports/${id}`, isReport, undefined, { silent: true });

export interface PublicationQuery {
  state?: PublicationState;
  projId?: number;
  dataset?: PublishingDataset;
}

export const listIndexPublications = (query: PublicationQuery = {}) => send<IndexPublication[]>('GET', '/admin/index/publications', isArray, undefined, { params: query, silent: true });
export const submitIndexPublication = (body: SubmitPublicationBody) => send<IndexPublication>('POST', '/admin/index/publications', isPublication, body, { silent: true });
export const getIndexPublication = (id: number) => send<IndexPublication>('GET', `/admin/index/publications/${id}`, isPublication, undefined, { silent: true });
export const reviewIndexPublication = (id: number, body: ReviewPublicationBody) =>
  send<IndexPublication>('POST', `/admin/index/publications/${id}/review`, isPublication, body, { silent: true });
export const withdrawIndexPublication = (id: number, body: WithdrawPublicationBody) =>
  send<IndexPublication>('POST', `/admin/index/publications/${id}/withdraw`, isPublication, body, { silent: true });

// ------------------------------------------------------------------ a family's classification (issue 45)

const isChange = (v: unknown): v is ClassificationChange => isObject(v) && typeof v.errors === 'number' && isArray(v.issues) && isArray(v.changes);
const classificationPath = (projId: number) => `/admin/families/${projId}/classification`;

/** Saves the workbook of the family's tree in force (or an empty one with an example); its file name. */
export async function downloadClassificationTemplate(projId: number): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_BASE}${classificationPath(projId)}/template?${new URLSearchParams({ siteCode: SITE_CODE }).toString()}`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError('network', '');
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errorCode?: string; errorMessage?: string } | null;
    throw new ApiError('http', body?.errorMessage ?? '', { status: res.status, code: body?.errorCode });
  }
  const filename = attachmentName(res.headers.get('content-disposition')) ?? `${projId}-classification.xlsx`;
  save(await res.blob(), filename);
  return filename;
}

/** Checks a classification workbook from `validFrom`: the report (errors: nothing kept), or the change kept with its diff. */
export const importClassification = (projId: number, validFrom: string, note: string, file: Blob, filename: string, onProgress?: (percent: number) => void) =>
  sendBytes<ClassificationChange>(`${classificationPath(projId)}/import`, isChange, file, onProgress, { validFrom, note, filename });
export const listClassificationChanges = (projId: number) => send<ClassificationChange[]>('GET', `${classificationPath(projId)}/changes`, isArray, undefined, { silent: true });
export const submitClassificationChange = (projId: number, id: number) => send<ClassificationChange>('POST', `${classificationPath(projId)}/changes/${id}/submit`, isChange, undefined, { silent: true });
export const reviewClassificationChange = (projId: number, id: number, body: ReviewClassificationBody) =>
  send<ClassificationChange>('POST', `${classificationPath(projId)}/changes/${id}/review`, isChange, body, { silent: true });
