import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every schema file; generate migrations only under `flock /tmp/drizzle.lock` when several people work at once.
  schema: './src/db/schema*.ts',
  out: './drizzle',
});
