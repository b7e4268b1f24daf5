/**
 * The back office's operations (`/webapi/admin`, tag `admin` of docs/openapi.yaml) and the gate in
 * front of every one of them: who is asking (a session cookie or an API token), whether their role
 * is among the operation's `x-roles`, whether a cookie-borne write echoes its XSRF token, whether a
 * one-time password must be changed first. The document says it; this file enforces it. Answers are
 * never cached (`private, no-store`). The rules themselves are in server/admin/service.ts.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AdminSession, Role } from '../../src/types/admin';
import { badRequest, notFound } from '../model/errors';
import type { Db } from '../db/client';
import * as q from '../db/accounts';
import { forbidden, passwordChangeRequired, unauthenticated, xsrfRefused } from './errors';
import { sameSecret } from './secrets';
import * as service from './service';
import { auditCsv, auditCsvName, auditFilter } from './audit';
import { verifyAuditChain } from './auditChain';
import * as companies from './companies';
import * as content from './content';
import type { EditedListQuery } from './edited';
import { storeImage } from './images';
import * as products from './products';
import { publishingFamilies } from '../publish/families';
import { getImport, importFigures, importFile, template } from '../publish/importing';
import { getPublication, listPublications } from '../publish/publications';
import { submitPublication } from '../publish/submit';
import { reviewPublication } from '../publish/review';
import { withdrawPublication } from '../publish/withdraw';
import { datasetOf } from '../publish/datasets';
import { contentDisposition } from '../http';
import type { Store } from '../store';
import type { ArticleDraft, ArticleState, ReviewBody, ReviewPublicationBody, SiteSettings, SiteSetup, SubmitPublicationBody, WithdrawPublicationBody } from '../../src/types/admin';

export const SESSION_COOKIE = 'iip_session';
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'x-xsrf-token';

/** What docs/openapi.yaml says about an admin operation. */
export interface AdminRule {
  /** `x-roles`: who may call it; absent: anyone (signing in). */
  roles?: Role[];
  /** `x-before-password-change` */
  beforePasswordChange: boolean;
  /** `security`: only a session cookie (no API token) when `bearerToken` is not listed. */
  tokenAllowed: boolean;
}

export interface AdminContext {
  db: Db;
  idleMinutes: number;
  /** The sites and the public answers' cache (a published change moves its key at once here). */
  store: Store;
}

interface Call {
  request: FastifyRequest;
  reply: FastifyReply;
  ctx: AdminContext;
  /** Set for every operation with x-roles. */
  principal: service.Principal;
  address: string;
  body: Record<string, unknown>;
  params: Record<string, string>;
  query: Record<string, string | undefined>;
}

type Operation = (c: Call) => Promise<unknown>;

const cookieOptions = (request: FastifyRequest, httpOnly: boolean) =>
  ({ path: '/', sameSite: 'strict', httpOnly, secure: request.protocol === 'https' }) as const;

function sessionView(c: Pick<Call, 'ctx'>, principal: service.Principal): AdminSession {
  return { account: service.accountView(principal.account), xsrfToken: principal.xsrf ?? null, idleMinutes: c.ctx.idleMinutes, via: principal.via };
}

const actor = (c: Call): service.Actor => ({ accountId: c.principal.account.id, accountName: c.principal.account.name, address: c.address });

const idParam = (c: Call): number => Number(c.params.id);

/** The index family of a template or import: required for the index, not used by the other datasets. */
function figuresFamily(c: Call): number {
  if (datasetOf(c.query.dataset) !== 'index') return 0;
  if (c.query.projId === undefined) throw badRequest('请指明指数（projId）（Name the index family: projId.）');
  return Number(c.query.projId);
}

/** The site a content operation is for (`siteCode`, or the default site). */
const siteId = async (c: Call): Promise<number> => (await c.ctx.store.site(c.query.siteCode)).id;

/** After a change visitors see: this process's next public request reads the new data version. */
function published<T>(c: Call, value: T): T {
  c.ctx.store.invalidate();
  return value;
}

/** An upload's bytes (the body of an `application/octet-stream` request). */
function bodyBytes(c: Call): Buffer {
  const bytes = c.request.body;
  if (!Buffer.isBuffer(bytes)) throw badRequest('请以 application/octet-stream 上传文件本身（Send the file itself as application/octet-stream.）');
  return bytes;
}

