/**
 * Feeds and the release calendar (issue 8, item 4): /webapi serves an RSS 2.0 feed per category (its
 * 10 newest articles, as page 1 of its list) and an iCalendar file of the coming index releases; the
 * article lists link to both. The feed is parsed by the browser's own XML parser, the calendar by ical.js.
 */
import type { APIResponse, Page } from '@playwright/test';
import ICAL from 'ical.js';
import type { IndexFamily } from '../../src/types/webapi';
import { api, expect, listOf, openRoute, PHONE, test } from './fixtures';
import { nowMs } from '../../server/clock';

const RSS_TYPE = 'application/rss+xml';
const CALENDAR_TYPE = 'text/calendar';

interface FeedItem {
  title: string | null;
  link: string | null;
  guid: string | null;
  pubDate: string | null;
}

interface ParsedFeed {
  errors: number;
  root: string;
  version: string | null;
  language: string | null;
  items: FeedItem[];
}

/** Parses an RSS document with the browser's DOMParser. */
function parseFeed(page: Page, xml: string): Promise<ParsedFeed> {
  return page.evaluate((text) => {
    const doc = new DOMParser().parseFromString(text, 'application/xml');
    const child = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;
    const channel = doc.getElementsByTagName('channel')[0];
    return {
      errors: doc.getElementsByTagName('parsererror').length,
      root: doc.documentElement.tagName,
      version: doc.documentElement.getAttribute('version'),
      language: channel ? child(channel, 'language') : null,
      items: [...doc.getElementsByTagName('item')].map((item) => ({
        title: child(item, 'title'),
        link: child(item, 'link'),
        guid: child(item, 'guid'),
        pubDate: child(item, 'pubDate'),
      })),
    };
  }, xml);
}

function expectType(res: APIResponse, type: string) {
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toContain(type);
}

interface CalendarEvent {
  uid: string;
  summary: string;
  start: Date;
  url: string;
}

/** Parses an iCalendar file with ical.js (its VTIMEZONE registered, so TZID times become instants). */
function parseCalendar(text: string): { calendar: ICAL.Component; events: CalendarEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate(), url: String(vevent.getFirstPropertyValue('url')) };
  });
  return { calendar, events };
}

test.describe('the /webapi feeds', () => {
  for (const categoryId of [214, 220, 213]) {
    test(`the RSS feed of category ${categoryId} holds the 10 newest articles of its list`, async ({ page, baseURL }) => {
      const res = await page.request.get(`/webapi/feeds/articles/${categoryId}`);
      expectType(res, RSS_TYPE);
      const feed = await parseFeed(page, await res.text());
      expect(feed.errors).toBe(0);
      expect(feed.root).toBe('rss');
      expect(feed.version).toBe('2.0');
      expect(feed.language).toBe('zh-CN');

      const { list } = await listOf(page, categoryId);
      expect(list).toHaveLength(10);
      expect(feed.items.map((it) => it.title)).toEqual(list.map((a) => a.title));
      // Absolute links to the articles' share pages (server/share.ts), which a reader or crawler can read.
      const origin = new URL(baseURL!).origin;
      expect(feed.items.map((it) => it.link)).toEqual(list.map((a) => `${origin}/s/article/${a.id}`));
      expect(new Set(feed.items.map((it) => it.guid)).size).toBe(10);
      feed.items.forEach((it, i) => expect(new Date(it.pubDate!).getTime()).toBe(new Date(list[i].publishedAt).getTime()));
    });
  }

  test('an unknown category has no feed', async ({ page }) => {
    const res = await page.request.get('/webapi/feeds/articles/999');
    expect(res.status()).toBe(404);
    expect((await res.json()).errorCode).toBe('NOT_FOUND');
  });

  test('the release calendar parses and lists the coming releases of every family', async ({ page, baseURL }) => {
    const res = await page.request.get('/webapi/feeds/releases.ics');
    expectType(res, CALENDAR_TYPE);
    const text = await res.text();
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    const { calendar, events } = parseCalendar(text);
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Shanghai');

    expect(events.length).toBeGreaterThanOrEqual(1);
    const now = nowMs();
    for (const e of events) expect(e.start.getTime()).toBeGreaterThan(now);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);

    // Each family's first coming release is the `nextRelease` /index/families announces (a Beijing date).
    const origin = new URL(baseURL!).origin;
    const families = await api<IndexFamily[]>(page, '/index/families');
    expect(families.length).toBeGreaterThan(0);
    for (const family of families) {
      const first = events.find((e) => e.url === `${origin}/#/data?proj=${family.projId}`);
      expect(first, `a release of ${family.name}`).toBeTruthy();
      expect(first!.summary).toContain(family.name);
      expect(new Date(first!.start.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(family.nextRelease);
    }
  });
});

/** The subscription row of a list: both links visible, each answering its document. */
async function expectFeedLinks(page: Page, categoryId: number) {
  const row = page.getByTestId('feed-links');
  await expect(row).toBeVisible();
  const rss = row.getByRole('link', { name: 'RSS 订阅' });
  const calendar = row.getByRole('link', { name: '指数发布日历' });
  await expect(rss).toBeVisible();
  await expect(calendar).toBeVisible();
  const rssHref = (await rss.getAttribute('href'))!;
  expect(rssHref).toContain(`/webapi/feeds/articles/${categoryId}`);
  expectType(await page.request.get(rssHref), RSS_TYPE);
  expectType(await page.request.get((await calendar.getAttribute('href'))!), CALENDAR_TYPE);
}

test.describe('the lists link the feeds', () => {
  test('/comment shows the RSS and calendar links and announces its feed', async ({ page, consoleErrors }) => {
    await openRoute(page, '/comment');
    await expectFeedLinks(page, 214);
    await expect(page.locator('head link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute('href', /\/webapi\/feeds\/articles\/214/);
    expect(consoleErrors).toEqual([]);
  });

  test.describe('phone', () => {
    test.use(PHONE);

    test('/mobile/comment shows the RSS and calendar links', async ({ page, consoleErrors }) => {
      await openRoute(page, '/mobile/comment');
      await expectFeedLinks(page, 214);
      expect(consoleErrors).toEqual([]);
    });
  });
});
