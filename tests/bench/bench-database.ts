import pg from 'pg';

/** A fresh database on the bench's PostgreSQL server, or undefined when there is none to reach. */
export async function benchDatabaseUrl(name: string): Promise<string | undefined> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const admin = new pg.Client({ connectionString: server });
  try {
    await admin.connect();
  } catch {
    return undefined;
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}
