// Messages of en-US, one module per area in ./en-US/ (see zh-CN.ts).
import app from './en-US/app';
import articles from './en-US/articles';
import datashow from './en-US/datashow';
import indices from './en-US/indices';
import industry from './en-US/industry';

export default { ...app, ...indices, ...articles, ...industry, ...datashow };
