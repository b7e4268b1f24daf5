/**
 * Report attachments (issue 8): each row shows the file's type, size and page count as the API
 * gives them, and the PDF behind the link is a real Chinese document — its page count is the one
 * shown, its text (read with pdfjs-dist) holds the report's Chinese title.
 */
import type { Locator, Page } from '@playwright/test';
import { readFileSync } from 'fs';
import { formatFileSize } from '../../src/components/articles/fileSize';
import type { Attachment } from '../../src/types/webapi';
import { pdfText, squeeze } from '../support/pdfText';
import { expect, openRoute, PHONE, reportWithAttachments, test } from './fixtures';

const rowsOf = (page: Page) => page.getByTestId('attachment-list').getByRole('listitem');

/** The row says what the API says: PDF · 62 KB · 3 页. */
async function expectRowFacts(row: Locator, att: Attachment) {
  await expect(row).toContainText(att.name);
  await expect(row.getByTestId('attachment-type')).toHaveText('PDF');
  await expect(row.getByTestId('attachment-size')).toHaveText(formatFileSize(att.size, 'zh-CN'));
  await expect(row.getByTestId('attachment-pages')).toHaveText(`${att.pages} 页`);
}

/** The file holds the report: the page count shown, the article's Chinese title in its text. */
function expectReportPdf(bytes: Buffer, att: Attachment, articleTitle: string) {
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(bytes.length).toBe(att.size);
  const pdf = pdfText(bytes);
  expect(pdf.pages).toBeGreaterThanOrEqual(1);
  expect(pdf.pages).toBe(att.pages);
  expect(squeeze(pdf.text)).toContain(squeeze(articleTitle));
  expect(squeeze(pdf.text)).toContain(`第1页/共${pdf.pages}页`);
  return pdf;
}

test.describe('report PDF attachments', () => {
  test('desktop: rows show type, size and pages; the downloaded PDF is the Chinese report', async ({ page, consoleErrors }) => {
    const article = await reportWithAttachments(page);
    await openRoute(page, `/article/${article.id}`);
    const rows = rowsOf(page);
    await expect(rows).toHaveCount(article.attachments.length);
    for (const [i, att] of article.attachments.entries()) await expectRowFacts(rows.nth(i), att);

    // Download through the page's own link, as a visitor does.
    const first = article.attachments[0];
    const link = rows.first().getByRole('link', { name: `下载 ${first.name}` });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    const path = await download.path();
    const pdf = expectReportPdf(readFileSync(path), first, article.title);
    expect(pdf.title).toBe(article.title);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('on a phone', () => {
    test.use(PHONE);

    test('rows show type, size and pages; every linked PDF holds the report title', async ({ page, consoleErrors }) => {
      const article = await reportWithAttachments(page);
      await openRoute(page, `/mobile/article/${article.id}`);
      const rows = rowsOf(page);
      await expect(rows).toHaveCount(article.attachments.length);
      for (const [i, att] of article.attachments.entries()) {
        await expectRowFacts(rows.nth(i), att);
        const href = await rows.nth(i).getByRole('link').getAttribute('href');
        expect(href).toBe(att.url);
        const res = await page.request.get(href!);
        expect(res.ok()).toBeTruthy();
        expect(res.headers()['content-type']).toBe('application/pdf');
        expectReportPdf(await res.body(), att, article.title);
      }
      // The row fits the phone: scrolled to, its facts are on screen; nothing widens the page.
      await rows.first().scrollIntoViewIfNeeded();
      await expect(rows.first().getByTestId('attachment-pages')).toBeInViewport();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(consoleErrors).toEqual([]);
    });
  });
});