/**
 * The five operations of a kind under review that the import creates (`list…s`, `getAdmin…`,
 * `save…Revision`, `submit…Revision`, `review…Revision`); approving publishes.
 */
function editedRoutes<I extends number | string>(
  name: string,
  ops: { get(db: Db, siteId: number, id: I): Promise<unknown>; save(db: Db, siteId: number, id: I, body: never, actor: service.Actor): Promise<unknown>; submit(db: Db, siteId: number, id: I, rev: number, actor: service.Actor): Promise<unknown>; review(db: Db, siteId: number, id: I, rev: number, body: ReviewBody, actor: service.Actor): Promise<unknown> },
  idOf: (c: Call) => I,
  list: (c: Call, query: EditedListQuery & { siteId: number }) => Promise<unknown>,
): Record<string, Operation> {
  return {
    [`listAdmin${name === 'Company' ? 'Companies' : `${name}s`}`]: async (c) =>
      list(c, {
        siteId: await siteId(c),
        state: c.query.state as ArticleState | undefined,
        text: c.query.text,
        current: Number(c.query.current ?? 1),
        pageSize: Number(c.query.pageSize ?? 10),
      }),
    [`getAdmin${name}`]: async (c) => ops.get(c.ctx.db, await siteId(c), idOf(c)),
    [`save${name}Revision`]: async (c) => ops.save(c.ctx.db, await siteId(c), idOf(c), c.body as never, actor(c)),
    [`submit${name}Revision`]: async (c) => ops.submit(c.ctx.db, await siteId(c), idOf(c), Number(c.params.rev), actor(c)),
    [`review${name}Revision`]: async (c) => published(c, await ops.review(c.ctx.db, await siteId(c), idOf(c), Number(c.params.rev), c.body as unknown as ReviewBody, actor(c))),
  };
}

