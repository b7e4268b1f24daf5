/**
 * Printing and sharing an article (issue 8, items 3 and 8): printed, an article stands alone (no site
 * chrome, no buttons); 分享 without the Web Share API copies the page's address and says so; a phone's
 * article page carries its link-preview (Open Graph) tags. Compared with the /webapi answer the page reads.
 */
import type { Page } from '@playwright/test';
import { listOf, detailOf, reportWithAttachments, expect, openRoute, PHONE, test } from './fixtures';



/** 市场介绍's main article: one with a cover (mock/lib/pages.ts). */
const WITH_COVER = 201;

/** The article's own bar of buttons. */
const actions = (page: Page) => page.getByRole('group', { name: '文章操作' });

test.describe('printing an article (desktop)', () => {
  test('prints title, meta, body and attachments alone: no header, nav, footer, buttons or prev / next', async ({
    page,
    consoleErrors,
  }) => {
    const article = await reportWithAttachments(page);
    await openRoute(page, `/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);

    // What print must leave out, found on screen first (so "hidden" below cannot pass by matching nothing).
    // Role queries skip hidden elements unless told otherwise.
    const all = { includeHidden: true };
    const chrome = [
      page.getByRole('banner', all),
      page.getByRole('banner', all).getByRole('navigation', all),
      page.getByRole('contentinfo', all),
      page.getByRole('navigation', { name: '当前位置', ...all }),
      page.getByRole('button', { name: '打印', ...all }),
      page.getByRole('button', { name: '分享', ...all }),
      page.getByRole('link', { name: `下载 ${article.attachments[0].name}`, ...all }),
      page.getByTestId('article-neighbours'),
    ];
    for (const part of chrome) await expect(part.first()).toBeVisible();
    await expect(page.getByRole('link', { name: '跳到正文', ...all })).toHaveCount(1);

    await page.emulateMedia({ media: 'print' });
    for (const part of chrome) await expect(part.first()).toBeHidden();
    await expect(page.getByRole('link', { name: '跳到正文', ...all })).toBeHidden();

    // What print keeps.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    const meta = page.getByTestId('article-meta');
    await expect(meta).toBeVisible();
    await expect(meta.locator('time')).toBeVisible();
    await expect(meta.locator('time')).toHaveAttribute('datetime', article.publishedAt);
    if (article.source) await expect(meta).toContainText(article.source);
    await expect(page.getByTestId('article-body')).toBeVisible();
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    const list = page.getByTestId('attachment-list');
    await expect(list).toBeVisible();
    const nameOf = (name: string) => list.getByText(name, { exact: true }).first();
    for (const { name } of article.attachments) await expect(nameOf(name)).toBeVisible();

    // Each attachment's name is followed by its full address on paper.
    const first = nameOf(article.attachments[0].name);
    await expect(first).toHaveAttribute('data-print-url', new URL(article.attachments[0].url, page.url()).href);
    const after = await first.evaluate((el) => getComputedStyle(el, '::after').content);
    expect(after).not.toBe('none');
    expect(after).not.toBe('normal');

    // The article takes the whole width: no layout padding or width limit left.
    const card = page.locator('article', { has: page.getByRole('heading', { level: 1 }) });
    const widths = await card.evaluate((el) => ({
      article: el.getBoundingClientRect().width,
      page: document.documentElement.clientWidth,
    }));
    expect(widths.article).toBeGreaterThanOrEqual(widths.page - 2);

    // Back on screen, everything is there again.
    await page.emulateMedia({ media: 'screen' });
    await expect(actions(page).getByRole('button', { name: '打印' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('sharing an article', () => {
  test('without the Web Share API, 分享 copies the address and says 「链接已复制」', async ({
    page,
    context,
    consoleErrors,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    // Whatever this Chromium offers, this test is about the fallback.
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
    });
    const { list } = await listOf(page, 214);
    await openRoute(page, `/article/${list[0].id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[0].title);
    expect(await page.evaluate(() => typeof navigator.share)).toBe('undefined');

    const status = actions(page).getByRole('status');
    await expect(status).toBeEmpty();
    await actions(page).getByRole('button', { name: '分享' }).click();
    await expect(status).toHaveText('链接已复制');
    expect(page.url()).toMatch(new RegExp(`#/article/${list[0].id}$`));
    // The share address (server/share.ts): a page link previews can read, which opens the article.
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(`${new URL(page.url()).origin}/s/article/${list[0].id}`);
    // The notice goes after a few seconds.
    await expect(status).toBeEmpty({ timeout: 10_000 });
    await page.goto(copied);
    await expect(page).toHaveURL(new RegExp(`#/article/${list[0].id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[0].title);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('mobile article link previews', () => {
  test.use(PHONE);

  test('og:title, og:description, og:type and description carry the article, and go with it', async ({
    page,
    consoleErrors,
  }) => {
    const { list } = await listOf(page, 214);
    const article = await detailOf(page, list[0].id);
    await openRoute(page, `/mobile/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible();

    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    if (article.summary) {
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', article.summary);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', article.summary);
    }
    // A phone shares from its own sheet: 分享 is there, 打印 is not.
    await expect(actions(page).getByRole('button', { name: '分享' })).toBeVisible();
    await expect(actions(page).getByRole('button', { name: '打印' })).toHaveCount(0);

    // Leaving the article takes its tags away.
    await openRoute(page, '/mobile/home');
    await expect(page.locator('meta[property="og:title"]')).toHaveCount(0);
    expect(consoleErrors).toEqual([]);
  });

  test('og:image is the cover, as an absolute address', async ({ page }) => {
    const article = await detailOf(page, WITH_COVER);
    expect(article.cover, `article ${WITH_COVER} has a cover`).toBeTruthy();
    await openRoute(page, `/mobile/article/${WITH_COVER}`);
    await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', article.title);
    const image = new URL(article.cover!, page.url()).href;
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', image);
  });
});
