// src/locales/areas/<area>.ts in unit tests: components get all of zh-CN's messages from the test's own
// intl (components/zhIntl.ts), and adding an area to Umi's locale is src/locales/load.ts's, tested with
// Umi's functions in foundation/localeLoad.test.ts. Most tests mock @umijs/max without them.
export {};
