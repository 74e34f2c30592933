// Card checks of the checkout (docs/requirements/validation.md#val-checkout,
// docs/requirements/api.md#api-provider-form): what the browser can tell about a card before it
// posts the card straight to the payment provider. The provider stays the authority; these only
// spare the user a round trip for an obvious typo. Nothing here stores or logs a card.

/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;

/** The digits of a card number as typed: '4355 0843-5508' → '435508435508'. */
export function cardDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/**
 * The card number field while typing: digits only, at most 19, grouped by four with spaces
 * ('4355084355084358' → '4355 0843 5508 4358').
 */
export function formatCardNumberInput(value: string): string {
  const digits = cardDigits(value).slice(0, CARD_NUMBER_MAX_DIGITS);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/**
 * The Luhn (mod 10) check of a card number; spaces are ignored, anything else that is not a digit,
 * or a length outside 12-19 digits, fails.
 */
export function isLuhnValid(cardNumber: string): boolean {
  const digits = cardNumber.replace(/\s+/g, '');
  if (!/^\d+$/.test(digits)) return false;
  if (digits.length < CARD_NUMBER_MIN_DIGITS || digits.length > CARD_NUMBER_MAX_DIGITS)
    return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Month 1-12 from '1', '01' or '12'; null otherwise. */
export function parseExpiryMonth(value: string): number | null {
  const text = value.trim();
  if (!/^\d{1,2}$/.test(text)) return null;
  const month = Number(text);
  return month >= 1 && month <= 12 ? month : null;
}

/** Four-digit year from 'YY' (20YY) or 'YYYY'; null otherwise. */
export function parseExpiryYear(value: string): number | null {
  const text = value.trim();
  if (/^\d{2}$/.test(text)) return 2000 + Number(text);
  if (/^\d{4}$/.test(text)) return Number(text);
  return null;
}

/**
 * A card is valid through the last day of its expiry month, so it has expired only once that month
 * is over. `now` is read in local time (the month the person sees on their own calendar).
 * Unreadable months or years count as expired.
 */
export function isCardExpired(month: string, year: string, now: Date = new Date()): boolean {
  const expiryMonth = parseExpiryMonth(month);
  const expiryYear = parseExpiryYear(year);
  if (expiryMonth === null || expiryYear === null) return true;
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiryYear < currentYear || (expiryYear === currentYear && expiryMonth < currentMonth);
}

/**
 * Expiry as the provider form takes it (PayTR.md, step 1): two-digit month and two-digit year,
 * '1' / '2030' → { month: '01', year: '30' }. Null when unreadable.
 */
export function providerExpiry(
  month: string,
  year: string,
): { month: string; year: string } | null {
  const expiryMonth = parseExpiryMonth(month);
  const expiryYear = parseExpiryYear(year);
  if (expiryMonth === null || expiryYear === null) return null;
  return {
    month: String(expiryMonth).padStart(2, '0'),
    year: String(expiryYear % 100).padStart(2, '0'),
  };
}
