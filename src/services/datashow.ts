import type { DataShow } from '@/types/webapi';
import { get, isObject, type GetOptions } from './client';

export const getDataShow = (opts?: GetOptions) =>
  get<DataShow>('/datashow', (v) => isObject(v) && isObject(v.headline) && Array.isArray(v.families), undefined, opts);
