/**
 * Article pages, desktop and mobile: the category lists (/comment, /report, /info), the about
 * pages (/about, /introduce) and the article detail. Every test compares what the visitor sees
 * with the /webapi answer the page reads.
 */
import type { Page } from '@playwright/test';
import { listOf, detailOf, reportWithAttachments, expect, openRoute, PHONE, test, withoutResourceErrors } from './fixtures';

const LISTS = [
  { route: '/comment', categoryId: 214, name: '指数评论' },
  { route: '/report', categoryId: 220, name: '研究报告' },
  { route: '/info', categoryId: 213, name: '行业资讯' },
] as const;
const INTROS = [
  { route: '/about', categoryId: 216, name: '市场介绍' },
  { route: '/introduce', categoryId: 212, name: '指数介绍' },
] as const;
const NO_HITS = '不存在的关键词zzz';


const items = (page: Page) => page.getByTestId('article-item');

/**
 * Console noise of a failure made on purpose: the failed resource itself, the request hook logging
 * the rejected request (the original's behaviour) and antd's dev-only warning about the global
 * error toast. Anything else is a real error.
 */
const unexpectedErrors = (errors: string[]) =>
  withoutResourceErrors(errors).filter((e) => !/^ApiError\b|\[antd: message\] Static function/.test(e));

/** Scroll a phone page to its end until `more` items are there (infinite scroll asks on its own). */
async function scrollUntil(page: Page, count: number) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect(await items(page).count()).toBeGreaterThanOrEqual(count);
  }).toPass({ timeout: 15_000 });
}
const retryButton = (page: Page) => page.getByRole('button', { name: '重试' });


/** A word from a title that the backend's keyword search finds (and that is not every article). */
async function searchableWord(page: Page, categoryId: number) {
  const { list, total } = await listOf(page, categoryId);
  const title = list[list.length - 1].title;
  for (let len = 4; len >= 2; len -= 1) {
    for (let i = 0; i + len <= title.length; i += 1) {
      const word = title.slice(i, i + len);
      if (/[\s\p{P}]/u.test(word)) continue;
      const hits = await listOf(page, categoryId, `&keyword=${encodeURIComponent(word)}`);
      if (hits.total > 0 && hits.total < total) return { word, hits };
    }
  }
  throw new Error(`no searchable word in「${title}」`);
}

