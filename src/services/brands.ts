import type { BrandHistory, BrandRanking } from '@/types/webapi';
import { get, isArray, isObject, type GetOptions } from './client';

export const getBrandRanking = (year?: number, opts?: GetOptions) =>
  get<BrandRanking>('/brands/ranking', (v) => isObject(v) && isArray(v.items), { year }, opts);

export const getBrandHistory = (brandId: string, opts?: GetOptions) =>
  get<BrandHistory>(`/brands/${encodeURIComponent(brandId)}/history`, (v) => isObject(v) && isArray(v.editions), undefined, opts);
