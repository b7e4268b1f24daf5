// ar-EG for Umi's locale plugin, which learns the languages from src/locales/<lang>.ts and would put
// whatever they import into umi.js. Its messages (ar-EG/index.ts) load on demand (src/locales/load.ts);
// here only what shows while they do (the same text as ar-EG/app.ts: tests/unit/foundation/locales.test.ts).
export default { 'state.loading': 'جارٍ التحميل…' };
