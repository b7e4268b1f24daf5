/**
 * The /webapi operations as mock handlers over the in-memory dataset of today (mock/lib/http.ts
 * wiring), keyed `GET /webapi/…` as the route table of the former embedded backend was. The server
 * (server/webapi/operations.ts) serves the same answer functions from the database; its routing,
 * HEAD and the answers for unknown paths and methods are tested on the real server in tests/server.
 */
import * as api from '../../../server/model/answers';
import * as files from '../../../mock/lib/files';
import * as feeds from '../../../server/model/feeds';
import { search } from '../../../server/model/search';
import { jsonRoute, pdfRoute, svgRoute, textRoute, type MockHandler } from './harness';

export const ROUTES: Record<string, MockHandler> = {
  'GET /webapi/site': jsonRoute((ds) => api.getSite(ds)),
  'GET /webapi/constants': jsonRoute((ds) => api.getConstants(ds)),
  'GET /webapi/index/families': jsonRoute((ds) => api.listFamilies(ds)),
  'GET /webapi/index/families/:projId/tree': jsonRoute((ds, _query, params) => api.getTree(ds, params)),
  'GET /webapi/index/series': jsonRoute((ds, query) => api.getSeries(ds, query)),
  'GET /webapi/index/snapshot': jsonRoute((ds, query) => api.getSnapshot(ds, query)),
  'GET /webapi/articles': jsonRoute((ds, query) => api.listArticles(ds, query)),
  'GET /webapi/articles/:id': jsonRoute((ds, _query, params) => api.getArticle(ds, params)),
  'GET /webapi/files/:name': pdfRoute((ds, params) => files.getFile(ds, params)),
  'GET /webapi/feeds/articles/:categoryId': textRoute({ contentType: feeds.RSS_CONTENT_TYPE }, (ds, params, origin) => feeds.getArticleFeed(ds, params, origin)),
  'GET /webapi/feeds/releases.ics': textRoute({ contentType: feeds.CALENDAR_CONTENT_TYPE, filename: 'index-releases.ics' }, (ds, _params, origin) =>
    feeds.releaseCalendar(ds, origin),
  ),
  'GET /webapi/materials': jsonRoute((ds) => api.listMaterials(ds)),
  'GET /webapi/materials/:id/prices': jsonRoute((ds, query, params) => api.getMaterialPrices(ds, params, query)),
  'GET /webapi/trade': jsonRoute((ds, query) => api.getTrade(ds, query)),
  'GET /webapi/trade/breakdown': jsonRoute((ds, query) => api.getTradeBreakdown(ds, query)),
  'GET /webapi/brands/ranking': jsonRoute((ds, query) => api.getBrandRanking(ds, query)),
  'GET /webapi/brands/:brandId/history': jsonRoute((ds, _query, params) => api.getBrandHistory(ds, params)),
  'GET /webapi/companies': jsonRoute((ds, query) => api.listCompanies(ds, query)),
  'GET /webapi/companies/:id': jsonRoute((ds, _query, params) => api.getCompany(ds, params)),
  'GET /webapi/products': jsonRoute((ds, query) => api.listProducts(ds, query)),
  'GET /webapi/media/logos/:file': svgRoute((ds, params) => files.getLogo(ds, params)),
  'GET /webapi/media/products/:id/:file': svgRoute((ds, params) => files.getProductImage(ds, params)),
  'GET /webapi/datashow': jsonRoute((ds) => api.getDataShow(ds)),
  'GET /webapi/search': jsonRoute((ds, query) => search(ds, query)),
};
