import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonResponse,
  route,
  signedInAs,
  stubFetch,
  testUsers,
  type FetchRoute,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

const noApplication = route('GET', '/apply/secure/me', () =>
  jsonResponse({ ok: true, application: null, documents: [] }),
);
const noAdminData: FetchRoute = (url) =>
  url.pathname.startsWith('/api/i/admin/') && !url.pathname.endsWith('/ping')
    ? jsonResponse({ ok: false, error: 'not_found', message: 'Bulunamadı.' }, 404)
    : undefined;

/** The header button, once the first page has replaced the loading shell (and its header). */
async function findMenuButton() {
  await screen.findByRole('heading', { level: 1 });
  return within(screen.getByRole('banner')).findByRole('button', { name: /hesap menüsü/ });
}

async function openMenu(user: ReturnType<typeof userEvent.setup>) {
  const button = await findMenuButton();
  await user.click(button);
  return { button, menu: screen.getByRole('menu', { name: 'Hesap menüsü' }) };
}

function itemNames(menu: HTMLElement) {
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => [item.textContent, item.getAttribute('href')]);
}

// docs/requirements/screens.md#scr-header-menu and docs/requirements/screens.md#scr-header-status.
describe('header account menu', () => {
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
  });

  it('is a closed menu button showing the initial and the e-mail', async () => {
    stubFetch(signedInAs());
    renderApp('/');
    const button = await findMenuButton();
    expect(button.textContent).toContain('ayse@example.com');
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.textContent).toContain('A');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it("opens with the e-mail, 'Başvuru İncelemede' and the applicant's items", async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs());
    renderApp('/');
    const { button, menu } = await openMenu(user);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    const panel = menu.parentElement as HTMLElement;
    expect(within(panel).getByText('ayse@example.com')).toBeTruthy();
    expect(within(panel).getByText('Başvuru İncelemede')).toBeTruthy();
    expect(itemNames(menu)).toEqual([
      ['Başvurum & Profilim', '/application'],
      ['Planlar', '/billing/plans'],
      ['Çıkış', null],
    ]);
  });

  it("shows 'APPROVED' and 'Çalışma Alanı' to an approved user", async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs(testUsers.approved));
    renderApp('/');
    const { menu } = await openMenu(user);
    expect(within(menu.parentElement as HTMLElement).getByText('APPROVED')).toBeTruthy();
    expect(itemNames(menu)).toEqual([
      ['Başvurum & Profilim', '/application'],
      ['Çalışma Alanı', '/workspace'],
      ['Planlar', '/billing/plans'],
      ['Çıkış', null],
    ]);
  });

  it('shows admins the admin items only', async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs(testUsers.admin));
    renderApp('/');
    const { menu } = await openMenu(user);
    expect(itemNames(menu)).toEqual([
      ['Admin Panel', '/admin'],
      ['Raporlar', '/admin/reports/payments'],
      ['Çıkış', null],
    ]);
  });

  it('shows the admin items when the admin ping answers 2xx', async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs({ role: 'USER' }, { pingIsAdmin: true }));
    renderApp('/');
    const { menu } = await openMenu(user);
    await waitFor(() =>
      expect(within(menu).getByRole('menuitem', { name: 'Admin Panel' })).toBeTruthy(),
    );
  });

  it('closes on an outside click', async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs());
    renderApp('/');
    const { button } = await openMenu(user);
    await user.click(screen.getByRole('main'));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes on Escape and gives the focus back to the button', async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs());
    renderApp('/');
    const { button } = await openMenu(user);
    await user.tab();
    expect(document.activeElement?.textContent).toBe('Başvurum & Profilim');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes when an item is chosen, and navigates there', async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs(), noApplication);
    const { router } = renderApp('/');
    const { menu } = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Başvurum & Profilim' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Başvurum & Profilim' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/application');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on any navigation', async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs());
    const { router } = renderApp('/');
    await openMenu(user);
    await router.navigate('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Kullanım Koşulları' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('is operable with the keyboard: Enter opens on the first item, arrows move, Tab reaches items', async () => {
    const user = userEvent.setup();
    stubFetch(signedInAs(testUsers.approved));
    renderApp('/');
    const button = await findMenuButton();
    button.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement?.textContent).toBe('Başvurum & Profilim');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Çalışma Alanı');
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toBe('Çıkış');
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toBe('Başvurum & Profilim');
    await user.keyboard('{ArrowUp}');
    expect(document.activeElement?.textContent).toBe('Çıkış');
    await user.tab({ shift: true });
    expect(document.activeElement?.textContent).toBe('Planlar');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menu')).toBeTruthy();
    expect(document.activeElement?.textContent).toBe('Başvurum & Profilim');
  });

  it('re-fetches the session on every route change', async () => {
    const fetchMock = stubFetch(signedInAs(), noAdminData);
    const { router } = renderApp('/');
    await findMenuButton();
    expect(callsTo(fetchMock, 'GET', '/auth/me')).toHaveLength(1);
    await router.navigate('/terms');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/auth/me')).toHaveLength(2));
    await router.navigate('/about');
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/auth/me')).toHaveLength(3));
  });

  // docs/requirements/data.md#data-logout
  it('logs out as required: POST, storage cleared, signed-out state, / with replace', async () => {
    const user = userEvent.setup();
    const cleared = [
      'me_for_plans',
      'apply_status_for_plans',
      'me_pricing',
      'apply_status_pricing',
      'me',
      'checkout_plan_code',
      'checkout_months',
      'checkout_amount_kurus',
    ];
    for (const key of cleared) {
      localStorage.setItem(key, 'x');
      sessionStorage.setItem(key, 'x');
    }
    localStorage.setItem('unrelated', 'kept');
    let signedIn = true;
    const fetchMock = stubFetch(
      route('POST', '/auth/logout', () => {
        signedIn = false;
        return jsonResponse({ ok: true });
      }),
      (url, init) => (signedIn ? signedInAs(testUsers.approved)(url, init) : undefined),
      (url) =>
        url.pathname === '/api/auth/me'
          ? jsonResponse({ ok: false, error: 'unauthorized', message: 'Oturum yok.' }, 401)
          : undefined,
    );
    const { router, queryClient } = renderApp('/terms');
    await screen.findByRole('heading', { level: 1, name: 'Kullanım Koşulları' });
    const { menu } = await openMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Çıkış' }));

    const login = await within(screen.getByRole('banner')).findByRole('link', { name: 'Giriş' });
    expect(login.getAttribute('href')).toBe('/login');
    expect(callsTo(fetchMock, 'POST', '/auth/logout')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/auth/logout')[0]?.init?.body).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    for (const key of cleared) {
      expect(localStorage.getItem(key), key).toBeNull();
      expect(sessionStorage.getItem(key), key).toBeNull();
    }
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(queryClient.getQueryData(['session'])).toBeNull();
    // The admin flag is forgotten with the rest (docs/requirements/data.md#data-logout).
    expect(queryClient.getQueryData(['admin-ping', testUsers.approved.id])).toBeUndefined();
  });
});
