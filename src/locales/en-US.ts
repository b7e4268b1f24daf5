// Messages of en-US, one module per area in ./en-US/ (see zh-CN.ts).
import app from './en-US/app';
import articles from './en-US/articles';
import datashow from './en-US/datashow';
import indices from './en-US/indices';
import brands from './en-US/brands';
import companies from './en-US/companies';
import industry from './en-US/industry';
import products from './en-US/products';

export default { ...app, ...indices, ...articles, ...industry, ...brands, ...companies, ...products, ...datashow };
