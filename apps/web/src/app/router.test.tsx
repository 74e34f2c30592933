import { PUBLIC_PAGES } from '@psikorehber/shared/seo';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { route, signedInAs, signedOut, jsonResponse, stubFetch, testUsers } from '~test/fetch-stub';
import { renderApp } from '~test/render-app';
import { plansRoute } from '~test/billing-fixtures';

/** The result page's finalize call: the order is still pending (what it shows is not tested here). */
const pendingFinalize = route('POST', '/billing/payments/finalize', () =>
  jsonResponse({
    ok: true,
    applied: false,
    alreadyApplied: false,
    plan: null,
    months: null,
    status: 'pending',
  }),
);

describe('app router', () => {
  it('renders the landing page with header, main landmark and footer', async () => {
    renderApp('/');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(/klinik süpervizyon/);
    expect(screen.getByRole('main').contains(heading)).toBe(true);
    expect(screen.getByRole('link', { name: 'Başvurun' }).getAttribute('href')).toBe('/apply');
    expect(screen.getByRole('link', { name: 'Daha Fazla Bilgi' }).getAttribute('href')).toBe(
      '/services',
    );

    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: 'PsikoRehber' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'İçeriğe geç' }).getAttribute('href')).toBe('#main');
  });

  it("shows 'Giriş' to a visitor whose session check answers 401", async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const login = await within(screen.getByRole('banner')).findByRole('link', { name: 'Giriş' });
    expect(login.getAttribute('href')).toBe('/login');
  });

  it("shows the signed-in user's e-mail instead of 'Giriş'", async () => {
    stubFetch(signedInAs());
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    const header = screen.getByRole('banner');
    expect(await within(header).findByText('ayse@example.com')).toBeTruthy();
    expect(within(header).queryByRole('link', { name: 'Giriş' })).toBeNull();
  });

  it('shows the not-found page with a link home for an unknown address', async () => {
    renderApp('/boyle-bir-sayfa-yok');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ana sayfaya dön' }).getAttribute('href')).toBe('/');
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe('Sayfa bulunamadı | PsikoRehber'));
  });

  it('renders a placeholder page with its Turkish title', async () => {
    renderApp('/terms');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kullanım Koşulları' }),
    ).toBeTruthy();
    // The title is set in an effect, which may run just after the heading appears.
    await waitFor(() => expect(document.title).toBe('Kullanım Koşulları | PsikoRehber'));
  });

  it('redirects /plans to /pricing', async () => {
    stubFetch(signedOut, plansRoute());
    const { router } = renderApp('/plans?m=3');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Planlar ve fiyatlar' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/pricing');
    expect(router.state.location.search).toBe('?m=3');
  });

  it('redirects /my-application to /application', async () => {
    stubFetch(
      signedInAs(),
      route('GET', '/apply/secure/me', () =>
        jsonResponse({ ok: true, application: null, documents: [] }),
      ),
    );
    const { router } = renderApp('/my-application');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Başvurum & Profilim' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/application');
  });

  it('redirects /billing/success to the result page, keeping oid', async () => {
    stubFetch(signedInAs(testUsers.approved), pendingFinalize);
    const { router } = renderApp('/billing/success?oid=X');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ödeme sonucu' })).toBeTruthy();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/billing/result?status=success&oid=X',
    );
  });

  it('redirects /billing/fail to the result page with status fail, keeping oid', async () => {
    stubFetch(signedInAs(testUsers.approved), pendingFinalize);
    const { router } = renderApp('/billing/fail?oid=PR123&status=ignored');
    await screen.findByRole('heading', { level: 1, name: 'Ödeme sonucu' });
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/billing/result?status=fail&oid=PR123',
    );
  });

  it('navigates between lazily loaded pages inside the same layout', async () => {
    const user = userEvent.setup();
    const { router } = renderApp('/');
    await user.click(await screen.findByRole('link', { name: 'Daha Fazla Bilgi' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Hizmetler' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/services');
    await waitFor(() => expect(document.title).toBe(PUBLIC_PAGES['/services'].title));
    expect(screen.getByRole('banner')).toBeTruthy();
  });
});
