/**
 * A site's identity as an office sets it up: the original product's article categories (their ids are
 * fixed by the seed: the front end links to them), and the stored info of a new site. The index
 * projects of `/constants` follow the families the office creates.
 */
import { CATEGORY_IDS } from '../../src/config/constants';
import type { Category, SiteConstants, SiteInfo } from '../../src/types/webapi';

/** The categories every site has, in the original's order, with their Chinese names. */
export const CATEGORIES: Category[] = [
  { id: CATEGORY_IDS.report, key: 'report', name: '研究报告', type: 'report' },
  { id: CATEGORY_IDS.comment, key: 'comment', name: '指数评论', type: 'comment' },
  { id: CATEGORY_IDS.info, key: 'info', name: '行业资讯', type: 'info' },
  { id: CATEGORY_IDS.brand, key: 'brand', name: '区域品牌' },
  { id: CATEGORY_IDS.about, key: 'about', name: '市场介绍' },
  { id: CATEGORY_IDS.introduce, key: 'introduce', name: '指数介绍' },
];

/** A site code: what `?siteCode=` and the build's SITE_CODE name (lower-case letters, digits, hyphens). */
export const SITE_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/;

/** SiteInfo as stored (the code has its column; `updatedAt` comes from the releases). */
export type StoredSiteInfo = Omit<SiteInfo, 'siteCode' | 'updatedAt'>;

/** The constants of a site before it has families: the categories only. */
export const newSiteConstants = (): SiteConstants => ({ categories: CATEGORIES.map((c) => ({ ...c })), projects: [] });
