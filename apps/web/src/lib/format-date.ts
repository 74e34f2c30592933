// Dates on screen: Turkish formatting, always in the business's time zone so every person (and
// every test machine) sees the same day for the same instant.

import { BUSINESS_TIME_ZONE } from '@psikorehber/shared/constants';

export { BUSINESS_TIME_ZONE };

const dateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

const dateTimeFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const longDateFormat = new Intl.DateTimeFormat('tr-TR', {
  timeZone: BUSINESS_TIME_ZONE,
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

export const EMPTY_VALUE = '—';

export function toDate(value: string | Date): Date | null {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '05.01.2025'; '—' for a missing or unreadable value. */
export function formatDate(value: string | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? dateFormat.format(date) : EMPTY_VALUE;
}

/** '5 Ocak 2025'; '—' for a missing or unreadable value. */
export function formatLongDate(value: string | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? longDateFormat.format(date) : EMPTY_VALUE;
}

/** '05.01.2025 14:30'; '—' for a missing or unreadable value. */
export function formatDateTime(value: string | Date | null | undefined): string {
  const date = value == null ? null : toDate(value);
  return date ? dateTimeFormat.format(date) : EMPTY_VALUE;
}
