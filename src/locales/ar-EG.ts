// Messages of ar-EG (right-to-left). Each area module spreads its English counterpart and translates
// part of it, so untranslated text falls back to English and no key is ever missing (see zh-CN.ts).
import app from './ar-EG/app';
import articles from './ar-EG/articles';
import datashow from './ar-EG/datashow';
import indices from './ar-EG/indices';
import brands from './ar-EG/brands';
import companies from './ar-EG/companies';
import industry from './ar-EG/industry';
import products from './ar-EG/products';

export default { ...app, ...indices, ...articles, ...industry, ...brands, ...companies, ...products, ...datashow };
