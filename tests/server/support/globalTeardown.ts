/** After the run: removes the seeded template of globalSetup.ts. */
import type { TestDatabase } from './server';

export default async function globalTeardown(): Promise<void> {
  const template = (globalThis as { __serverTestTemplate?: TestDatabase }).__serverTestTemplate;
  await template?.drop();
}
