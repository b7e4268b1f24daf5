import os from 'node:os';
import { configUmiAlias, createConfig } from '@umijs/max/test';

// Unit tests run through Umi Max's jest preset so `@/…` and `@umijs/max` imports resolve.
export default async () => {
  const config = await configUmiAlias({
    ...createConfig({ target: 'browser', jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic', supported: { 'dynamic-import': false } } }),
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    // The back office's forms (antd, ProComponents, the editor) render slowly in jsdom; on a busy
    // 2-core machine a test that takes 3 s alone takes a minute. Tests wait for what they assert.
    testTimeout: 120_000,
    // One worker per core: jest's default leaves one core idle (cores − 1), which on a 2-core CI machine
    // means one worker. CI pins two (its machine's cores), so its step table compares across runs.
    maxWorkers: process.env.CI ? 2 : os.availableParallelism(),
    collectCoverageFrom: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', '!src/.umi*/**'],
  });
  // The request layer is loaded on demand from the plugin's own module (src/services/client.ts);
  // here it is the same `request` through @umijs/max, which the tests mock.
  // zh-CN's areas (src/locales/areas/) join Umi's locale when a module shows them; here the tests' intl has them all.
  config.moduleNameMapper = {
    '^@@/plugin-request/request$': '<rootDir>/tests/unit/requestLayer.ts',
    '^@/locales/areas/\\w+$': '<rootDir>/tests/unit/localeArea.ts',
    ...config.moduleNameMapper,
  };
  return config;
};
