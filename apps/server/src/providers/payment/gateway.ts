// The card payment provider behind the payment calls of docs/requirements/api.md#api-billing:
// PayTR in production, the embedded sandbox elsewhere
// (docs/requirements/platform.md#plat-rules-providers). Both speak the PayTR protocol of
// docs/requirements/payments.md#pay-protocol.
import type { MerchantCredentials } from './paytr-protocol';

/** What the provider says about an order when asked directly (never the client's word). */
export type InquiryResult =
  | { state: 'paid'; totalKurus: number }
  | { state: 'not_paid'; reason: string }
  /** The provider could not be asked or gave no usable answer; the order stays as it is. */
  | { state: 'unknown'; detail?: string };

export interface PaymentGateway {
  readonly name: 'paytr' | 'sandbox';
  readonly credentials: MerchantCredentials;
  readonly testMode: boolean;
  /** Where the browser posts the card form; `origin` is ours, for a provider we host. */
  formUrl(origin: string): string;
  /** The provider's status service (docs/requirements/payments.md#pay-status-inquiry). */
  inquire(merchantOid: string): Promise<InquiryResult>;
}
