import { describe, expect, it } from 'vitest';
import { MemoryRateLimitStore } from './rate-limit';

describe('MemoryRateLimitStore', () => {
  it('allows `limit` hits per window per key, then refuses until the window resets', async () => {
    let now = 1_000_000;
    const store = new MemoryRateLimitStore(() => now);
    const results = [];
    for (let i = 0; i < 4; i++) results.push(await store.hit('login:a', 3, 60_000));
    expect(results.map((r) => r.allowed)).toEqual([true, true, true, false]);
    expect(results[3]!.retryAfterSeconds).toBe(60);
    expect((await store.hit('login:b', 3, 60_000)).allowed).toBe(true);
    now += 60_000;
    expect((await store.hit('login:a', 3, 60_000)).allowed).toBe(true);
  });
});
