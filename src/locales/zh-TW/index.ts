// 繁體中文的全部訊息，每個區域一個模組（結構同 ../zh-CN.ts）；按需載入（../load.ts）。
import app from './app';
import articles from './articles';
import datashow from './datashow';
import indices from './indices';
import brands from './brands';
import companies from './companies';
import industry from './industry';
import products from './products';

export default { ...app, ...indices, ...articles, ...industry, ...brands, ...companies, ...products, ...datashow };

// antd-mobile's own texts in this language, for the phone site (src/layouts/MobileLayout.tsx): here, not in
// the phone layout's chunk, which every Chinese phone downloads first (zh-CN is antd-mobile's default).
export { default as mobileLocale } from 'antd-mobile/es/locales/zh-TW';
