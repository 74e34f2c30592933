// Fixed-window rate limits for abuse-prone actions (login, codes, contact). In-process by default;
// a shared store (Redis) plugs in behind the same interface when several instances run.
import type { FastifyReply } from 'fastify';
import { AppError } from './errors';

export interface RateLimitResult {
  allowed: boolean;
  /** Seconds until the window resets. */
  retryAfterSeconds: number;
}

export interface RateLimitStore {
  /** Counts one hit for `key` and reports whether it is within `limit` per `windowMs`. */
  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult>;
  /** Releases connections (the Redis store); buildApp calls it when the app closes. */
  close?(): Promise<void>;
  /** Where a shared store reports its trouble (the Redis store); buildApp passes its logger. */
  useLogger?(log: WarnLogger): void;
}

/** The part of a logger a store needs (Fastify's and pino's loggers fit). */
export interface WarnLogger {
  warn(obj: object, msg: string): void;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private lastSweep = 0;

  constructor(private readonly now: () => number = Date.now) {}

  async hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    const now = this.now();
    this.sweep(now);
    let entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) {
      entry = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, entry);
    }
    entry.count += 1;
    return {
      allowed: entry.count <= limit,
      retryAfterSeconds: Math.max(1, Math.ceil((entry.resetAt - now) / 1000)),
    };
  }

  /** Drops expired windows once a minute so the map cannot grow without bound. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}

export interface LimitRule {
  /** Namespaces the counter, e.g. 'login:ip'. */
  name: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit for each (rule, key) pair and throws 429 `rate_limited` with Retry-After when any
 * of them is over its limit. Keys are hashed by the caller when they are personal data.
 */
export async function enforceLimits(
  store: RateLimitStore,
  reply: FastifyReply,
  checks: Array<[LimitRule, string]>,
): Promise<void> {
  for (const [rule, key] of checks) {
    const result = await store.hit(`${rule.name}:${key}`, rule.limit, rule.windowMs);
    if (!result.allowed) {
      reply.header('Retry-After', String(result.retryAfterSeconds));
      throw new AppError('rate_limited');
    }
  }
}
