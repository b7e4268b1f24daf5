// 繁體中文訊息，每個區域一個模組，見 ./zh-TW/（結構同 zh-CN.ts）。
import app from './zh-TW/app';
import articles from './zh-TW/articles';
import datashow from './zh-TW/datashow';
import indices from './zh-TW/indices';
import brands from './zh-TW/brands';
import companies from './zh-TW/companies';
import industry from './zh-TW/industry';
import products from './zh-TW/products';

export default { ...app, ...indices, ...articles, ...industry, ...brands, ...companies, ...products, ...datashow };
