// The card checks of the sandbox provider (PAYTR.md last section). The sandbox stands in for the
// bank, so it checks what a bank would; our own routes never see card fields.
import { SANDBOX_TEST_CARDS } from '@psikorehber/shared/constants';

export type CardVerdict = { ok: true; declines: boolean } | { ok: false; problem: string };

export interface CardFields {
  holder: string;
  number: string;
  expiryMonth: string;
  expiryYear: string;
  cvv: string;
}

export function isLuhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The card is valid through the last day of its expiry month. */
export function isExpiryInFuture(month: string, year: string, now: Date): boolean {
  if (!/^\d{1,2}$/.test(month) || !/^(\d{2}|\d{4})$/.test(year)) return false;
  const m = Number(month);
  const y = year.length === 2 ? 2000 + Number(year) : Number(year);
  if (m < 1 || m > 12) return false;
  const firstDayAfter = Date.UTC(y, m, 1);
  return now.getTime() < firstDayAfter;
}

export function checkCard(card: CardFields, now: Date): CardVerdict {
  if (!card.holder.trim()) return { ok: false, problem: 'Kart sahibinin adı eksik.' };
  if (!isLuhnValid(card.number)) return { ok: false, problem: 'Kart numarası geçersiz.' };
  if (!isExpiryInFuture(card.expiryMonth, card.expiryYear, now))
    return { ok: false, problem: 'Son kullanma tarihi geçmiş veya hatalı.' };
  if (!/^\d{3}$/.test(card.cvv)) return { ok: false, problem: 'CVV 3 haneli olmalıdır.' };
  return { ok: true, declines: card.number === SANDBOX_TEST_CARDS.failure.number };
}
