// All messages of ar-EG (right-to-left). Each area module spreads its English counterpart and translates
// part of it, so untranslated text falls back to English and no key is ever missing. Loaded on demand (../load.ts).
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
export { default as mobileLocale } from 'antd-mobile/es/locales/ar-SA';
