/**
 * Table of contents of long articles (issue 8, item 2): an article with at least three h2 / h3
 * headings (src/components/articles/toc.ts) lists them, in order, in a `目录` navigation — a sticky
 * column beside the body on the desktop, a closed block above it on a phone. A link jumps to its
 * heading (its top near the top of the window, below the phone's sticky bar) and writes
 * `?section=sec-…` into the route with history replace: the URL still names the article, Back is
 * not lengthened, and a reload comes back to the section. Printed, the contents are left out.
 * Headings are read from the /webapi answer the page shows.
 */
import type { Locator, Page } from '@playwright/test';
import { detailOf, expect, listOf, openRoute, PHONE, test } from './fixtures';

/** The "long article" rule of toc.ts. */
const TOC_MIN_SECTIONS = 3;

/** Categories: commentary (weekly commentaries have 5 h2 and 2 h3), news, the methodology page. */
const COMMENT = 214;
const INFO = 213;
const INTRODUCE = 212;

/** Where a jump leaves a heading (ArticleBody.less scroll-margin-top: 16px desktop, 60px under the phone's 49px bar). */
const DESKTOP_TOP = { min: 0, max: 48 };
const PHONE_TOP = { min: 49, max: 100 };

/** The h2 / h3 texts of an article's HTML, in order, as the browser's parser reads them. */
const headingsOf = (page: Page, html: string) =>
  page.evaluate(
    (content) =>
      [...new DOMParser().parseFromString(content, 'text/html').querySelectorAll('h2, h3')]
        .map((h) => (h.textContent ?? '').replace(/\s+/g, ' ').trim())
        .filter(Boolean),
    html,
  );

interface Outlined {
  id: number;
  title: string;
  headings: string[];
}

/** The newest article of a category with at least `min` headings (first page of the list). */
async function articleWithHeadings(page: Page, categoryId: number, min: number): Promise<Outlined> {
  const { list } = await listOf(page, categoryId);
  for (const { id } of list) {
    const article = await detailOf(page, id);
    const headings = await headingsOf(page, article.content);
    if (headings.length >= min) return { id, title: article.title, headings };
  }
  throw new Error(`no article of category ${categoryId} on its first page has ${min} headings`);
}

/** The newest article of a category with fewer headings than a table of contents needs, if any. */
async function shortArticle(page: Page, categoryId: number): Promise<number | undefined> {
  const { list } = await listOf(page, categoryId);
  for (const { id } of list) {
    const article = await detailOf(page, id);
    if ((await headingsOf(page, article.content)).length < TOC_MIN_SECTIONS) return id;
  }
  return undefined;
}

/** The heading of a section in the article body. */
const headingIn = (page: Page, text: string) =>
  page.getByTestId('article-body').getByRole('heading', { name: text, exact: true });

/** Waits until the heading's top is in [min, max] px from the top of the window (the jump may be smooth). */
async function expectNearTop(heading: Locator, { min, max }: { min: number; max: number }) {
  const top = async () => Math.round((await heading.boundingBox())?.y ?? Number.NaN);
  await expect.poll(top, { message: 'the heading scrolls up to the top of the window' }).toBeLessThanOrEqual(max);
  await expect.poll(top, { message: 'the heading is not hidden above the top (or under a sticky bar)' }).toBeGreaterThanOrEqual(min);
}

/**
 * Clicks the `index`-th contents link and checks the jump: heading at the top, route kept, no new
 * history entry, the heading's own anchor pointing at the same URL; then a reload comes back there.
 */
async function jumpAndReload(page: Page, toc: Locator, { route, text, top }: { route: string; text: string; top: { min: number; max: number } }) {
  const link = toc.getByRole('link', { name: text, exact: true });
  // `#/article/100567?section=sec-…`: the route first, then the section.
  const href = await link.getAttribute('href');
  expect(href?.startsWith(`#${route}?section=sec-`)).toBe(true);
  const entries = await page.evaluate(() => window.history.length);

  await link.click();
  const heading = headingIn(page, text);
  await expectNearTop(heading, top);
  expect(new URL(page.url()).hash.startsWith(`#${route}?`)).toBe(true);
  expect(page.url().endsWith(href!)).toBe(true);
  expect(await page.evaluate(() => window.history.length)).toBe(entries);
  // The heading's "link to this section" carries the same URL.
  await expect(heading.locator('a[data-section-link]')).toHaveAttribute('href', href!);

  await page.reload();
  await expect(headingIn(page, text)).toBeVisible();
  await expectNearTop(headingIn(page, text), top);
  expect(page.url().endsWith(href!)).toBe(true);
}

