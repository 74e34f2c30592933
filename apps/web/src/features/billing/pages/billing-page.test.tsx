import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aBillingMe,
  aPayment,
  aSubscription,
  aTrialStatus,
  billingMeRoute,
} from '~test/billing-fixtures';
import {
  jsonResponse,
  route,
  signedInAs,
  stubFetch,
  testUsers,
  type FetchRoute,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';
import type { PaymentHistoryItem } from '@psikorehber/shared/schemas/entities';

function paymentsRoute(items: PaymentHistoryItem[]): FetchRoute {
  return route('GET', '/billing/payments', () => jsonResponse({ ok: true, items }));
}

async function renderBilling() {
  const view = renderApp('/billing');
  await screen.findByRole('heading', { level: 1, name: 'Abonelik ve ödemeler' });
  return view;
}

function summaryValue(summary: HTMLElement, label: string): string {
  const term = within(summary).getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent ?? '';
}

// docs/requirements/screens.md#scr-billing
describe('/billing', () => {
  it('summarises an active subscription and lists the payments', async () => {
    stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(aBillingMe({ plan: 'BASIC', subscription: aSubscription() })),
      paymentsRoute([
        aPayment(),
        aPayment({
          id: 'pay-0',
          createdAt: '2026-02-10T21:30:00.000Z',
          amountKurus: 49_000,
          status: 'failed',
          merchantOid: null,
          providerTxnId: 'TXN-9',
          plan: 'BEGINNER',
          months: 1,
        }),
        aPayment({ id: 'pay-p', status: 'pending', merchantOid: 'PR-PENDING' }),
      ]),
    );
    await renderBilling();

    const summary = await screen.findByRole('region', { name: 'Aboneliğim' });
    expect(summaryValue(summary, 'Plan')).toBe('Temel');
    expect(summaryValue(summary, 'Durum')).toBe('Aktif');
    expect(summaryValue(summary, 'Kalan kredi')).toContain('37 / 150 soru kaldı');
    const bar = within(summary).getByRole('progressbar', { name: 'Kalan soru kredisi' });
    expect(bar.getAttribute('value')).toBe('37');
    expect(bar.getAttribute('max')).toBe('150');
    expect(summaryValue(summary, 'Dönem başlangıcı')).toBe('01.03.2026');
    expect(summaryValue(summary, 'Dönem sonu')).toBe('01.06.2026');
    expect(within(summary).queryByRole('link', { name: 'Plan seçin' })).toBeNull();

    const table = await screen.findByRole('table', { name: 'Ödeme geçmişi' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(rows[1] as HTMLElement)).toEqual([
      '01.03.2026 12:00',
      '2.537,00 ₺',
      'Başarılı',
      'Abonelik',
      'Temel · 3 ay',
      'PR20260301ABC',
    ]);
    // 21:30 UTC is already the next day in Istanbul.
    expect(cells(rows[2] as HTMLElement)).toEqual([
      '11.02.2026 00:30',
      '490,00 ₺',
      'Başarısız',
      'Abonelik',
      'Başlangıç · 1 ay',
      'TXN-9',
    ]);
    expect(cells(rows[3] as HTMLElement)[2]).toBe('Beklemede');
  });

  it('offers the plans, and shows a running trial, when there is no active subscription', async () => {
    const { ok: _ok, ...trial } = aTrialStatus({ active: true, daysLeft: 2, questionsLeft: 1 });
    stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(aBillingMe({ plan: 'TRIAL', trial })),
      paymentsRoute([]),
    );
    await renderBilling();
    const summary = await screen.findByRole('region', { name: 'Aboneliğim' });
    expect(summaryValue(summary, 'Plan')).toBe('Deneme');
    expect(summaryValue(summary, 'Durum')).toBe('Yok');
    expect(
      within(summary).getByText('Deneme süreniz devam ediyor: 2 gün, 1 soru kaldı.'),
    ).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Plan seçin' }).getAttribute('href')).toBe(
      '/billing/plans',
    );
    expect(await screen.findByText('Henüz ödeme yok.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows an expired subscription in Turkish with the way to buy again', async () => {
    stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(
        aBillingMe({ subscription: aSubscription({ status: 'expired', quotaRemaining: 0 }) }),
      ),
      paymentsRoute([aPayment()]),
    );
    await renderBilling();
    const summary = await screen.findByRole('region', { name: 'Aboneliğim' });
    expect(summaryValue(summary, 'Plan')).toBe('Temel');
    expect(summaryValue(summary, 'Durum')).toBe('Süresi doldu');
    expect(summaryValue(summary, 'Kalan kredi')).toContain('0 / 150 soru kaldı');
    expect(within(summary).getByText('Aktif bir aboneliğiniz yok.')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Plan seçin' })).toBeTruthy();
  });

  it('shows load failures with a retry', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(),
      route('GET', '/billing/payments', () =>
        jsonResponse(
          { ok: false, error: 'forbidden', message: 'Bu işlem için yetkiniz yok.' },
          403,
        ),
      ),
    );
    await renderBilling();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Bu işlem için yetkiniz yok.')).toBeTruthy();
    stubFetch(signedInAs(testUsers.approved), billingMeRoute(), paymentsRoute([]));
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await screen.findByText('Henüz ödeme yok.')).toBeTruthy();
  });
});
