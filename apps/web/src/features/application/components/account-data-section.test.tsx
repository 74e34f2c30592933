import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { captureDownloads } from '~test/downloads';
import { anApplication } from '~test/fixtures';
import {
  callsTo,
  jsonBody,
  jsonResponse,
  route,
  signedInAs,
  stubFetch,
  type FetchRoute,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

const secureMe = route('GET', '/apply/secure/me', () =>
  jsonResponse({ ok: true, application: anApplication({ status: 'SUBMITTED' }), documents: [] }),
);

async function renderSection(...routes: FetchRoute[]) {
  const fetchMock = stubFetch(...routes, signedInAs({ applicationStatus: 'SUBMITTED' }), secureMe);
  const view = renderApp('/application');
  const section = await screen.findByRole('region', { name: 'Verilerim ve hesabım' });
  return { ...view, fetchMock, section };
}

describe('/application "Verilerim ve hesabım" (KVKK self-service)', () => {
  it('downloads the data export under the server’s file name, and says so when it fails', async () => {
    const user = userEvent.setup();
    const { downloads, createObjectURL } = captureDownloads();
    let fail = false;
    const { fetchMock, section } = await renderSection(
      route('GET', '/account/export', () =>
        fail
          ? new Response('', { status: 500 })
          : new Response(JSON.stringify({ format: 'psikorehber-data-export/1' }), {
              headers: {
                'Content-Type': 'application/json',
                'Content-Disposition':
                  'attachment; filename="psikorehber-verilerim-2026-11-22.json"',
              },
            }),
      ),
    );
    expect(within(section).getByRole('link', { name: 'KVKK Aydınlatma Metni' })).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Verilerimi indir' }));
    await waitFor(() => expect(downloads).toEqual(['psikorehber-verilerim-2026-11-22.json']));
    expect(createObjectURL).toHaveBeenCalledTimes(1);
    expect(callsTo(fetchMock, 'GET', '/account/export')).toHaveLength(1);

    fail = true;
    await user.click(within(section).getByRole('button', { name: 'Verilerimi indir' }));
    expect(
      await within(section).findByText('Verileriniz indirilemedi. Lütfen tekrar deneyin.'),
    ).toBeTruthy();
    expect(downloads).toHaveLength(1);
  });

  it('asks for the password, refuses an empty or wrong one, and can be cancelled', async () => {
    const user = userEvent.setup();
    const { fetchMock, section, router } = await renderSection(
      route('POST', '/account/delete', () =>
        jsonResponse(
          {
            ok: false,
            error: 'forbidden',
            message: 'Şifre hatalı. Hesabınız silinmedi.',
            details: [{ field: 'password', message: 'Şifre hatalı. Hesabınız silinmedi.' }],
          },
          403,
        ),
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = screen.getByRole('dialog', { name: 'Hesabınız kalıcı olarak silinsin mi?' });
    const password = within(dialog).getByLabelText(/^Şifreniz/);
    expect(document.activeElement).toBe(password);
    expect(password.getAttribute('type')).toBe('password');

    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    expect(within(dialog).getByText('Şifrenizi giriniz.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/account/delete')).toHaveLength(0);

    await user.type(password, 'Yanlis-Sifre-1{Enter}');
    expect(await within(dialog).findByText('Şifre hatalı. Hesabınız silinmedi.')).toBeTruthy();
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(jsonBody(callsTo(fetchMock, 'POST', '/account/delete')[0]?.init)).toEqual({
      password: 'Yanlis-Sifre-1',
    });
    expect(router.state.location.pathname).toBe('/application');

    await user.click(within(dialog).getByRole('button', { name: 'Vazgeç' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/application');
  });

  it('shows the server’s reason when the account cannot be deleted (the last admin)', async () => {
    const user = userEvent.setup();
    const { section } = await renderSection(
      route('POST', '/account/delete', () =>
        jsonResponse(
          {
            ok: false,
            error: 'conflict',
            message: 'Son yönetici hesabı silinemez. Önce başka bir yönetici ekleyin.',
          },
          409,
        ),
      ),
    );
    await user.click(within(section).getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Şifreniz/), 'Yonetici-Sifre-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));
    expect(
      await within(dialog).findByText(
        'Son yönetici hesabı silinemez. Önce başka bir yönetici ekleyin.',
      ),
    ).toBeTruthy();
  });

  it('deletes the account, signs out and confirms in Turkish on the home page', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { fetchMock, section, router, queryClient } = await renderSection(
      // Once erased, the session check answers 401 like for any signed-out visitor.
      (url) =>
        deleted && url.pathname.endsWith('/auth/me')
          ? jsonResponse({ ok: false, error: 'unauthorized', message: 'Oturum yok.' }, 401)
          : undefined,
      route('POST', '/account/delete', () => {
        deleted = true;
        return jsonResponse({ ok: true });
      }),
    );
    sessionStorage.setItem('checkout_plan_code', 'BASIC');
    await user.click(within(section).getByRole('button', { name: 'Hesabımı sil' }));
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Şifreniz/), 'Guclu-Sifre-2026');
    await user.click(within(dialog).getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByText(
        'Hesabınız ve verileriniz silindi. Onay e-postası kayıtlı adresinize gönderildi. Bizi tercih ettiğiniz için teşekkür ederiz.',
      ),
    ).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, 'POST', '/account/delete')[0]?.init)).toEqual({
      password: 'Guclu-Sifre-2026',
    });
    await waitFor(() =>
      expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Giriş' })).toBeTruthy(),
    );
    expect(queryClient.getQueryData(['session'])).toBeNull();
    expect(sessionStorage.getItem('checkout_plan_code')).toBeNull();
  });
});
