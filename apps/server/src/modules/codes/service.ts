// E-mail codes and one-time tokens (docs/requirements/limits.md#lim-codes), shared by apply
// verification and password reset.
// Codes: 6 digits from the CSPRNG, stored as an HMAC, valid 10 minutes, burned after 5 wrong
// tries, a new one no sooner than 60 s after the last. Tokens: 256-bit, stored as SHA-256, single
// use, valid 30 minutes. Counters change with single conditional UPDATEs
// (docs/requirements/platform.md#plat-rules-server).
import {
  CODE_LENGTH,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_MINUTES,
  ONE_TIME_TOKEN_TTL_MINUTES,
} from '@psikorehber/shared/constants';
import type { DbOrTx } from '../../db/client';
import type { OneTimeTokenRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { hmacHex, randomDigits, randomToken, safeEqual, sha256Hex } from '../../lib/crypto';
import {
  countWrongAttempt,
  findActiveCode,
  findLatestCodeTime,
  insertCode,
  insertToken,
  markCodeConsumed,
  markTokenUsed,
  retireUnusedCodes,
} from './repository';

export type CodePurpose = 'apply' | 'reset';
export type TokenPurpose = 'verify' | 'reset';

function codeHash(secret: string, purpose: CodePurpose, email: string, code: string): string {
  return hmacHex(secret, `${purpose}:${email.toLowerCase()}:${code}`);
}

/** Seconds until a new code may be sent to this address for this purpose (0 = now). */
export async function codeCooldownSeconds(
  db: DbOrTx,
  purpose: CodePurpose,
  email: string,
): Promise<number> {
  const lastCreatedAt = await findLatestCodeTime(db, purpose, email.toLowerCase());
  if (!lastCreatedAt) return 0;
  const elapsed = (Date.now() - lastCreatedAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(CODE_RESEND_COOLDOWN_SECONDS - elapsed));
}

/**
 * Creates a new code (earlier unused codes of the same address and purpose stop working) and
 * returns it in plain text for the mail. The caller checks the cooldown first.
 */
export async function issueCode(
  db: DbOrTx,
  secret: string,
  input: { purpose: CodePurpose; email: string; applicationId?: string | null },
): Promise<string> {
  const email = input.email.toLowerCase();
  const code = randomDigits(CODE_LENGTH);
  await retireUnusedCodes(db, input.purpose, email);
  await insertCode(db, {
    purpose: input.purpose,
    email,
    applicationId: input.applicationId ?? null,
    codeHash: codeHash(secret, input.purpose, email, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES * 60_000),
  });
  return code;
}

/**
 * Checks a code. A wrong code counts one attempt; the fifth wrong one burns it. Call it outside a
 * transaction that the failure would roll back, or wrong tries would not count. Every failure
 * (none issued, expired, burned, wrong) answers the same `invalid_code`, so nothing leaks.
 */
export async function consumeCode(
  db: DbOrTx,
  secret: string,
  input: { purpose: CodePurpose; email: string; code: string; applicationId?: string },
): Promise<void> {
  const email = input.email.toLowerCase();
  const active = await findActiveCode(db, {
    purpose: input.purpose,
    email,
    applicationId: input.applicationId,
  });
  if (!active) throw new AppError('invalid_code');

  const matches = safeEqual(active.codeHash, codeHash(secret, input.purpose, email, input.code));
  if (matches) {
    if (await markCodeConsumed(db, active.id)) return;
  } else {
    await countWrongAttempt(db, active.id);
  }
  throw new AppError('invalid_code');
}

export async function issueToken(
  db: DbOrTx,
  input: {
    purpose: TokenPurpose;
    email: string;
    applicationId?: string | null;
    userId?: string | null;
  },
): Promise<string> {
  const token = randomToken(32);
  await insertToken(db, {
    purpose: input.purpose,
    tokenHash: sha256Hex(token),
    email: input.email.toLowerCase(),
    applicationId: input.applicationId ?? null,
    userId: input.userId ?? null,
    expiresAt: new Date(Date.now() + ONE_TIME_TOKEN_TTL_MINUTES * 60_000),
  });
  return token;
}

/** Marks a token used and returns it; expired, reused or unknown tokens answer `invalid_token`. */
export async function consumeToken(
  db: DbOrTx,
  purpose: TokenPurpose,
  token: string,
): Promise<OneTimeTokenRow> {
  const row = await markTokenUsed(db, purpose, sha256Hex(token));
  if (!row) throw new AppError('invalid_token');
  return row;
}
