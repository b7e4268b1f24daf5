/**
 * The content area's operations: articles, companies, products, brands, images, the site's settings,
 * each under review (four eyes). Thin: read the call, ask the area's domain (content.ts, companies.ts,
 * products.ts, images.ts), shape the answer; approving publishes (the public cache moves on).
 */
import type { ArticleDraft, ArticleState, ReviewBody, SiteSettings, SiteSetup } from '../../src/types/admin';
import type { Db } from '../db/client';
import type { Actor } from '../accounts/service';
import { actor, bodyBytes, idParam, published, siteId, type AreaHandlers, type Call, type Operation } from '../accounts/call';
import * as companies from './companies';
import * as content from './content';
import * as materials from './materials';
import type { EditedListQuery } from './edited';
import { storeImage } from './images';
import * as products from './products';
import * as trade from './trade';
import type { TradeSetup } from '../model/tradeSetup';

/**
 * The operations of a kind under review (`list…s`, `create…`, `getAdmin…`, `retire…`, `save…Revision`,
 * `submit…Revision`, `review…Revision`); approving publishes (or retires).
 */
function editedRoutes<I extends number | string>(
  name: string,
  ops: {
    get(db: Db, siteId: number, id: I): Promise<unknown>;
    create(db: Db, siteId: number, draft: never, actor: Actor): Promise<unknown>;
    retire(db: Db, siteId: number, id: I, reason: string, actor: Actor): Promise<unknown>;
    save(db: Db, siteId: number, id: I, body: never, actor: Actor): Promise<unknown>;
    submit(db: Db, siteId: number, id: I, rev: number, actor: Actor): Promise<unknown>;
    review(db: Db, siteId: number, id: I, rev: number, body: ReviewBody, actor: Actor): Promise<unknown>;
  },
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
    [`create${name}`]: async (c) => ops.create(c.ctx.db, await siteId(c), c.body as never, actor(c)),
    [`retire${name}`]: async (c) => ops.retire(c.ctx.db, await siteId(c), idOf(c), String((c.body as { reason?: unknown }).reason ?? ''), actor(c)),
    [`save${name}Revision`]: async (c) => ops.save(c.ctx.db, await siteId(c), idOf(c), c.body as never, actor(c)),
    [`submit${name}Revision`]: async (c) => ops.submit(c.ctx.db, await siteId(c), idOf(c), Number(c.params.rev), actor(c)),
    [`review${name}Revision`]: async (c) => published(c, await ops.review(c.ctx.db, await siteId(c), idOf(c), Number(c.params.rev), c.body as unknown as ReviewBody, actor(c))),
  };
}

export const CONTENT: AreaHandlers = {
  json: {
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
    ...editedRoutes('Material', materials.materials, (c) => c.params.materialId, (c, query) => materials.listMaterials(c.ctx.db, query.siteId, query)),

    uploadProductImage: async (c) => products.uploadProductImage(c.ctx.db, await siteId(c), idParam(c), bodyBytes(c), actor(c)),

    uploadLogo: async (c) => storeImage(c.ctx.db, await siteId(c), { kind: 'logo' }, bodyBytes(c), actor(c)),

    // The site's own logo: stored as a company's is; the settings name it (updateSiteSettings).
    uploadSiteLogo: async (c) => storeImage(c.ctx.db, await siteId(c), { kind: 'logo' }, bodyBytes(c), actor(c)),

    getSiteSettings: async (c) => content.getSettings(c.ctx.db, await siteId(c)),

    createSite: async (c) => {
      const { code, settings } = c.body as unknown as SiteSetup;
      return published(c, await content.createSite(c.ctx.db, code, settings, actor(c)));
    },

    updateSiteSettings: async (c) => published(c, await content.updateSettings(c.ctx.db, await siteId(c), c.body as unknown as SiteSettings, actor(c))),

    getTradeSetup: async (c) => trade.getTradeSetup(c.ctx.db, await siteId(c)),

    updateTradeSetup: async (c) => published(c, await trade.updateTradeSetup(c.ctx.db, await siteId(c), c.body as unknown as TradeSetup, actor(c))),
  },
  raw: {},
};