export const ADMIN_OPERATIONS: Record<string, Operation> = {
  getAdminSession: async (c) => sessionView(c, c.principal),

  signIn: async (c) => {
    const { name, password } = c.body as { name: string; password: string };
    const signed = await service.signIn(c.ctx.db, name, password, c.address, (c.request.headers['user-agent'] as string | undefined) ?? null);
    c.reply.setCookie(SESSION_COOKIE, signed.sessionId, cookieOptions(c.request, true));
    c.reply.setCookie(XSRF_COOKIE, signed.xsrf, cookieOptions(c.request, false));
    return sessionView(c, { account: signed.account, via: 'session', xsrf: signed.xsrf });
  },

  signOut: async (c) => {
    await service.signOut(c.ctx.db, c.principal.account, c.principal.sessionHash!, c.address);
    c.reply.clearCookie(SESSION_COOKIE, cookieOptions(c.request, true));
    c.reply.clearCookie(XSRF_COOKIE, cookieOptions(c.request, false));
    return null;
  },

  changePassword: async (c) => {
    const { currentPassword, newPassword } = c.body as { currentPassword: string; newPassword: string };
    const account = await service.changePassword(c.ctx.db, c.principal, currentPassword, newPassword, c.address);
    return sessionView(c, { ...c.principal, account });
  },

  listAccounts: async (c) => (await q.listAccounts(c.ctx.db)).map(service.accountView),

  createAccount: async (c) => service.createAccount(c.ctx.db, c.body as { name: string; displayName?: string; role: Role }, actor(c)),

  updateAccount: async (c) => service.updateAccount(c.ctx.db, idParam(c), c.body, actor(c)),

  listApiTokens: async (c) => (await q.tokensOf(c.ctx.db, c.principal.account.id)).map(service.tokenView),

  createApiToken: async (c) => service.createToken(c.ctx.db, c.principal.account, String(c.body.name ?? ''), actor(c)),

  revokeApiToken: async (c) => service.revokeToken(c.ctx.db, c.principal.account, idParam(c), actor(c)),

  listAudit: async (c) => {
    const current = Number(c.query.current ?? 1);
    const pageSize = Number(c.query.pageSize ?? 20);
    const { rows, total } = await q.listAudit(c.ctx.db, await siteId(c), auditFilter(c.query), (current - 1) * pageSize, pageSize);
    return { list: rows.map(service.auditView), total, current, pageSize };
  },

  verifyAudit: async (c) => {
    const [seq, hash] = c.query.expect?.split(':') ?? [];
    return verifyAuditChain(c.ctx.db, hash ? { seq: Number(seq), hash } : undefined);
  },

  listAdminArticles: async (c) =>
    content.listArticles(c.ctx.db, await siteId(c), {
      categoryId: c.query.categoryId === undefined ? undefined : Number(c.query.categoryId),
      state: c.query.state as ArticleState | undefined,
      text: c.query.text,
      current: Number(c.query.current ?? 1),
      pageSize: Number(c.query.pageSize ?? 10),
    }),

  createArticle: async (c) => content.createArticle(c.ctx.db, await siteId(c), c.body as unknown as ArticleDraft, actor(c)),

  getAdminArticle: async (c) => content.getArticle(c.ctx.db, await siteId(c), idParam(c)),

  saveArticleRevision: async (c) => content.saveRevision(c.ctx.db, await siteId(c), idParam(c), c.body as unknown as ArticleDraft, actor(c)),

  submitArticleRevision: async (c) => content.submitRevision(c.ctx.db, await siteId(c), idParam(c), Number(c.params.rev), actor(c)),

  reviewArticleRevision: async (c) =>
    published(c, await content.reviewRevision(c.ctx.db, await siteId(c), idParam(c), Number(c.params.rev), c.body as unknown as ReviewBody, actor(c))),

  uploadFile: async (c) => content.uploadFile(c.ctx.db, await siteId(c), String(c.query.filename ?? ''), bodyBytes(c), actor(c)),

  ...editedRoutes('Company', companies.companies, idParam, (c, query) => companies.listCompanies(c.ctx.db, query.siteId, query)),
  ...editedRoutes('Product', products.products, idParam, (c, query) =>
    products.listProducts(c.ctx.db, query.siteId, { ...query, companyId: c.query.companyId === undefined ? undefined : Number(c.query.companyId) }),
  ),
  ...editedRoutes('Brand', products.brands, (c) => c.params.brandId, (c, query) => products.listBrands(c.ctx.db, query.siteId, query)),

  uploadProductImage: async (c) => products.uploadProductImage(c.ctx.db, await siteId(c), idParam(c), bodyBytes(c), actor(c)),

  uploadLogo: async (c) => storeImage(c.ctx.db, await siteId(c), { kind: 'logo' }, bodyBytes(c), actor(c)),

  listPublishingFamilies: async (c) => publishingFamilies(c.ctx.db, await siteId(c)),

  importIndexFigures: async (c) =>
    importFigures(c.ctx.db, await siteId(c), figuresFamily(c), String(c.query.period), String(c.query.filename ?? ''), bodyBytes(c), actor(c), datasetOf(c.query.dataset)),

  getIndexImport: async (c) => getImport(c.ctx.db, await siteId(c), idParam(c)),

  listIndexPublications: async (c) =>
    listPublications(c.ctx.db, await siteId(c), {
      state: c.query.state,
      projId: c.query.projId === undefined ? undefined : Number(c.query.projId),
      dataset: c.query.dataset === undefined ? undefined : datasetOf(c.query.dataset),
    }),

  submitIndexPublication: async (c) => submitPublication(c.ctx.db, await siteId(c), c.body as unknown as SubmitPublicationBody, actor(c)),

  getIndexPublication: async (c) => getPublication(c.ctx.db, await siteId(c), idParam(c)),

  reviewIndexPublication: async (c) => published(c, await reviewPublication(c.ctx.db, await siteId(c), idParam(c), c.body as unknown as ReviewPublicationBody, actor(c))),
  withdrawIndexPublication: async (c) => published(c, await withdrawPublication(c.ctx.db, await siteId(c), idParam(c), c.body as unknown as WithdrawPublicationBody, actor(c))),

  getSiteSettings: async (c) => content.getSettings(c.ctx.db, await siteId(c)),

  createSite: async (c) => {
    const { code, settings } = c.body as unknown as SiteSetup;
    return published(c, await content.createSite(c.ctx.db, code, settings, actor(c)));
  },

  updateSiteSettings: async (c) => published(c, await content.updateSettings(c.ctx.db, await siteId(c), c.body as unknown as SiteSettings, actor(c))),
};

