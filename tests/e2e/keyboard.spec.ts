/**
 * The site by keyboard alone (issue 13, item 1): every step below reaches its control with Tab
 * (never `focus()` or a click) and works it with Enter, Space or the arrow keys.
 *
 * - 跳到正文 is the first tab stop on both sides and moves focus into <main>;
 * - every tab stop of a page shows a focus ring;
 * - the header navigation, the family tabs, a filter, the pager, a download and 分享;
 * - the phone's drawer keeps focus inside while open and gives it back to its button on close; a
 *   filter sheet's chips (native radios) and 确定 work by keyboard and focus comes back likewise.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, PHONE, test } from './fixtures';
import { expectSettled } from './gates';

/** Press Tab (Shift+Tab with `back`) until `target` has focus; fails after `max` presses. */
async function tabTo(page: Page, target: Locator, { max = 80, back = false } = {}) {
  await expect(target).toHaveCount(1);
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/**
 * What shows focus: a ring (outline or box shadow) on the focused element, on the box around it (antd
 * draws its inputs' ring there) or on its child (antd's pager rings the arrow inside the focused item).
 * Looked at for up to a second: antd marks a focused select a render later, and rings fade in.
 */
async function focusRing(page: Page) {
  let last = { what: '', ring: false };
  for (const started = Date.now(); Date.now() - started < 1000; await page.waitForTimeout(100)) {
    last = await ringOfFocused(page);
    if (last.ring) break;
  }
  return last;
}

function ringOfFocused(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return { what: 'body', ring: true };
    const what = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ')[0]}` : ''} 「${(el.textContent ?? '').trim().slice(0, 20)}」`;
    const ancestors: Element[] = [];
    for (let node: Element | null = el; node && ancestors.length < 4; node = node.parentElement) ancestors.push(node);
    // A shadow counts when it is not faint: antd's 11 %-alpha glow is not a ring one can see.
    const solidShadow = (shadow: string) =>
      shadow !== 'none' && !/rgba\([^)]*,\s*0?\.[0-2]\d*\)/.test(shadow) && !/rgba\([^)]*,\s*0\)/.test(shadow);
    const ringed = (node: Element) => {
      const s = getComputedStyle(node);
      return (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) || solidShadow(s.boxShadow);
    };
    return { what, ring: [...ancestors, ...Array.from(el.children)].some(ringed) };
  });
}

/** Press Tab `stops` times; the tab stops that showed no ring on the way. */
async function withoutRing(page: Page, stops: number) {
  const bare: string[] = [];
  for (let i = 0; i < stops; i += 1) {
    await page.keyboard.press('Tab');
    const { what, ring } = await focusRing(page);
    if (!ring) bare.push(what);
  }
  return bare;
}

/** Open a route and wait for its data; the page starts with nothing focused. */
async function open(page: Page, route: string) {
  await page.goto(`/#${route}`);
  await expectSettled(page);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test.describe('desktop, by keyboard', () => {
  test('跳到正文 is the first tab stop and moves focus into the page', async ({ page, consoleErrors }) => {
    await open(page, '/home');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: '跳到正文' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
    expect(consoleErrors).toEqual([]);
  });

  for (const route of ['/home', '/data', '/brandRank', '/comment']) {
    test(`every tab stop of ${route} shows a focus ring`, async ({ page }) => {
      await open(page, route);
      expect(await withoutRing(page, 45), 'focused without a visible ring').toEqual([]);
    });
  }

  test('the header navigation opens a group with Enter, walks it with arrows and follows a link', async ({ page }) => {
    await open(page, '/home');
    const nav = page.getByRole('banner').getByRole('navigation');
    const group = nav.getByRole('button', { name: '指数分析', exact: true });
    await tabTo(page, group);
    await page.keyboard.press('Enter');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    const first = nav.getByRole('link', { name: '指数评论' });
    await expect(first).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(group).toHaveAttribute('aria-expanded', 'false');
    await expect(group).toBeFocused();
    await page.keyboard.press('Space');
    await expect(group).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(first).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#\/comment$/);
  });

  test('the family tabs move with the arrow keys', async ({ page }) => {
    await open(page, '/data');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabTo(page, tabs.first());
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toBeFocused();
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/proj=/);
  });

  test('a filter, the pager and a download work from the keyboard', async ({ page }) => {
    await open(page, '/brandRank');
    const region = page.getByTestId('brand-region').getByRole('combobox');
    await tabTo(page, region);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/region=/);

    const csv = page.getByRole('button', { name: '下载 CSV' }).first();
    await tabTo(page, csv, { max: 120 });
    const download = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    expect((await download).suggestedFilename()).toMatch(/\.csv$/);

    await open(page, '/comment');
    const next = page.locator('li.ant-pagination-next');
    await tabTo(page, next, { max: 120 });
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/page=2/);
  });

  test('分享 works from the keyboard', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await open(page, '/data');
    const share = page.getByTestId('share-button').first();
    await tabTo(page, share, { max: 120 });
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toContain('/s/data/');
  });
});

test.describe('phone, by keyboard', () => {
  test.use(PHONE);

  test('跳到正文 is the first tab stop here too', async ({ page }) => {
    await open(page, '/mobile/home');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '跳到正文' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('every tab stop of /mobile/data shows a focus ring', async ({ page }) => {
    await open(page, '/mobile/data');
    expect(await withoutRing(page, 35), 'focused without a visible ring').toEqual([]);
  });

  test('the drawer keeps focus inside while open and returns it to its button', async ({ page }) => {
    await open(page, '/mobile/home');
    const button = page.getByTestId('mobile-menu');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog');
    await expect(drawer).toBeVisible();
    const links = drawer.getByRole('link');
    await expect(links.first()).toBeFocused();
    const count = await links.count();
    const inside = () => drawer.evaluate((el) => el.contains(document.activeElement));
    for (let i = 0; i < count + 3; i += 1) {
      await page.keyboard.press('Tab');
      expect(await inside(), `Tab ${i + 1} left the drawer`).toBe(true);
    }
    await tabTo(page, links.first());
    await page.keyboard.press('Shift+Tab');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(button).toBeFocused();
  });

  test('a filter sheet opens, is worked and applied from the keyboard, and gives focus back', async ({ page }) => {
    await open(page, '/mobile/company');
    const button = page.getByTestId('company-filters');
    await tabTo(page, button);
    await page.keyboard.press('Enter');
    const sheet = page.getByTestId('company-filters-sheet');
    await expect(sheet).toBeFocused();
    const industries = sheet.getByTestId('company-filters-industry').getByRole('radio');
    await tabTo(page, industries.first());
    await page.keyboard.press('ArrowRight');
    await expect(industries.nth(1)).toBeChecked();
    const industry = await industries.nth(1).getAttribute('value');
    // Tab cycles inside the sheet until 确定.
    await tabTo(page, sheet.getByRole('button', { name: '确定' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`industry=${encodeURIComponent(industry!)}`));
    await expect(button).toBeFocused();
  });

  test('the family capsules move with the arrow keys', async ({ page }) => {
    await open(page, '/mobile/data');
    const tabs = page.getByRole('tablist').getByRole('tab');
    await tabTo(page, tabs.first());
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(/proj=/);
  });
});
