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
