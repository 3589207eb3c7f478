import pg from 'pg';

/** The PostgreSQL server the benches create their databases on (BENCH_DATABASE_URL). */
export const BENCH_ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * Runs `measure` against a fresh database on BENCH_DATABASE_URL's server and drops it afterwards
 * (WITH (FORCE): a server still connected is ended). Says so and skips when the server cannot be reached.
 */
export async function onFreshPostgres(measure: (url: string) => Promise<void>): Promise<void> {
  const admin = new pg.Client({ connectionString: BENCH_ADMIN_URL });
  const reachable = await admin.connect().then(
    () => true,
    () => false,
  );
  if (!reachable) {
    console.log(`\nPostgreSQL: ${BENCH_ADMIN_URL} cannot be reached; skipped.`);
    return;
  }
  const name = `rira_bench_${process.pid}`;
  await admin.query(`create database ${name}`);
  try {
    const url = new URL(BENCH_ADMIN_URL);
    url.pathname = `/${name}`;
    await measure(url.toString());
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
