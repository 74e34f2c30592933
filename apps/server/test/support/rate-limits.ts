// Rate-limit stores that lift some limits and count every other one as in production.
import {
  MemoryRateLimitStore,
  type RateLimitResult,
  type RateLimitStore,
} from '../../src/http/rate-limit';

/** Lifts the limits whose key matches `lifted`; counts the rest in memory. */
export class LimitsOffStore implements RateLimitStore {
  private readonly inner = new MemoryRateLimitStore();

  constructor(private readonly lifted: RegExp) {}

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    if (this.lifted.test(key)) return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    return this.inner.hit(key, limit, windowMs);
  }
}

/**
 * For tests that create many accounts from one address: the sign-up and login limits (per IP and
 * per address) are lifted.
 */
export class AccountLimitsOffStore extends LimitsOffStore {
  constructor() {
    super(/^(draft|code-request|code-check|login):/);
  }
}
