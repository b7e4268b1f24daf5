import { configUmiAlias, createConfig } from '@umijs/max/test';

// Unit tests run through Umi Max's jest preset so `@/…` and `@umijs/max` imports resolve.
export default async () => {
  const config = await configUmiAlias({
    ...createConfig({ target: 'browser', jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic' } }),
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    // The back office's forms (antd, ProComponents, the editor) render slowly in jsdom; on a busy
    // 2-core machine a test that takes 3 s alone takes a minute. Tests wait for what they assert.
    testTimeout: 120_000,
    collectCoverageFrom: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', '!src/.umi*/**'],
  });
  return config;
};
