import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, route, signedInAs, stubFetch, testUsers } from '~/testing/fetch-stub';
import { renderApp } from '~/testing/render-app';

function status(value: string) {
  return route('GET', '/apply/secure/status', () => jsonResponse({ ok: true, status: value }));
}

async function renderDashboard() {
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Panel' });
  return view;
}

describe('/dashboard (SPEC §2, §6)', () => {
  it('gives an approved user the workspace, billing and plans', async () => {
    stubFetch(signedInAs(testUsers.approved));
    await renderDashboard();
    const main = screen.getByRole('main');
    expect(
      within(main)
        .getByRole('link', { name: /Çalışma Alanı/ })
        .getAttribute('href'),
    ).toBe('/workspace');
    expect(
      within(main)
        .getByRole('link', { name: /Abonelik ve ödemeler/ })
        .getAttribute('href'),
    ).toBe('/billing');
    expect(
      within(main)
        .getByRole('link', { name: /Planlar/ })
        .getAttribute('href'),
    ).toBe('/billing/plans');
  });

  it('points an applicant to the application', async () => {
    stubFetch(signedInAs(), status('SUBMITTED'));
    await renderDashboard();
    const link = await screen.findByRole('link', { name: 'Başvurunuzu açın' });
    expect(link.getAttribute('href')).toBe('/application');
    expect(screen.getByText('Gönderildi')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Çalışma Alanı/ })).toBeNull();
  });

  it('asks a user without an application to create one', async () => {
    stubFetch(signedInAs({ applicationStatus: 'NONE' }), status('NONE'));
    await renderDashboard();
    const link = await screen.findByRole('link', { name: 'Başvuru oluştur' });
    expect(link.getAttribute('href')).toBe('/apply');
  });

  it('falls back to the session status when the status call fails', async () => {
    stubFetch(
      signedInAs({ applicationStatus: 'NONE' }),
      route('GET', '/apply/secure/status', () => jsonResponse({ ok: false }, 404)),
    );
    await renderDashboard();
    expect(await screen.findByRole('link', { name: 'Başvuru oluştur' })).toBeTruthy();
  });
});
