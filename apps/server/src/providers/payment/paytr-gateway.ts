// PayTR itself: the form posts to PayTR, the status inquiry is a server-to-server POST.
import type { InquiryResult, PaymentGateway } from './gateway';
import { parseLiraAmount, statusInquiryToken, type MerchantCredentials } from './paytr-protocol';

const INQUIRY_TIMEOUT_MS = 10_000;

export class PaytrGateway implements PaymentGateway {
  readonly name = 'paytr' as const;

  constructor(
    readonly credentials: MerchantCredentials,
    readonly testMode: boolean,
    private readonly baseUrl: string,
  ) {}

  formUrl(): string {
    return `${this.baseUrl}/odeme`;
  }

  async inquire(merchantOid: string): Promise<InquiryResult> {
    const body = new URLSearchParams({
      merchant_id: this.credentials.merchantId,
      merchant_oid: merchantOid,
      paytr_token: statusInquiryToken(merchantOid, this.credentials),
    });
    try {
      const response = await fetch(`${this.baseUrl}/odeme/durum-sorgu`, {
        method: 'POST',
        body,
        signal: AbortSignal.timeout(INQUIRY_TIMEOUT_MS),
      });
      if (!response.ok) return { state: 'unknown', detail: `HTTP ${String(response.status)}` };
      return readInquiryAnswer((await response.json()) as unknown);
    } catch (error) {
      return {
        state: 'unknown',
        detail: error instanceof Error ? error.message : 'request failed',
      };
    }
  }
}

/**
 * `{status: 'success', payment_total, …}` means PayTR holds a completed payment for the order;
 * `{status: 'error', err_msg}` that it does not (not found, failed or not finished).
 */
export function readInquiryAnswer(answer: unknown): InquiryResult {
  if (typeof answer !== 'object' || answer === null) return { state: 'unknown' };
  const record = answer as Record<string, unknown>;
  if (record.status === 'success') {
    const total = parseLiraAmount(record.payment_total ?? record.payment_amount);
    return total === null ? { state: 'unknown' } : { state: 'paid', totalKurus: total };
  }
  if (record.status === 'error' || record.status === 'failed') {
    return { state: 'not_paid', reason: typeof record.err_msg === 'string' ? record.err_msg : '' };
  }
  return { state: 'unknown' };
}
