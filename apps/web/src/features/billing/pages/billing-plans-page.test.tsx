import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  aBillingMe,
  aSubscription,
  aTrialStatus,
  billingMeRoute,
  plansRoute,
  providerRoute,
  trialStatusRoute,
} from '~test/billing-fixtures';
import { queryKeys } from '~/lib/query-keys';
import { signedInAs, signedOut, stubFetch, testUsers } from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

const BLOCKED = 'Başvurunuz onaylandığında satın alabilirsiniz.';

function buyButton(planName: string) {
  return within(screen.getByRole('article', { name: planName })).getByRole('button', {
    name: 'Satın Al',
  });
}

async function renderPlans(entry = '/billing/plans') {
  const view = renderApp(entry);
  await screen.findByRole('article', { name: 'Temel' });
  return view;
}

function at(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search;
}

afterEach(() => sessionStorage.clear());

// docs/requirements/screens.md#scr-billing-plans, docs/requirements/permissions.md#perm-matrix
describe('/billing/plans', () => {
  it('sends a visitor who buys to /login?next=/billing/plans', async () => {
    const user = userEvent.setup();
    stubFetch(signedOut, plansRoute());
    const { router } = await renderPlans();
    await user.click(buyButton('Temel'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş' })).toBeTruthy();
    expect(at(router)).toBe('/login?next=/billing/plans');
  });

  it('blocks buying for a user whose application is not approved', async () => {
    stubFetch(signedInAs(testUsers.applicant), plansRoute());
    await renderPlans();
    const message = await screen.findByText(BLOCKED);
    await waitFor(() => expect(buyButton('Temel')).toHaveProperty('disabled', true));
    for (const name of ['Başlangıç', 'Temel', 'Premium']) {
      const button = buyButton(name);
      expect(button).toHaveProperty('disabled', true);
      const describedBy = button.getAttribute('aria-describedby') ?? '';
      expect(document.getElementById(describedBy)?.textContent).toContain(message.textContent);
    }
    // No trial either (docs/requirements/permissions.md#perm-unapproved).
    expect(screen.queryByRole('button', { name: 'Denemeyi Başlat' })).toBeNull();
  });

  it('takes an approved user without a subscription straight to the checkout of the chosen period', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedInAs(testUsers.approved),
      plansRoute(),
      billingMeRoute(),
      trialStatusRoute(aTrialStatus({ hadTrial: true })),
      providerRoute(),
    );
    const { router } = await renderPlans('/billing/plans?m=3');
    await waitFor(() => expect(buyButton('Temel')).toHaveProperty('disabled', false));
    await user.click(buyButton('Temel'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ödeme' })).toBeTruthy();
    expect(at(router)).toBe('/billing/checkout?plan=BASIC&m=3&amt=253700');
    expect(sessionStorage.getItem('checkout_plan_code')).toBe('BASIC');
    expect(sessionStorage.getItem('checkout_months')).toBe('3');
    expect(sessionStorage.getItem('checkout_amount_kurus')).toBe('253700');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('warns an active subscriber that a purchase replaces the current plan', async () => {
    const user = userEvent.setup();
    const subscription = aSubscription();
    stubFetch(
      signedInAs(testUsers.approved),
      plansRoute(),
      billingMeRoute(aBillingMe({ plan: 'BASIC', subscription })),
      trialStatusRoute(aTrialStatus({ hasSubscription: true, subscription, hadTrial: true })),
      providerRoute(),
    );
    const { router } = await renderPlans();
    await waitFor(() => expect(buyButton('Premium')).toHaveProperty('disabled', false));

    await user.click(buyButton('Premium'));
    const dialog = screen.getByRole('dialog', { name: 'Mevcut planınızın yerine geçecek' });
    expect(
      within(dialog).getByText(
        'Yeni satın alma hemen yeni bir dönem başlatır ve mevcut planınızın yerine geçer. Kullanılmayan krediler yeni döneme aktarılmaz.',
      ),
    ).toBeTruthy();
    expect(within(dialog).getByText(/Şu anki planınız: Temel \(37 \/ 150 soru kaldı/)).toBeTruthy();
    // The safe choice has focus.
    expect(document.activeElement?.textContent).toBe('Vazgeç');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(at(router)).toBe('/billing/plans');
    expect(sessionStorage.getItem('checkout_plan_code')).toBeNull();

    await user.click(buyButton('Premium'));
    await user.click(
      within(screen.getByRole('dialog')).getByRole('button', { name: 'Yine de satın al' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Ödeme' })).toBeTruthy();
    expect(at(router)).toBe('/billing/checkout?plan=PREMIUM&m=1&amt=199000');
  });

  it('explains a redirect for missing credit (?reason=quota)', async () => {
    stubFetch(signedOut, plansRoute());
    await renderPlans('/billing/plans?reason=quota');
    expect(
      screen.getByText('Kota tükendi. Yeni soru sormak için bir plan seçin.').closest('[role]'),
    ).toHaveProperty('role', 'status');
  });

  it('offers the trial to an approved user who never had one', async () => {
    stubFetch(signedInAs(testUsers.approved), plansRoute(), billingMeRoute(), trialStatusRoute());
    await renderPlans();
    const offer = await screen.findByRole('region', { name: '3 gün / 3 soru ücretsiz deneme' });
    expect(within(offer).getByRole('button', { name: 'Denemeyi Başlat' })).toBeTruthy();
  });

  it('does not offer the trial once it was used', async () => {
    stubFetch(
      signedInAs(testUsers.approved),
      plansRoute(),
      billingMeRoute(),
      trialStatusRoute(aTrialStatus({ hadTrial: true })),
    );
    const { queryClient } = await renderPlans();
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.trialStatus)?.status).toBe('success'),
    );
    expect(screen.queryByRole('button', { name: 'Denemeyi Başlat' })).toBeNull();
  });
});