/** Operations that answer something other than the JSON envelope. */
export const ADMIN_RAW_OPERATIONS: Record<string, (c: Call) => Promise<void>> = {
  getIndexTemplate: async (c) => {
    const { bytes, filename } = await template(c.ctx.db, await siteId(c), figuresFamily(c), String(c.query.period), datasetOf(c.query.dataset));
    c.reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet').header('Content-Disposition', contentDisposition('attachment', 'template.xlsx', filename)).send(bytes);
  },

  getIndexImportFile: async (c) => {
    const f = await importFile(c.ctx.db, await siteId(c), idParam(c));
    c.reply.type(f.contentType).header('Content-Disposition', contentDisposition('attachment', f.fallback, f.filename)).send(f.bytes);
  },

  exportAudit: async (c) => {
    const { rows } = await q.listAudit(c.ctx.db, await siteId(c), auditFilter(c.query), 0, 100_000);
    c.reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', contentDisposition('attachment', auditCsvName()))
      .send(auditCsv(rows.map(service.auditView)));
  },
};

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function bearer(request: FastifyRequest): string | undefined {
  const m = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return m?.[1];
}

/** Who is asking, checked against the operation's rule; throws the 401 / 403 the document lists. */
async function gate(request: FastifyRequest, ctx: AdminContext, rule: AdminRule): Promise<service.Principal | null> {
  if (!rule.roles) return null;
  const token = bearer(request);
  const sessionId = request.cookies[SESSION_COOKIE];
  const principal = token
    ? await service.tokenPrincipal(ctx.db, token)
    : sessionId
      ? await service.sessionPrincipal(ctx.db, sessionId, ctx.idleMinutes * 60_000)
      : null;
  if (!principal) throw unauthenticated();
  if (principal.via === 'token' && !rule.tokenAllowed) throw forbidden();
  // A cookie travels with any request the browser makes; only our page can read the XSRF value.
  if (principal.via === 'session' && WRITES.has(request.method) && !sameSecret(request.headers[XSRF_HEADER] as string | undefined, principal.xsrf)) {
    throw xsrfRefused();
  }
  if (!rule.roles.includes(principal.account.role)) throw forbidden();
  if (principal.account.mustChangePassword && !rule.beforePasswordChange) throw passwordChangeRequired();
  return principal;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Who is asking, set by an admin operation's gate (onRequest). */
    adminPrincipal?: service.Principal | null;
  }
}

/**
 * The route options of an admin operation: the gate runs first (onRequest: before the body is read
 * or checked, so an anonymous caller learns nothing but 401), then the operation. `ADMIN=off`: every
 * one answers 404.
 */
export function adminRoute(operationId: string, rule: AdminRule, ctx: AdminContext | null) {
  const json = ADMIN_OPERATIONS[operationId];
  const raw = ADMIN_RAW_OPERATIONS[operationId];
  // As for the visitors' operations: a document naming an operation this server lacks does not start.
  if (!json && !raw) throw new Error(`no handler for operation ${operationId}`);
  return {
    onRequest: async (request: FastifyRequest, reply: FastifyReply) => {
      reply.header('Cache-Control', 'private, no-store');
      if (!ctx) throw notFound('后台未开启（The back office is off on this server.）');
      request.adminPrincipal = await gate(request, ctx, rule);
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const c: Call = {
        request,
        reply,
        ctx: ctx!,
        principal: request.adminPrincipal!,
        address: request.ip,
        body: (Buffer.isBuffer(request.body) ? {} : (request.body ?? {})) as Record<string, unknown>,
        params: (request.params ?? {}) as Record<string, string>,
        query: (request.query ?? {}) as Record<string, string | undefined>,
      };
      if (raw) return raw(c);
      const data = await json(c);
      return reply.type('application/json; charset=utf-8').send(JSON.stringify({ success: true, data }));
    },
  };
}


/** The admin rules of every operation of the document (by operationId). */
export function adminRules(spec: { paths: Record<string, Record<string, unknown>> }): Map<string, AdminRule> {
  const out = new Map<string, AdminRule>();
  for (const item of Object.values(spec.paths)) {
    for (const op of Object.values(item) as { operationId?: string; tags?: string[]; security?: Record<string, unknown>[]; 'x-roles'?: Role[]; 'x-before-password-change'?: boolean }[]) {
      if (!op?.operationId || !op.tags?.includes('admin')) continue;
      out.set(op.operationId, {
        roles: op['x-roles'],
        beforePasswordChange: op['x-before-password-change'] === true,
        tokenAllowed: (op.security ?? []).some((s) => 'bearerToken' in s),
      });
    }
  }
  return out;
}
