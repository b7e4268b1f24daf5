import { createConfig } from '@umijs/max/test';
import { clockOffset } from './server/clock';

// CLOCK_AT (server/clock.ts) becomes one offset before any server starts: the tests and every server read one clock.
clockOffset();

// Server tests (`npm run test:server`, scripts/test-server.mjs): the real server as a child process,
// called over HTTP. Node environment; no Umi aliases (nothing here imports `@/…`). Each test file
// starts its own server, so they run one at a time with long timeouts (a first start seeds for
// 15–25 s; a busy machine makes everything slower).
export default {
  ...createConfig({ target: 'node', jsTransformer: 'esbuild' }),
  testEnvironment: 'node',
  testMatch: ['<rootDir>/tests/server/**/*.test.ts'],
  globalSetup: '<rootDir>/tests/server/support/globalSetup.ts',
  globalTeardown: '<rootDir>/tests/server/support/globalTeardown.ts',
  testTimeout: 600_000,
  maxWorkers: 1,
};
