import type { ApplicationStatus } from '@psikorehber/shared/constants';
import type { AdminApplicationItem } from '@psikorehber/shared/schemas/admin';
import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  applicationItem,
  auditEntry,
  documentItem,
  jsonResponse,
  route,
  stubAdminFetch,
} from '~test/admin-fixtures';
import { callsTo, type FetchRoute } from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

const DETAIL_PATH = '/i/admin/applications/app-1';
const FILES_PATH = `${DETAIL_PATH}/files`;

function detailRoute(application: AdminApplicationItem, history = [auditEntry()]): FetchRoute {
  return route('GET', DETAIL_PATH, () => jsonResponse({ ok: true, application, history }));
}

function filesRoute(files = [documentItem()]): FetchRoute {
  return route('GET', FILES_PATH, () => jsonResponse({ ok: true, files }));
}

async function renderDetail(status: ApplicationStatus, ...extra: FetchRoute[]) {
  const fetchMock = stubAdminFetch(
    ...extra,
    detailRoute(applicationItem({ status })),
    filesRoute(),
  );
  const view = renderApp('/admin/applications/app-1');
  await screen.findByRole('heading', { level: 2, name: 'Ayşe Yılmaz' });
  return { ...view, fetchMock };
}

/** Clicks a decision button and confirms it in the dialog. */
async function decideConfirmed(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(
    within(screen.getByRole('region', { name: 'Karar' })).getByRole('button', { name }),
  );
  await user.click(within(screen.getByRole('dialog')).getByRole('button', { name }));
}

function decisionButtons() {
  const section = screen.getByRole('region', { name: 'Karar' });
  const get = (name: string) => within(section).getByRole('button', { name }) as HTMLButtonElement;
  return { section, approve: get('Onayla'), reject: get('Reddet'), hold: get('Beklet') };
}

