/**
 * Subscriptions: an RSS 2.0 feed of each category's latest articles and an iCalendar (RFC 5545)
 * file of the coming index releases. Pure functions of the dataset and the site's origin (links in
 * feeds and calendars must be absolute); server/webapi/operations.ts (TEXT_OPERATIONS) serves them as text.
 *
 * Release dates are not computed here: the next periods come from the same `weekPeriod` /
 * `monthPeriod` and Spring-Festival rule the dataset publishes its periods with (./periods.ts).
 */
import { shareSiteParam, shareUrl } from '../../src/config/share';
import type { Category, CategoryKey } from '../../src/types/webapi';
import type { Params } from './answers';
import { cnDate, isoDate, isoWeekday, isSpringFestivalWeek, parseIsoDate, ymd, type DayNum } from './calendar';
import { found } from './errors';
import { numbered, weekPeriod } from './periods';
import { parseId } from './params';
import type { ArticleRecord, CalendarEntry, Dataset, FamilyData, PeriodInfo } from './types';

/** Items of a feed: the category's first list page. */
export const FEED_SIZE = 10;
/** How far ahead the release calendar looks: about three months, so every monthly family appears 3 times. */
export const CALENDAR_HORIZON_DAYS = 91;
/** Origin used when the request does not say which host it was sent to. */
export const DEFAULT_ORIGIN = 'http://localhost';

export const RSS_CONTENT_TYPE = 'application/rss+xml; charset=utf-8';
export const CALENDAR_CONTENT_TYPE = 'text/calendar; charset=utf-8';

const TIME_ZONE = 'Asia/Shanghai';

// ------------------------------------------------------------------ site links

/** The list page of a category: brand articles are listed on the brand ranking (as src/components/articles/categories.ts). */
const listPath = (key: CategoryKey): string => (key === 'brand' ? '/brandRank' : `/${key}`);
/** An article's share address (`/s/article/{id}`, server/share.ts): a page a feed reader or crawler can read, which opens the hash route. */
const articleUrl = (ds: Dataset, origin: string, id: number): string => shareUrl({ kind: 'article', id }, origin, shareSiteParam(ds.site.siteCode));
const dataUrl = (origin: string, projId: number): string => `${origin}/#/data?proj=${projId}`;
const articleFeedPath = (categoryId: number): string => `/webapi/feeds/articles/${categoryId}`;

// ------------------------------------------------------------------ RSS 2.0

