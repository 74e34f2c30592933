// Redis for tests: REDIS_URL or the local default (CI runs one at 127.0.0.1:6379). Each test file
// works under a key prefix of its own and deletes its keys afterwards.
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export function testRedisUrl(): string {
  return process.env.REDIS_URL || 'redis://127.0.0.1:6379';
}

/** A key prefix no other test run uses. */
export function testRedisPrefix(label: string): string {
  return `psikorehber-test:${label}:${randomBytes(6).toString('hex')}:`;
}

/** A client for assertions and clean-up; fails with a clear message when Redis is not there. */
export async function openTestRedis(): Promise<Redis> {
  const url = testRedisUrl();
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    throw new Error(
      `These tests need Redis at ${url} (set REDIS_URL to use another): ${String(err)}`,
    );
  }
  return client;
}

/** Deletes every key under `prefix`; returns how many there were. */
export async function deleteRedisKeys(client: Redis, prefix: string): Promise<number> {
  let deleted = 0;
  let cursor = '0';
  do {
    const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
    cursor = next;
    if (keys.length > 0) deleted += await client.del(...keys);
  } while (cursor !== '0');
  return deleted;
}