test.describe('desktop article lists', () => {
  for (const { route, categoryId, name } of LISTS) {
    test(`${route} lists the newest articles of category ${categoryId}`, async ({ page, consoleErrors }) => {
      const data = await listOf(page, categoryId);
      await openRoute(page, route);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(items(page)).toHaveCount(data.list.length);
      await expect(items(page).first()).toContainText(data.list[0].title);
      await expect(items(page).last()).toContainText(data.list[data.list.length - 1].title);
      await expect(page.getByTestId('article-total')).toContainText(String(data.total));
      await expect(page).toHaveTitle(new RegExp(`^${name}`));
      expect(consoleErrors).toEqual([]);
    });
  }

  test('report items show how many attachments they carry', async ({ page }) => {
    const { list } = await listOf(page, 220);
    await openRoute(page, '/report');
    await expect(items(page)).toHaveCount(list.length);
    const index = list.findIndex((a) => a.attachmentCount > 0);
    expect(index, 'a report with attachments on the first page').toBeGreaterThanOrEqual(0);
    await expect(items(page).nth(index).getByTestId('attachment-count')).toContainText(`${list[index].attachmentCount} 个附件`);
    await expect(page.getByTestId('attachment-count')).toHaveCount(list.filter((a) => a.attachmentCount > 0).length);
  });

  test('the page lives in the URL and the pager moves it', async ({ page, consoleErrors }) => {
    const page2 = await listOf(page, 214, '&current=2');
    const page3 = await listOf(page, 214, '&current=3');
    await openRoute(page, '/comment?page=2');
    await expect(items(page).first()).toContainText(page2.list[0].title);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText('2');

    await page.locator('.ant-pagination-item-3').click();
    await expect(page).toHaveURL(/#\/comment\?page=3$/);
    await expect(items(page).first()).toContainText(page3.list[0].title);

    await page.goBack();
    await expect(items(page).first()).toContainText(page2.list[0].title);
    expect(consoleErrors).toEqual([]);
  });

  test('a page beyond the end shows the last page the backend clamped to', async ({ page }) => {
    const last = await listOf(page, 213, '&current=9999');
    expect(last.current).toBeGreaterThan(1);
    await openRoute(page, '/info?page=9999');
    await expect(items(page).first()).toContainText(last.list[0].title);
    await expect(page.locator('.ant-pagination-item-active')).toHaveText(String(last.current));
    await expect(page).toHaveURL(new RegExp(`#/info\\?page=${last.current}$`));
  });

  test('keyword search filters the list and is kept in the URL', async ({ page, consoleErrors }) => {
    const { word, hits } = await searchableWord(page, 220);
    await openRoute(page, '/report');
    await expect(items(page)).not.toHaveCount(0);
    const box = page.getByRole('searchbox', { name: '搜索文章' }).or(page.getByRole('textbox', { name: '搜索文章' }));
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`#/report\\?keyword=${encodeURIComponent(word)}$`));
    await expect(page.getByTestId('article-total')).toContainText(`共 ${hits.total} 篇`);
    await expect(items(page)).toHaveCount(hits.list.length);
    await expect(items(page).first()).toContainText(hits.list[0].title);

    // The link reproduces the view.
    await openRoute(page, `/report?keyword=${encodeURIComponent(word)}`);
    await expect(box).toHaveValue(word);
    await expect(items(page).first()).toContainText(hits.list[0].title);
    expect(consoleErrors).toEqual([]);
  });

  test('a keyword without hits shows the empty state', async ({ page }) => {
    const { list } = await listOf(page, 213);
    await openRoute(page, `/info?keyword=${encodeURIComponent(NO_HITS)}`);
    await expect(page.getByText(`没有找到与“${NO_HITS}”相关的文章`)).toBeVisible();
    await expect(items(page)).toHaveCount(0);
    await page.getByRole('button', { name: '清除搜索' }).click();
    await expect(page).toHaveURL(/#\/info$/);
    await expect(items(page).first()).toContainText(list[0].title);
  });

  test('a title opens the article', async ({ page, consoleErrors }) => {
    const { list } = await listOf(page, 214);
    await openRoute(page, '/comment');
    await items(page).first().getByRole('link', { name: list[0].title }).click();
    await expect(page).toHaveURL(new RegExp(`#/article/${list[0].id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(list[0].title);
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('desktop about pages', () => {
  for (const { route, categoryId, name } of INTROS) {
    test(`${route} shows the category's main article and links to the others`, async ({ page, consoleErrors }) => {
      const { list } = await listOf(page, categoryId);
      expect(list.length).toBeGreaterThan(0);
      const main = await detailOf(page, list[0].id);
      await openRoute(page, route);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      const article = page.getByTestId('intro-main');
      await expect(article.getByRole('heading', { level: 2, name: main.title })).toBeVisible();
      await expect(article.getByTestId('article-body')).not.toBeEmpty();
      const others = list.slice(1);
      if (others.length > 0) {
        await expect(page.getByTestId('intro-others').getByRole('link')).toHaveCount(others.length);
        await page.getByTestId('intro-others').getByRole('link', { name: others[0].title }).click();
        await expect(page).toHaveURL(new RegExp(`#/article/${others[0].id}$`));
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(others[0].title);
      }
      expect(consoleErrors).toEqual([]);
    });
  }

});

test.describe('desktop article detail', () => {
  test('shows title, meta, content, attachments, tags, breadcrumb and neighbours', async ({ page, consoleErrors }) => {
    const article = await reportWithAttachments(page);
    await openRoute(page, `/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(page).toHaveTitle(new RegExp(`^${article.title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} - `));

    const meta = page.getByTestId('article-meta');
    await expect(meta.getByRole('link', { name: '研究报告' })).toHaveAttribute('href', '#/report');
    if (article.author) await expect(meta).toContainText(article.author);
    if (article.source) await expect(meta).toContainText(article.source);
    await expect(meta).toContainText(`阅读 ${article.views.toLocaleString('zh-CN')}`);
    await expect(page.getByTestId('article-body')).not.toBeEmpty();

    const attachments = page.getByTestId('attachment-list').getByRole('listitem');
    await expect(attachments).toHaveCount(article.attachments.length);
    const first = article.attachments[0];
    await expect(attachments.first()).toContainText(first.name);
    await expect(attachments.first()).toContainText(/\d+(\.\d)? (KB|MB)/);
    const link = attachments.first().getByRole('link', { name: `下载 ${first.name}` });
    await expect(link).toHaveAttribute('href', first.url);
    await expect(link).toHaveAttribute('download', first.name);

    expect(article.tags.length).toBeGreaterThan(0);
    for (const tag of article.tags) await expect(page.getByText(tag, { exact: true }).first()).toBeVisible();

    const crumbs = page.getByRole('navigation', { name: '当前位置' });
    await expect(crumbs.getByRole('link', { name: '首页' })).toBeVisible();
    await expect(crumbs.getByRole('link', { name: '研究报告' })).toBeVisible();
    await expect(crumbs).toContainText(article.title);

    const neighbours = page.getByTestId('article-neighbours');
    const target = article.next ?? article.prev;
    expect(target, 'the article has a neighbour').toBeTruthy();
    await neighbours.getByRole('link', { name: target!.title }).click();
    await expect(page).toHaveURL(new RegExp(`#/article/${target!.id}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target!.title);
    expect(consoleErrors).toEqual([]);
  });

  test('the category link leads back to its list', async ({ page }) => {
    const { list } = await listOf(page, 213);
    await openRoute(page, `/article/${list[0].id}`);
    await page.getByTestId('article-meta').getByRole('link', { name: '行业资讯' }).click();
    await expect(page).toHaveURL(/#\/info$/);
    await expect(items(page).first()).toContainText(list[0].title);
  });

  for (const id of ['987654321', 'abc']) {
    test(`an unknown article id (${id}) shows the 404 state`, async ({ page }) => {
      await openRoute(page, `/article/${id}`);
      await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
      await expect(page.getByText('抱歉，您访问的页面不存在。')).toBeVisible();
    });
  }

});

/**
 * The demo CMS bodies written with dangerous HTML on purpose (mock/lib/pages.ts): 202 with an
 * external link, an onclick and a javascript: URL; 103 (指数介绍) with a script and an onerror. The
 * server sanitises HTML when it stores it (server/sanitize.ts), so the answers no longer carry them
 * while the text around them survives; the browser's own sanitising of whatever an answer carries is
 * the hostile-content gate's (gate-hostile.spec.ts).
 */
const DANGEROUS = { links: 202, script: 103 };

/** What survived sanitising in the rendered article body. */
const bodyFindings = (page: Page) =>
  page.getByTestId('article-body').evaluate((body) => ({
    scripts: body.querySelectorAll('script').length,
    handlers: [...body.querySelectorAll('*')].filter((el) => [...el.attributes].some((a) => a.name.startsWith('on'))).length,
    jsUrls: [...body.querySelectorAll('[href],[src]')].filter((el) =>
      /^\s*javascript:/i.test(el.getAttribute('href') ?? el.getAttribute('src') ?? ''),
    ).length,
    external: [...body.querySelectorAll<HTMLAnchorElement>('a[href^="http"]')].map((a) => ({
      href: a.getAttribute('href'),
      rel: a.getAttribute('rel'),
      target: a.getAttribute('target'),
    })),
  }));

test.describe('CMS content sanitised when stored', () => {
  test('an onclick, a javascript: URL and an external link are made safe', async ({ page, consoleErrors }) => {
    const raw = await detailOf(page, DANGEROUS.links);
    expect(raw.content).toContain('订阅市场行情');
    expect(raw.content).not.toMatch(/onclick=|javascript:|<button/i);
    expect(raw.content).toMatch(/<a href="https?:\/\//);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      return d.dismiss();
    });

    await openRoute(page, `/article/${DANGEROUS.links}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(raw.title);
    const found = await bodyFindings(page);
    expect(found.handlers).toBe(0);
    expect(found.jsUrls).toBe(0);
    expect(found.external.length).toBeGreaterThan(0);
    for (const link of found.external) {
      expect(link.rel).toBe('noopener noreferrer');
      expect(link.target).toBe('_blank');
    }
    // The visitor still reads the text around the removed pieces.
    await expect(page.getByTestId('article-body')).toContainText('订阅市场行情');
    await page.getByTestId('article-body').getByText('订阅市场行情').click();
    expect(dialogs).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  for (const route of [`/article/${DANGEROUS.script}`, `/mobile/article/${DANGEROUS.script}`]) {
    test(`a <script> and an onerror never run (${route})`, async ({ page, consoleErrors }) => {
      const raw = await detailOf(page, DANGEROUS.script);
      expect(raw.content).toContain('四、数据修订');
      expect(raw.content).toContain('<img');
      expect(raw.content).not.toMatch(/<script|onerror=/i);
      const dialogs: string[] = [];
      page.on('dialog', (d) => {
        dialogs.push(d.message());
        return d.dismiss();
      });

      await openRoute(page, route);
      await expect(page.getByTestId('article-body').getByRole('heading', { name: '四、数据修订' })).toBeVisible();
      const found = await bodyFindings(page);
      expect(found.scripts).toBe(0);
      expect(found.handlers).toBe(0);
      await expect(page.getByTestId('article-body').locator('img').first()).toBeVisible();
      await expect(page).not.toHaveTitle(/hacked/);
      expect(dialogs).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test.describe('mobile article lists', () => {
  test.use(PHONE);

  for (const { route, categoryId } of LISTS) {
    test(`/mobile${route} lists the newest articles and opens one`, async ({ page, consoleErrors }) => {
      const { list } = await listOf(page, categoryId);
      await openRoute(page, `/mobile${route}`);
      await expect(items(page).first()).toContainText(list[0].title);
      await items(page).first().click();
      await expect(page).toHaveURL(new RegExp(`#/mobile/article/${list[0].id}$`));
      await expect(page.getByRole('heading', { level: 2, name: list[0].title })).toBeVisible();
      expect(consoleErrors).toEqual([]);
    });
  }

  test('scrolling to the end loads the next page', async ({ page, consoleErrors }) => {
    const page2 = await listOf(page, 214, '&current=2');
    await openRoute(page, '/mobile/comment');
    await expect(items(page).first()).toBeVisible();
    await scrollUntil(page, 11);
    await expect(items(page).nth(10)).toContainText(page2.list[0].title);
    expect(consoleErrors).toEqual([]);
  });

  test('a failed later page shows an error and retry continues the list', async ({ page, consoleErrors }) => {
    const page2 = await listOf(page, 213, '&current=2');
    await page.route('**/webapi/articles?*', (route) =>
      /[?&]current=2(&|$)/.test(route.request().url())
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false}' })
        : route.fallback(),
    );
    await openRoute(page, '/mobile/info');
    await expect(items(page)).toHaveCount(10);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('alert')).toBeVisible();
    await expect(items(page)).toHaveCount(10);
    await page.unroute('**/webapi/articles?*');
    await retryButton(page).click();
    await expect(items(page).nth(10)).toContainText(page2.list[0].title);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(unexpectedErrors(consoleErrors)).toEqual([]);
  });

  test('a search without hits shows the empty state', async ({ page }) => {
    await openRoute(page, '/mobile/comment');
    await expect(items(page).first()).toBeVisible();
    const box = page.getByRole('searchbox').or(page.getByRole('textbox')).first();
    await box.fill(NO_HITS);
    await box.press('Enter');
    await expect(page.getByText(`没有找到与“${NO_HITS}”相关的文章`)).toBeVisible();
    await expect(items(page)).toHaveCount(0);
  });
});