test.describe('table of contents, desktop', () => {
  test('a long article: a sticky 目录 column beside the body, a jump keeps the route, print leaves it out', async ({
    page,
    consoleErrors,
  }) => {
    const article = await articleWithHeadings(page, COMMENT, 5);
    const route = `/article/${article.id}`;
    await openRoute(page, route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

    const toc = page.getByRole('navigation', { name: '目录' });
    await expect(toc).toHaveAttribute('data-testid', 'article-toc');
    await expect(toc.getByRole('link')).toHaveText(article.headings);

    // Beside the body (1280 px wide window), on its inline-end side.
    const body = (await page.getByTestId('article-body').boundingBox())!;
    const column = (await toc.boundingBox())!;
    expect(column.x).toBeGreaterThanOrEqual(body.x + body.width - 1);

    const target = article.headings[2];
    await jumpAndReload(page, toc, { route, text: target, top: DESKTOP_TOP });

    // Sticky: still in the window down in the article, with the section being read marked.
    await expect(toc).toBeInViewport();
    await expect(toc.getByRole('link', { name: target, exact: true })).toHaveAttribute('aria-current', 'location');
    await expect(toc.locator('a[aria-current]')).toHaveCount(1);

    // The heading's own anchor jumps too, without a history entry.
    const entries = await page.evaluate(() => window.history.length);
    const first = headingIn(page, article.headings[0]);
    await first.hover();
    await first.locator('a[data-section-link]').click();
    await expectNearTop(first, DESKTOP_TOP);
    expect(new URL(page.url()).hash.startsWith(`#${route}?section=sec-`)).toBe(true);
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('article-toc')).toBeHidden();
    await expect(page.getByTestId('article-body')).toBeVisible();
    await page.emulateMedia({ media: 'screen' });
    await expect(page.getByTestId('article-toc')).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('a short article has no contents; an unknown section leaves the article at the top', async ({ page }) => {
    const id = await shortArticle(page, INFO);
    test.skip(id === undefined, 'no news article with fewer than three headings on the first page');
    await openRoute(page, `/article/${id}?section=sec-no-such-section`);
    await expect(page.getByTestId('article-body')).toBeVisible();
    await expect(page.getByTestId('article-toc')).toHaveCount(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('/introduce: the methodology article has its contents, and a jump keeps /introduce', async ({ page, consoleErrors }) => {
    const { list } = await listOf(page, INTRODUCE);
    const main = await detailOf(page, list[0].id);
    const headings = await headingsOf(page, main.content);
    expect(headings.length, 'the main introduction is long enough for a table of contents').toBeGreaterThanOrEqual(TOC_MIN_SECTIONS);

    await openRoute(page, '/introduce');
    const toc = page.getByTestId('intro-main').getByRole('navigation', { name: '目录' });
    await expect(toc.getByRole('link')).toHaveText(headings);
    await jumpAndReload(page, toc, { route: '/introduce', text: headings[0], top: DESKTOP_TOP });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('table of contents, phone', () => {
  test.use(PHONE);

  test('a closed 目录 block above the body; a tap closes it, scrolls to the heading and keeps the route', async ({
    page,
    consoleErrors,
  }) => {
    const article = await articleWithHeadings(page, COMMENT, 5);
    const route = `/mobile/article/${article.id}`;
    await openRoute(page, route);

    const toc = page.getByRole('navigation', { name: '目录' });
    await expect(toc).toHaveAttribute('data-testid', 'article-toc');
    const summary = toc.locator('summary');
    await expect(summary).toContainText('目录');
    await expect(summary).toContainText(`共 ${article.headings.length} 节`);
    await expect(toc.locator('a').first()).toBeHidden();

    // Above the body.
    const block = (await toc.boundingBox())!;
    const body = (await page.getByTestId('article-body').boundingBox())!;
    expect(block.y + block.height).toBeLessThanOrEqual(body.y + 1);

    await summary.click();
    await expect(toc.getByRole('link')).toHaveText(article.headings);
    const target = article.headings[2];
    const href = await toc.getByRole('link', { name: target, exact: true }).getAttribute('href');
    const entries = await page.evaluate(() => window.history.length);

    await toc.getByRole('link', { name: target, exact: true }).click();
    await expect(toc.locator('a').first()).toBeHidden();
    await expectNearTop(headingIn(page, target), PHONE_TOP);
    expect(new URL(page.url()).hash.startsWith(`#${route}?section=sec-`)).toBe(true);
    expect(page.url().endsWith(href!)).toBe(true);
    expect(await page.evaluate(() => window.history.length)).toBe(entries);

    await page.reload();
    await expect(headingIn(page, target)).toBeVisible();
    await expectNearTop(headingIn(page, target), PHONE_TOP);
    await expect(toc.locator('a').first()).toBeHidden();

    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('article-toc')).toBeHidden();
    expect(consoleErrors).toEqual([]);
  });

  test('/mobile/introduce: the methodology article has its contents, and a jump keeps the route', async ({
    page,
    consoleErrors,
  }) => {
    const { list } = await listOf(page, INTRODUCE);
    const headings = await headingsOf(page, (await detailOf(page, list[0].id)).content);

    await openRoute(page, '/mobile/introduce');
    const toc = page.getByTestId('intro-main').getByRole('navigation', { name: '目录' });
    await toc.locator('summary').click();
    await expect(toc.getByRole('link')).toHaveText(headings);
    await jumpAndReload(page, toc, { route: '/mobile/introduce', text: headings[0], top: PHONE_TOP });
    expect(consoleErrors).toEqual([]);
  });
});
