import { REPORT_WINDOWS, type ReportWindow } from '@psikorehber/shared/constants';
import { formatKurus } from '@psikorehber/shared/rules/money';
import type { ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '~/components/button';
import { textLinkStyle } from '~/components/button-styles';
import { LoadingState } from '~/components/loading-state';
import { Page } from '~/components/page';
import { paths } from '~/config/paths';
import { reportErrorMessage } from '~/features/admin/admin-errors';
import { formatDate } from '~/features/admin/admin-format';
import { usePaymentsList } from '~/features/admin/api/get-payments-list';
import { usePaymentsSummary } from '~/features/admin/api/get-payments-summary';
import { AdminErrorState } from '~/features/admin/components/admin-error-state';
import { DailyTotalsChart } from '~/features/admin/components/daily-totals-chart';
import { DailyTotalsTable, PaymentsTable } from '~/features/admin/components/payments-table';
import { dailyTotals } from '~/features/admin/daily-totals';
import {
  buildPaymentsCsv,
  downloadTextFile,
  paymentsCsvFileName,
} from '~/features/admin/payments-csv';
import { readReportWindow, REPORT_WINDOW_LABELS } from '~/features/admin/report-window';

export const NO_PAYMENTS_MESSAGE = 'Bu dönemde ödeme yok.';

function SummaryCard({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-ink tabular-nums">{children}</dd>
    </div>
  );
}

/** /admin/reports/payments: settled payments of a day, week or month (?window=). */
export function AdminPaymentsReportPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const reportWindow = readReportWindow(searchParams.get('window'));
  const summary = usePaymentsSummary(reportWindow);
  const list = usePaymentsList(reportWindow);

  const selectWindow = (next: ReportWindow) =>
    setSearchParams((current) => {
      const params = new URLSearchParams(current);
      params.set('window', next);
      return params;
    });

  const failed = summary.isError ? summary.error : list.isError ? list.error : null;
  const retry = () => {
    if (summary.isError) void summary.refetch();
    if (list.isError) void list.refetch();
  };

  let content: ReactNode;
  if (failed) {
    content = (
      <AdminErrorState
        error={failed}
        message={reportErrorMessage(failed)}
        onRetry={retry}
        retrying={summary.isFetching || list.isFetching}
      />
    );
  } else if (!summary.isSuccess || !list.isSuccess) {
    content = <LoadingState label="Rapor yükleniyor…" />;
  } else {
    const items = list.data;
    const days = dailyTotals(items);
    content = (
      <>
        <section aria-labelledby="report-summary-heading" className="mt-6">
          <h2 id="report-summary-heading" className="sr-only">
            Özet
          </h2>
          <dl className="grid gap-4 sm:grid-cols-3">
            <SummaryCard label="Toplam tutar">{formatKurus(summary.data.totalMinor)}</SummaryCard>
            <SummaryCard label="Ödeme sayısı">{summary.data.count}</SummaryCard>
            <SummaryCard label="Dönem">
              <span className="text-lg">
                <time dateTime={summary.data.from}>{formatDate(summary.data.from)}</time> –{' '}
                <time dateTime={summary.data.to}>{formatDate(summary.data.to)}</time>
              </span>
            </SummaryCard>
          </dl>
        </section>

        {items.length === 0 ? (
          <p
            role="status"
            className="mt-8 rounded-xl border border-dashed border-slate-300 p-8 text-center text-muted"
          >
            {NO_PAYMENTS_MESSAGE}
          </p>
        ) : (
          <>
            <section aria-labelledby="report-chart-heading" className="mt-8">
              <h2 id="report-chart-heading" className="text-xl font-semibold text-ink">
                Günlük toplamlar
              </h2>
              <div className="mt-3 rounded-xl border border-slate-200 p-4">
                <DailyTotalsChart days={days} />
              </div>
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer font-medium text-brand-800">
                  Günlük toplamları tablo olarak göster
                </summary>
                <DailyTotalsTable days={days} />
              </details>
            </section>

            <section aria-labelledby="report-list-heading" className="mt-8">
              <div className="flex flex-wrap items-center justify-between gap-3">
                <h2 id="report-list-heading" className="text-xl font-semibold text-ink">
                  Ödemeler
                </h2>
                <Button
                  variant="secondary"
                  onClick={() =>
                    downloadTextFile(buildPaymentsCsv(items), paymentsCsvFileName(reportWindow))
                  }
                >
                  CSV indir
                </Button>
              </div>
              <div className="mt-3">
                <PaymentsTable items={items} />
              </div>
            </section>
          </>
        )}
      </>
    );
  }

  return (
    <Page title="Ödeme raporu">
      <p className="mt-2 text-sm">
        <Link to={paths.admin} className={textLinkStyle}>
          ← Başvurulara dön
        </Link>
      </p>
      <div role="group" aria-label="Rapor dönemi" className="mt-6 flex flex-wrap gap-2">
        {REPORT_WINDOWS.map((option) => {
          const pressed = option === reportWindow;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => selectWindow(option)}
              className={`min-h-11 rounded-full border px-5 py-2 text-sm font-semibold transition-colors ${
                pressed
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-ink hover:border-brand-700 hover:bg-brand-50'
              }`}
            >
              {REPORT_WINDOW_LABELS[option]}
            </button>
          );
        })}
      </div>
      {content}
    </Page>
  );
}
