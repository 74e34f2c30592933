// Dates of the admin screens: the shared Turkish formatting (lib/format-date) plus the day keys of
// the payments report, all in the business's time zone.
import { BUSINESS_TIME_ZONE, toDate } from '~/lib/format-date';

export { BUSINESS_TIME_ZONE, EMPTY_VALUE, formatDate, formatDateTime } from '~/lib/format-date';

const partsFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

interface LocalParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
}

function localParts(date: Date): LocalParts {
  const parts: Record<string, string> = {};
  for (const part of partsFormat.formatToParts(date)) parts[part.type] = part.value;
  return {
    year: parts.year ?? '0000',
    month: parts.month ?? '00',
    day: parts.day ?? '00',
    hour: parts.hour ?? '00',
    minute: parts.minute ?? '00',
  };
}

/** The Istanbul calendar day of an instant as 'yyyy-mm-dd' (sortable), or null when unreadable. */
export function localDateKey(value: string | Date): string | null {
  const date = toDate(value);
  if (!date) return null;
  const { year, month, day } = localParts(date);
  return `${year}-${month}-${day}`;
}

/** 'yyyy-mm-dd HH:mm' in Istanbul time: unambiguous for spreadsheets. */
export function localDateTimeKey(value: string | Date): string {
  const date = toDate(value);
  if (!date) return '';
  const { year, month, day, hour, minute } = localParts(date);
  return `${year}-${month}-${day} ${hour}:${minute}`;
}

/** '2025-01-05' → '05.01.2025' (the day key itself, no time-zone shift). */
export function formatDateKey(key: string): string {
  const [year, month, day] = key.split('-');
  return year && month && day ? `${day}.${month}.${year}` : key;
}

/** '2025-01-05' → '05.01' for compact chart labels. */
export function formatDateKeyShort(key: string): string {
  const [, month, day] = key.split('-');
  return month && day ? `${day}.${month}` : key;
}
