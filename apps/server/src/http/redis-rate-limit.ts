// The shared rate-limit store for several instances (REDIS_URL): one fixed-window counter per key
// in Redis, counted atomically by a Lua script, so every instance sees the same count.
//
// Redis down: the store fails open to per-instance limits. Each hit that Redis cannot answer
// quickly is counted in an in-process MemoryRateLimitStore instead, and a warning is logged (at
// most once a minute). Login brute-force protection therefore degrades to "limit × number of
// instances" per window instead of disappearing, and a Redis outage never turns sign-in, sign-up
// or the contact form into 503s. Requests never wait on Redis for longer than `timeoutMs`.
// docs/runbook.md ("Redis outage") describes what operators see.
import { Redis } from 'ioredis';
import {
  MemoryRateLimitStore,
  type RateLimitResult,
  type RateLimitStore,
  type WarnLogger,
} from './rate-limit';

/** Counts the hit and returns {count, ms left}; a key without an expiry (never expected) gets one. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}
`;

export const DEFAULT_REDIS_KEY_PREFIX = 'psikorehber:rl:';

export interface RedisRateLimitStoreOptions {
  /** Prepended to every key; tests use a unique one per run. */
  prefix?: string;
  /** Longest a hit waits for Redis before the in-process fallback answers (ms). */
  timeoutMs?: number;
  /** Longest a connection attempt may take (ms). */
  connectTimeoutMs?: number;
  log?: WarnLogger;
}

const WARN_INTERVAL_MS = 60_000;

export class RedisRateLimitStore implements RateLimitStore {
  readonly prefix: string;
  private readonly client: Redis;
  private readonly fallback = new MemoryRateLimitStore();
  private readonly timeoutMs: number;
  private log: WarnLogger | undefined;
  private lastWarning = 0;
  private closed = false;

  constructor(url: string, options: RedisRateLimitStoreOptions = {}) {
    this.prefix = options.prefix ?? DEFAULT_REDIS_KEY_PREFIX;
    this.timeoutMs = options.timeoutMs ?? 1_000;
    this.log = options.log;
    this.client = new Redis(url, {
      // No socket until the first hit: a store that a test replaces never connects.
      lazyConnect: true,
      connectTimeout: options.connectTimeoutMs ?? 2_000,
      // A command queued while (re)connecting fails after one reconnect attempt, not twenty.
      maxRetriesPerRequest: 1,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
      connectionName: 'psikorehber-rate-limit',
      // RESP2: nothing here needs RESP3, and older servers and proxies speak only RESP2.
      protocol: 2,
    });
    // Connection errors also reach the hit that failed; this keeps them off stderr.
    this.client.on('error', (err: Error) => this.warn(err));
  }

  /** The connection's state (ioredis): `wait` before the first hit, `ready`, `end` once closed. */
  get status(): string {
    return this.client.status;
  }

  /** Logs Redis trouble through the app's logger (buildApp calls this). */
  useLogger(log: WarnLogger): void {
    this.log = log;
  }

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    // Disconnected after having been connected: answer locally at once instead of queueing.
    const status = this.client.status;
    if (this.closed || status === 'reconnecting' || status === 'close' || status === 'end') {
      return this.fallback.hit(key, limit, windowMs);
    }
    try {
      const [count, ttlMs] = await this.withTimeout(
        this.client.eval(HIT_SCRIPT, 1, this.prefix + key, String(windowMs)) as Promise<
          [number, number]
        >,
      );
      return {
        allowed: count <= limit,
        retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
      };
    } catch (err) {
      this.warn(err);
      return this.fallback.hit(key, limit, windowMs);
    }
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    if (this.client.status !== 'ready') {
      // Never connected, connecting or reconnecting: drop the socket and any reconnect timer.
      this.client.disconnect();
      return;
    }
    const ended = new Promise<void>((resolve) => this.client.once('end', () => resolve()));
    try {
      await this.withTimeout(this.client.quit());
      await this.withTimeout(ended);
    } catch {
      this.client.disconnect();
    }
  }

  private withTimeout<T>(promise: Promise<T>): Promise<T> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error(`redis did not answer within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
  }

  private warn(err: unknown): void {
    const now = Date.now();
    if (now - this.lastWarning < WARN_INTERVAL_MS) return;
    this.lastWarning = now;
    // Only the error: keys hold IP addresses and hashed e-mail addresses.
    this.log?.warn(
      { reason: err instanceof Error ? err.message : String(err) },
      'rate-limit store: redis unavailable, counting in this process only',
    );
  }
}
