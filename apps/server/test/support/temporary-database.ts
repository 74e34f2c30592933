// Throw-away PostgreSQL databases next to an admin connection URL, for tests, benchmarks and
// fault drills. No vitest import: the benchmarks use this module too.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface TemporaryDatabase {
  url: string;
  /** Drops the database, forcing out any connection still open. */
  drop(): Promise<void>;
}

/** Creates an empty database (no migrations) named `${prefix}_<random>` on `adminUrl`'s server. */
export async function createTemporaryDatabase(
  adminUrl: string,
  prefix: string,
): Promise<TemporaryDatabase> {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await withClient(adminUrl, (c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withClient(adminUrl, (c) => c.query(`drop database if exists "${name}" with (force)`)).then(
        () => undefined,
      ),
  };
}

export async function withClient<T>(url: string, fn: (c: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}
