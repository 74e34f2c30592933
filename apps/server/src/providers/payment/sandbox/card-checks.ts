// The card checks of the sandbox provider (docs/requirements/payments.md#pay-sandbox). The sandbox
// stands in for the bank, so it checks what a bank would (with the same Luhn and expiry rules the
// checkout page uses); our own routes never see card fields.
import { SANDBOX_TEST_CARDS } from '@psikorehber/shared/constants';
import { isCardExpired, isLuhnValid } from '@psikorehber/shared/rules/card';

export type CardVerdict = { ok: true; declines: boolean } | { ok: false; problem: string };

export interface CardFields {
  holder: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

export function checkCard(card: CardFields, now: Date): CardVerdict {
  if (!card.holder.trim()) return { ok: false, problem: 'Kart sahibinin adı eksik.' };
  if (!isLuhnValid(card.number)) return { ok: false, problem: 'Kart numarası geçersiz.' };
  if (isCardExpired(card.expiryMonth, card.expiryYear, now))
    return { ok: false, problem: 'Son kullanma tarihi geçmiş veya hatalı.' };
  if (!/^\d{3,4}$/.test(card.cvv)) return { ok: false, problem: 'CVV 3 veya 4 haneli olmalıdır.' };
  return { ok: true, declines: card.number === SANDBOX_TEST_CARDS.failure.number };
}
