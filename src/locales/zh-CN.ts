// zh-CN (the default locale) for Umi's locale plugin, which reads only src/locales/<lang>.ts (and
// src/pages/**/locales/<lang>.ts, none left) and puts what it imports into umi.js: here only the app
// area (menu route layout state error notFound forbidden common search), what every route shows. The
// other areas (indices: index data home; articles; industry, brands, companies, products: industry;
// datashow) come with the modules that show them (./areas/, ./load.ts); ./zh-CN/index.ts has them all.
// Every language has exactly the same keys (tests/unit/foundation/locales.test.ts).
import app from './zh-CN/app';

export default app;
