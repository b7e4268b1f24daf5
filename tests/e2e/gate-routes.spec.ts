/**
 * Gates on every route (issue 13, items 1 and 4): each of the 29 routes of gates.ts — every desktop
 * section, an article, a company detail, /datashow and every /mobile twin — in zh-CN and en-US,
 * served with the Content-Security-Policy of docs/nginx.conf:
 *
 * - **CSP**: no `securitypolicyviolation` event and no console error from the first script to the
 *   page's data (and after a menu or dialog opened);
 * - **accessibility**: axe-core (WCAG 2.0/2.1 A and AA rules; colour contrast in zh-CN, as the colours
 *   do not change with the language) finds no serious or critical violation once the data is there, and again with one of the page's menus, drawers or dialogs
 *   open: the site navigation's first group on desktop, the drawer on the phone, or the page's own
 *   dialog where it has one (a product preview, a brand's history, a filter sheet).
 *
 * - **messages**: no message id shown instead of its text (in the page's text or its labels), with
 *   the data there and again with the menu or dialog open: zh-CN's areas come with the modules that
 *   show them (src/locales/areas/), and a module that forgot its area would show ids.
 *
 * 29 routes × 2 languages = 58 tests, 2 axe scans each (/datashow, which has no menu, 1): the whole page
 * with its data, then what opening changed (the trigger, the overlay and its portal).
 */
import AxeBuilder from '@axe-core/playwright';
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { deviceOf, expectSettled, GATE_ROUTES, pathOf } from './gates';
import zhCN from '../../src/locales/zh-CN/index';

const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The CSP header of the deployment guide (the one line every location repeats). */
const CSP = fs
  .readFileSync(path.join(__dirname, '../../docs/nginx.conf'), 'utf8')
  .match(/^\s*add_header Content-Security-Policy "([^"]+)"/m)![1];

/** Serve the HTML documents with the CSP header, as nginx does. */
async function serveWithCsp(page: Page) {
  await page.route(
    (url) => url.pathname === '/' || url.pathname.endsWith('.html') || url.pathname.endsWith('/'),
    async (route) => {
      const res = await route.fetch();
      await route.fulfill({ response: res, headers: { ...res.headers(), 'content-security-policy': CSP } });
    },
  );
  await page.addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/**
 * Wait for the finite animations (a drawer sliding in, a dialog fading in) to end: axe measures colours
 * as painted. Two frames first, as rc-motion starts a dialog's animation a frame after it mounts.
 */
async function animationsDone(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
      }),
  );
  await page.waitForFunction(() =>
    document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Infinity),
  );
}

/**
 * Serious and critical axe violations, one line each with the first few elements. `contrast`: whether
 * colour contrast is measured too — the dearest rule, and the colours are the same in both languages,
 * so it runs in zh-CN only; every rule about names, labels and roles runs in both. `scope`: a CSS
 * selector to scan instead of the whole document.
 */
async function axeFindings(page: Page, contrast: boolean, scope?: string) {
  await animationsDone(page);
  const builder = new AxeBuilder({ page })
    .withTags(WCAG_AA)
    // Experimental in axe, so off by default; the issue names it (visible labels inside the accessible name).
    .options({ rules: { 'label-content-name-mismatch': { enabled: true }, 'color-contrast': { enabled: contrast } } });
  const { violations } = await (scope ? builder.include(scope) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length}×): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Message ids the page shows as text, or in a label, placeholder, title or alt, instead of their message. */
async function shownIds(page: Page) {
  return page.evaluate((ids) => {
    const known = new Set(ids);
    const texts = [document.body.innerText];
    document.querySelectorAll('[aria-label], [placeholder], [title], [alt]').forEach((el) => {
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) texts.push(el.getAttribute(name) ?? '');
    });
    const found = texts.flatMap((text) => text.match(/[a-z][A-Za-z]*(?:\.[A-Za-z0-9_]+)+/g) ?? []).filter((word) => known.has(word));
    return [...new Set(found)];
  }, Object.keys(zhCN));
}

/** What `openOverlay` opened: the control that opened it and the overlay itself. */
interface Opened {
  trigger: Locator;
  overlay: Locator;
}

/** Open the page's own dialog where it has one, otherwise the site menu; null when there is none. */
async function openOverlay(page: Page, pattern: string): Promise<Opened | null> {
  const mobile = pattern.startsWith('/mobile');
  const page0 = mobile ? pattern.slice('/mobile'.length) : pattern;
  const open = async (trigger: Locator, overlay: Locator) => {
    await trigger.click();
    await expect(overlay).toBeVisible();
    return { trigger, overlay };
  };
  if (page0 === '/datashow') return null;
  if (page0 === '/product') return open(page.getByTestId('product-open').first(), page.getByTestId('product-preview'));
  if (page0 === '/brandRank') {
    const trigger = mobile ? page.getByTestId('brand-item').first().getByRole('button') : page.getByTestId('brand-open').first();
    return open(trigger, page.getByTestId('brand-history'));
  }
  if (mobile && page0 === '/company') return open(page.getByTestId('company-filters'), page.getByTestId('company-filters-sheet'));
  if (mobile) return open(page.getByTestId('mobile-menu'), page.getByTestId('mobile-drawer'));
  const group = page.getByRole('banner').getByRole('navigation').locator(':scope > ul > li > button').first();
  await group.focus();
  await page.keyboard.press('Enter');
  await expect(group).toHaveAttribute('aria-expanded', 'true');
  return { trigger: group, overlay: page.getByRole('banner') };
}

/**
 * Mark what opening changed for the second scan: the trigger (its aria-expanded) and the overlay
 * with its portal (the dialog's role, name and mask live there). The rest of the page is the one the
 * first scan passed, and a second scan of all of it doubled the gate's time for nothing more.
 */
async function markOpened({ trigger, overlay }: Opened): Promise<string> {
  await trigger.evaluate((el) => el.setAttribute('data-axe-opened', ''));
  await overlay.evaluate((el) => {
    let top: Element = el;
    while (top.parentElement && top.parentElement !== document.body) top = top.parentElement;
    // A portal is a child of <body>; an overlay inside the app (the desktop menu) is scanned where it is.
    (top.id === 'root' ? el : top).setAttribute('data-axe-opened', '');
  });
  return '[data-axe-opened]';
}

for (const locale of ['zh-CN', 'en-US'] as const) {
  for (const side of ['desktop', 'mobile'] as const) {
    test.describe(`every ${side} route in ${locale}: CSP and axe`, () => {
      test.use({ ...deviceOf(side), locale });

      for (const { pattern } of GATE_ROUTES.filter((r) => r.side === side)) {
        test(pattern, async ({ page, baseURL, consoleErrors }) => {
          test.setTimeout(120_000);
          await serveWithCsp(page);
          await page.goto(`/#${await pathOf(pattern, baseURL!)}`);
          await expectSettled(page);

          expect(await axeFindings(page, locale === 'zh-CN'), 'axe, data loaded').toEqual([]);
          expect(await shownIds(page), 'message ids shown, data loaded').toEqual([]);
          const opened = await openOverlay(page, pattern);
          if (opened) {
            expect(await axeFindings(page, locale === 'zh-CN', await markOpened(opened)), 'axe, menu or dialog open').toEqual([]);
            expect(await shownIds(page), 'message ids shown, menu or dialog open').toEqual([]);
          }

          expect(await page.evaluate(() => (window as unknown as { __csp: string[] }).__csp), 'CSP violations').toEqual([]);
          expect(consoleErrors).toEqual([]);
        });
      }
    });
  }
}
