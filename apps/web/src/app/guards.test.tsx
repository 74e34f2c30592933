import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import {
  callsTo,
  jsonResponse,
  route,
  type FetchRoute,
  signedInAs,
  signedOut,
  stubFetch,
  testUsers,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';
import { plansRoute, trialStatusRoute } from '~test/billing-fixtures';
import { accessRoute, topicsRoute, workspacesRoute } from '~test/workspace-fixtures';

const noApplication = route('GET', '/apply/secure/me', () =>
  jsonResponse({ ok: true, application: null, documents: [] }),
);

/** The admin pages' own data is not what these tests are about: every such call answers 404. */
const noAdminData: FetchRoute = (url) =>
  url.pathname.startsWith('/api/i/admin/') && !url.pathname.endsWith('/ping')
    ? jsonResponse({ ok: false, error: 'not_found', message: 'Bulunamadı.' }, 404)
    : undefined;

function at(router: ReturnType<typeof renderApp>['router']) {
  return router.state.location.pathname + router.state.location.search;
}

// The guard redirects of docs/requirements/permissions.md#perm-redirects.
describe('route guards', () => {
  it.each([
    ['/workspace', '/login?next=%2Fworkspace'],
    ['/dashboard', '/login?next=%2Fdashboard'],
    ['/application', '/login?next=%2Fapplication'],
    ['/billing', '/login?next=%2Fbilling'],
    [
      '/billing/checkout?plan=BASIC&m=3&amt=100',
      '/login?next=%2Fbilling%2Fcheckout%3Fplan%3DBASIC%26m%3D3%26amt%3D100',
    ],
    [
      '/billing/result?status=success&oid=X',
      '/login?next=%2Fbilling%2Fresult%3Fstatus%3Dsuccess%26oid%3DX',
    ],
    ['/admin', '/login?next=%2Fadmin'],
    ['/admin/reports/payments', '/login?next=%2Fadmin%2Freports%2Fpayments'],
  ])('sends a visitor from %s to %s', async (from, to) => {
    const { router } = renderApp(from);
    expect(await screen.findByRole('heading', { level: 1, name: 'Giriş' })).toBeTruthy();
    expect(at(router)).toBe(to);
  });

  it('keeps public pages public', async () => {
    stubFetch(signedOut, plansRoute());
    const { router } = renderApp('/billing/plans');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(at(router)).toBe('/billing/plans');
  });

  it('shows a loading state while the session is being checked', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>(() => {})),
    );
    renderApp('/workspace');
    expect(await screen.findByText('Oturum kontrol ediliyor…')).toBeTruthy();
  });

  it('sends a signed-in user whose application is not approved from /workspace to /application', async () => {
    stubFetch(signedInAs(), noApplication);
    const { router } = renderApp('/workspace');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Başvurum & Profilim' }),
    ).toBeTruthy();
    expect(at(router)).toBe('/application');
  });

  it('lets an approved user into /workspace', async () => {
    stubFetch(
      signedInAs(testUsers.approved),
      workspacesRoute(),
      topicsRoute([]),
      accessRoute(),
      trialStatusRoute(),
    );
    const { router } = renderApp('/workspace');
    expect(await screen.findByRole('heading', { level: 1, name: 'Çalışma Alanı' })).toBeTruthy();
    expect(at(router)).toBe('/workspace');
  });

  it('sends a signed-in non-admin from /admin to /', async () => {
    const fetchMock = stubFetch(signedInAs(testUsers.approved));
    const { router } = renderApp('/admin/applications/42');
    expect(await screen.findByRole('link', { name: 'Başvurun' })).toBeTruthy();
    expect(at(router)).toBe('/');
    expect(callsTo(fetchMock, 'GET', '/i/admin/ping')[0]?.url.searchParams.get('_')).toMatch(
      /^\d+$/,
    );
  });

  it('lets an admin role into /admin without asking the ping', async () => {
    const fetchMock = stubFetch(
      signedInAs({ ...testUsers.admin, role: 'SuperAdmin' }),
      noAdminData,
    );
    const { router } = renderApp('/admin');
    expect(await screen.findByRole('heading', { level: 1, name: 'Başvurular' })).toBeTruthy();
    expect(at(router)).toBe('/admin');
    expect(callsTo(fetchMock, 'GET', '/i/admin/ping')).toHaveLength(0);
  });

  it('treats a user as admin when the admin ping answers 2xx', async () => {
    stubFetch(signedInAs({ role: 'USER' }, { pingIsAdmin: true }), noAdminData);
    const { router } = renderApp('/admin/reports/payments');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(at(router)).toBe('/admin/reports/payments');
  });

  it('guards unknown admin addresses too', async () => {
    stubFetch(signedInAs());
    const { router } = renderApp('/admin/olmayan-sayfa');
    expect(await screen.findByRole('link', { name: 'Başvurun' })).toBeTruthy();
    expect(at(router)).toBe('/');
  });

  it('sends an admin from /dashboard to /admin', async () => {
    stubFetch(signedInAs(testUsers.admin), noAdminData);
    const { router } = renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Başvurular' })).toBeTruthy();
    expect(at(router)).toBe('/admin');
  });

  it('sends a signed-in admin from /login to /admin', async () => {
    stubFetch(signedInAs(testUsers.admin), noAdminData);
    const { router } = renderApp('/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Başvurular' })).toBeTruthy();
    expect(at(router)).toBe('/admin');
  });

  it('sends a signed-in non-admin from /login to /application', async () => {
    stubFetch(signedInAs(), noApplication);
    const { router } = renderApp('/login');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Başvurum & Profilim' }),
    ).toBeTruthy();
    expect(at(router)).toBe('/application');
  });
});