describe('AdminApplicationDetailPage', () => {
  it('shows the fields, the documents and the history', async () => {
    await renderDetail('SUBMITTED');
    expect(screen.getByRole('heading', { level: 1, name: 'Başvuru detayı' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '← Başvurulara dön' }).getAttribute('href')).toBe(
      '/admin',
    );
    const fields = screen.getByRole('region', { name: 'Başvuru bilgileri' });
    expect(within(fields).getByText('Klinik Psikolog')).toBeTruthy();
    expect(within(fields).getByText('5 yıl')).toBeTruthy();
    expect(within(fields).getByText('0532 555 11 22')).toBeTruthy();
    expect(within(fields).getByText('Özel Klinik')).toBeTruthy();
    expect(within(fields).getByText('Moda Caddesi No: 1, Kadıköy, İstanbul')).toBeTruthy();

    const documents = screen.getByRole('region', { name: 'Belgeler' });
    const link = await within(documents).findByRole('link', { name: 'diploma.pdf' });
    expect(link.getAttribute('href')).toBe('/api/i/admin/files/file-1/download');
    expect(link.hasAttribute('download')).toBe(true);

    const history = screen.getByRole('region', { name: 'Geçmiş' });
    expect(within(history).getByText('Gönderildi')).toBeTruthy();
    expect(within(history).getByText(/Taslak → Gönderildi · ayse@example\.com/)).toBeTruthy();
  });

  it.each([
    ['SUBMITTED', { approve: true, reject: true, hold: true }],
    ['HOLD', { approve: true, reject: true, hold: false }],
    ['APPROVED', { approve: false, reject: false, hold: false }],
    ['REJECTED', { approve: false, reject: false, hold: false }],
    ['DRAFT', { approve: false, reject: false, hold: false }],
  ] as const)('enables the decisions allowed for %s', async (status, enabled) => {
    await renderDetail(status);
    const { section, approve, reject, hold } = decisionButtons();
    expect({ approve: !approve.disabled, reject: !reject.disabled, hold: !hold.disabled }).toEqual(
      enabled,
    );
    const warning = within(section).queryByRole('alert');
    if (status === 'SUBMITTED' || status === 'HOLD') {
      expect(warning).toBeNull();
    } else {
      expect(warning?.textContent).toMatch(/yalnızca Gönderildi veya Beklemede/);
      expect(warning?.textContent).toMatch(/etkin değil/);
    }
  });

  it('asks before rejecting; cancelling sends nothing and returns focus', async () => {
    const { fetchMock } = await renderDetail('SUBMITTED');
    const user = userEvent.setup();
    const { reject } = decisionButtons();

    await user.click(reject);
    const dialog = screen.getByRole('dialog', { name: 'Başvuruyu reddet' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    const cancel = within(dialog).getByRole('button', { name: 'Vazgeç' });
    expect(document.activeElement).toBe(cancel);

    // Tab stays inside the dialog.
    await user.tab();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Reddet' }));
    await user.tab();
    expect(document.activeElement).toBe(cancel);

    await user.click(cancel);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(reject);

    await user.click(reject);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsTo(fetchMock, 'POST', `${DETAIL_PATH}/reject`)).toHaveLength(0);
  });

  it.each([
    [
      'Onayla',
      'Başvuruyu onayla',
      'Ayşe Yılmaz başvurusunu onaylamak istediğinize emin misiniz?',
      'ayse@example.com adresine “PsikoRehber başvurunuz onaylandı” e-postası gönderilir.',
      'Erişimi hemen açılır: çalışma alanını kullanabilir, 3 gün / 3 soruluk denemeyi başlatabilir ve plan satın alabilir.',
    ],
    [
      'Reddet',
      'Başvuruyu reddet',
      'Ayşe Yılmaz başvurusunu reddetmek istediğinize emin misiniz?',
      'ayse@example.com adresine “PsikoRehber başvurunuz hakkında” e-postası gönderilir.',
      'E-postada başvurunun onaylanmadığı yazar ve iletişim sayfası önerilir. Çalışma alanı, deneme ve satın alma kapalı kalır; hesabına girip yalnızca başvurusunu görebilir.',
    ],
    [
      'Beklet',
      'Başvuruyu beklet',
      'Ayşe Yılmaz başvurusunu bekletmek istediğinize emin misiniz?',
      'ayse@example.com adresine “PsikoRehber başvurunuz beklemeye alındı” e-postası gönderilir.',
      'Çalışma alanı, deneme ve satın alma kapalı kalır; başvurusu incelemede görünür. Daha sonra onaylayabilir veya reddedebilirsiniz.',
    ],
  ])(
    '%s asks first, naming the mail and the access the applicant gets',
    async (button, title, question, mail, access) => {
      const { fetchMock } = await renderDetail('SUBMITTED');
      const user = userEvent.setup();
      await user.click(within(decisionButtons().section).getByRole('button', { name: button }));
      const dialog = screen.getByRole('dialog', { name: title });
      const description = document.getElementById(dialog.getAttribute('aria-describedby')!);
      expect(Array.from(description?.querySelectorAll('p') ?? [], (p) => p.textContent)).toEqual([
        question,
        mail,
        access,
      ]);
      // Nothing is decided until the dialog says so; Escape backs out.
      await user.keyboard('{Escape}');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);
    },
  );

  it('rejects after confirmation', async () => {
    const { fetchMock } = await renderDetail(
      'SUBMITTED',
      route('POST', `${DETAIL_PATH}/reject`, () =>
        jsonResponse({
          ok: true,
          application: applicationItem({ status: 'REJECTED' }),
          history: [auditEntry()],
        }),
      ),
    );
    const user = userEvent.setup();
    await user.click(decisionButtons().reject);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reddet' }));
    expect(await screen.findByText('Başvuru durumu güncellendi: Reddedildi.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', `${DETAIL_PATH}/reject`)).toHaveLength(1);
  });

  it('approves with an empty POST and shows the new status', async () => {
    const { fetchMock, queryClient } = await renderDetail(
      'SUBMITTED',
      route('POST', `${DETAIL_PATH}/approve`, () =>
        jsonResponse({
          ok: true,
          application: applicationItem({
            status: 'APPROVED',
            decidedAt: '2025-01-06T08:00:00.000Z',
          }),
          history: [
            auditEntry(),
            auditEntry({
              action: 'approve',
              fromStatus: 'SUBMITTED',
              toStatus: 'APPROVED',
              actorEmail: 'admin@example.com',
              createdAt: '2025-01-06T08:00:00.000Z',
            }),
          ],
        }),
      ),
    );
    queryClient.setQueryData(['admin', 'applications', 'list', { q: '', status: null, page: 1 }], {
      ok: true,
      items: [],
      total: 0,
      page: 1,
      size: 50,
    });
    const user = userEvent.setup();
    await user.click(decisionButtons().approve);
    expect(callsTo(fetchMock, 'POST', `${DETAIL_PATH}/approve`)).toHaveLength(0);
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Onayla' }));

    expect(await screen.findByText('Başvuru durumu güncellendi: Onaylandı.')).toBeTruthy();
    const [call] = callsTo(fetchMock, 'POST', `${DETAIL_PATH}/approve`);
    expect(call?.init?.body).toBeUndefined();
    // The header badge and the buttons follow the new status.
    const heading = screen.getByRole('heading', { level: 2, name: 'Ayşe Yılmaz' });
    expect(within(heading.parentElement!).getByText('Onaylandı')).toBeTruthy();
    const { approve, reject, hold } = decisionButtons();
    expect([approve.disabled, reject.disabled, hold.disabled]).toEqual([true, true, true]);
    expect(
      within(screen.getByRole('region', { name: 'Geçmiş' })).getByText(
        /Gönderildi → Onaylandı · admin@example\.com/,
      ),
    ).toBeTruthy();
    // The list is stale now.
    expect(
      queryClient.getQueryState(['admin', 'applications', 'list', { q: '', status: null, page: 1 }])
        ?.isInvalidated,
    ).toBe(true);
  });

  it('shows the server message when a decision is refused', async () => {
    await renderDetail(
      'SUBMITTED',
      route('POST', `${DETAIL_PATH}/hold`, () =>
        jsonResponse(
          {
            ok: false,
            error: 'invalid_state',
            message: 'Bu işlem kaydın mevcut durumunda yapılamaz.',
          },
          409,
        ),
      ),
    );
    const user = userEvent.setup();
    await decideConfirmed(user, 'Beklet');
    expect(await screen.findByText('Bu işlem kaydın mevcut durumunda yapılamaz.')).toBeTruthy();
  });

  it("says 'İşlem başarısız' when a decision fails without a message", async () => {
    await renderDetail(
      'HOLD',
      route('POST', `${DETAIL_PATH}/approve`, () => new Response('', { status: 502 })),
    );
    const user = userEvent.setup();
    await decideConfirmed(user, 'Onayla');
    expect(await screen.findByText('İşlem başarısız')).toBeTruthy();
  });

  it("shows 'Dosyalar alınamadı' when the documents cannot be loaded", async () => {
    stubAdminFetch(
      detailRoute(applicationItem()),
      route('GET', FILES_PATH, () => jsonResponse({ ok: false, error: 'forbidden_file' }, 400)),
    );
    renderApp('/admin/applications/app-1');
    const documents = await screen.findByRole('region', { name: 'Belgeler' });
    expect(await within(documents).findByText('Dosyalar alınamadı')).toBeTruthy();
  });

  it('says so when there are no documents', async () => {
    stubAdminFetch(detailRoute(applicationItem()), filesRoute([]));
    renderApp('/admin/applications/app-1');
    expect(await screen.findByText('Bu başvuruya belge yüklenmemiş.')).toBeTruthy();
  });

  it("shows 'Bulunamadı.' for an unknown application", async () => {
    stubAdminFetch(
      route('GET', DETAIL_PATH, () =>
        jsonResponse({ ok: false, error: 'not_found', message: 'Bulunamadı.' }, 404),
      ),
    );
    renderApp('/admin/applications/app-1');
    expect(await screen.findByText('Bulunamadı.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
  });

  it("shows 'Yüklenemedi' for other load failures", async () => {
    stubAdminFetch(route('GET', DETAIL_PATH, () => jsonResponse({ ok: false, error: 'bad' }, 400)));
    renderApp('/admin/applications/app-1');
    expect(await screen.findByText('Yüklenemedi')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Tekrar dene' })).toBeTruthy();
  });

  it('asks for a sign-in when the session is gone', async () => {
    stubAdminFetch(
      route('GET', DETAIL_PATH, () => jsonResponse({ ok: false, error: 'unauthorized' }, 401)),
    );
    renderApp('/admin/applications/app-1');
    expect(await screen.findByText('Oturum veya yetki gerekli. Lütfen giriş yapın.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe('/login'),
    );
  });
});
