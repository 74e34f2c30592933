// Sign-in brute force without lock-outs (issue 14, item 5). Failures are counted twice:
//
// - per address AND client (IP): after PAIR_LIMIT failures in PAIR_WINDOW, that client gets 429
//   for that address until the window ends. Someone guessing from one network locks only
//   themselves out; the owner on another network is not affected.
// - per address, from any client: after FREE_ADDRESS_FAILURES failures each further try must wait
//   a delay that doubles with every failure, up to MAX_DELAY. No hard lock: the owner waits at most
//   MAX_DELAY, while guessing from many networks is bounded to one try per MAX_DELAY per address
//   (2 per minute, about 2,900 a day; README "Sign-in limits").
//
// A successful sign-in clears both counters. Rows are keyed by an HMAC of the address (and IP), so
// the table reveals neither; rows idle for longer than ADDRESS_RESET are reset on the next failure
// and purged by the retention job. The state lives in the database so every instance shares it.
import type { DbOrTx } from '../../db/client';
import { hmacHex } from '../../lib/crypto';
import { countLoginFailure, deleteIdleLoginThrottles, findLoginThrottles } from './repository';

const MINUTE = 60_000;
export const LOGIN_THROTTLE = {
  pairLimit: 5,
  pairWindowMs: 15 * MINUTE,
  freeAddressFailures: 10,
  maxDelayMs: 30_000,
  addressResetMs: 60 * MINUTE,
} as const;

export interface LoginKeys {
  address: string;
  pair: string;
}

export function loginKeys(secret: string, email: string, ip: string): LoginKeys {
  const address = email.trim().toLowerCase();
  return {
    address: `a:${hmacHex(secret, `login:${address}`)}`,
    pair: `p:${hmacHex(secret, `login:${address}\n${ip}`)}`,
  };
}

/** The delay a try must keep after the last failure, given the address's failure count. */
export function addressDelayMs(failures: number): number {
  const over = failures - LOGIN_THROTTLE.freeAddressFailures;
  if (over < 0) return 0;
  return Math.min(LOGIN_THROTTLE.maxDelayMs, 1000 * 2 ** over);
}

/** Seconds the client must wait before this try counts, or 0 when it may go ahead. */
export async function loginWaitSeconds(db: DbOrTx, keys: LoginKeys, now: Date): Promise<number> {
  const rows = await findLoginThrottles(db, keys);
  const t = now.getTime();
  let waitMs = 0;
  for (const row of rows) {
    if (row.key === keys.pair) {
      const windowEnd = row.firstFailureAt.getTime() + LOGIN_THROTTLE.pairWindowMs;
      if (row.failures >= LOGIN_THROTTLE.pairLimit && t < windowEnd)
        waitMs = Math.max(waitMs, windowEnd - t);
    } else if (t - row.lastFailureAt.getTime() < LOGIN_THROTTLE.addressResetMs) {
      const until = row.lastFailureAt.getTime() + addressDelayMs(row.failures);
      if (t < until) waitMs = Math.max(waitMs, until - t);
    }
  }
  return Math.ceil(waitMs / 1000);
}

/** Counts one failure for the pair and the address (a stale counter starts again at 1). */
export async function recordLoginFailure(db: DbOrTx, keys: LoginKeys, now: Date): Promise<void> {
  const pairStale = new Date(now.getTime() - LOGIN_THROTTLE.pairWindowMs);
  const addressStale = new Date(now.getTime() - LOGIN_THROTTLE.addressResetMs);
  // A pair's window runs from its first failure; an address's counter lapses after a quiet spell.
  await countLoginFailure(db, keys.pair, now, { column: 'firstFailureAt', before: pairStale });
  await countLoginFailure(db, keys.address, now, { column: 'lastFailureAt', before: addressStale });
}

/** Retention: rows whose last failure is older than a day carry no state any more. */
export async function purgeLoginThrottles(db: DbOrTx, now: Date): Promise<void> {
  await deleteIdleLoginThrottles(db, new Date(now.getTime() - 24 * 60 * MINUTE));
}
