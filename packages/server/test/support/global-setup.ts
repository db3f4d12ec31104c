import pg from 'pg';

/** The suites share one PostgreSQL database, each in its own schema; the extension is database-wide. */
export default async function setup(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('create extension if not exists pg_trgm with schema public');
  await client.end();
}
