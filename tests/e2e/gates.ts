/**
 * What the quality gates (issue 13: accessibility, faults, hostile content, CSP) share: the list of
 * every route a visitor can open — the one list of scripts/routes.mjs, so a new page joins every
 * gate — and the wait for a page whose data has arrived.
 */
import type { Page } from '@playwright/test';
import { resolveIds, routeGoals } from '../../scripts/routes.mjs';
import { expect, PHONE } from './fixtures';

export interface GateRoute {
  /** As declared, used in test titles: `/mobile/article/:id`. */
  pattern: string;
  side: 'desktop' | 'mobile';
}

/** Every desktop section, an article, a company detail, /datashow, and every /mobile twin. */
export const GATE_ROUTES: GateRoute[] = routeGoals().map(({ pattern, side }) => ({ pattern, side }));

/** The browser options of a side: the phone for /mobile, the default desktop window otherwise. */
export const deviceOf = (side: GateRoute['side']) => (side === 'mobile' ? PHONE : {});

let ids: ReturnType<typeof resolveIds> | undefined;
/** The route to open for `pattern`, with detail ids that exist on the server (asked once per worker). */
export async function pathOf(pattern: string, baseURL: string) {
  ids ??= resolveIds(baseURL.replace(/\/+$/, ''));
  return routeGoals(await ids).find((r) => r.pattern === pattern)!.path;
}

/** Any state that is not the page's data: loading, a failed region, a failed page or site. */
export const LOADING = '[data-state="loading"]';
export const FAILED = '[data-state="error"], [data-state="page-error"], [data-state="site-error"]';

/** Wait until the page shows its data: content in <main>, nothing loading, nothing failed. */
export async function expectSettled(page: Page, timeout = 30_000) {
  await expect(page.locator('#main')).toBeVisible({ timeout });
  await expect.poll(async () => (await page.locator('#main').innerText()).trim().length, { timeout }).toBeGreaterThan(20);
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout });
  await expect(page.locator(FAILED)).toHaveCount(0);
}
