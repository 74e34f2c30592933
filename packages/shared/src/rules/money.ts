// Turkish lira formatting of kuruş amounts (docs/requirements/limits.md#lim-price-arithmetic).
// Written by hand on purpose: Intl output depends on the runtime's ICU data (Node builds may lack
// tr-TR, browsers differ in spacing), and prices must render identically on the server, in the
// browser and in tests.

const CURRENCY_SUFFIX = ' ₺';

/** Groups the digits of a non-negative integer string by thousands with dots: 1234567 → 1.234.567. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * 199000 → '1.990,00 ₺'; 5 → '0,05 ₺'; -150 → '-1,50 ₺'. Fractions of a kuruş are rounded and a
 * non-finite amount reads as 0, so a bad value never prints 'NaN ₺'.
 */
export function formatKurus(kurus: number): string {
  const whole = Number.isFinite(kurus) ? Math.round(kurus) : 0;
  const sign = whole < 0 ? '-' : '';
  const digits = String(Math.abs(whole)).padStart(3, '0');
  const lira = digits.slice(0, -2);
  const cents = digits.slice(-2);
  return `${sign}${groupThousands(lira)},${cents}${CURRENCY_SUFFIX}`;
}

/** Whole-lira text without decimals for compact labels: 199000 → '1.990 ₺' (kuruş rounded). */
export function formatKurusCompact(kurus: number): string {
  const lira = Number.isFinite(kurus) ? Math.round(kurus / 100) : 0;
  const sign = lira < 0 ? '-' : '';
  return `${sign}${groupThousands(String(Math.abs(lira)))}${CURRENCY_SUFFIX}`;
}

/**
 * Reads a lira amount typed by a person into kuruş: '1.990,50 ₺' → 199050, '1990' → 199000,
 * '19.90' → 1990. A comma is always the decimal separator; without a comma, dots in groups of three
 * ('1.990') are thousands separators and a single other dot is a decimal point. Null when unreadable.
 */
export function parseLiraToKurus(input: unknown): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? Math.round(input * 100) : null;
  if (typeof input !== 'string') return null;
  const text = input.replace(/₺|TL|TRY/gi, '').replace(/\s+/g, '');
  let normalized: string;
  if (/^-?\d{1,3}(\.\d{3})*(,\d{1,2})?$/.test(text) || /^-?\d+(,\d{1,2})?$/.test(text)) {
    normalized = text.replace(/\./g, '').replace(',', '.');
  } else if (/^-?\d+\.\d{1,2}$/.test(text)) {
    normalized = text;
  } else {
    return null;
  }
  const value = Number(normalized);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}
