import {
  CHECKOUT_STORAGE_KEYS,
  type PlanCode,
  type PlanPeriodMonths,
} from '@psikorehber/shared/constants';
import { readStorage, removeStorage, writeStorage } from '~/lib/browser-storage';

// The order being bought, kept in session storage between the plans page, the checkout and the
// result page (keys of docs/requirements/limits.md#lim-storage-keys). Only the order: card fields
// are never stored anywhere.

export interface StoredOrder {
  planCode: string | null;
  months: string | null;
  amountKurus: string | null;
}

export function rememberOrder(order: {
  planCode: PlanCode;
  months: PlanPeriodMonths;
  amountKurus: number;
}): void {
  writeStorage('session', CHECKOUT_STORAGE_KEYS.planCode, order.planCode);
  writeStorage('session', CHECKOUT_STORAGE_KEYS.months, String(order.months));
  writeStorage('session', CHECKOUT_STORAGE_KEYS.amountKurus, String(order.amountKurus));
}

export function readStoredOrder(): StoredOrder {
  return {
    planCode: readStorage('session', CHECKOUT_STORAGE_KEYS.planCode),
    months: readStorage('session', CHECKOUT_STORAGE_KEYS.months),
    amountKurus: readStorage('session', CHECKOUT_STORAGE_KEYS.amountKurus),
  };
}

/**
 * After a payment is applied the order is done (the requirements clear the same keys on log out,
 * docs/requirements/data.md#data-logout).
 */
export function forgetOrder(): void {
  removeStorage('session', Object.values(CHECKOUT_STORAGE_KEYS));
}
