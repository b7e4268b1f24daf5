import type { ProductPage, ProductQuery } from '@/types/webapi';
import { get, isPage, type GetOptions } from './client';

export const getProducts = (query: ProductQuery = {}, opts?: GetOptions) =>
  get<ProductPage>('/products', isPage, query, opts);
