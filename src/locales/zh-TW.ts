// zh-TW for Umi's locale plugin, which learns the languages from src/locales/<lang>.ts and would put
// whatever they import into umi.js. Its messages (zh-TW/index.ts) load on demand (src/locales/load.ts);
// here only what shows while they do (the same text as zh-TW/app.ts: tests/unit/foundation/locales.test.ts).
export default { 'state.loading': '正在載入…' };
