// For tests that create many accounts from one address: the sign-up and login limits (per IP) are
// lifted, every other limit counts as in production.
import {
  MemoryRateLimitStore,
  type RateLimitResult,
  type RateLimitStore,
} from '../http/rate-limit';

const ACCOUNT_RULES = /^(draft|code-request|code-check|login):/;

export class AccountLimitsOffStore implements RateLimitStore {
  private readonly inner = new MemoryRateLimitStore();

  hit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
    if (ACCOUNT_RULES.test(key)) return Promise.resolve({ allowed: true, retryAfterSeconds: 0 });
    return this.inner.hit(key, limit, windowMs);
  }
}
