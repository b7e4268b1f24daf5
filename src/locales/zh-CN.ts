// Messages of zh-CN (the default locale), one module per area in ./zh-CN/. Umi's locale plugin reads
// only src/locales/<lang>.ts (and src/pages/**/locales/<lang>.ts, none left), not the area subfolders.
// Areas go by key prefix: app (menu route layout state error notFound forbidden common),
// indices (index data home), articles, industry, datashow. Every language has exactly these keys
// (tests/unit/foundation/locales.test.ts).
import app from './zh-CN/app';
import articles from './zh-CN/articles';
import datashow from './zh-CN/datashow';
import indices from './zh-CN/indices';
import brands from './zh-CN/brands';
import companies from './zh-CN/companies';
import industry from './zh-CN/industry';
import products from './zh-CN/products';

export default { ...app, ...indices, ...articles, ...industry, ...brands, ...companies, ...products, ...datashow };
