import type { Application, ApplicationDocument } from '@psikorehber/shared/schemas/entities';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { aDocument, anApplication } from '~test/fixtures';
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

function secureMe(application: Application | null, documents: ApplicationDocument[] = []) {
  return route('GET', '/apply/secure/me', () => jsonResponse({ ok: true, application, documents }));
}

async function renderApplication(...routes: FetchRoute[]) {
  const fetchMock = stubFetch(signedInAs({ applicationStatus: 'DRAFT' }), ...routes);
  const view = renderApp('/application');
  await screen.findByRole('heading', { level: 1, name: 'Başvurum & Profilim' });
  return { ...view, fetchMock };
}

// docs/requirements/screens.md#scr-application,
// docs/requirements/validation.md#val-application-editor,
// docs/requirements/errors.md#err-application
describe('/application', () => {
  it("says 'Henüz başvuru bulunamadı.' with a link to /apply when there is none", async () => {
    await renderApplication(secureMe(null));
    expect(await screen.findByText('Henüz başvuru bulunamadı.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Başvuru formuna git' }).getAttribute('href')).toBe(
      '/apply',
    );
  });

  it("says 'Yüklenemedi.' when loading fails", async () => {
    await renderApplication(
      route('GET', '/apply/secure/me', () =>
        jsonResponse({ ok: false, error: 'forbidden', message: 'Yetki yok.' }, 403),
      ),
    );
    expect(await screen.findByText('Yüklenemedi.')).toBeTruthy();
  });

  it('shows a submitted application read-only, with its documents and the review note', async () => {
    await renderApplication(
      secureMe(anApplication({ status: 'SUBMITTED', motivation: 'Süpervizyon desteği.' }), [
        aDocument(),
      ]),
    );
    expect(await screen.findByText('Gönderildi')).toBeTruthy();
    expect(screen.getByText(/24-48 saat/)).toBeTruthy();
    expect(screen.getByText('Klinik Psikolog')).toBeTruthy();
    expect(screen.getByText('Süpervizyon desteği.')).toBeTruthy();
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Değişiklikleri kaydet' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Başvuruyu gönder' })).toBeNull();
    expect(screen.getByRole('link', { name: 'diploma.pdf' }).getAttribute('href')).toBe(
      '/api/apply/secure/files/f1',
    );
    expect(screen.queryByRole('button', { name: /belgesini sil/ })).toBeNull();
  });

  it('links an approved user to the workspace and the plans', async () => {
    await renderApplication(secureMe(anApplication({ status: 'APPROVED' })));
    expect(await screen.findByText('Onaylandı')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Çalışma Alanı' }).getAttribute('href')).toBe(
      '/workspace',
    );
    expect(
      within(screen.getByRole('main')).getByRole('link', { name: 'Planlar' }).getAttribute('href'),
    ).toBe('/billing/plans');
  });

  it('points a rejected applicant to contact', async () => {
    await renderApplication(secureMe(anApplication({ status: 'REJECTED' })));
    expect(await screen.findByText('Reddedildi')).toBeTruthy();
    expect(
      within(screen.getByRole('main'))
        .getByRole('link', { name: 'İletişim sayfasından' })
        .getAttribute('href'),
    ).toBe('/contact');
  });

  it('edits a draft: e-mail and address read-only, the update body, and the saved note', async () => {
    const user = userEvent.setup();
    const draft = anApplication();
    const { fetchMock } = await renderApplication(
      secureMe(draft),
      route('POST', '/apply/secure/update', (_url, init) =>
        jsonResponse({
          ok: true,
          application: { ...draft, ...(jsonBody(init) as object), status: 'DRAFT' },
        }),
      ),
    );
    const email = await screen.findByLabelText('E-posta');
    expect((email as HTMLInputElement).readOnly).toBe(true);
    expect((screen.getByLabelText('Adres') as HTMLTextAreaElement).readOnly).toBe(true);

    const experience = screen.getByLabelText('Deneyim (yıl)');
    await user.clear(experience);
    await user.type(experience, '1234');
    expect((experience as HTMLInputElement).value).toBe('100');
    await user.clear(screen.getByLabelText('Ünvan / görev'));
    await user.type(screen.getByLabelText('Ünvan / görev'), 'Uzman Psikolog');
    expect(
      (screen.getByRole('button', { name: 'Başvuruyu gönder' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));

    expect(await screen.findByText('Değişiklikleriniz kaydedildi.')).toBeTruthy();
    expect(jsonBody(callsTo(fetchMock, 'POST', '/apply/secure/update')[0]?.init)).toEqual({
      fullName: 'Ayşe Yılmaz',
      specialization: 'Klinik Psikolog',
      experienceYrs: 100,
      currentRole: 'Uzman Psikolog',
      currentWorkplace: 'Özel muayenehane',
      contactPhoneWork: null,
      contactPhoneMobile: '0532 123 45 67',
      motivation: null,
    });
    expect(
      (screen.getByRole('button', { name: 'Başvuruyu gönder' }) as HTMLButtonElement).disabled,
    ).toBe(false);
  });

  it('applies the editor rules before saving', async () => {
    const user = userEvent.setup();
    const { fetchMock } = await renderApplication(secureMe(anApplication()));
    await user.clear(await screen.findByLabelText(/^Uzmanlık alanı/));
    await user.clear(screen.getByLabelText('Cep telefonu'));
    await user.type(screen.getByLabelText('Cep telefonu'), '532 123 456');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect((await screen.findAllByText('Uzmanlık alanı zorunludur.')).length).toBeGreaterThan(0);
    expect(
      screen.getAllByText('En az bir telefon (İş veya Cep) giriniz. 10+ haneli olmalı.').length,
    ).toBeGreaterThan(0);
    expect(callsTo(fetchMock, 'POST', '/apply/secure/update')).toHaveLength(0);
  });

  it("says 'Kaydedilemedi.' when saving fails", async () => {
    const user = userEvent.setup();
    await renderApplication(
      secureMe(anApplication()),
      route('POST', '/apply/secure/update', () => new Response('', { status: 500 })),
    );
    await user.type(await screen.findByLabelText('Ünvan / görev'), 'Uzman');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));
    expect(await screen.findByText('Kaydedilemedi.')).toBeTruthy();
  });

  it("puts the server's per-field messages on the fields it names", async () => {
    const user = userEvent.setup();
    await renderApplication(
      secureMe(anApplication()),
      route('POST', '/apply/secure/update', () =>
        jsonResponse(
          {
            ok: false,
            error: 'invalid_body',
            message: 'Form verilerini kontrol edin.',
            details: [
              { field: 'currentRole', message: 'Ünvan çok uzun.' },
              // Not editable here: neither marked nor listed.
              { field: 'email', message: 'E-posta hatalı.' },
            ],
          },
          400,
        ),
      ),
    );
    await user.type(await screen.findByLabelText('Ünvan / görev'), 'Uzman');
    await user.click(screen.getByRole('button', { name: 'Değişiklikleri kaydet' }));

    const title = await screen.findByText('Lütfen işaretli alanları düzeltin.');
    const summary = title.closest<HTMLElement>('[role="alert"]');
    expect(summary).not.toBeNull();
    expect(
      within(summary as HTMLElement).getByRole('link', { name: 'Ünvan / görev' }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Ünvan / görev').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('E-posta hatalı.')).toBeNull();
    expect(screen.getByText('Kaydedilemedi. Form verilerini kontrol edin.')).toBeTruthy();
  });

  it('submits a draft after a confirmation', async () => {
    const user = userEvent.setup();
    let application = anApplication();
    const { fetchMock } = await renderApplication(
      route('GET', '/apply/secure/me', () =>
        jsonResponse({ ok: true, application, documents: [] }),
      ),
      route('POST', '/apply/secure/submit', () => {
        application = { ...application, status: 'SUBMITTED' };
        return jsonResponse({ ok: true, application });
      }),
      route('GET', '/apply/secure/status', () => jsonResponse({ ok: true, status: 'SUBMITTED' })),
    );
    await user.click(await screen.findByRole('button', { name: 'Başvuruyu gönder' }));
    expect(callsTo(fetchMock, 'POST', '/apply/secure/submit')).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Vazgeç' }));
    await user.click(screen.getByRole('button', { name: 'Başvuruyu gönder' }));
    await user.click(screen.getByRole('button', { name: 'Evet, gönder' }));

    expect(await screen.findByText('Gönderildi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Değişiklikleri kaydet' })).toBeNull();
    const calls = callsTo(fetchMock, 'POST', '/apply/secure/submit');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.init?.body).toBeUndefined();
  });

  it("says 'Gönderilemedi.' when submitting fails", async () => {
    const user = userEvent.setup();
    await renderApplication(
      secureMe(anApplication()),
      route('POST', '/apply/secure/submit', () => new Response('', { status: 500 })),
    );
    await user.click(await screen.findByRole('button', { name: 'Başvuruyu gönder' }));
    await user.click(screen.getByRole('button', { name: 'Evet, gönder' }));
    expect(await screen.findByText('Gönderilemedi.')).toBeTruthy();
  });

  it('deletes a draft document, and blocks a second one', async () => {
    const user = userEvent.setup();
    let documents = [aDocument()];
    const { fetchMock } = await renderApplication(
      route('GET', '/apply/secure/me', () =>
        jsonResponse({ ok: true, application: anApplication(), documents }),
      ),
      route('DELETE', '/apply/secure/files/f1', () => {
        documents = [];
        return jsonResponse({ ok: true });
      }),
    );
    await user.upload(
      await screen.findByLabelText('Belge yükle (isteğe bağlı)'),
      new File(['%PDF'], 'ikinci.pdf', { type: 'application/pdf' }),
    );
    expect(
      screen.getByText('Maksimum 1 belge yüklenebilir. Önce mevcut belgeyi silin.'),
    ).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/apply/secure/files/upload')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'diploma.pdf belgesini sil' }));
    expect(await screen.findByText('Yüklenmiş belge yok.')).toBeTruthy();
    expect(callsTo(fetchMock, 'DELETE', '/apply/secure/files/f1')).toHaveLength(1);
  });

  it("says 'Silme başarısız.' when deleting fails", async () => {
    const user = userEvent.setup();
    await renderApplication(
      secureMe(anApplication(), [aDocument()]),
      route('DELETE', '/apply/secure/files/f1', () => new Response('', { status: 500 })),
    );
    await user.click(await screen.findByRole('button', { name: 'diploma.pdf belgesini sil' }));
    expect(await screen.findByText('Silme başarısız.')).toBeTruthy();
  });

  it('uploads a document in DRAFT', async () => {
    const user = userEvent.setup();
    let documents: ApplicationDocument[] = [];
    const { fetchMock } = await renderApplication(
      route('GET', '/apply/secure/me', () =>
        jsonResponse({ ok: true, application: anApplication(), documents }),
      ),
      route('POST', '/apply/secure/files/upload', () => {
        documents = [aDocument({ filename: 'sertifika.png', mimeType: 'image/png' })];
        return jsonResponse({ ok: true, file: documents[0] });
      }),
    );
    await user.upload(
      await screen.findByLabelText('Belge yükle (isteğe bağlı)'),
      new File(['png'], 'sertifika.png', { type: 'image/png' }),
    );
    expect(await screen.findByRole('link', { name: 'sertifika.png' })).toBeTruthy();
    const body = callsTo(fetchMock, 'POST', '/apply/secure/files/upload')[0]?.init?.body;
    expect((body as FormData).get('file')).toBeInstanceOf(File);
    await waitFor(() => expect(screen.queryByText('Belge yükleniyor…')).toBeNull());
  });
});
