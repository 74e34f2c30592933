import type { PaymentStatus } from '@psikorehber/shared/schemas/entities';

// Turkish labels of the billing screens for the codes the API speaks.

/** Subscription status (lowercased by the server): active, expired, replaced; none when absent. */
const SUBSCRIPTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  active: 'Aktif',
  expired: 'Süresi doldu',
  replaced: 'Değiştirildi',
  none: 'Yok',
};

export function subscriptionStatusLabel(status: string | null | undefined): string {
  const key = status?.trim().toLocaleLowerCase('en') || 'none';
  return SUBSCRIPTION_STATUS_LABELS[key] ?? key;
}

export const PAYMENT_STATUS_LABELS: Readonly<Record<PaymentStatus, string>> = {
  success: 'Başarılı',
  pending: 'Beklemede',
  failed: 'Başarısız',
};

const PAYMENT_KIND_LABELS: Readonly<Record<string, string>> = {
  subscription: 'Abonelik',
};

export function paymentKindLabel(kind: string): string {
  return PAYMENT_KIND_LABELS[kind.trim().toLocaleLowerCase('en')] ?? kind;
}

/** '3 ay'. */
export function monthsLabel(months: number): string {
  return `${String(months)} ay`;
}
