/**
 * The hostile gate's wire in jsdom (hostile.test.tsx): every /webapi answer but the pictures and the
 * feeds laced by tests/support/hostile.ts `lace` before the page reads it, as the browser spec's
 * request interception does; and the few ids the portal cases need.
 */
import { lace } from '../../support/hostile';
import { gateRoutes, network } from './harness';
import { serverData } from './network';
import type { Interceptor } from './network';
import type { PageResult } from '@/types/webapi';

export const laceAll: Interceptor = async (url, real) => {
  if (!url.pathname.startsWith('/webapi/') || /^\/webapi\/(media|feeds)\//.test(url.pathname)) return undefined;
  const reply = await real();
  if (!reply.contentType.includes('json')) return reply;
  const body = JSON.parse(reply.body) as Record<string, unknown> | null;
  if (body && typeof body === 'object' && 'data' in body) body.data = lace(body.data);
  return { ...reply, body: JSON.stringify(body) };
};

/** Lace every answer of the next render. */
export function armLacing() {
  network.reset();
  network.interceptors.push(laceAll);
}

export const pathOf = async (pattern: string) => (await gateRoutes()).find((g) => g.pattern === pattern)!.path;

/** The product preview, a report with attachments and a brand's history, on a side (`''` or `/mobile`). */
export async function portalCases(prefix: string) {
  const [products, reports, ranking] = await Promise.all([
    serverData<PageResult<{ id: number }>>('/webapi/products?pageSize=1'),
    serverData<PageResult<{ id: number; attachmentCount: number }>>('/webapi/articles?categoryId=220&pageSize=50'),
    serverData<{ items: { brandId: string }[] }>('/webapi/brands/ranking'),
  ]);
  const report = reports.list.find((x) => x.attachmentCount > 1) ?? reports.list[0];
  return [
    { name: 'the product preview', pattern: `${prefix}/product`, path: `${prefix}/product?preview=${products.list[0].id}`, testId: 'product-preview' },
    { name: 'a report with attachments', pattern: `${prefix}/article/:id`, path: `${prefix}/article/${report.id}`, testId: 'attachment-list' },
    { name: "a brand's history", pattern: `${prefix}/brandRank`, path: `${prefix}/brandRank?brand=${ranking.items[0].brandId}`, testId: 'brand-history' },
  ];
}
