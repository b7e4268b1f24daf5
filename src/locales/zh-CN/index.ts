// All messages of zh-CN, one module per area here (see ../zh-CN.ts, which is only the app area's).
import app from './app';
import articles from './articles';
import datashow from './datashow';
import indices from './indices';
import brands from './brands';
import companies from './companies';
import industry from './industry';
import products from './products';

export default { ...app, ...indices, ...articles, ...industry, ...brands, ...companies, ...products, ...datashow };
