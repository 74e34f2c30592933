import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonBody,
  jsonResponse,
  route,
  signedOut,
  stubFetch,
  testUsers,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

type User = ReturnType<typeof userEvent.setup>;

async function fill(user: User, password: string, confirm: string) {
  await user.type(await screen.findByLabelText(/^Şifre \*|^Şifre$/), password);
  await user.type(screen.getByLabelText(/^Şifre \(tekrar\)/), confirm);
  await user.click(screen.getByRole('button', { name: 'Şifreyi kaydet' }));
}

// docs/requirements/validation.md#val-set-password
describe('/set-password', () => {
  afterEach(() => sessionStorage.clear());

  it('without a token shows only the error and the way back to /apply', async () => {
    const fetchMock = stubFetch(signedOut);
    renderApp('/set-password');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Geçersiz veya eksik doğrulama anahtarı.')).toBeTruthy();
    expect(
      within(alert).getByRole('link', { name: 'Başvuru sayfasına dönün' }).getAttribute('href'),
    ).toBe('/apply');
    // Nothing was verified, so nothing says so, and there is no form to fill in.
    expect(screen.queryByText(/E-posta adresiniz doğrulandı/)).toBeNull();
    expect(screen.queryByLabelText(/^Şifre/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Şifreyi kaydet' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/public/apply/set-password')).toHaveLength(0);
  });

  it('says the address is verified when there is a token', async () => {
    renderApp('/set-password?token=t1');
    expect(await screen.findByText(/E-posta adresiniz doğrulandı/)).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('needs 8 characters and matching passwords', async () => {
    const user = userEvent.setup();
    renderApp('/set-password?token=t1');
    await fill(user, 'kisa', 'baska');
    expect((await screen.findAllByText('Şifre en az 8 karakter olmalı.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getAllByText('Şifreler eşleşmiyor.').length).toBeGreaterThan(0);
    expect(screen.queryByText('Geçersiz veya eksik doğrulama anahtarı.')).toBeNull();
  });

  it('signs the new user in and goes to /application, forgetting the stored token', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('set_password_token', 'stored-token');
    const newUser = { ...testUsers.applicant, applicationStatus: 'DRAFT' };
    let signedIn = false;
    const fetchMock = stubFetch(
      route('POST', '/public/apply/set-password', () => {
        signedIn = true;
        return jsonResponse({ ok: true, user: newUser });
      }),
      (url) =>
        url.pathname === '/api/auth/me'
          ? signedIn
            ? jsonResponse({ ok: true, user: newUser })
            : jsonResponse({ ok: false, error: 'unauthorized', message: 'Oturum yok.' }, 401)
          : undefined,
      route('GET', '/i/admin/ping', () => jsonResponse({ ok: false }, 403)),
      route('GET', '/apply/secure/me', () =>
        jsonResponse({ ok: true, application: null, documents: [] }),
      ),
    );
    const { router } = renderApp('/set-password');
    await fill(user, 'uzun-bir-sifre', 'uzun-bir-sifre');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Başvurum & Profilim' }),
    ).toBeTruthy();
    expect(router.state.location.pathname).toBe('/application');
    expect(jsonBody(callsTo(fetchMock, 'POST', '/public/apply/set-password')[0]?.init)).toEqual({
      verifyToken: 'stored-token',
      password: 'uzun-bir-sifre',
    });
    expect(sessionStorage.getItem('set_password_token')).toBeNull();
    expect(screen.getByRole('banner').textContent).toContain('ayse@example.com');
  });

  it('prefers the token of the address over the stored one', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('set_password_token', 'stored-token');
    const fetchMock = stubFetch(
      signedOut,
      route('POST', '/public/apply/set-password', () =>
        jsonResponse(
          {
            ok: false,
            error: 'invalid_token',
            message: 'Doğrulama anahtarı geçersiz veya süresi dolmuş.',
          },
          400,
        ),
      ),
    );
    renderApp('/set-password?token=url-token');
    await fill(user, 'uzun-bir-sifre', 'uzun-bir-sifre');
    expect(await screen.findByText('Doğrulama anahtarı geçersiz veya süresi dolmuş.')).toBeTruthy();
    expect(
      jsonBody(callsTo(fetchMock, 'POST', '/public/apply/set-password')[0]?.init),
    ).toMatchObject({ verifyToken: 'url-token' });
  });
});
