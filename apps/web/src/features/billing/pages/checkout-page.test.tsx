import { act, screen, waitFor, within } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '~/lib/query-keys';
import { plansRoute, providerRoute } from '~test/billing-fixtures';
import {
  callsTo,
  jsonBody,
  jsonResponse,
  route,
  signedInAs,
  stubFetch,
  testUsers,
  type FetchRoute,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

const CARD_NUMBER = '4355084355084358';
const FUTURE_YEAR = String((new Date().getFullYear() + 3) % 100).padStart(2, '0');
const CHECKOUT = '/billing/checkout?plan=BASIC&m=3&amt=253700';
const PREPARE = '/billing/direct/prepare';

const prepared = {
  ok: true,
  postUrl: 'https://www.paytr.com/odeme',
  fields: {
    merchant_id: '123456',
    merchant_oid: 'PR20260301ABC',
    payment_amount: '2537.00',
    paytr_token: 'dG9rZW4=',
    merchant_ok_url: 'http://localhost/billing/success?oid=PR20260301ABC',
  },
  merchantOid: 'PR20260301ABC',
  plan: 'BASIC',
  months: 3,
  amountKurus: 253_700,
};

let submitted: HTMLFormElement[] = [];

beforeEach(() => {
  submitted = [];
  // jsdom cannot navigate; record the form the page posts instead.
  vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(function (
    this: HTMLFormElement,
  ) {
    submitted.push(this);
  });
});

afterEach(() => {
  for (const form of submitted) form.remove();
  sessionStorage.clear();
});

function checkoutRoutes(...extra: FetchRoute[]) {
  return stubFetch(
    signedInAs(testUsers.approved),
    plansRoute(),
    providerRoute(),
    route('POST', PREPARE, () => jsonResponse(prepared)),
    ...extra,
  );
}

async function renderCheckout(entry = CHECKOUT) {
  const view = renderApp(entry);
  await screen.findByRole('form', { name: 'Kart bilgileri' });
  return view;
}

function field(name: string) {
  return screen.getByRole('textbox', { name });
}

async function fillCard(
  user: UserEvent,
  card: Partial<Record<'name' | 'number' | 'month' | 'year' | 'cvv', string>> = {},
) {
  const values = {
    name: 'AYSE YILMAZ',
    number: CARD_NUMBER,
    month: '12',
    year: FUTURE_YEAR,
    cvv: '000',
    ...card,
  };
  if (values.name) await user.type(field('Kart Üzerindeki İsim'), values.name);
  if (values.number) await user.type(field('Kart Numarası'), values.number);
  if (values.month) await user.type(field('Son Kullanma Ayı'), values.month);
  if (values.year) await user.type(field('Son Kullanma Yılı'), values.year);
  if (values.cvv) await user.type(field('CVV'), values.cvv);
}

function pay(user: UserEvent) {
  return user.click(screen.getByRole('button', { name: 'Ödemeyi Tamamla' }));
}

// docs/requirements/validation.md#val-checkout, docs/requirements/api.md#api-billing-prepare,
// docs/requirements/api.md#api-provider-form
describe('/billing/checkout', () => {
  it('summarises the order of the address', async () => {
    checkoutRoutes();
    await renderCheckout();
    const summary = screen.getByRole('region', { name: 'Sipariş özeti' });
    expect(within(summary).getByText('Temel')).toBeTruthy();
    expect(within(summary).getByText('3 ay')).toBeTruthy();
    expect(within(summary).getByText('150 soru')).toBeTruthy();
    expect(within(summary).getByText('2.537,00 ₺')).toBeTruthy();
  });

  it('falls back to the session-storage order when the address has none', async () => {
    sessionStorage.setItem('checkout_plan_code', 'PREMIUM');
    sessionStorage.setItem('checkout_months', '12');
    sessionStorage.setItem('checkout_amount_kurus', '1910400');
    checkoutRoutes();
    await renderCheckout('/billing/checkout');
    const summary = screen.getByRole('region', { name: 'Sipariş özeti' });
    expect(within(summary).getByText('Premium')).toBeTruthy();
    expect(within(summary).getByText('12 ay')).toBeTruthy();
    expect(within(summary).getByText('19.104,00 ₺')).toBeTruthy();
  });

  it('shows and charges the server’s price when the link carries another amount', async () => {
    const user = userEvent.setup();
    const fetchMock = checkoutRoutes(
      route('POST', PREPARE, () =>
        jsonResponse({ ...prepared, plan: 'PREMIUM', months: 12, amountKurus: 1_910_400 }),
      ),
    );
    await renderCheckout('/billing/checkout?plan=PREMIUM&m=12&amt=100');
    const summary = screen.getByRole('region', { name: 'Sipariş özeti' });
    expect(within(summary).getByText('19.104,00 ₺')).toBeTruthy();
    expect(screen.queryByText('1,00 ₺', { exact: true })).toBeNull();
    const notice = screen.getByRole('alert');
    expect(within(notice).getByText('Fiyat güncellendi')).toBeTruthy();
    expect(notice.textContent).toContain(
      'Bağlantıdaki tutar 1,00 ₺ idi; bu plan ve süre için güncel tutar 19.104,00 ₺. Ödemede güncel tutar alınır.',
    );

    await fillCard(user);
    await pay(user);
    await waitFor(() => expect(submitted).toHaveLength(1));
    expect(jsonBody(callsTo(fetchMock, 'POST', PREPARE)[0]?.init)).toMatchObject({
      planCode: 'PREMIUM',
      periodMonths: 12,
      amountKurus: 1_910_400,
    });
    expect(sessionStorage.getItem('checkout_amount_kurus')).toBe('1910400');
  });

  it.each([
    ['/billing/checkout?plan=BASIC&m=3'],
    ['/billing/checkout?plan=BASIC&m=3&amt=abc'],
    ['/billing/checkout?plan=BASIC&m=3&amt=253700'],
  ])('shows the server’s price without a notice for %s', async (entry) => {
    checkoutRoutes();
    await renderCheckout(entry);
    const summary = screen.getByRole('region', { name: 'Sipariş özeti' });
    expect(within(summary).getByText('2.537,00 ₺')).toBeTruthy();
    expect(screen.queryByText('Fiyat güncellendi')).toBeNull();
  });

  it.each([
    ['/billing/checkout'],
    ['/billing/checkout?plan=GOLD&m=3&amt=100'],
    ['/billing/checkout?plan=BASIC&m=5&amt=100'],
  ])('says the plan or amount was not found for %s', async (entry) => {
    checkoutRoutes();
    renderApp(entry);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Plan veya tutar bulunamadı.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Planlara dön' }).getAttribute('href')).toBe(
      '/billing/plans',
    );
    expect(screen.queryByRole('form', { name: 'Kart bilgileri' })).toBeNull();
  });

  it('asks for every card field before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = checkoutRoutes();
    await renderCheckout();
    await fillCard(user, { number: '', cvv: '' });
    await pay(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Lütfen tüm kart alanlarını doldurun.')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Kart Numarası' })).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'CVV' })).toBeTruthy();
    expect(field('Kart Numarası').getAttribute('aria-invalid')).toBe('true');
    expect(callsTo(fetchMock, 'POST', PREPARE)).toHaveLength(0);
    expect(submitted).toHaveLength(0);
  });

  it('refuses a card number that fails the Luhn check', async () => {
    const user = userEvent.setup();
    const fetchMock = checkoutRoutes();
    await renderCheckout();
    await fillCard(user, { number: '4355084355084359' });
    await pay(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Kart bilgilerini kontrol edin.')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Kart Numarası' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', PREPARE)).toHaveLength(0);
  });

  it('refuses an expired card', async () => {
    const user = userEvent.setup();
    const fetchMock = checkoutRoutes();
    await renderCheckout();
    await fillCard(user, { month: '01', year: '20' });
    await pay(user);
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByText('Kart bilgilerini kontrol edin.')).toBeTruthy();
    expect(within(summary).getByRole('link', { name: 'Son Kullanma Yılı' })).toBeTruthy();
    expect(callsTo(fetchMock, 'POST', PREPARE)).toHaveLength(0);
  });

  it('formats the card number in groups of four while typing', async () => {
    const user = userEvent.setup();
    checkoutRoutes();
    await renderCheckout();
    const input = field('Kart Numarası');
    await user.type(input, CARD_NUMBER);
    expect(input).toHaveProperty('value', '4355 0843 5508 4358');
    expect(input.getAttribute('autocomplete')).toBe('cc-number');
    expect(input.getAttribute('inputmode')).toBe('numeric');
  });

  it('prepares the order and posts the card to the provider only', async () => {
    const user = userEvent.setup();
    const fetchMock = checkoutRoutes();
    await renderCheckout();
    await fillCard(user, { month: '1' });
    await pay(user);

    await waitFor(() => expect(submitted).toHaveLength(1));
    const [prepareCall] = callsTo(fetchMock, 'POST', PREPARE);
    expect(jsonBody(prepareCall?.init)).toEqual({
      planCode: 'BASIC',
      periodMonths: 3,
      amountKurus: 253_700,
      saveCard: false,
    });

    const form = submitted[0];
    if (!form) throw new Error('no form posted');
    expect(form.isConnected).toBe(true);
    expect(form.method).toBe('post');
    expect(form.action).toBe('https://www.paytr.com/odeme');
    expect(Object.fromEntries(new FormData(form))).toEqual({
      ...prepared.fields,
      cc_owner: 'AYSE YILMAZ',
      card_number: CARD_NUMBER,
      expiry_month: '01',
      expiry_year: FUTURE_YEAR,
      cvv: '000',
    });
    expect(screen.getByRole('button', { name: 'Ödemeyi Tamamla' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(screen.getByText('Ödeme sayfasına yönlendiriliyorsunuz…')).toBeTruthy();

    // The card never reaches our own API, nor storage.
    for (const [input, init] of fetchMock.mock.calls) {
      const text = `${String(input instanceof Request ? input.url : input)} ${String(init?.body ?? '')}`;
      expect(text).not.toContain(CARD_NUMBER);
      expect(text).not.toContain('4355 0843');
      expect(text).not.toContain('AYSE');
    }
    const stored = [...Object.values({ ...sessionStorage }), ...Object.values({ ...localStorage })];
    expect(stored.join(' ')).not.toContain(CARD_NUMBER);

    // Leaving the page removes the hidden form and forgets the typed card; coming back from the
    // back-forward cache makes the form usable again.
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    });
    expect(form.isConnected).toBe(false);
    expect(field('Kart Numarası')).toHaveProperty('value', '');
    expect(field('CVV')).toHaveProperty('value', '');
    act(() => {
      window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    });
    expect(screen.getByRole('button', { name: 'Ödemeyi Tamamla' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('shows the server reason when the prepare call fails', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedInAs(testUsers.approved),
      plansRoute(),
      providerRoute(),
      route('POST', PREPARE, () =>
        jsonResponse(
          {
            ok: false,
            error: 'amount_mismatch',
            message: 'Ödeme tutarı güncel fiyatla eşleşmiyor.',
          },
          409,
        ),
      ),
    );
    await renderCheckout();
    await fillCard(user);
    await pay(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Ödeme hazırlığı başarısız.')).toBeTruthy();
    expect(within(alert).getByText('Ödeme tutarı güncel fiyatla eşleşmiyor.')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Planlara dön' })).toBeTruthy();
    expect(submitted).toHaveLength(0);
    expect(screen.getByRole('button', { name: 'Ödemeyi Tamamla' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  // docs/requirements/errors.md#err-prepare
  it('shows the error code when the server sends no message', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedInAs(testUsers.approved),
      plansRoute(),
      providerRoute(),
      route('POST', PREPARE, () => jsonResponse({ ok: false, error: 'provider_down' }, 502)),
    );
    await renderCheckout();
    await fillCard(user);
    await pay(user);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('provider_down')).toBeTruthy();
  });

  it('lists the test cards when the sandbox provider is in use', async () => {
    stubFetch(signedInAs(testUsers.approved), plansRoute(), providerRoute('sandbox'));
    await renderCheckout();
    expect(await screen.findByText('Test ortamı')).toBeTruthy();
    expect(screen.getByText('4355 0843 5508 4358')).toBeTruthy();
    expect(screen.getByText('4000 0000 0000 0002')).toBeTruthy();
    expect(screen.getByText('Son kullanma 12/30, CVV 000')).toBeTruthy();
  });

  it('shows no test cards with the real provider', async () => {
    checkoutRoutes();
    const { queryClient } = await renderCheckout();
    await waitFor(() =>
      expect(queryClient.getQueryState(queryKeys.paymentProvider)?.status).toBe('success'),
    );
    expect(screen.queryByText('Test ortamı')).toBeNull();
  });

  it('blocks paying for a user whose application is not approved', async () => {
    stubFetch(signedInAs(testUsers.applicant), plansRoute(), providerRoute());
    await renderCheckout();
    expect(screen.getByText('Başvurunuz onaylandığında satın alabilirsiniz.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ödemeyi Tamamla' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
