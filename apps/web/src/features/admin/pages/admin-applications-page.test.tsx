import { ADMIN_PAGE_SIZE } from '@psikorehber/shared/constants';
import type { AdminApplicationItem } from '@psikorehber/shared/schemas/admin';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { applicationItem, jsonResponse, route, stubAdminFetch } from '~test/admin-fixtures';
import { callsTo } from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

const LIST_PATH = '/i/admin/applications';

const items: AdminApplicationItem[] = [
  applicationItem(),
  applicationItem({
    id: 'app-2',
    email: 'can@example.com',
    fullName: 'Can Demir',
    specialization: 'Aile Danışmanı',
    status: 'APPROVED',
    createdAt: '2025-01-03T08:00:00.000Z',
  }),
  applicationItem({
    id: 'app-3',
    email: 'elif@example.com',
    fullName: null,
    specialization: 'Psikolojik Danışman',
    status: 'HOLD',
  }),
];

function listAnswer(
  answer: (url: URL) => { items: AdminApplicationItem[]; total?: number; page?: number },
) {
  return route('GET', LIST_PATH, (url) => {
    const { items: pageItems, total, page } = answer(url);
    return jsonResponse({
      ok: true,
      items: pageItems,
      total: total ?? pageItems.length,
      page: page ?? Number(url.searchParams.get('page') ?? '1'),
      size: ADMIN_PAGE_SIZE,
    });
  });
}

async function findTable() {
  return screen.findByRole('table');
}