/** Characters XML 1.0 does not allow at all (C0 controls except tab, LF, CR). */
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Text or attribute value escaped for XML. */
export function xmlEscape(text: string): string {
  return text.replace(XML_INVALID, '').replace(/[&<>"']/g, (ch) => XML_ENTITIES[ch]);
}

const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** RFC 822 date of a Beijing `YYYY-MM-DDTHH:MM:SS+08:00` time: `Fri, 20 Nov 2026 15:30:00 +0800`. */
export function rfc822(beijingIso: string): string {
  const day = parseIsoDate(beijingIso);
  if (day === null) throw new Error(`not an ISO date: ${beijingIso}`);
  const { year, month, day: d } = ymd(day);
  const time = beijingIso.slice(11, 19);
  return `${WEEKDAYS[isoWeekday(day) - 1]}, ${String(d).padStart(2, '0')} ${MONTHS[month - 1]} ${year} ${time} +0800`;
}

function categoryOf(ds: Dataset, categoryId: number): Category {
  return found(
    ds.constants.categories.find((c) => c.id === categoryId),
    `栏目 ${categoryId} 不存在`,
  );
}

/** The category's newest articles, in list order (newest first, as page 1 of /webapi/articles). */
export function latestArticles(ds: Dataset, categoryId: number): ArticleRecord[] {
  return ds.articles.filter((a) => a.categoryId === categoryId).slice(0, FEED_SIZE);
}

function rssItem(ds: Dataset, category: Category, a: ArticleRecord, origin: string): string {
  return [
    '<item>',
    `<title>${xmlEscape(a.title)}</title>`,
    `<link>${xmlEscape(articleUrl(ds, origin, a.id))}</link>`,
    // Not the link: the same article is reachable on several hosts, its guid must not change.
    `<guid isPermaLink="false">${xmlEscape(`${ds.site.siteCode}:article:${a.id}`)}</guid>`,
    `<pubDate>${rfc822(a.publishedAt)}</pubDate>`,
    `<description>${xmlEscape(a.summary)}</description>`,
    `<category>${xmlEscape(category.name)}</category>`,
    `<dc:creator>${xmlEscape(a.author)}</dc:creator>`,
    '</item>',
  ].join('\n');
}

/** RSS 2.0 feed of a category's latest articles; NOT_FOUND for an unknown category. */
export function rssFeed(ds: Dataset, categoryId: number, siteOrigin: string = DEFAULT_ORIGIN): string {
  const category = categoryOf(ds, categoryId);
  const items = latestArticles(ds, categoryId);
  const lastBuild = items.length ? items[0].publishedAt : ds.site.updatedAt;
  const channel = [
    `<title>${xmlEscape(`${ds.site.name} · ${category.name}`)}</title>`,
    `<link>${xmlEscape(`${siteOrigin}/#${listPath(category.key)}`)}</link>`,
    `<description>${xmlEscape(`${ds.site.name}「${category.name}」栏目最新 ${FEED_SIZE} 篇文章`)}</description>`,
    '<language>zh-CN</language>',
    `<lastBuildDate>${rfc822(lastBuild)}</lastBuildDate>`,
    `<atom:link href="${xmlEscape(`${siteOrigin}${articleFeedPath(categoryId)}`)}" rel="self" type="application/rss+xml"/>`,
    `<generator>${xmlEscape(ds.site.name)}</generator>`,
    '<ttl>60</ttl>',
    ...items.map((a) => rssItem(ds, category, a, siteOrigin)),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '<channel>',
    ...channel,
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** GET /webapi/feeds/articles/{categoryId}: BAD_REQUEST for a malformed id, NOT_FOUND for an unknown category. */
export function getArticleFeed(ds: Dataset, params: Params, origin: string): string {
  return rssFeed(ds, parseId(params.categoryId, 'categoryId'), origin);
}

// ------------------------------------------------------------------ coming releases

export interface Release {
  family: FamilyData;
  period: PeriodInfo;
  kind: CalendarEntry['kind'];
}

/** Periods of one family released after `today` and at most `horizon` days later. */
function comingPeriods(fam: FamilyData, today: DayNum, horizon: number): PeriodInfo[] {
  const latest = fam.periods[fam.periods.length - 1];
  const out: PeriodInfo[] = [];
  const last = today + horizon;
  if (fam.family.frequency === 'week') {
    for (let monday = latest.startDay + 7; ; monday += 7) {
      // The market is closed then: no index for those weeks (as buildPriceFamily skips them).
      if (isSpringFestivalWeek(monday)) continue;
      const period = weekPeriod(monday);
      if (period.releaseDay > last) break;
      out.push(period);
    }
  } else {
    const n = numbered(fam.family.frequency);
    for (let i = n.ordinal(latest) + 1; ; i += 1) {
      const period = n.period(i);
      if (period.releaseDay > last) break;
      out.push(period);
    }
  }
  return out.filter((p) => p.releaseDay > today);
}

/**
 * Every family's releases in the next `horizon` days, by time then family: the server's calendar of
 * each family (scheduled releases and planned gaps, ./releases.ts) where the dataset has
 * it, else (the front end's mock mode) the periods' own rules.
 */
export function comingReleases(ds: Dataset, horizon: number = CALENDAR_HORIZON_DAYS): Release[] {
  return ds.families
    .flatMap((family) =>
      (family.calendar ?? comingPeriods(family, ds.today, horizon).map((period): CalendarEntry => ({ kind: 'release', period }))).map((e) => ({ family, ...e })),
    )
    .sort((a, b) => (a.period.publishedAt < b.period.publishedAt ? -1 : a.period.publishedAt > b.period.publishedAt ? 1 : 0) || a.family.family.projId - b.family.family.projId);
}

// ------------------------------------------------------------------ iCalendar (RFC 5545)

/** Local (Beijing) date-time value `20261123T100000` of a Beijing `YYYY-MM-DDTHH:MM:SS+08:00` time. */
const icsBeijing = (beijingIso: string): string => beijingIso.slice(0, 19).replace(/[-:]/g, '');

/** UTC date-time value `20261122T160000Z` of a Beijing day and time. */
function icsUtc(day: DayNum, beijingHour: number): string {
  const instant = new Date(day * 86_400_000 + (beijingHour - 8) * 3_600_000);
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** TEXT value escaping (RFC 5545 §3.3.11). */
export function icsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

const utf8Length = (ch: string): number => {
  const cp = ch.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
};

/** Folds a content line into lines of at most 75 octets, never inside a UTF-8 character (§3.1). */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = utf8Length(ch);
    // Continuation lines start with a space, which counts.
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** China has had no daylight saving time since 1991: one fixed-offset STANDARD rule. */
const SHANGHAI_VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  `X-LIC-LOCATION:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0800',
  'TZOFFSETTO:+0800',
  'TZNAME:CST',
  'DTSTART:19700101T000000',
  'END:STANDARD',
  'END:VTIMEZONE',
];

function releaseEvent(ds: Dataset, { family: fam, period, kind }: Release, origin: string, stamp: string): string[] {
  const { family } = fam;
  if (kind === 'gap') return gapEvent(ds, fam, period, origin, stamp);
  const what = kind === 'revision' ? '修订' : '发布';
  const description =
    `${family.name}${period.label}（统计期 ${isoDate(period.startDay)} 至 ${isoDate(period.endDay)}）` +
    `${kind === 'revision' ? '的修订数据' : ''}预计于北京时间${cnDate(period.releaseDay)} ${period.publishedAt.slice(11, 16)} ${what}。` +
    `\n发布方：${family.source}。\n查看数据：${dataUrl(origin, family.projId)}`;
  return [
    'BEGIN:VEVENT',
    // Stable across days and hosts: calendar apps update the event instead of duplicating it.
    `UID:${kind === 'revision' ? 'revision' : 'release'}-${family.projId}-${period.key}@${ds.site.siteCode}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;TZID=${TIME_ZONE}:${icsBeijing(period.publishedAt)}`,
    'DURATION:PT30M',
    `SUMMARY:${icsText(`${family.name} ${period.label} ${what}`)}`,
    `DESCRIPTION:${icsText(description)}`,
    `CATEGORIES:${icsText(family.shortName)}`,
    `URL:${dataUrl(origin, family.projId)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** `20270208` (an all-day DATE value). */
const icsDate = (day: DayNum): string => isoDate(day).replace(/-/g, '');

/**
 * A planned gap (a week of the Spring-Festival closure): an all-day event over the week its release
 * would have fallen in, so a subscriber sees why no index comes that Monday.
 */
function gapEvent(ds: Dataset, fam: FamilyData, period: PeriodInfo, origin: string, stamp: string): string[] {
  const { family } = fam;
  const description =
    `春节休市，${family.name}${period.label}（统计期 ${isoDate(period.startDay)} 至 ${isoDate(period.endDay)}）不编制，` +
    `${cnDate(period.releaseDay)}当周不发布。\n发布方：${family.source}。`;
  return [
    'BEGIN:VEVENT',
    `UID:gap-${family.projId}-${period.key}@${ds.site.siteCode}`,
    `DTSTAMP:${stamp}`,
    `DTSTART;VALUE=DATE:${icsDate(period.releaseDay)}`,
    `DTEND;VALUE=DATE:${icsDate(period.releaseDay + 7)}`,
    `SUMMARY:${icsText(`${family.shortName}：春节休市，本周不发布`)}`,
    `DESCRIPTION:${icsText(description)}`,
    `CATEGORIES:${icsText(family.shortName)}`,
    `URL:${dataUrl(origin, family.projId)}`,
    'TRANSP:TRANSPARENT',
    'END:VEVENT',
  ];
}

/** iCalendar file of the coming index releases: CRLF line endings, lines folded at 75 octets. */
export function releaseCalendar(ds: Dataset, siteOrigin: string = DEFAULT_ORIGIN): string {
  // Generated once per Beijing day (the dataset's day), so the stamp is that day's midnight.
  const stamp = icsUtc(ds.today, 0);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${ds.site.siteCode}//index releases//ZH`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icsText(`${ds.site.name} · 指数发布日历`)}`,
    `X-WR-CALDESC:${icsText(`${ds.site.name}未来三个月的指数发布时间（北京时间）`)}`,
    `X-WR-TIMEZONE:${TIME_ZONE}`,
    'REFRESH-INTERVAL;VALUE=DURATION:P1D',
    'X-PUBLISHED-TTL:P1D',
    ...SHANGHAI_VTIMEZONE,
    ...comingReleases(ds).flatMap((release) => releaseEvent(ds, release, siteOrigin, stamp)),
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
