import { defineConfig } from 'drizzle-kit'

// One schema and one migration folder for PGlite and PostgreSQL (`npx drizzle-kit generate`).
export default defineConfig({
  dialect: 'postgresql',
  schema: './server/db/schema/*.ts',
  out: './server/db/migrations',
})
