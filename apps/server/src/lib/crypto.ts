// Small, boring cryptographic helpers built on node:crypto (no custom crypto).
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A URL-safe random token with `bytes` bytes of entropy (256 bits by default). */
export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

export function sha256Hex(value: string | Buffer): string {
  return createHash('sha256').update(value).digest('hex');
}

export function hmacHex(secret: string, value: string): string {
  return createHmac('sha256', secret).update(value).digest('hex');
}

/** A numeric code of `length` digits from the CSPRNG, leading zeros kept. */
export function randomDigits(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += String(randomInt(0, 10));
  return code;
}

/** Constant-time comparison of two strings (false for different lengths, without early exit). */
export function safeEqual(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  if (left.length !== right.length) {
    timingSafeEqual(left, left);
    return false;
  }
  return timingSafeEqual(left, right);
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';

/** `length` characters of A–Z0–9 from the CSPRNG (PayTR order ids must be alphanumeric). */
export function randomAlphanumeric(length: number): string {
  let value = '';
  for (let i = 0; i < length; i++) value += ALPHANUMERIC[randomInt(0, ALPHANUMERIC.length)];
  return value;
}
