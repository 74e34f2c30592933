// The PayTR Direct API signatures and field formats (docs/requirements/payments.md#pay-protocol).
// Pure functions shared by our billing module and by the sandbox provider, which must agree byte
// for byte with PayTR.
import { createHmac } from 'node:crypto';
import { safeEqual } from '../../lib/crypto';

export interface MerchantCredentials {
  merchantId: string;
  merchantKey: string;
  merchantSalt: string;
}

/** Base64 of the raw HMAC-SHA256 of `message` keyed by the merchant key (every PayTR signature). */
function sign(key: string, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('base64');
}

/** The fields that enter paytr_token, in PayTR's order (Direct API step 1). */
export interface TokenFields {
  merchant_id: string;
  user_ip: string;
  merchant_oid: string;
  email: string;
  payment_amount: string;
  payment_type: string;
  installment_count: string;
  currency: string;
  test_mode: string;
  non_3d: string;
}

/** paytr_token = Base64(HMAC-SHA256(key, merchant_id + user_ip + … + non_3d + merchant_salt)). */
export function paymentToken(fields: TokenFields, credentials: MerchantCredentials): string {
  const message =
    fields.merchant_id +
    fields.user_ip +
    fields.merchant_oid +
    fields.email +
    fields.payment_amount +
    fields.payment_type +
    fields.installment_count +
    fields.currency +
    fields.test_mode +
    fields.non_3d +
    credentials.merchantSalt;
  return sign(credentials.merchantKey, message);
}

export interface CallbackSignedFields {
  merchant_oid: string;
  status: string;
  total_amount: string;
}

/** Callback hash = Base64(HMAC-SHA256(key, merchant_oid + merchant_salt + status + total_amount)). */
export function callbackHash(
  fields: CallbackSignedFields,
  credentials: MerchantCredentials,
): string {
  return sign(
    credentials.merchantKey,
    fields.merchant_oid + credentials.merchantSalt + fields.status + fields.total_amount,
  );
}

/** Constant-time check of a callback's hash. */
export function isCallbackHashValid(
  fields: CallbackSignedFields & { hash: string },
  credentials: MerchantCredentials,
): boolean {
  return safeEqual(callbackHash(fields, credentials), fields.hash);
}

/** Status inquiry token = Base64(HMAC-SHA256(key, merchant_id + merchant_oid + merchant_salt)). */
export function statusInquiryToken(merchantOid: string, credentials: MerchantCredentials): string {
  return sign(
    credentials.merchantKey,
    credentials.merchantId + merchantOid + credentials.merchantSalt,
  );
}

/** payment_amount is lira with a dot and two decimals: 199000 kuruş → "1990.00". */
export function formatPaymentAmount(kurus: number): string {
  const lira = Math.floor(kurus / 100);
  const rest = kurus % 100;
  return `${String(lira)}.${String(rest).padStart(2, '0')}`;
}

/** "1990.00" | "1990" | "1990,5" → kuruş; null for anything else. */
export function parseLiraAmount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.round(value * 100) : null;
  if (typeof value !== 'string') return null;
  const match = /^(\d{1,9})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** A callback's total_amount: kuruş as a plain non-negative integer string. */
export function parseKurusAmount(value: string): number | null {
  return /^\d{1,12}$/.test(value) ? Number(value) : null;
}
