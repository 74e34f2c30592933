import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { aDocument } from '~test/fixtures';
import {
  callsTo,
  headerOf,
  jsonBody,
  jsonResponse,
  route,
  signedOut,
  stubFetch,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

type User = ReturnType<typeof userEvent.setup>;

const SUMMARY = 'Eksik/yanlış alanlar var.';
const NOTICE_LABEL = /Aydınlatma Metni’ni okudum/;
const CONSENT_LABEL = /açık rıza veriyorum/;
const PHONE_RULE = 'En az bir telefon (İş veya Cep) giriniz. 10+ haneli olmalı.';

async function renderApply() {
  const view = renderApp('/apply');
  await screen.findByRole('heading', { level: 1, name: 'Başvuru' });
  return view;
}

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText(/^E-posta/), 'Ayse@Example.com');
  await user.type(screen.getByLabelText('Ad Soyad'), 'Ayşe Yılmaz');
  await user.type(screen.getByLabelText(/^Uzmanlık alanı/), 'Klinik Psikolog');
  await user.type(screen.getByLabelText('Deneyim (yıl)'), '7');
  await user.type(screen.getByLabelText('Cep telefonu'), '0532 123 45 67');
  await user.type(screen.getByLabelText(/^Adres/), 'Moda Cad. No: 1 Kadıköy');
  await user.click(screen.getByLabelText(NOTICE_LABEL));
  await user.click(screen.getByLabelText(CONSENT_LABEL));
}

const submit = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Kaydet ve kod gönder' }));

const draftSaved = route('POST', '/public/apply/draft', () =>
  jsonResponse({ ok: true, draftId: 'draft-1', id: 'draft-1' }),
);
const codeSent = route('POST', '/public/apply/request-code', () =>
  jsonResponse({ ok: true, resendAfterSeconds: 60, expiresInSeconds: 600 }),
);
const noFiles = route('GET', '/public/apply/files', () => jsonResponse({ ok: true, files: [] }));

