/**
 * What the answers are built from, kept per process but never disagreeing with the database: every
 * cached dataset and answer is keyed by the site's versions, which every write bumps in its
 * transaction; a process re-reads the versions at most every `versionTtlMs`, so instances behind one
 * load balancer agree within that time.
 *
 * Two versions (issue 46): the index version (families, trees, released values) and the data version
 * (everything else). The dataset is two parts loaded and cached apart — the index part by the index
 * key, the content part by the content key — so an article edit reloads no index values and a release
 * no articles; an answer that reads only the index part is keyed by the index key alone.
 */
import type { Dataset, FamilyData } from './model/types';
import type { ValuesNeeded } from './model/family';
import { siteNotSetUp, unknownSite } from './model/errors';
import { beijingDay } from './model/calendar';
import type { Db } from './db/client';
import type { Answer } from './http';
import { cacheLookups, datasetLoadSeconds, timed } from './metrics';
import { assembleDataset, endOfBeijingDay, endOfMillisecond, listSites, loadContentPart, loadFamilies, loadIndexPart, publicationInstants, type SiteRow } from './db/read';
import { now as clockNow, nowMs } from './clock';

/**
 * What a cached answer depends on: everything (`all`), or only the index part (`index`), with `also`
 * naming whatever else of the dataset it reads (which articles comment on which periods, say).
 */
export type AnswerDeps = 'all' | { index: true; also?: string };

interface Entry {
  key: string;
  value: Promise<unknown>;
}

/** A small LRU of promises (concurrent first requests share one load). */
class Lru {
  private map = new Map<string, Entry>();
  /** `name`: the cache's label in the metrics. */
  constructor(
    private max: number,
    private name: string,
  ) {}
  get<T>(key: string, make: () => Promise<T>): Promise<T> {
    const hit = this.map.get(key);
    if (hit) {
      cacheLookups.inc({ cache: this.name, outcome: 'hit' });
      this.map.delete(key);
      this.map.set(key, hit);
      return hit.value as Promise<T>;
    }
    cacheLookups.inc({ cache: this.name, outcome: 'load' });
    const value = make();
    // A failed load is not kept: the next request tries again.
    value.catch(() => this.map.get(key)?.value === value && this.map.delete(key));
    this.map.set(key, { key, value });
    if (this.map.size > this.max) this.map.delete(this.map.keys().next().value!);
    return value;
  }
  clear(): void {
    this.map.clear();
  }
}

/**
 * The site `code` names among `sites` (default first): without a code, or on a server with one site,
 * the default one — a front end built with another SITE_CODE still finds it; otherwise null.
 */
export const pickSite = (sites: SiteRow[], code: string | undefined): SiteRow | null =>
  sites.find((s) => s.code === code) ?? (code === undefined || sites.length === 1 ? (sites[0] ?? null) : null);

export class Store {
  private sitesAt = 0;
  private sitesValue: Promise<SiteRow[]> | null = null;
  private indexParts = new Lru(8, 'index');
  private contentParts = new Lru(8, 'content');
  private datasets = new Lru(8, 'datasets');
  private asOf = new Lru(64, 'asOf');
  private instants = new Lru(8, 'instants');
  readonly answers = new Lru(4000, 'answers');

  constructor(
    readonly db: Db,
    private versionTtlMs: number,
  ) {}

  /** The served sites and their data versions (re-read at most every versionTtlMs). */
  sites(): Promise<SiteRow[]> {
    const now = Date.now();
    if (!this.sitesValue || now - this.sitesAt > this.versionTtlMs) {
      this.sitesAt = now;
      const value = listSites(this.db);
      value.catch(() => {
        if (this.sitesValue === value) this.sitesValue = null;
      });
      this.sitesValue = value;
    }
    return this.sitesValue;
  }

  /** The site a request is for (pickSite); none yet: SITE_NOT_SET_UP, an unknown code: UNKNOWN_SITE. */
  async site(code: string | undefined): Promise<SiteRow> {
    const sites = await this.sites();
    if (!sites.length) throw siteNotSetUp();
    const site = pickSite(sites, code);
    if (!site) throw unknownSite(code ?? '');
    return site;
  }

  /** After a write by this process: the next request re-reads the versions. */
  invalidate(): void {
    this.sitesValue = null;
  }

  /** Key of everything derived from a site's data today. */
  static key(site: SiteRow, now = clockNow()): string {
    return `${site.code}@${site.dataVersion}.${site.indexVersion}.${site.liveArticles}.${site.livePublications}@${beijingDay(now)}`;
  }

  /** Key of what is derived from the site's index data alone today (the releases public by now among it). */
  static indexKey(site: SiteRow, now = clockNow()): string {
    return `${site.code}@i${site.indexVersion}.${site.livePublications}@${beijingDay(now)}`;
  }

  /** Key of the content part today (the articles public by now among it). */
  static contentKey(site: SiteRow, now = clockNow()): string {
    return `${site.code}@c${site.dataVersion}.${site.liveArticles}@${beijingDay(now)}`;
  }

  /** The two parts, each loaded once per its key (concurrent first requests share one load), put together. */
  dataset(site: SiteRow): Promise<Dataset> {
    return this.datasets.get(Store.key(site), async () => {
      const [index, content] = await Promise.all([
        this.indexParts.get(Store.indexKey(site), () => timed(datasetLoadSeconds, () => loadIndexPart(this.db, site), { part: 'index' })),
        this.contentParts.get(Store.contentKey(site), () => timed(datasetLoadSeconds, () => loadContentPart(this.db, site), { part: 'content' })),
      ]);
      return assembleDataset(index, content);
    });
  }

  /**
   * The families (or only `projId`'s) as published by the end of the Beijing day `isoDate`. Cached
   * by the last publication before then, not by the day: every day between two releases is one entry.
   * `needed` (with `projId`): only the values one answer reads, cached by `needed.key` (what was asked).
   */
  async familiesAsOf(site: SiteRow, isoDate: string, projId?: number, needed?: { key: string; values: ValuesNeeded }): Promise<FamilyData[]> {
    const instants = await this.instants.get(Store.indexKey(site), () => publicationInstants(this.db, site.id));
    // Never past now: a release approved for a later slot is not public yet, whatever day is asked.
    const end = Math.min(Date.parse(endOfBeijingDay(isoDate)), nowMs());
    let lo = 0;
    let hi = instants.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (instants[mid] <= end) lo = mid + 1;
      else hi = mid;
    }
    // Nothing published yet: no family has a period then.
    if (lo === 0) return [];
    const last = instants[lo - 1];
    const only = projId !== undefined && needed ? needed : undefined;
    return this.asOf.get(`${Store.indexKey(site)}@${last}@${projId ?? '*'}${only ? `@${only.key}` : ''}`, () => loadFamilies(this.db, site.id, endOfMillisecond(last), projId, undefined, only?.values));
  }

  /** A cached answer of a site's data, keyed by the versions of what it depends on (`deps`). */
  answer(site: SiteRow, url: string, make: () => Promise<Answer>, deps: AnswerDeps = 'all'): Promise<Answer> {
    const key = deps === 'all' ? Store.key(site) : `${Store.indexKey(site)}${deps.also ? `+${deps.also}` : ''}`;
    return this.answers.get(`${key} ${url}`, make);
  }
}
