import { defineConfig } from 'drizzle-kit';

// Migrations are generated SQL, committed, and applied at start-up by src/db/migrate.ts.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema.ts',
  out: './drizzle',
});
