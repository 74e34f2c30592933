// Small readers for loosely shaped JSON (the requirements tolerate several response shapes:
// docs/requirements/data.md#data-shape-tolerance). Each returns a clean value or undefined, so the
// normalisers stay declarative.

export type UnknownRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The first of `keys` holding a non-blank string, trimmed. */
export function firstString(record: UnknownRecord, keys: readonly string[]): string | undefined {
  for (const key of keys) {
    const value = record[key];
    if (typeof value === 'string' && value.trim() !== '') return value.trim();
  }
  return undefined;
}

/** A finite number, also from a numeric string ('199000', ' 12.5 '); anything else is undefined. */
export function toFiniteNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    return Number.isFinite(parsed) ? parsed : undefined;
  }
  return undefined;
}

/** A non-negative integer (rounded), or undefined for negatives and non-numbers. */
export function toNonNegativeInt(value: unknown): number | undefined {
  const number = toFiniteNumber(value);
  if (number === undefined || number < 0) return undefined;
  return Math.round(number);
}

/** The first of `keys` holding a non-negative integer. */
export function firstNonNegativeInt(
  record: UnknownRecord,
  keys: readonly string[],
): number | undefined {
  for (const key of keys) {
    const value = toNonNegativeInt(record[key]);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** A boolean, also from 'true'/'false' and 1/0 as some backends send them. */
export function toBoolean(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  if (value === 1 || value === 'true' || value === '1') return true;
  if (value === 0 || value === 'false' || value === '0') return false;
  return undefined;
}

/** An ISO timestamp from a Date, a date string or epoch milliseconds; invalid dates are undefined. */
export function toIsoTimestamp(value: unknown): string | undefined {
  let date: Date | undefined;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number' && Number.isFinite(value)) date = new Date(value);
  else if (typeof value === 'string' && value.trim() !== '') date = new Date(value.trim());
  if (!date || Number.isNaN(date.getTime())) return undefined;
  return date.toISOString();
}
