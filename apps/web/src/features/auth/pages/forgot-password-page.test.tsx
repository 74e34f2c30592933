import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  callsTo,
  jsonBody,
  jsonResponse,
  route,
  signedOut,
  stubFetch,
  type FetchRoute,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

type User = ReturnType<typeof userEvent.setup>;

const GENERIC = 'Bu e-posta adresiyle kayıtlı bir hesap varsa doğrulama kodu gönderildi.';
const notFound = () => jsonResponse({ ok: false, error: 'not_found', message: 'Bulunamadı.' }, 404);
const codeRequested = route('POST', '/auth/forgot/request-code', () =>
  jsonResponse({ ok: true, message: 'Kod gönderildi.' }),
);

async function requestCode(user: User, email = 'Ayse@Example.com') {
  await user.type(await screen.findByLabelText(/^E-posta/), email);
  await user.click(screen.getByRole('button', { name: 'Kod gönder' }));
}

async function verifyCode(user: User, code = '123456') {
  await user.type(await screen.findByLabelText(/^Doğrulama kodu/), code);
  await user.click(screen.getByRole('button', { name: 'Kodu doğrula' }));
}

async function setNewPassword(user: User, password = 'yeni-sifre-1') {
  await user.type(await screen.findByLabelText(/^Yeni şifre \*|^Yeni şifre$/), password);
  await user.type(screen.getByLabelText(/^Yeni şifre \(tekrar\)/), password);
  await user.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }));
}

function stub(...routes: FetchRoute[]) {
  return stubFetch(signedOut, ...routes);
}

