import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '~/lib/query-keys';
import {
  callsTo,
  jsonBody,
  jsonResponse,
  route,
  signedInAs,
  stubFetch,
  testUsers,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

const FINALIZE = '/billing/payments/finalize';
const OID = 'PR20260301ABC';

type Answer = 'pending' | 'applied' | 'failed' | 'not_found';

function finalizeAnswer(answer: Answer): Response {
  if (answer === 'not_found') {
    return jsonResponse({ ok: false, error: 'not_found', message: 'Bulunamadı.' }, 404);
  }
  return jsonResponse({
    ok: true,
    applied: answer === 'applied',
    alreadyApplied: false,
    plan: answer === 'applied' ? 'BASIC' : null,
    months: answer === 'applied' ? 3 : null,
    status: answer === 'applied' ? 'success' : answer,
  });
}

/** Finalize answers `answers` in turn, repeating the last one. */
function stubFinalize(...answers: Answer[]) {
  let call = 0;
  return stubFetch(
    signedInAs(testUsers.approved),
    route('POST', FINALIZE, () => {
      const answer = answers[Math.min(call, answers.length - 1)] ?? 'pending';
      call += 1;
      return finalizeAnswer(answer);
    }),
  );
}

/** Lets the fetch answers and React settle without moving the clock. */
async function flush() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function advance(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

async function renderResult(entry: string) {
  const view = renderApp(entry);
  // The lazy page and the session check resolve on microtasks and zero-delay timers.
  for (let i = 0; i < 50 && !screen.queryByRole('heading', { level: 1 }); i += 1) await flush();
  await flush();
  return view;
}

function resultHeading() {
  return screen.getByRole('heading', { level: 2 });
}

beforeAll(async () => {
  // Load the lazy page once with real timers, so under fake timers it resolves at once.
  await import('~/features/billing/pages/billing-result-page');
});

beforeEach(() => {
  // Only timers are faked: promises, MessageChannel and fetch stubs keep working.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
});

afterEach(() => {
  vi.useRealTimers();
  sessionStorage.clear();
});

// docs/requirements/data.md#data-billing-result
describe('/billing/result', () => {
  it('polls finalize every 2 s with assumeOk and shows the plan once applied', async () => {
    sessionStorage.setItem('checkout_plan_code', 'BASIC');
    sessionStorage.setItem('checkout_months', '3');
    sessionStorage.setItem('checkout_amount_kurus', '253700');
    const fetchMock = stubFinalize('pending', 'pending', 'applied');
    const { queryClient } = await renderResult(`/billing/result?status=success&oid=${OID}`);
    queryClient.setQueryData(queryKeys.billingMe, { stale: true });

    expect(resultHeading().textContent).toBe('Ödemeniz doğrulanıyor');
    expect(within(screen.getByRole('status')).getByText('Deneme 1/15')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(1);
    expect(jsonBody(callsTo(fetchMock, 'POST', FINALIZE)[0]?.init)).toEqual({
      oid: OID,
      assumeOk: true,
    });

    await advance(1_999);
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(1);
    await advance(1);
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(2);
    expect(screen.getByText('Deneme 2/15')).toBeTruthy();

    await advance(2_000);
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(3);
    expect(resultHeading().textContent).toBe('Ödeme başarılı');
    expect(document.activeElement).toBe(resultHeading());
    expect(screen.getByText('Ödemeniz onaylandı. Planınız hesabınıza tanımlandı.')).toBeTruthy();
    expect(screen.getByText('Temel · 3 ay')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Çalışma alanına git' }).getAttribute('href')).toBe(
      '/workspace',
    );
    expect(screen.getByRole('link', { name: 'Aboneliğim' }).getAttribute('href')).toBe('/billing');

    // The order is done: its storage is cleared and entitlement views are refreshed.
    expect(sessionStorage.getItem('checkout_plan_code')).toBeNull();
    expect(sessionStorage.getItem('checkout_months')).toBeNull();
    expect(sessionStorage.getItem('checkout_amount_kurus')).toBeNull();
    expect(queryClient.getQueryState(queryKeys.billingMe)?.isInvalidated).toBe(true);

    await advance(10_000);
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(3);
  });

  it('gives up after 15 tries with the error view, and a retry starts over', async () => {
    const fetchMock = stubFinalize('pending');
    await renderResult(`/billing/result?status=success&oid=${OID}`);

    await advance(2_000 * 13);
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(14);
    expect(screen.getByText('Deneme 14/15')).toBeTruthy();
    await advance(2_000);
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(15);
    expect(resultHeading().textContent).toBe('İşlem doğrulanamadı');
    expect(screen.getByText(/Kartınızdan ödeme alındıysa planınız birkaç dakika/)).toBeTruthy();
    await advance(10_000);
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(15);

    stubFinalize('pending', 'applied');
    const retry = screen.getByRole('button', { name: 'Tekrar dene' });
    await act(async () => {
      retry.click();
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(resultHeading().textContent).toBe('Ödemeniz doğrulanıyor');
    expect(screen.getByText('Deneme 1/15')).toBeTruthy();
    expect(document.activeElement).toBe(resultHeading());
    await advance(2_000);
    expect(resultHeading().textContent).toBe('Ödeme başarılı');
  });

  it('stops at once when finalize reports the payment failed', async () => {
    const fetchMock = stubFinalize('pending', 'failed');
    await renderResult(`/billing/result?status=success&oid=${OID}`);
    await advance(2_000);
    expect(resultHeading().textContent).toBe('Ödeme başarısız / iptal edildi');
    await advance(10_000);
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(2);
  });

  it('finalizes a failed return once and shows the failure', async () => {
    const fetchMock = stubFinalize('pending');
    await renderResult(`/billing/result?status=fail&oid=${OID}`);
    expect(resultHeading().textContent).toBe('Ödeme başarısız / iptal edildi');
    expect(screen.getByText('Kartınızdan herhangi bir ücret çekilmedi.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Planlara dön' }).getAttribute('href')).toBe(
      '/billing/plans',
    );
    await advance(10_000);
    const calls = callsTo(fetchMock, 'POST', FINALIZE);
    expect(calls).toHaveLength(1);
    expect(jsonBody(calls[0]?.init)).toEqual({ oid: OID, assumeOk: false });
  });

  it('shows success when a failed return turns out applied', async () => {
    stubFinalize('applied');
    await renderResult(`/billing/result?status=fail&oid=${OID}`);
    expect(resultHeading().textContent).toBe('Ödeme başarılı');
  });

  it('cannot verify an order that is not the caller’s (404) and says so at once', async () => {
    const fetchMock = stubFinalize('not_found');
    await renderResult(`/billing/result?status=success&oid=${OID}`);
    expect(resultHeading().textContent).toBe('İşlem doğrulanamadı');
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(1);
  });

  it('shows the error view without any call when the oid is missing', async () => {
    const fetchMock = stubFinalize('applied');
    await renderResult('/billing/result?status=success');
    expect(resultHeading().textContent).toBe('İşlem doğrulanamadı');
    expect(screen.getByText('Sipariş numarası bulunamadı.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tekrar dene' })).toBeNull();
    expect(callsTo(fetchMock, 'POST', FINALIZE)).toHaveLength(0);
  });
});