// docs/requirements/screens.md#scr-apply, docs/requirements/validation.md#val-apply
describe('/apply form', () => {
  afterEach(() => sessionStorage.clear());

  it('shows no errors before the first submit, then every error with a summary', async () => {
    const user = userEvent.setup();
    await renderApply();
    await user.type(screen.getByLabelText(/^E-posta/), 'yanlis');
    expect(screen.queryByText(SUMMARY)).toBeNull();
    expect(screen.getByLabelText(/^E-posta/).getAttribute('aria-invalid')).toBeNull();

    await submit(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(SUMMARY)).toBeTruthy();
    const listed = within(summary)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(listed).toEqual([
      'E-posta',
      'Uzmanlık alanı',
      'İş telefonu',
      'Cep telefonu',
      'Adres',
      'Aydınlatma metni onayı',
      'Açık rıza',
    ]);
    const email = screen.getByLabelText(/^E-posta/);
    expect(email.getAttribute('aria-invalid')).toBe('true');
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBe('Geçerli bir e-posta giriniz.');
    expect(screen.getAllByText('Uzmanlık alanı zorunludur.').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Adres en az 12 karakter olmalıdır.').length).toBeGreaterThan(0);
  });

  it('needs both KVKK boxes ticked, with links to the texts, before anything is sent', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(signedOut, draftSaved, noFiles, codeSent);
    await renderApply();
    const notice = screen.getByLabelText(NOTICE_LABEL) as HTMLInputElement;
    const consent = screen.getByLabelText(CONSENT_LABEL) as HTMLInputElement;
    expect(notice.checked).toBe(false);
    expect(consent.checked).toBe(false);
    expect(notice.getAttribute('aria-required')).toBe('true');
    expect(screen.getByRole('link', { name: 'KVKK Aydınlatma Metni' }).getAttribute('href')).toBe(
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Açık Rıza Metni' }).getAttribute('href')).toBe(
      '/privacy#acik-riza',
    );

    await fillValidForm(user);
    await user.click(notice); // untick both again
    await user.click(consent);
    await submit(user);
    expect(
      await screen.findByText('Devam etmek için KVKK Aydınlatma Metni’ni okuduğunuzu onaylayın.'),
    ).toBeTruthy();
    // The error under the box is the one read with it (the summary may repeat the text).
    expect(consent.getAttribute('aria-describedby')).toBe('apply-explicit-consent-error');
    expect(document.getElementById('apply-explicit-consent-error')?.textContent).toBe(
      'Devam etmek için sağlık verilerinin işlenmesine açık rıza vermeniz gerekir.',
    );
    expect(notice.getAttribute('aria-invalid')).toBe('true');
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', '/public/apply/draft')).toHaveLength(0);

    await user.click(notice);
    await submit(user);
    expect(consent.getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', '/public/apply/draft')).toHaveLength(0);

    await user.click(consent);
    await submit(user);
    await screen.findByRole('heading', { name: /E-posta doğrulama/ });
    expect(jsonBody(callsTo(fetchMock, 'POST', '/public/apply/draft')[0]?.init)).toMatchObject({
      acceptPrivacyNotice: true,
      acceptExplicitConsent: true,
    });
  });

  it('needs an address of at least 12 characters after trimming', async () => {
    const user = userEvent.setup();
    await renderApply();
    const address = screen.getByLabelText(/^Adres/);
    await user.type(address, '  12345678901  ');
    await submit(user);
    expect(address.getAttribute('aria-invalid')).toBe('true');
    await user.clear(address);
    await user.type(address, '123456789012');
    await waitFor(() => expect(address.getAttribute('aria-invalid')).toBeNull());
  });

  it('keeps experience digits only, capped at 100', async () => {
    const user = userEvent.setup();
    await renderApply();
    const experience = screen.getByLabelText('Deneyim (yıl)');
    expect(experience.getAttribute('inputmode')).toBe('numeric');
    await user.type(experience, '150');
    expect((experience as HTMLInputElement).value).toBe('100');
    await user.clear(experience);
    await user.type(experience, 'a1-2');
    expect((experience as HTMLInputElement).value).toBe('12');
  });

  it('refuses phones of 9 digits and accepts one of 10', async () => {
    const user = userEvent.setup();
    await renderApply();
    await user.type(screen.getByLabelText('İş telefonu'), '212 555 12');
    await user.type(screen.getByLabelText('Cep telefonu'), '532 123 456');
    await submit(user);
    expect((await screen.findAllByText(PHONE_RULE)).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText('Cep telefonu'), '7');
    await waitFor(() => expect(screen.queryAllByText(PHONE_RULE)).toHaveLength(0));
  });

  it('refuses a document with the wrong extension', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderApply();
    const input = screen.getByLabelText('Belge (isteğe bağlı)');
    expect(input.getAttribute('accept')).toBe('.pdf,.png,.jpg,.jpeg');
    await user.upload(input, new File(['x'], 'notlar.docx', { type: 'application/msword' }));
    expect(
      screen.getByText('Yalnızca PDF, PNG, JPG veya JPEG dosyası yükleyebilirsiniz.'),
    ).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect((input as HTMLInputElement).files).toHaveLength(0);
  });

  it('shows the draft document with a delete button and blocks a second one', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('apply_draft_id', 'draft-1');
    let files = [aDocument({ id: 'f1', filename: 'diploma.pdf' })];
    const fetchMock = stubFetch(
      signedOut,
      route('GET', '/public/apply/files', () => jsonResponse({ ok: true, files })),
      route('DELETE', '/public/apply/files/f1', () => {
        files = [];
        return jsonResponse({ ok: true });
      }),
    );
    await renderApply();
    expect(await screen.findByText('diploma.pdf')).toBeTruthy();
    expect(
      headerOf(callsTo(fetchMock, 'GET', '/public/apply/files')[0]?.init, 'X-Apply-Draft-Id'),
    ).toBe('draft-1');

    await user.upload(
      screen.getByLabelText('Belge (isteğe bağlı)'),
      new File(['%PDF'], 'ikinci.pdf', { type: 'application/pdf' }),
    );
    expect(
      screen.getByText('Maksimum 1 belge yüklenebilir. Önce mevcut belgeyi silin.'),
    ).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'diploma.pdf belgesini sil' }));
    await waitFor(() => expect(screen.queryByText('diploma.pdf')).toBeNull());
    const deleted = callsTo(fetchMock, 'DELETE', '/public/apply/files/f1');
    expect(headerOf(deleted[0]?.init, 'X-Apply-Draft-Id')).toBe('draft-1');
  });

  it("says 'Silinemedi.' when deleting the draft document fails", async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('apply_draft_id', 'draft-1');
    stubFetch(
      signedOut,
      route('GET', '/public/apply/files', () => jsonResponse({ ok: true, files: [aDocument()] })),
      route('DELETE', '/public/apply/files/f1', () =>
        jsonResponse({ ok: false, error: 'internal_error', message: 'Sunucu hatası.' }, 500),
      ),
    );
    await renderApply();
    await user.click(await screen.findByRole('button', { name: 'diploma.pdf belgesini sil' }));
    expect(await screen.findByText('Silinemedi.')).toBeTruthy();
  });

  it('saves the draft, uploads the document, sends the code and shows the code step', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(
      signedOut,
      draftSaved,
      noFiles,
      route('POST', '/public/apply/files/upload', () =>
        jsonResponse({ ok: true, file: aDocument({ filename: 'diploma.pdf' }) }),
      ),
      codeSent,
    );
    await renderApply();
    await fillValidForm(user);
    await user.upload(
      screen.getByLabelText('Belge (isteğe bağlı)'),
      new File(['%PDF-1.4'], 'diploma.pdf', { type: 'application/pdf' }),
    );
    await submit(user);

    expect(await screen.findByRole('heading', { name: /E-posta doğrulama/ })).toBeTruthy();
    expect(screen.getByText(/adresine gönderildi/).textContent).toContain('ayse@example.com');

    const draft = callsTo(fetchMock, 'POST', '/public/apply/draft')[0];
    expect(jsonBody(draft?.init)).toEqual({
      email: 'ayse@example.com',
      fullName: 'Ayşe Yılmaz',
      specialization: 'Klinik Psikolog',
      experienceYrs: 7,
      currentRole: null,
      currentWorkplace: null,
      contactPhoneWork: null,
      contactPhoneMobile: '0532 123 45 67',
      address: 'Moda Cad. No: 1 Kadıköy',
      motivation: null,
      acceptPrivacyNotice: true,
      acceptExplicitConsent: true,
    });
    const upload = callsTo(fetchMock, 'POST', '/public/apply/files/upload')[0];
    expect(headerOf(upload?.init, 'X-Apply-Draft-Id')).toBe('draft-1');
    expect((upload?.init?.body as FormData).get('file')).toBeInstanceOf(File);
    expect(jsonBody(callsTo(fetchMock, 'POST', '/public/apply/request-code')[0]?.init)).toEqual({
      email: 'ayse@example.com',
      draftId: 'draft-1',
    });
    expect(sessionStorage.getItem('apply_draft_id')).toBe('draft-1');

    const code = screen.getByLabelText(/^Doğrulama kodu/);
    expect(code.getAttribute('inputmode')).toBe('numeric');
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    const resend = screen.getByRole('button', { name: /Kodu tekrar gönder \(\d+ sn\)/ });
    expect((resend as HTMLButtonElement).disabled).toBe(true);
  });

  it('sends the draft id it already has, so the same draft is updated', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('apply_draft_id', 'draft-0');
    const fetchMock = stubFetch(signedOut, draftSaved, noFiles, codeSent);
    await renderApply();
    await fillValidForm(user);
    await submit(user);
    await screen.findByRole('heading', { name: /E-posta doğrulama/ });
    expect(
      headerOf(callsTo(fetchMock, 'POST', '/public/apply/draft')[0]?.init, 'X-Apply-Draft-Id'),
    ).toBe('draft-0');
    expect(sessionStorage.getItem('apply_draft_id')).toBe('draft-1');
  });

  it('tells an existing applicant to log in', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      route('POST', '/public/apply/draft', () =>
        jsonResponse(
          {
            ok: false,
            error: 'application_exists',
            message: 'Bu e-posta adresiyle daha önce başvuru yapılmış. Lütfen giriş yapın.',
          },
          409,
        ),
      ),
    );
    await renderApply();
    await fillValidForm(user);
    await submit(user);
    const alert = await screen.findByText(/daha önce başvuru yapılmış/);
    expect(within(alert).getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe(
      '/login',
    );
  });

  it('puts the server’s field errors on the fields', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      route('POST', '/public/apply/draft', () =>
        jsonResponse(
          {
            ok: false,
            error: 'invalid_body',
            message: 'Form verilerini kontrol edin.',
            details: [{ field: 'specialization', message: 'Sunucu bu alanı kabul etmedi.' }],
          },
          400,
        ),
      ),
    );
    await renderApply();
    await fillValidForm(user);
    await submit(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText(SUMMARY)).toBeTruthy();
    expect(screen.getByLabelText(/^Uzmanlık alanı/).getAttribute('aria-invalid')).toBe('true');
  });

  it("says 'Belge yüklenemedi.' when the upload fails, and sends no code", async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(
      signedOut,
      draftSaved,
      noFiles,
      route('POST', '/public/apply/files/upload', () => jsonResponse({ ok: false }, 500)),
      codeSent,
    );
    await renderApply();
    await fillValidForm(user);
    await user.upload(
      screen.getByLabelText('Belge (isteğe bağlı)'),
      new File(['%PDF'], 'diploma.pdf', { type: 'application/pdf' }),
    );
    await submit(user);
    expect(await screen.findByText('Belge yüklenemedi.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/public/apply/request-code')).toHaveLength(0);
  });

  it("says 'Kayıt / kod gönderimi başarısız.' when the code cannot be sent", async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      draftSaved,
      noFiles,
      route('POST', '/public/apply/request-code', () => new Response('', { status: 502 })),
    );
    await renderApply();
    await fillValidForm(user);
    await submit(user);
    expect(await screen.findByText('Kayıt / kod gönderimi başarısız.')).toBeTruthy();
  });
});

