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
  testUsers,
  type FetchRoute,
  type TestUser,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';
import { billingMeRoute } from '~test/billing-fixtures';

type User = ReturnType<typeof userEvent.setup>;

/** /auth/me answers 401 until the login call succeeds, then the signed-in user. */
function loginFlow(user: TestUser, { pingIsAdmin = false } = {}): FetchRoute[] {
  let signedIn = false;
  return [
    route('POST', '/auth/login', () => {
      signedIn = true;
      return jsonResponse({ ok: true, user });
    }),
    (url) => {
      if (url.pathname === '/api/auth/me') {
        return signedIn
          ? jsonResponse({ ok: true, user })
          : jsonResponse({ ok: false, error: 'unauthorized', message: 'Oturum yok.' }, 401);
      }
      if (url.pathname === '/api/i/admin/ping') {
        return pingIsAdmin
          ? jsonResponse({ ok: true })
          : jsonResponse({ ok: false, error: 'forbidden', message: 'Yetki yok.' }, 403);
      }
      return undefined;
    },
    route('GET', '/apply/secure/me', () =>
      jsonResponse({ ok: true, application: null, documents: [] }),
    ),
    (url) =>
      url.pathname.startsWith('/api/i/admin/')
        ? jsonResponse({ ok: false, error: 'not_found', message: 'Bulunamadı.' }, 404)
        : undefined,
  ];
}

async function signIn(user: User, email = 'ayse@example.com', password = 'gizli-sifre') {
  await user.type(await screen.findByLabelText(/^E-posta/), email);
  await user.type(screen.getByLabelText(/^Şifre/), password);
  await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
}

function at(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search;
}

// docs/requirements/screens.md#scr-login, docs/requirements/errors.md#err-login
describe('/login', () => {
  it('has labelled fields with autocomplete and a link to /forgot', async () => {
    renderApp('/login');
    const email = await screen.findByLabelText(/^E-posta/);
    expect(email.getAttribute('autocomplete')).toBe('email');
    expect(screen.getByLabelText(/^Şifre/).getAttribute('autocomplete')).toBe('current-password');
    expect(screen.getByRole('link', { name: 'Şifremi unuttum' }).getAttribute('href')).toBe(
      '/forgot',
    );
  });

  it('validates before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(signedOut);
    renderApp('/login');
    await screen.findByLabelText(/^E-posta/);
    await user.click(screen.getByRole('button', { name: 'Giriş yap' }));
    expect(await screen.findByText('Şifrenizi giriniz.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/auth/login')).toHaveLength(0);
  });

  it("says 'E-posta veya şifre hatalı.' for invalid credentials", async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      route('POST', '/auth/login', () =>
        jsonResponse({ ok: false, error: 'invalid_credentials', message: 'Başka metin' }, 401),
      ),
    );
    renderApp('/login');
    await signIn(user);
    expect(await screen.findByText('E-posta veya şifre hatalı.')).toBeTruthy();
  });

  it("shows the server's message when rate limited", async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      route('POST', '/auth/login', () =>
        jsonResponse(
          { ok: false, error: 'rate_limited', message: 'Çok fazla deneme. 5 dakika bekleyin.' },
          429,
        ),
      ),
    );
    renderApp('/login');
    await signIn(user);
    expect(await screen.findByText('Çok fazla deneme. 5 dakika bekleyin.')).toBeTruthy();
  });

  it("says 'Giriş sırasında bir hata oluştu.' when the server gives no message", async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      route('POST', '/auth/login', () => new Response('', { status: 500 })),
    );
    renderApp('/login');
    await signIn(user);
    expect(await screen.findByText('Giriş sırasında bir hata oluştu.')).toBeTruthy();
  });

  it('sends a user to /application', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(...loginFlow(testUsers.applicant));
    const { router } = renderApp('/login');
    await signIn(user, 'Ayse@Example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Başvurum & Profilim' }),
    ).toBeTruthy();
    expect(at(router)).toBe('/application');
    expect(jsonBody(callsTo(fetchMock, 'POST', '/auth/login')[0]?.init)).toEqual({
      email: 'ayse@example.com',
      password: 'gizli-sifre',
    });
  });

  it('sends an admin to /admin', async () => {
    const user = userEvent.setup();
    stubFetch(...loginFlow(testUsers.admin));
    const { router } = renderApp('/login');
    await signIn(user, 'admin@example.com');
    expect(await screen.findByRole('heading', { level: 1, name: 'Başvurular' })).toBeTruthy();
    expect(at(router)).toBe('/admin');
  });

  it('sends a user the admin ping vouches for to /admin', async () => {
    const user = userEvent.setup();
    stubFetch(...loginFlow(testUsers.applicant, { pingIsAdmin: true }));
    const { router } = renderApp('/login');
    await signIn(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Başvurular' })).toBeTruthy();
    expect(at(router)).toBe('/admin');
  });

  it('honours a same-origin next', async () => {
    const user = userEvent.setup();
    stubFetch(
      ...loginFlow(testUsers.approved),
      billingMeRoute(),
      route('GET', '/billing/payments', () => jsonResponse({ ok: true, items: [] })),
    );
    const { router } = renderApp('/login?next=%2Fbilling%3Ftab%3Dpayments');
    expect(await screen.findByText('Devam etmek için lütfen giriş yapın.')).toBeTruthy();
    await signIn(user, 'mehmet@example.com');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Abonelik ve ödemeler' }),
    ).toBeTruthy();
    expect(at(router)).toBe('/billing?tab=payments');
  });

  it.each(['https://evil.example/', '//evil.example/x', '/\\evil.example', 'billing'])(
    'ignores the unsafe next %j',
    async (next) => {
      const user = userEvent.setup();
      stubFetch(...loginFlow(testUsers.applicant));
      const { router } = renderApp(`/login?${new URLSearchParams({ next }).toString()}`);
      await signIn(user);
      expect(
        await screen.findByRole('heading', { level: 1, name: 'Başvurum & Profilim' }),
      ).toBeTruthy();
      expect(at(router)).toBe('/application');
    },
  );
});
