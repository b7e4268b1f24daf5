/**
 * @jest-environment node
 */
import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { listArticles } from '../../../server/model/answers';
import { createDataset } from '../../../mock/lib/dataset';
import { CALENDAR_CONTENT_TYPE, FEED_SIZE, RSS_CONTENT_TYPE, foldLine, getArticleFeed, releaseCalendar, rssFeed } from '../../../server/model/feeds';
import { requestOrigin } from '../../../server/http';
import { textRoute } from './harness';
import { TODAY, call, dataset } from './support';

const ds = dataset();
const ORIGIN = 'https://portal.example';
/** The feeds as text routes over the fixed-date dataset (as server/webapi/operations.ts serves them from the database). */
const handlers = {
  articleFeed: textRoute({ contentType: RSS_CONTENT_TYPE }, (d, params, origin) => getArticleFeed(d, params, origin), () => ds),
  calendar: textRoute({ contentType: CALENDAR_CONTENT_TYPE, filename: 'index-releases.ics' }, (d, _params, origin) => releaseCalendar(d, origin), () => ds),
};

// ------------------------------------------------------------------ RSS

// A browser's XML parser (jsdom's, which jest-environment-jsdom brings): the dataset needs the node environment.
const { DOMParser } = new JSDOM('').window;

function parseXml(text: string): Document {
  const doc = new DOMParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const childText = (el: Element, name: string) => el.getElementsByTagName(name)[0]?.textContent ?? null;

describe('RSS feed of a category', () => {
  it.each([214, 220, 213])('category %i: RSS 2.0 with the 10 newest articles, as page 1 of its list', (categoryId) => {
    const doc = parseXml(rssFeed(ds, categoryId, ORIGIN));
    const rss = doc.documentElement;
    expect(rss.tagName).toBe('rss');
    expect(rss.getAttribute('version')).toBe('2.0');
    const channel = rss.getElementsByTagName('channel')[0];
    const category = ds.constants.categories.find((c) => c.id === categoryId)!;
    expect(childText(channel, 'title')).toContain(category.name);
    expect(childText(channel, 'language')).toBe('zh-CN');
    expect(childText(channel, 'link')).toMatch(new RegExp(`^${ORIGIN}/#/\\w+$`));
    expect(childText(channel, 'description')).toBeTruthy();

    const expected = listArticles(ds, { categoryId: String(categoryId) }).list;
    expect(expected).toHaveLength(FEED_SIZE);
    const items = [...channel.getElementsByTagName('item')];
    expect(items).toHaveLength(FEED_SIZE);
    items.forEach((item, i) => {
      const a = expected[i];
      expect(childText(item, 'title')).toBe(a.title);
      // The share address: its page carries the link-preview tags and opens /#/article/{id} (server/share.ts).
      expect(childText(item, 'link')).toBe(`${ORIGIN}/s/article/${a.id}`);
      expect(childText(item, 'description')).toBe(a.summary);
      expect(childText(item, 'category')).toBe(category.name);
      expect(item.getElementsByTagName('guid')[0].getAttribute('isPermaLink')).toBe('false');
      // RFC 822 date in Beijing time, the same instant as the article's publishedAt.
      const pubDate = childText(item, 'pubDate')!;
      expect(pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} \+0800$/);
      expect(new Date(pubDate).getTime()).toBe(new Date(a.publishedAt).getTime());
    });
    expect(new Set(items.map((it) => childText(it, 'guid'))).size).toBe(FEED_SIZE);
    expect(new Date(childText(channel, 'lastBuildDate')!).getTime()).toBe(new Date(expected[0].publishedAt).getTime());
  });

  it('escapes markup and drops characters XML forbids', () => {
    const tricky = { title: 'A & B <b>粗体</b> "引号" \'单引号\' ]]>', summary: 'x < y && y > z\u0001\u0008 结束' };
    const newest = ds.articles.find((a) => a.categoryId === 213)!;
    const altered = { ...ds, articles: ds.articles.map((a) => (a === newest ? { ...a, ...tricky } : a)) };
    const xml = rssFeed(altered, 213, ORIGIN);
    expect(xml).not.toContain('<b>');
    expect(xml).toContain('A &amp; B &lt;b&gt;');
    const item = parseXml(xml).getElementsByTagName('item')[0];
    expect(childText(item, 'title')).toBe(tricky.title);
    expect(childText(item, 'description')).toBe('x < y && y > z 结束');
  });

  it('links the articles of another site with its siteCode (the default site needs none)', () => {
    const other = dataset();
    const xml = rssFeed({ ...other, site: { ...other.site, siteCode: 'other-site' } }, 214, ORIGIN);
    const link = childText(parseXml(xml).getElementsByTagName('item')[0], 'link');
    expect(link).toMatch(new RegExp(`^${ORIGIN}/s/article/\\d+\\?siteCode=other-site$`));
  });

  it('is served as application/rss+xml; unknown category → 404, malformed id → 400', () => {
    const handler = handlers.articleFeed;
    const res = call(handler, {}, { categoryId: '214' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(String(res.ended)).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>/);
    // No Host header in the fake request: links fall back to http://localhost.
    expect(String(res.ended)).toContain('<link>http://localhost/s/article/');

    const missing = call(handler, {}, { categoryId: '999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toMatchObject({ success: false, errorCode: 'NOT_FOUND' });
    expect(call(handler, {}, { categoryId: 'abc' }).statusCode).toBe(400);
  });
});

describe('the origin of absolute links', () => {
  it('comes from the proxy headers or Host, and never from a malformed host', () => {
    expect(requestOrigin({ host: 'portal.example:8000' })).toBe('http://portal.example:8000');
    expect(requestOrigin({ host: 'internal:8000', 'x-forwarded-host': 'index.example.com', 'x-forwarded-proto': 'https' })).toBe(
      'https://index.example.com',
    );
    expect(requestOrigin({ host: '[::1]:8000' })).toBe('http://[::1]:8000');
    expect(requestOrigin({ host: 'evil.example/"><script>' })).toBe('http://localhost');
    expect(requestOrigin(undefined)).toBe('http://localhost');
  });

  it('reaches the feed through the route', () => {
    const out: { body?: unknown } = {};
    const res = { status: () => res, json: () => res, setHeader: () => res, end: (body?: unknown) => ((out.body = body), res) };
    const handler = textRoute({ contentType: 'application/rss+xml' }, (d, _params, origin) => rssFeed(d, 220, origin), () => ds);
    handler({ params: {}, headers: { host: 'portal.example' } }, res);
    expect(String(out.body)).toContain('<link>http://portal.example/s/article/');
  });
});

// ------------------------------------------------------------------ iCalendar

/** The calendar parsed by ical.js, with its VTIMEZONE registered so TZID times convert to instants. */
function parseCalendar(text: string): ICAL.Component {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const tz of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(tz);
  return calendar;
}

interface ParsedEvent {
  uid: string;
  summary: string;
  start: Date;
  url: string;
}

function eventsOf(calendar: ICAL.Component): ParsedEvent[] {
  return calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return { uid: event.uid, summary: event.summary, start: event.startDate.toJSDate(), url: String(vevent.getFirstPropertyValue('url')) };
  });
}

describe('release calendar', () => {
  const text = releaseCalendar(ds, ORIGIN);
  const calendar = parseCalendar(text);
  const events = eventsOf(calendar);

  it('is an RFC 5545 calendar: CRLF line endings, lines of at most 75 octets', () => {
    expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    // Long Chinese descriptions were folded, and unfold back to whole characters.
    expect(text).toContain('\r\n ');
    expect(text).not.toContain('\ufffd');

    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
    expect(calendar.getFirstPropertyValue('calscale')).toBe('GREGORIAN');
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toContain('指数发布日历');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Asia/Shanghai');
  });

  it('lists only future releases, each with a unique UID, a Chinese summary and a link to /data', () => {
    expect(events.length).toBeGreaterThan(0);
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
    for (const e of events) {
      expect(e.start.getTime()).toBeGreaterThan(TODAY.getTime());
      expect(e.summary).toMatch(/^青溪五金\S+指数 \d{4}年(第\d+周|\d+月) 发布$/);
      expect(e.url).toMatch(new RegExp(`^${ORIGIN}/#/data\\?proj=2[1-5]$`));
    }
    const dtstamp = calendar.getFirstSubcomponent('vevent')!.getFirstProperty('dtstamp')!;
    expect(String(dtstamp.getFirstValue())).toMatch(/Z$/);
  });

  it('follows the publication rules: weekly on Mondays 10:00 Beijing (none for the Spring Festival weeks), monthly on the 1st', () => {
    // Saturday 21 Nov 2026: the coming week 47 is released on Monday 23 Nov at 10:00 (02:00 UTC).
    const weekly = events.filter((e) => e.url.endsWith('proj=21'));
    expect(weekly[0]).toMatchObject({ summary: '青溪五金价格指数 2026年第47周 发布', start: new Date('2026-11-23T02:00:00Z') });
    for (const e of weekly) expect(e.start.getUTCDay()).toBe(1);
    // 2027 Spring Festival (6 Feb): the weeks of 1 and 8 February publish nothing.
    const weekUids = weekly.map((e) => e.uid);
    expect(weekUids.some((uid) => uid.includes('2027-01-25'))).toBe(true);
    expect(weekUids.some((uid) => uid.includes('2027-02-01') || uid.includes('2027-02-08'))).toBe(false);
    expect(weekly).toHaveLength(11);

    for (const projId of [22, 23, 24, 25]) {
      const monthly = events.filter((e) => e.url.endsWith(`proj=${projId}`));
      expect(monthly.map((e) => e.start.toISOString())).toEqual(['2026-12-01T02:00:00.000Z', '2027-01-01T02:00:00.000Z', '2027-02-01T02:00:00.000Z']);
      expect(monthly[0].summary).toContain('2026年11月');
    }
  });

  it('starts each family with the release its `nextRelease` announces, also right before the Spring Festival', () => {
    const beforeFestival = createDataset(new Date('2027-02-03T04:00:00Z'));
    for (const d of [ds, beforeFestival]) {
      const starts = eventsOf(parseCalendar(releaseCalendar(d, ORIGIN)));
      for (const fam of d.families) {
        const first = starts.find((e) => e.url.endsWith(`proj=${fam.family.projId}`))!;
        expect(new Date(first.start.getTime() + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(fam.family.nextRelease);
      }
    }
  });

  it('is served as text/calendar', () => {
    const res = call(handlers.calendar);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(String(res.ended)).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });
});

describe('line folding', () => {
  it('never splits a character and unfolds to the original line', () => {
    const line = `DESCRIPTION:${'青溪五金价格指数😀'.repeat(12)}`;
    const folded = foldLine(line);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });
});
