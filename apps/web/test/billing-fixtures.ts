import type {
  BillingMeResponse,
  PlanDto,
  TrialStatusResponse,
} from '@psikorehber/shared/schemas/billing';
import type { PaymentHistoryItem, Subscription } from '@psikorehber/shared/schemas/entities';
import { jsonResponse, route, type FetchRoute } from '~test/fetch-stub';

// Billing answers as the server gives them (packages/shared/src/schemas/billing.ts), with the
// default price table of docs/requirements/limits.md#lim-default-prices: 490, 890 and 1990 TL a
// month, 5/10/20 % off for 3/6/12 months.

export const planDtos: PlanDto[] = [
  {
    code: 'BEGINNER',
    name: 'Başlangıç',
    tagline: 'Başlamak için en uygun fiyat',
    priceKurus: 49_000,
    prices: { 1: 49_000, 3: 139_700, 6: 264_600, 12: 470_400 },
    monthly_quota: 20,
    monthlyQuota: 20,
  },
  {
    code: 'BASIC',
    name: 'Temel',
    tagline: 'Dengeli, daha fazla aylık kota',
    priceKurus: 89_000,
    prices: { 1: 89_000, 3: 253_700, 6: 480_600, 12: 854_400 },
    monthly_quota: 50,
    monthlyQuota: 50,
  },
  {
    code: 'PREMIUM',
    name: 'Premium',
    tagline: 'Yoğun klinik ihtiyaçlar için yüksek kota',
    priceKurus: 199_000,
    prices: { 1: 199_000, 3: 567_200, 6: 1_074_600, 12: 1_910_400 },
    monthly_quota: 150,
    monthlyQuota: 150,
  },
];

/** GET /billing/plans with the default table. */
export function plansRoute(items: PlanDto[] = planDtos): FetchRoute {
  return route('GET', '/billing/plans', () => jsonResponse({ ok: true, items }));
}

export function aSubscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    plan: 'BASIC',
    status: 'active',
    quotaInitial: 150,
    quotaRemaining: 37,
    periodStart: '2026-03-01T09:00:00.000Z',
    periodEnd: '2026-06-01T09:00:00.000Z',
    ...overrides,
  };
}

export function aTrialStatus(overrides: Partial<TrialStatusResponse> = {}): TrialStatusResponse {
  return {
    ok: true,
    active: false,
    daysLeft: 0,
    questionsLeft: 0,
    hasSubscription: false,
    subscription: null,
    hadTrial: false,
    ...overrides,
  };
}

export function aBillingMe(overrides: Partial<BillingMeResponse> = {}): BillingMeResponse {
  const { ok: _ok, ...trial } = aTrialStatus();
  return {
    ok: true,
    user: { id: 'u2', email: 'mehmet@example.com', approved: true },
    plan: null,
    subscription: null,
    trial,
    access: {
      mode: 'none',
      plan: null,
      canEnter: false,
      canAsk: false,
      questionsLeft: 0,
      daysLeft: 0,
      retentionUntil: null,
      historyPurgedAt: null,
    },
    ...overrides,
  };
}

export function billingMeRoute(me: BillingMeResponse = aBillingMe()): FetchRoute {
  return route('GET', '/billing/me', () => jsonResponse(me));
}

export function trialStatusRoute(status: TrialStatusResponse = aTrialStatus()): FetchRoute {
  return route('GET', '/trial/status', () => jsonResponse(status));
}

export function aPayment(overrides: Partial<PaymentHistoryItem> = {}): PaymentHistoryItem {
  return {
    id: 'pay-1',
    createdAt: '2026-03-01T09:00:00.000Z',
    amountKurus: 253_700,
    status: 'success',
    kind: 'subscription',
    providerTxnId: null,
    merchantOid: 'PR20260301ABC',
    plan: 'BASIC',
    months: 3,
    ...overrides,
  };
}

/** GET /billing/provider; the checkout lists the sandbox's test cards. */
export function providerRoute(provider: 'paytr' | 'sandbox' = 'paytr'): FetchRoute {
  return route('GET', '/billing/provider', () =>
    jsonResponse({ ok: true, provider, testMode: provider === 'sandbox' }),
  );
}