describe('AdminApplicationsPage', () => {
  it('lists applications with Turkish status badges, dates and links to the detail page', async () => {
    const fetchMock = stubAdminFetch(listAnswer(() => ({ items })));
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Başvurular' })).toBeTruthy();
    const table = await findTable();
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);

    const first = rows[1]!;
    expect(within(first).getByRole('link', { name: 'Ayşe Yılmaz' }).getAttribute('href')).toBe(
      '/admin/applications/app-1',
    );
    expect(within(first).getByText('ayse@example.com')).toBeTruthy();
    expect(within(first).getByText('Klinik Psikolog')).toBeTruthy();
    expect(within(first).getByText('Gönderildi')).toBeTruthy();
    expect(within(first).getByText('05.01.2025')).toBeTruthy();
    expect(within(rows[2]!).getByText('Onaylandı')).toBeTruthy();
    expect(within(rows[3]!).getByText('Beklemede')).toBeTruthy();
    // Without a name the e-mail address is the link text.
    expect(within(rows[3]!).getByRole('link', { name: 'elif@example.com' })).toBeTruthy();

    expect(screen.getByText('Toplam 3 kayıt')).toBeTruthy();
    expect(screen.getByText('Sayfa 1 / 1')).toBeTruthy();

    const [call] = callsTo(fetchMock, 'GET', LIST_PATH);
    expect(call?.url.searchParams.get('page')).toBe('1');
    expect(call?.url.searchParams.get('size')).toBe(String(ADMIN_PAGE_SIZE));
    expect(call?.url.searchParams.get('_')).toMatch(/^\d+$/);
    expect(call?.url.searchParams.has('q')).toBe(false);
    expect(call?.init?.credentials).toBe('include');
  });

  it('accepts the list nested under result', async () => {
    stubAdminFetch(
      route('GET', LIST_PATH, () =>
        jsonResponse({ ok: true, result: { items, total: 3, page: 1, size: ADMIN_PAGE_SIZE } }),
      ),
    );
    renderApp('/admin');
    const table = await findTable();
    expect(within(table).getByRole('link', { name: 'Can Demir' })).toBeTruthy();
  });

  it('debounces the search, keeps it in the URL and sends it as q', async () => {
    const fetchMock = stubAdminFetch(
      listAnswer((url) => ({
        items: url.searchParams.get('q') === 'ayşe' ? [items[0]!] : items,
      })),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin?page=2');
    await findTable();

    await user.type(screen.getByRole('searchbox', { name: 'Ara' }), 'ayşe');
    // Nothing is sent while typing…
    expect(callsTo(fetchMock, 'GET', LIST_PATH).some((c) => c.url.searchParams.has('q'))).toBe(
      false,
    );
    // …only once typing pauses.
    await waitFor(() => expect(router.state.location.search).toBe('?q=ay%C5%9Fe'));
    await waitFor(() => {
      const withQ = callsTo(fetchMock, 'GET', LIST_PATH).filter((c) => c.url.searchParams.has('q'));
      expect(withQ).toHaveLength(1);
      expect(withQ[0]?.url.searchParams.get('q')).toBe('ayşe');
      expect(withQ[0]?.url.searchParams.get('page')).toBe('1');
    });
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
  });

  it('restores the search box from the URL', async () => {
    const fetchMock = stubAdminFetch(listAnswer(() => ({ items: [items[0]!] })));
    renderApp('/admin?q=klinik&status=SUBMITTED');
    await findTable();
    expect((screen.getByRole('searchbox', { name: 'Ara' }) as HTMLInputElement).value).toBe(
      'klinik',
    );
    expect((screen.getByRole('combobox', { name: 'Durum' }) as HTMLSelectElement).value).toBe(
      'SUBMITTED',
    );
    const [call] = callsTo(fetchMock, 'GET', LIST_PATH);
    expect(call?.url.searchParams.get('q')).toBe('klinik');
    expect(call?.url.searchParams.get('status')).toBe('SUBMITTED');
  });

  it('filters by status, resetting to the first page', async () => {
    const fetchMock = stubAdminFetch(
      listAnswer((url) => ({
        items: url.searchParams.get('status') === 'HOLD' ? [items[2]!] : items,
      })),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin?page=3');
    await findTable();

    const select = screen.getByRole('combobox', { name: 'Durum' });
    expect(within(select).getByRole('option', { name: 'Tümü' })).toBeTruthy();
    expect(within(select).getByRole('option', { name: 'Reddedildi' })).toBeTruthy();
    await user.selectOptions(select, 'HOLD');

    await waitFor(() => expect(router.state.location.search).toBe('?status=HOLD'));
    await waitFor(() =>
      expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2),
    );
    const last = callsTo(fetchMock, 'GET', LIST_PATH).at(-1);
    expect(last?.url.searchParams.get('status')).toBe('HOLD');
    expect(last?.url.searchParams.get('page')).toBe('1');

    // The filter is a history entry of its own: Back restores the previous list.
    await router.navigate(-1);
    await waitFor(() =>
      expect((screen.getByRole('combobox', { name: 'Durum' }) as HTMLSelectElement).value).toBe(''),
    );
    expect(router.state.location.search).toBe('?page=3');
  });

  it('pages forward and back, without Sonraki on the last page or Önceki on the first', async () => {
    const total = ADMIN_PAGE_SIZE + 3;
    const fetchMock = stubAdminFetch(
      listAnswer((url) =>
        url.searchParams.get('page') === '2'
          ? { items: [items[2]!], total }
          : { items: [items[0]!, items[1]!], total },
      ),
    );
    const user = userEvent.setup();
    const { router } = renderApp('/admin?q=a');
    await findTable();

    const nav = screen.getByRole('navigation', { name: 'Sayfalama' });
    expect(within(nav).getByText('Sayfa 1 / 2')).toBeTruthy();
    expect(within(nav).getByText(`Toplam ${String(total)} kayıt`)).toBeTruthy();
    expect(within(nav).queryByRole('link', { name: 'Önceki' })).toBeNull();

    await user.click(within(nav).getByRole('link', { name: 'Sonraki' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a&page=2'));
    await screen.findByText('Sayfa 2 / 2');
    await waitFor(() =>
      expect(
        within(screen.getByRole('table')).getByRole('link', { name: 'elif@example.com' }),
      ).toBeTruthy(),
    );
    expect(screen.queryByRole('link', { name: 'Sonraki' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', LIST_PATH).at(-1)?.url.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('link', { name: 'Önceki' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=a'));
    await screen.findByText('Sayfa 1 / 2');
  });

  it('shows the empty state', async () => {
    stubAdminFetch(listAnswer(() => ({ items: [] })));
    renderApp('/admin?q=yok');
    expect(await screen.findByText('Kayıt bulunamadı.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it("shows 'HTTP 500' when the server sends neither error nor message, and retries", async () => {
    let failing = true;
    stubAdminFetch(
      route('GET', LIST_PATH, () =>
        failing
          ? new Response('', { status: 500 })
          : jsonResponse({ ok: true, items, total: 3, page: 1, size: ADMIN_PAGE_SIZE }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/admin');
    // The query client retries a 5xx once before giving up.
    expect(await screen.findByText('HTTP 500', {}, { timeout: 4000 })).toBeTruthy();

    failing = false;
    await user.click(screen.getByRole('button', { name: 'Tekrar dene' }));
    expect(await findTable()).toBeTruthy();
  });

  it('shows the error code of a failed list answer, else its message', async () => {
    stubAdminFetch(
      route('GET', LIST_PATH, (url) =>
        url.searchParams.get('q') === 'kod'
          ? jsonResponse({ ok: false, error: 'invalid_body', message: 'Geçersiz durum.' }, 400)
          : jsonResponse({ ok: false, message: 'Geçersiz durum.' }, 400),
      ),
    );
    renderApp('/admin?q=kod');
    expect(await screen.findByText('invalid_body')).toBeTruthy();
    cleanup();
    renderApp('/admin?q=mesaj');
    expect(await screen.findByText('Geçersiz durum.')).toBeTruthy();
  });

  it('asks for a sign-in when the API answers 403', async () => {
    stubAdminFetch(
      route('GET', LIST_PATH, () =>
        jsonResponse(
          { ok: false, error: 'forbidden', message: 'Bu işlem için yetkiniz yok.' },
          403,
        ),
      ),
    );
    renderApp('/admin');
    expect(await screen.findByText('Oturum veya yetki gerekli. Lütfen giriş yapın.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
  });
});
