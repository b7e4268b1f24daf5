import type { CompanyDetail, CompanyPage, CompanyQuery } from '@/types/webapi';
import { get, isArray, isObject, isPage, type GetOptions } from './client';

export const getCompanies = (query: CompanyQuery = {}, opts?: GetOptions) =>
  get<CompanyPage>('/companies', isPage, query, opts);

export const getCompany = (id: number | string, opts?: GetOptions) =>
  get<CompanyDetail>(
    `/companies/${encodeURIComponent(id)}`,
    (v) => isObject(v) && typeof v.name === 'string' && isArray(v.products),
    undefined,
    opts,
  );
