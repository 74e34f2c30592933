import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { plansRoute } from '~test/billing-fixtures';
import {
  callsTo,
  jsonResponse,
  route,
  signedInAs,
  signedOut,
  stubFetch,
  testUsers,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

async function findCard(name: string) {
  return screen.findByRole('article', { name });
}

function chip(name: string) {
  return within(screen.getByRole('group', { name: 'Süre seçin' })).getByRole('button', { name });
}

// docs/requirements/screens.md#scr-pricing, docs/requirements/screens.md#scr-plan-card
describe('/pricing page', () => {
  // Plan order: docs/requirements/limits.md#lim-ordering
  it('shows every plan for one month by default, in the required order', async () => {
    stubFetch(signedOut, plansRoute());
    renderApp('/pricing');
    await findCard('Temel');
    const names = screen
      .getAllByRole('article')
      .map((card) => within(card).getByRole('heading').textContent);
    expect(names).toEqual(['Başlangıç', 'Temel', 'Premium']);
    expect(chip('1 Ay').getAttribute('aria-pressed')).toBe('true');
    expect(chip('3 Ay').getAttribute('aria-pressed')).toBe('false');

    const basic = await findCard('Temel');
    expect(within(basic).getByText('Dengeli, daha fazla aylık kota')).toBeTruthy();
    expect(within(basic).getByText('890,00 ₺')).toBeTruthy();
    expect(within(basic).getByText('50 soru')).toBeTruthy();
    expect(within(basic).getByText('aylık 890,00 ₺')).toBeTruthy();
    expect(within(basic).queryByText(/tasarruf/)).toBeNull();
  });

  it('keeps the chosen period in ?m= and shows the totals of that period', async () => {
    const user = userEvent.setup();
    stubFetch(signedOut, plansRoute());
    const { router } = renderApp('/pricing');
    await findCard('Temel');

    await user.click(chip('3 Ay'));
    expect(router.state.location.search).toBe('?m=3');
    expect(chip('3 Ay').getAttribute('aria-pressed')).toBe('true');
    expect(chip('1 Ay').getAttribute('aria-pressed')).toBe('false');

    const basic = await findCard('Temel');
    // The server's 3-month price, not 3 × the monthly one.
    expect(within(basic).getByText('2.537,00 ₺')).toBeTruthy();
    expect(within(basic).getByText('150 soru')).toBeTruthy();
    expect(within(basic).getByText('aylık 845,67 ₺')).toBeTruthy();
    expect(within(basic).getByText('%5 tasarruf')).toBeTruthy();

    await user.click(chip('12 Ay'));
    expect(router.state.location.search).toBe('?m=12');
    const premium = await findCard('Premium');
    expect(within(premium).getByText('19.104,00 ₺')).toBeTruthy();
    expect(within(premium).getByText('1800 soru')).toBeTruthy();
    expect(within(premium).getByText('%20 tasarruf')).toBeTruthy();
  });

  it('reads ?m= on arrival and treats an unknown period as one month', async () => {
    stubFetch(signedOut, plansRoute());
    renderApp('/pricing?m=6');
    expect(within(await findCard('Başlangıç')).getByText('120 soru')).toBeTruthy();
    expect(chip('6 Ay').getAttribute('aria-pressed')).toBe('true');
  });

  it('treats an invalid ?m= as one month', async () => {
    stubFetch(signedOut, plansRoute());
    renderApp('/pricing?m=7');
    expect(within(await findCard('Başlangıç')).getByText('20 soru')).toBeTruthy();
    expect(chip('1 Ay').getAttribute('aria-pressed')).toBe('true');
  });

  it('offers visitors the login (back to the plans) and the application', async () => {
    stubFetch(signedOut, plansRoute());
    renderApp('/pricing');
    await findCard('Temel');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('link', { name: 'Giriş Yap' }).getAttribute('href')).toBe(
      '/login?next=/billing/plans',
    );
    expect(within(main).getByRole('link', { name: 'Başvurun' }).getAttribute('href')).toBe(
      '/apply',
    );
    expect(screen.queryByRole('button', { name: 'Satın Al' })).toBeNull();
  });

  it('sends signed-in users to the plans page with the chosen period', async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs(testUsers.approved), plansRoute());
    renderApp('/pricing');
    await findCard('Temel');
    await user.click(chip('6 Ay'));
    const link = await screen.findByRole('link', { name: 'Satın almaya devam et' });
    expect(link.getAttribute('href')).toBe('/billing/plans?m=6');
    expect(within(screen.getByRole('main')).queryByRole('link', { name: 'Giriş Yap' })).toBeNull();
  });

  // docs/requirements/api.md#api-pricing-dump
  it('falls back to the pricing dump when the plan list is unavailable', async () => {
    const fetchMock = stubFetch(
      signedOut,
      route('GET', '/billing/plans', () => jsonResponse({ ok: false, error: 'not_found' }, 404)),
      route('GET', '/admin/pricing/dump', () =>
        jsonResponse({
          ok: true,
          config: {
            PREMIUM: {
              name: 'Premium',
              tagline: 'Yoğun klinik ihtiyaçlar için yüksek kota',
              monthly_quota: 150,
              prices: { 1: 199_000, 3: 567_200, 6: 1_074_600, 12: 1_910_400 },
            },
            BASIC: {
              name: 'Temel',
              tagline: 'Dengeli, daha fazla aylık kota',
              monthly_quota: 50,
              prices: { 1: 89_000, 3: 253_700, 6: 480_600, 12: 854_400 },
            },
          },
        }),
      ),
    );
    renderApp('/pricing?m=3');
    const basic = await findCard('Temel');
    expect(within(basic).getByText('2.537,00 ₺')).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(callsTo(fetchMock, 'GET', '/admin/pricing/dump')).toHaveLength(1);
  });

  it('shows a loading state, then an error with a retry that loads the plans', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      route('GET', '/billing/plans', () =>
        jsonResponse({ ok: false, error: 'not_found', message: 'Bulunamadı.' }, 404),
      ),
      route('GET', '/admin/pricing/dump', () =>
        jsonResponse({ ok: false, error: 'unauthorized', message: 'Oturum gerekli.' }, 401),
      ),
    );
    renderApp('/pricing');
    expect(await screen.findByText('Planlar yükleniyor…')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Planlar yüklenemedi. Lütfen tekrar deneyin.')).toBeTruthy();
    stubFetch(signedOut, plansRoute());
    await user.click(within(alert).getByRole('button', { name: 'Tekrar dene' }));
    expect(await findCard('Premium')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