test.describe('mobile about pages and detail', () => {
  test.use(PHONE);

  for (const { route, categoryId } of INTROS) {
    test(`/mobile${route} shows the category's main article`, async ({ page, consoleErrors }) => {
      const { list } = await listOf(page, categoryId);
      await openRoute(page, `/mobile${route}`);
      await expect(page.getByTestId('intro-main').getByRole('heading', { name: list[0].title })).toBeVisible();
      if (list.length > 1) {
        await page.getByTestId('intro-others').getByRole('link', { name: list[1].title }).click();
        await expect(page).toHaveURL(new RegExp(`#/mobile/article/${list[1].id}$`));
      }
      expect(consoleErrors).toEqual([]);
    });
  }

  test('an article fits a 390px phone and offers its attachments and neighbours', async ({ page, consoleErrors }) => {
    const article = await reportWithAttachments(page);
    await openRoute(page, `/mobile/article/${article.id}`);
    await expect(page.getByRole('heading', { level: 2, name: article.title })).toBeVisible();
    await expect(page.getByTestId('article-body')).not.toBeEmpty();
    const link = page.getByTestId('attachment-list').getByRole('link').first();
    await expect(link).toHaveAttribute('href', article.attachments[0].url);
    await expect(link).toHaveAttribute('download', article.attachments[0].name);

    // Nothing widens the page: tables scroll inside the article, images fit.
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    const tooWide = await page.getByTestId('article-body').evaluate((body) =>
      [...body.querySelectorAll('img, table')].filter((el) => el.getBoundingClientRect().width > body.clientWidth + 1).length,
    );
    expect(tooWide).toBe(0);

    const target = article.next ?? article.prev;
    await page.getByTestId('article-neighbours').getByRole('link', { name: target!.title }).click();
    await expect(page).toHaveURL(new RegExp(`#/mobile/article/${target!.id}$`));
    await expect(page.getByRole('heading', { level: 2, name: target!.title })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });

  test('an unknown article id shows the 404 state with a way home', async ({ page }) => {
    await openRoute(page, '/mobile/article/987654321');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '#/mobile/home');
  });

});
