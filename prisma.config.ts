import { defineConfig } from 'prisma/config';

// Used by the Prisma CLI (`prisma generate`). Crier applies migrations with its own runner
// (npm run db:migrate), because Prisma's schema engine binary cannot be fetched everywhere.
export default defineConfig({
  schema: 'prisma/schema.prisma',
  migrations: { path: 'prisma/migrations' },
  datasource: { url: process.env.DATABASE_URL ?? 'postgresql://localhost:5432/crier' },
});