// docs/requirements/screens.md#scr-forgot, docs/requirements/api.md#api-forgot,
// docs/requirements/errors.md#err-forgot
describe('/forgot', () => {
  it('sends the lowercased e-mail and shows the generic line on the code step', async () => {
    const user = userEvent.setup();
    const fetchMock = stub(codeRequested);
    renderApp('/forgot');
    await requestCode(user);
    expect(await screen.findByText(GENERIC)).toBeTruthy();
    expect(screen.getByRole('heading', { name: /Doğrulama kodu/ })).toBeTruthy();
    // Mail may be retried from the outbox: where to look, and what to do, if it is late.
    expect(
      screen.getByText(
        'E-posta birkaç dakika içinde gelmezse spam klasörünü kontrol edin veya yeni kod isteyin.',
      ),
    ).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, 'POST', '/auth/forgot/request-code')[0]?.init)).toEqual({
      email: 'ayse@example.com',
    });
  });

  it('shows the same generic line when the server refuses the address', async () => {
    const user = userEvent.setup();
    stub(
      route('POST', '/auth/forgot/request-code', () =>
        jsonResponse({ ok: false, error: 'invalid_body', message: 'Hesap yok.' }, 400),
      ),
    );
    renderApp('/forgot');
    await requestCode(user);
    expect(await screen.findByText(GENERIC)).toBeTruthy();
    expect(screen.queryByText('Hesap yok.')).toBeNull();
  });

  it('moves on to the next endpoint after a 404', async () => {
    const user = userEvent.setup();
    const fetchMock = stub(
      route('POST', '/auth/forgot/request-code', notFound),
      route('POST', '/forgot/request-code', notFound),
      route('POST', '/auth/forgot/start', () => jsonResponse({ ok: true, message: 'Tamam.' })),
    );
    renderApp('/forgot');
    await requestCode(user);
    expect(await screen.findByText(GENERIC)).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/auth/forgot/request-code')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/forgot/request-code')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/auth/forgot/start')).toHaveLength(1);
    expect(callsTo(fetchMock, 'POST', '/forgot/start')).toHaveLength(0);
  });

  it("says 'Uygun endpoint bulunamadı' when every endpoint answers 404", async () => {
    const user = userEvent.setup();
    const fetchMock = stub(codeRequested, (url, init) =>
      init?.method === 'POST' && /\/forgot\/verify(-code)?$/.test(url.pathname)
        ? notFound()
        : undefined,
    );
    renderApp('/forgot');
    await requestCode(user);
    await verifyCode(user);
    expect(await screen.findByText('Uygun endpoint bulunamadı')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('verify'))).toHaveLength(
      4,
    );
  });

  it('does not move on after a failure other than 404, and shows its message', async () => {
    const user = userEvent.setup();
    const fetchMock = stub(
      codeRequested,
      route('POST', '/auth/forgot/verify-code', () =>
        jsonResponse({ ok: false, error: 'invalid_code', message: 'Kod hatalı.' }, 400),
      ),
    );
    renderApp('/forgot');
    await requestCode(user);
    await verifyCode(user);
    expect(await screen.findByText('Kod hatalı.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/forgot/verify-code')).toHaveLength(0);
  });

  it("says 'Beklenmeyen hata' when the server gives no message", async () => {
    const user = userEvent.setup();
    stub(
      codeRequested,
      route('POST', '/auth/forgot/verify-code', () => new Response('', { status: 500 })),
    );
    renderApp('/forgot');
    await requestCode(user);
    await verifyCode(user);
    expect(await screen.findByText('Beklenmeyen hata')).toBeTruthy();
  });

  it("says 'resetToken üretilemedi' when the answer has no token", async () => {
    const user = userEvent.setup();
    stub(
      codeRequested,
      route('POST', '/auth/forgot/verify-code', () => jsonResponse({ ok: true })),
    );
    renderApp('/forgot');
    await requestCode(user);
    await verifyCode(user);
    expect(await screen.findByText('resetToken üretilemedi')).toBeTruthy();
  });

  it('needs a 6-digit code before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stub(codeRequested);
    renderApp('/forgot');
    await requestCode(user);
    await verifyCode(user, '12a45');
    expect((await screen.findAllByText('Kod 6 haneli olmalıdır.')).length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST', '/auth/forgot/verify-code')).toHaveLength(0);
  });

  it('resets the password with data.resetToken and links to /login', async () => {
    const user = userEvent.setup();
    const fetchMock = stub(
      codeRequested,
      route('POST', '/auth/forgot/verify-code', () =>
        jsonResponse({ ok: true, resetToken: 'rt-1', data: { resetToken: 'rt-1' } }),
      ),
      route('POST', '/auth/forgot/reset', () => jsonResponse({ ok: true })),
    );
    renderApp('/forgot');
    await requestCode(user);
    await verifyCode(user, '654321');
    await setNewPassword(user);
    expect(
      await screen.findByText('Şifreniz güncellendi. Yeni şifrenizle giriş yapabilirsiniz.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe('/login');
    expect(jsonBody(callsTo(fetchMock, 'POST', '/auth/forgot/verify-code')[0]?.init)).toEqual({
      email: 'ayse@example.com',
      code: '654321',
    });
    expect(jsonBody(callsTo(fetchMock, 'POST', '/auth/forgot/reset')[0]?.init)).toEqual({
      resetToken: 'rt-1',
      password: 'yeni-sifre-1',
      passwordConfirm: 'yeni-sifre-1',
    });
  });

  it('checks the new password pair before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stub(
      codeRequested,
      route('POST', '/auth/forgot/verify-code', () =>
        jsonResponse({ ok: true, resetToken: 'rt-1', data: { resetToken: 'rt-1' } }),
      ),
    );
    renderApp('/forgot');
    await requestCode(user);
    await verifyCode(user);
    await user.type(await screen.findByLabelText(/^Yeni şifre \*|^Yeni şifre$/), 'kisa');
    await user.type(screen.getByLabelText(/^Yeni şifre \(tekrar\)/), 'baska');
    await user.click(screen.getByRole('button', { name: 'Şifreyi güncelle' }));
    expect((await screen.findAllByText('Şifre en az 8 karakter olmalı.')).length).toBeGreaterThan(
      0,
    );
    expect(screen.getAllByText('Şifreler eşleşmiyor.').length).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST', '/auth/forgot/reset')).toHaveLength(0);
  });
});
