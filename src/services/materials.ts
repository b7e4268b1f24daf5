import type { MaterialPriceSeries, RawMaterial } from '@/types/webapi';
import { get, isArray, isObject, type GetOptions } from './client';

export const getMaterials = (opts?: GetOptions) => get<RawMaterial[]>('/materials', isArray, undefined, opts);

export const getMaterialPrices = (id: string, range: { from?: string; to?: string } = {}, opts?: GetOptions) =>
  get<MaterialPriceSeries>(
    `/materials/${encodeURIComponent(id)}/prices`,
    (v) => isObject(v) && isArray(v.points),
    range,
    opts,
  );