describe('/apply code step', () => {
  afterEach(() => sessionStorage.clear());

  async function reachCodeStep(user: User, ...extra: Parameters<typeof stubFetch>) {
    const fetchMock = stubFetch(signedOut, draftSaved, noFiles, codeSent, ...extra);
    const view = await renderApply();
    await fillValidForm(user);
    await submit(user);
    await screen.findByRole('heading', { name: /E-posta doğrulama/ });
    return { ...view, fetchMock };
  }

  const verify = (user: User) => user.click(screen.getByRole('button', { name: 'Doğrula' }));

  it("says 'Eksik bilgi.' for an empty code", async () => {
    const user = userEvent.setup();
    const { fetchMock } = await reachCodeStep(user);
    await verify(user);
    expect(await screen.findByText('Eksik bilgi.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/public/apply/verify-code')).toHaveLength(0);
  });

  it("shows the server's message when verification fails", async () => {
    const user = userEvent.setup();
    await reachCodeStep(
      user,
      route('POST', '/public/apply/verify-code', () =>
        jsonResponse(
          { ok: false, error: 'invalid_code', message: 'Kod hatalı veya süresi dolmuş.' },
          400,
        ),
      ),
    );
    await user.type(screen.getByLabelText(/^Doğrulama kodu/), '123456');
    await verify(user);
    expect(await screen.findByText('Kod hatalı veya süresi dolmuş.')).toBeTruthy();
  });

  it("says 'Doğrulama başarısız.' when the server gives no message", async () => {
    const user = userEvent.setup();
    await reachCodeStep(
      user,
      route('POST', '/public/apply/verify-code', () => new Response('', { status: 500 })),
    );
    await user.type(screen.getByLabelText(/^Doğrulama kodu/), '123456');
    await verify(user);
    expect(await screen.findByText('Doğrulama başarısız.')).toBeTruthy();
  });

  it('goes to /set-password?token=… and keeps the token in session storage', async () => {
    const user = userEvent.setup();
    const { router, fetchMock } = await reachCodeStep(
      user,
      route('POST', '/public/apply/verify-code', () =>
        jsonResponse({ ok: true, verifyToken: 'tok/+1', token: 'tok/+1' }),
      ),
    );
    await user.type(screen.getByLabelText(/^Doğrulama kodu/), '123 456');
    await verify(user);
    expect(await screen.findByRole('heading', { level: 1, name: 'Şifre belirle' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/set-password');
    expect(new URLSearchParams(router.state.location.search).get('token')).toBe('tok/+1');
    expect(sessionStorage.getItem('set_password_token')).toBe('tok/+1');
    expect(jsonBody(callsTo(fetchMock, 'POST', '/public/apply/verify-code')[0]?.init)).toEqual({
      draftId: 'draft-1',
      code: '123456',
    });
  });

  it('goes back to the form with the values kept', async () => {
    const user = userEvent.setup();
    await reachCodeStep(user);
    await user.click(screen.getByRole('button', { name: 'Forma geri dön' }));
    expect((screen.getByLabelText(/^E-posta/) as HTMLInputElement).value).toBe('Ayse@Example.com');
    expect((screen.getByLabelText('Deneyim (yıl)') as HTMLInputElement).value).toBe('7');
  });
});

describe('/apply code step after a reload (issue 11)', () => {
  afterEach(() => sessionStorage.clear());

  const verified = route('POST', '/public/apply/verify-code', () =>
    jsonResponse({ ok: true, verifyToken: 'tok-1', token: 'tok-1' }),
  );

  /** Fills the form and sends the code, then "reloads": a new app in the same tab. */
  async function reloadAtCodeStep(user: User) {
    const fetchMock = stubFetch(signedOut, draftSaved, noFiles, codeSent, verified);
    const first = await renderApply();
    await fillValidForm(user);
    await submit(user);
    await screen.findByRole('heading', { name: /E-posta doğrulama/ });
    first.unmount();
    renderApp('/apply');
    return fetchMock;
  }

  it('continues at the code step with the draft and the e-mail, and finishes there', async () => {
    const user = userEvent.setup();
    const fetchMock = await reloadAtCodeStep(user);

    expect(await screen.findByRole('heading', { name: /E-posta doğrulama/ })).toBeTruthy();
    expect(screen.getByText(/adresine gönderildi/).textContent).toContain('ayse@example.com');
    // The resend wait goes on where it was, not from zero.
    expect(screen.getByRole('button', { name: /Kodu tekrar gönder \(\d+ sn\)/ })).toHaveProperty(
      'disabled',
      true,
    );

    await user.type(screen.getByLabelText(/^Doğrulama kodu/), '123456');
    await user.click(screen.getByRole('button', { name: 'Doğrula' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Şifre belirle' })).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, 'POST', '/public/apply/verify-code')[0]?.init)).toEqual({
      draftId: 'draft-1',
      code: '123456',
    });
    // Done: a later visit to /apply starts with the form.
    expect(sessionStorage.getItem('apply_code_step')).toBeNull();
    expect(sessionStorage.getItem('apply_draft_id')).toBeNull();
  });

  it('resends to the kept address once the wait is over', async () => {
    const user = userEvent.setup();
    sessionStorage.setItem('apply_draft_id', 'draft-1');
    sessionStorage.setItem(
      'apply_code_step',
      JSON.stringify({ draftId: 'draft-1', email: 'ayse@example.com', resendAt: Date.now() - 1 }),
    );
    const fetchMock = stubFetch(signedOut, codeSent);
    await renderApply();
    await user.click(await screen.findByRole('button', { name: 'Kodu tekrar gönder' }));
    expect(await screen.findByText('Yeni doğrulama kodu gönderildi.')).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, 'POST', '/public/apply/request-code')[0]?.init)).toEqual({
      email: 'ayse@example.com',
      draftId: 'draft-1',
    });
  });

  it('forgets the step when the user goes back to the form, keeping the e-mail there', async () => {
    const user = userEvent.setup();
    await reloadAtCodeStep(user);
    await user.click(await screen.findByRole('button', { name: 'Forma geri dön' }));
    expect(screen.getByRole('heading', { name: /Başvuru formu/ })).toBeTruthy();
    expect(screen.getByLabelText(/^E-posta/)).toHaveProperty('value', 'ayse@example.com');
    expect(sessionStorage.getItem('apply_code_step')).toBeNull();
    // The draft stays, so sending again updates the same one.
    expect(sessionStorage.getItem('apply_draft_id')).toBe('draft-1');
  });

  it('starts with the form when what was kept cannot be read', async () => {
    sessionStorage.setItem('apply_code_step', '{bozuk');
    await renderApply();
    expect(screen.getByRole('heading', { name: /Başvuru formu/ })).toBeTruthy();
  });
});
