import type { ReportWindow } from '@psikorehber/shared/constants';
import { planLabel } from '@psikorehber/shared/rules/plans';
import type { AdminPaymentItem } from '@psikorehber/shared/schemas/entities';
import { localDateKey, localDateTimeKey } from '~/features/admin/admin-format';
import { saveBlob } from '~/lib/file-download';

// The payments report as CSV (RFC 4180: comma separated, CRLF lines, quoted where needed). A UTF-8
// byte order mark makes Excel read Turkish letters correctly.

export const CSV_BOM = '\uFEFF';

const HEADER = [
  'Tarih',
  'E-posta',
  'Plan',
  'Ay',
  'Tutar (TL)',
  'Para birimi',
  'Dönem başlangıcı',
  'Dönem bitişi',
  'Ödeme no',
] as const;

/** Quotes a field when it holds a comma, quote or line break; quotes inside are doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * Text typed by users (e-mail addresses) could start with a spreadsheet formula; a leading
 * apostrophe keeps Excel from evaluating it.
 */
function plainText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** 199050 → '1990.50': lira with a dot decimal, unambiguous next to comma separators. */
export function kurusToLiraDecimal(kurus: number): string {
  const whole = Math.round(kurus);
  const sign = whole < 0 ? '-' : '';
  const absolute = Math.abs(whole);
  return `${sign}${String(Math.floor(absolute / 100))}.${String(absolute % 100).padStart(2, '0')}`;
}

function row(item: AdminPaymentItem): string[] {
  return [
    localDateTimeKey(item.createdAt),
    plainText(item.email),
    planLabel(item.planWanted),
    String(item.monthsWanted),
    kurusToLiraDecimal(item.amountMinor),
    plainText(item.currency),
    item.periodStart ? (localDateKey(item.periodStart) ?? '') : '',
    item.periodEnd ? (localDateKey(item.periodEnd) ?? '') : '',
    plainText(item.id),
  ];
}

/** The whole file: BOM, header line, one line per payment, CRLF line endings. */
export function buildPaymentsCsv(items: readonly AdminPaymentItem[]): string {
  const lines = [[...HEADER], ...items.map(row)].map((fields) => fields.map(csvField).join(','));
  return `${CSV_BOM}${lines.join('\r\n')}\r\n`;
}

/** 'odemeler-month-2025-01-31.csv' (the day in Istanbul). */
export function paymentsCsvFileName(reportWindow: ReportWindow, now: Date = new Date()): string {
  return `odemeler-${reportWindow}-${localDateKey(now) ?? 'rapor'}.csv`;
}

/** Hands `content` to the browser as a file download. */
export function downloadTextFile(
  content: string,
  fileName: string,
  type = 'text/csv;charset=utf-8',
) {
  saveBlob(new Blob([content], { type }), fileName);
}
