// What `@@/plugin-request/request` is under jest (jest.config.ts): Umi's `request`, as @umijs/max
// re-exports it in the app, so a test's jest.mock('@umijs/max') reaches the request layer.
export { request } from '@umijs/max';
