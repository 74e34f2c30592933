import { screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import {
  aBillingMe,
  aSubscription,
  aTrialStatus,
  billingMeRoute,
  trialStatusRoute,
} from '~test/billing-fixtures';
import { callsTo, jsonResponse, route, signedInAs, stubFetch, testUsers } from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

function status(value: string) {
  return route('GET', '/apply/secure/status', () => jsonResponse({ ok: true, status: value }));
}

async function renderDashboard() {
  const view = renderApp('/dashboard');
  await screen.findByRole('heading', { level: 1, name: 'Panel' });
  return view;
}

// docs/requirements/screens.md#scr-dashboard, docs/requirements/permissions.md#perm-unapproved
describe('/dashboard', () => {
  it('gives an approved user the workspace, billing and plans', async () => {
    stubFetch(signedInAs(testUsers.approved), billingMeRoute(), trialStatusRoute());
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

  it('shows an approved user the plan and the credits left, with the way to /billing', async () => {
    const subscription = aSubscription();
    stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(aBillingMe({ plan: 'BASIC', subscription })),
      trialStatusRoute(aTrialStatus({ hasSubscription: true, subscription, hadTrial: true })),
    );
    await renderDashboard();
    const line = await screen.findByText('Planınız: Temel · 37 / 150 soru kaldı');
    expect(
      within(line.parentElement as HTMLElement)
        .getByRole('link', { name: 'Aboneliği görüntüle' })
        .getAttribute('href'),
    ).toBe('/billing');
    expect(screen.queryByRole('button', { name: 'Denemeyi Başlat' })).toBeNull();
  });
});

// docs/requirements/data.md#data-subscription-state, docs/requirements/errors.md#err-trial
describe('/dashboard trial', () => {
  it('starts the trial of an approved user who never had one', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(),
      trialStatusRoute(),
      route('POST', '/trial/start', () =>
        jsonResponse(aTrialStatus({ active: true, daysLeft: 3, questionsLeft: 3, hadTrial: true })),
      ),
    );
    await renderDashboard();
    const offer = await screen.findByRole('region', { name: '3 gün / 3 soru ücretsiz deneme' });
    await user.click(within(offer).getByRole('button', { name: 'Denemeyi Başlat' }));

    const started = await screen.findByText('Denemeniz başladı: 3 gün, 3 soru');
    expect(started.closest('[role="status"]')).toBe(document.activeElement);
    expect(screen.getByRole('link', { name: 'Çalışma alanına git' }).getAttribute('href')).toBe(
      '/workspace',
    );
    const [call] = callsTo(fetchMock, 'POST', '/trial/start');
    expect(call?.init?.body).toBeUndefined();
    expect(screen.queryByRole('button', { name: 'Denemeyi Başlat' })).toBeNull();
  });

  it('shows the server message when the trial was already used (409)', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(),
      trialStatusRoute(),
      route('POST', '/trial/start', () =>
        jsonResponse(
          {
            ok: false,
            error: 'trial_used',
            message: 'Deneme hakkınızı daha önce kullandınız. Devam etmek için bir plan seçin.',
          },
          409,
        ),
      ),
    );
    await renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Denemeyi Başlat' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      'Deneme hakkınızı daha önce kullandınız. Devam etmek için bir plan seçin.',
    );
  });

  // docs/requirements/errors.md#err-trial
  it('uses the required texts for a lost session and for a failure without a message', async () => {
    const user = userEvent.setup();
    let status = 401;
    stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(),
      trialStatusRoute(),
      route('POST', '/trial/start', () =>
        status === 401
          ? jsonResponse({ ok: false, error: 'unauthorized' }, 401)
          : jsonResponse({ ok: false }, 500),
      ),
    );
    await renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Denemeyi Başlat' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/Oturumunuzun süresi doldu/)).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Giriş yap' }).getAttribute('href')).toBe(
      '/login?next=%2Fdashboard',
    );

    status = 500;
    await user.click(screen.getByRole('button', { name: 'Denemeyi Başlat' }));
    expect(await screen.findByText('Deneme başlatılamadı. Lütfen tekrar deneyin.')).toBeTruthy();
  });

  it('falls back to /billing/trial/* when /trial/* answers 404', async () => {
    const user = userEvent.setup();
    const notFound = () => jsonResponse({ ok: false, error: 'not_found' }, 404);
    const fetchMock = stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(),
      route('GET', '/trial/status', notFound),
      route('POST', '/trial/start', notFound),
      route('GET', '/billing/trial/status', () => jsonResponse(aTrialStatus())),
      route('POST', '/billing/trial/start', () =>
        jsonResponse(aTrialStatus({ active: true, daysLeft: 3, questionsLeft: 3 })),
      ),
    );
    await renderDashboard();
    await user.click(await screen.findByRole('button', { name: 'Denemeyi Başlat' }));
    expect(await screen.findByText('Denemeniz başladı: 3 gün, 3 soru')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', '/billing/trial/start')).toHaveLength(1);
  });

  it('shows the days and questions left of a running trial', async () => {
    stubFetch(
      signedInAs(testUsers.approved),
      billingMeRoute(),
      trialStatusRoute(
        aTrialStatus({ active: true, daysLeft: 2, questionsLeft: 1, hadTrial: true }),
      ),
    );
    await renderDashboard();
    expect(
      await screen.findByText('Deneme süreniz devam ediyor: 2 gün, 1 soru kaldı.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Denemeyi Başlat' })).toBeNull();
  });

  it('offers no trial to an applicant', async () => {
    const fetchMock = stubFetch(signedInAs(), status('SUBMITTED'));
    await renderDashboard();
    await screen.findByRole('link', { name: 'Başvurunuzu açın' });
    expect(screen.queryByRole('button', { name: 'Denemeyi Başlat' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/trial/status')).toHaveLength(0);
  });
});
