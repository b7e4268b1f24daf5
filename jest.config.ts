import { configUmiAlias, createConfig } from '@umijs/max/test';

// Unit tests run through Umi Max's jest preset so `@/…` and `@umijs/max` imports resolve.
export default async () => {
  const config = await configUmiAlias({
    ...createConfig({ target: 'browser', jsTransformer: 'esbuild', jsTransformerOpts: { jsx: 'automatic' } }),
    testMatch: ['<rootDir>/tests/unit/**/*.test.{ts,tsx}'],
    setupFilesAfterEnv: ['<rootDir>/tests/unit/setup.ts'],
    collectCoverageFrom: ['src/**/*.{ts,tsx}', 'mock/**/*.ts', '!src/.umi*/**'],
  });
  return config;
};
