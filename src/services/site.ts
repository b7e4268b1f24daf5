import type { SiteConstants, SiteInfo } from '@/types/webapi';
import { get, isArray, isObject, type GetOptions } from './client';

const isSite = (v: unknown): v is SiteInfo => isObject(v) && typeof v.name === 'string' && isArray(v.sections);

export const getSite = (opts?: GetOptions) => get<SiteInfo>('/site', isSite, undefined, opts);

export const getConstants = (opts?: GetOptions) =>
  get<SiteConstants>('/constants', (v) => isObject(v) && isArray(v.categories) && isArray(v.projects), undefined, opts);
