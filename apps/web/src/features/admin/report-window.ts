import {
  DEFAULT_REPORT_WINDOW,
  REPORT_WINDOWS,
  type ReportWindow,
} from '@psikorehber/shared/constants';

export const REPORT_WINDOW_LABELS: Readonly<Record<ReportWindow, string>> = {
  day: 'Gün',
  week: 'Hafta',
  month: 'Ay',
};

/** ?window= of the report page; anything unknown means the default (month). */
export function readReportWindow(raw: string | null): ReportWindow {
  return (REPORT_WINDOWS as readonly string[]).includes(raw ?? '')
    ? (raw as ReportWindow)
    : DEFAULT_REPORT_WINDOW;
}
