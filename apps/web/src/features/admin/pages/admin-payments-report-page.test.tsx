import type { AdminPaymentItem } from '@psikorehber/shared/schemas/entities';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, paymentItem, route, stubAdminFetch } from '~test/admin-fixtures';
import { callsTo } from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

const SUMMARY_PATH = '/i/admin/reports/payments/summary';
const LIST_PATH = '/i/admin/reports/payments/list';

const payments: AdminPaymentItem[] = [
  paymentItem(),
  // 22:30 UTC on the 5th is already the 6th in Istanbul (UTC+3).
  paymentItem({
    id: 'pay-2',
    createdAt: '2025-01-05T22:30:00.000Z',
    email: 'zeynep@example.com',
    planWanted: 'BASIC',
    monthsWanted: 3,
    amountMinor: 150000,
  }),
  paymentItem({ id: 'pay-3', createdAt: '2025-01-06T12:00:00.000Z', amountMinor: 49900 }),
];

function reportRoutes(items: AdminPaymentItem[] = payments) {
  return [
    route('GET', SUMMARY_PATH, () =>
      jsonResponse({
        ok: true,
        totalMinor: 199000,
        count: 1,
        from: '2025-01-01T00:00:00.000Z',
        to: '2025-01-31T20:59:59.000Z',
      }),
    ),
    route('GET', LIST_PATH, () => jsonResponse({ ok: true, items })),
  ];
}

describe('AdminPaymentsReportPage', () => {
  it('shows the month by default: totals, period, chart and table', async () => {
    const fetchMock = stubAdminFetch(...reportRoutes());
    renderApp('/admin/reports/payments');

    expect(await screen.findByRole('heading', { level: 1, name: 'Ödeme raporu' })).toBeTruthy();
    const summary = await screen.findByRole('region', { name: 'Özet' });
    expect(within(summary).getByText('1.990,00 ₺')).toBeTruthy();
    expect(within(summary).getByText('01.01.2025')).toBeTruthy();
    expect(within(summary).getByText('31.01.2025')).toBeTruthy();

    const group = screen.getByRole('group', { name: 'Rapor dönemi' });
    expect(within(group).getByRole('button', { name: 'Ay' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Gün' }).getAttribute('aria-pressed')).toBe(
      'false',
    );

    const [summaryCall] = callsTo(fetchMock, 'GET', SUMMARY_PATH);
    expect(summaryCall?.url.searchParams.get('window')).toBe('month');
    const [listCall] = callsTo(fetchMock, 'GET', LIST_PATH);
    expect(listCall?.url.searchParams.get('window')).toBe('month');
    expect(listCall?.url.searchParams.get('limit')).toBe('1000');

    // Three payments on two Istanbul days: two bars.
    const chart = screen.getByRole('img', { name: /Günlük ödeme toplamları, 2 gün/ });
    expect(chart.querySelectorAll('rect')).toHaveLength(2);
    expect(chart.getAttribute('aria-label')).toMatch(
      /toplam 3\.989,00 ₺; en yüksek 1\.999,00 ₺ \(06\.01\.2025\)/,
    );

    const table = screen.getByRole('table', { name: 'Ödemeler' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2]!).getByText('zeynep@example.com')).toBeTruthy();
    expect(within(rows[2]!).getByText('Temel')).toBeTruthy();
    expect(within(rows[2]!).getByText('1.500,00 ₺')).toBeTruthy();
    expect(within(rows[2]!).getByText('06.01.2025 01:30')).toBeTruthy();
    expect(within(rows[1]!).getByText('Premium')).toBeTruthy();

    const daily = screen.getByRole('table', { name: 'Günlük toplamlar' });
    expect(within(daily).getAllByRole('row')).toHaveLength(3);
    expect(within(daily).getByText('1.999,00 ₺')).toBeTruthy();

    expect(screen.getByRole('button', { name: 'CSV indir' })).toBeTruthy();
  });

  it('changes the window in the URL and in the requests', async () => {
    const fetchMock = stubAdminFetch(...reportRoutes());
    const user = userEvent.setup();
    const { router } = renderApp('/admin/reports/payments');
    await screen.findByRole('region', { name: 'Özet' });

    await user.click(screen.getByRole('button', { name: 'Hafta' }));
    await waitFor(() => expect(router.state.location.search).toBe('?window=week'));
    await waitFor(() =>
      expect(callsTo(fetchMock, 'GET', LIST_PATH).at(-1)?.url.searchParams.get('window')).toBe(
        'week',
      ),
    );
    expect(callsTo(fetchMock, 'GET', SUMMARY_PATH).at(-1)?.url.searchParams.get('window')).toBe(
      'week',
    );
    expect(screen.getByRole('button', { name: 'Hafta' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Ay' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('reads the window from the URL', async () => {
    const fetchMock = stubAdminFetch(...reportRoutes());
    renderApp('/admin/reports/payments?window=day');
    await screen.findByRole('region', { name: 'Özet' });
    expect(screen.getByRole('button', { name: 'Gün' }).getAttribute('aria-pressed')).toBe('true');
    expect(callsTo(fetchMock, 'GET', SUMMARY_PATH)[0]?.url.searchParams.get('window')).toBe('day');
  });

  it('shows an empty state without chart or table when there are no payments', async () => {
    stubAdminFetch(...reportRoutes([]));
    renderApp('/admin/reports/payments');
    expect(await screen.findByText('Bu dönemde ödeme yok.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('button', { name: 'CSV indir' })).toBeNull();
  });

  it("shows 'Yüklenemedi' with a retry when the report fails", async () => {
    let failing = true;
    stubAdminFetch(
      route('GET', LIST_PATH, () =>
        failing ? jsonResponse({ ok: false }, 400) : jsonResponse({ ok: true, items: payments }),
      ),
      ...reportRoutes(),
    );
    const user = userEvent.setup();
    renderApp('/admin/reports/payments');
    expect(await screen.findByText('Yüklenemedi')).toBeTruthy();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByRole('table', { name: 'Ödemeler' })).toBeTruthy();
  });
});
