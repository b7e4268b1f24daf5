import { defineConfig } from 'drizzle-kit';

// `npm run db:generate`: a schema change becomes the next SQL file in server/db/migrations (reviewed and committed).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema.ts',
  out: './server/db/migrations',
});
