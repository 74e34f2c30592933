import net from 'node:net';
import type { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultProviders } from '../app';
import {
  deleteRedisKeys,
  openTestRedis,
  testRedisPrefix,
  testRedisUrl,
} from '../../test/support/redis';
import { testConfig } from '../../test/support/test-app';
import { MemoryRateLimitStore } from './rate-limit';
import type { WarnLogger } from './rate-limit';
import { DEFAULT_REDIS_KEY_PREFIX, RedisRateLimitStore } from './redis-rate-limit';

const MINUTE = 60_000;

/** A logger that keeps what it was told. */
function recordingLogger(): WarnLogger & { lines: Array<{ obj: object; msg: string }> } {
  const lines: Array<{ obj: object; msg: string }> = [];
  return { lines, warn: (obj, msg) => lines.push({ obj, msg }) };
}

/** A TCP port with nothing listening on it. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('RedisRateLimitStore', () => {
  const prefix = testRedisPrefix('rate-limit');
  const stores: RedisRateLimitStore[] = [];
  let redis: Redis;

  const newStore = (options: { prefix?: string; log?: WarnLogger } = {}) => {
    const store = new RedisRateLimitStore(testRedisUrl(), { prefix, ...options });
    stores.push(store);
    return store;
  };

  beforeAll(async () => {
    redis = await openTestRedis();
  });

  afterAll(async () => {
    await Promise.all(stores.map((s) => s.close()));
    if (redis) {
      await deleteRedisKeys(redis, prefix);
      await redis.quit();
    }
  });

  it('allows `limit` hits per window per key across stores, then refuses with the time left', async () => {
    const a = newStore();
    const b = newStore();
    const results = [];
    for (const store of [a, b, a, b]) results.push(await store.hit('login:email:x', 3, MINUTE));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBeGreaterThan(55);
    expect(results[3]!.retryAfterSeconds).toBeLessThanOrEqual(60);
    // Another key has its own window.
    expect((await b.hit('login:email:y', 3, MINUTE)).allowed).toBe(true);
    // The counter lives under the prefix, with the window as its expiry.
    expect(await redis.get(`${prefix}login:email:x`)).toBe('4');
    const ttl = await redis.pttl(`${prefix}login:email:x`);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(MINUTE);
  });

  it('starts a new window once the old one has expired', async () => {
    const store = newStore();
    expect((await store.hit('reset', 1, 100)).allowed).toBe(true);
    expect((await store.hit('reset', 1, 100)).allowed).toBe(false);
    // Wait (bounded) until Redis has expired the window.
    for (let i = 0; i < 100 && (await redis.exists(`${prefix}reset`)) === 1; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(await redis.exists(`${prefix}reset`)).toBe(0);
    expect((await store.hit('reset', 1, 100)).allowed).toBe(true);
    expect((await store.hit('reset', 1, 100)).allowed).toBe(false);
  });

  it('counts 100 parallel hits from four connections exactly: 10 of them are allowed', async () => {
    const pool = [newStore(), newStore(), newStore(), newStore()];
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => pool[i % pool.length]!.hit('burst', 10, MINUTE)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(await redis.get(`${prefix}burst`)).toBe('100');
  });

  it('gives a counter left without an expiry the window as its expiry', async () => {
    await redis.set(`${prefix}stuck`, '5');
    const result = await newStore().hit('stuck', 10, MINUTE);
    expect(result).toEqual({ allowed: true, retryAfterSeconds: 60 });
    expect(await redis.pttl(`${prefix}stuck`)).toBeGreaterThan(0);
  });

  it('fails open to per-process limits when Redis cannot be reached, and warns once', async () => {
    const log = recordingLogger();
    const store = new RedisRateLimitStore(`redis://127.0.0.1:${await closedPort()}`, {
      prefix,
      log,
      connectTimeoutMs: 200,
      timeoutMs: 200,
    });
    stores.push(store);
    const results = [];
    for (let i = 0; i < 3; i++) results.push(await store.hit('login:ip:203.0.113.9', 2, MINUTE));
    expect(results.map((r) => r.allowed)).toEqual([true, true, false]);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.msg).toContain('redis unavailable');
    // The log line names the error, never the key (it holds an IP address).
    expect(JSON.stringify(log.lines)).not.toContain('203.0.113.9');
  });

  it('answers from the fallback when Redis accepts the connection but never replies', async () => {
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const store = new RedisRateLimitStore(`redis://127.0.0.1:${port}`, {
      prefix,
      log: recordingLogger(),
      timeoutMs: 100,
    });
    try {
      const results = [];
      for (let i = 0; i < 2; i++) results.push(await store.hit('silent', 1, MINUTE));
      expect(results.map((r) => r.allowed)).toEqual([true, false]);
    } finally {
      await store.close();
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('closes its connection, and one that never connected closes too', async () => {
    const used = newStore();
    await used.hit('close', 5, MINUTE);
    expect(used.status).toBe('ready');
    await used.close();
    expect(used.status).toBe('end');
    // After close the store still answers (from the process), for requests still in flight.
    expect((await used.hit('close', 5, MINUTE)).allowed).toBe(true);

    const unused = newStore();
    expect(unused.status).toBe('wait');
    await unused.close();
    expect(unused.status).toBe('end');
  });
});

describe('defaultProviders rate-limit store', () => {
  it('uses Redis when REDIS_URL is set and the process memory otherwise', async () => {
    const shared = (await defaultProviders(testConfig({ REDIS_URL: testRedisUrl() }))).rateLimits;
    expect(shared).toBeInstanceOf(RedisRateLimitStore);
    expect((shared as RedisRateLimitStore).prefix).toBe(DEFAULT_REDIS_KEY_PREFIX);
    await shared.close?.();
    expect((await defaultProviders(testConfig())).rateLimits).toBeInstanceOf(MemoryRateLimitStore);
  });
});
