import { screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_EMAIL } from '~/config/env';
import {
  callsTo,
  jsonBody,
  jsonResponse,
  route,
  signedOut,
  stubFetch,
  type FetchRoute,
} from '~test/fetch-stub';
import { renderApp } from '~test/render-app';

type User = ReturnType<typeof userEvent.setup>;

/** The first visit of a lazily loaded page may take a while to transform when the machine is busy. */
const FIRST_LOAD = { timeout: 5000 };

/** Answers POST /public/contact (under the API base) in turn with each of `answers`. */
function contactAnswers(...answers: Array<() => Response>): FetchRoute {
  let call = 0;
  return route('POST', '/public/contact', () => {
    const answer = answers[Math.min(call, answers.length - 1)]!;
    call += 1;
    return answer();
  });
}

const errorBody = (status: number, error: string, message: string, details?: unknown) =>
  jsonResponse({ ok: false, error, message, ...(details ? { details } : {}) }, status);

async function fillValid(user: User) {
  await user.type(await screen.findByLabelText(/^Ad soyad/, {}, FIRST_LOAD), '  Ayşe Yılmaz ');
  await user.type(screen.getByLabelText(/^E-posta/), 'Ayse@Example.com');
  await user.type(screen.getByLabelText(/^Konu/), 'Kurumsal kullanım');
  await user.type(
    screen.getByLabelText(/^Mesajınız/),
    'Ekibimiz için kurumsal kullanım hakkında bilgi almak istiyoruz.',
  );
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Mesajı gönder' }));

/** The outcome box under the form (success, info, warning or error). */
async function outcome(text: string | RegExp) {
  const form = screen.getByRole('form', { name: 'İletişim formu' });
  return within(form).findByText(text);
}

// docs/requirements/validation.md#val-contact
describe('/contact validation', () => {
  it('shows each required message on the field and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(signedOut);
    renderApp('/contact');
    await screen.findByRole('heading', { level: 1, name: 'İletişim' }, FIRST_LOAD);
    await waitFor(() => expect(document.title).toBe('İletişim | PsikoRehber'));

    await submit(user);
    const name = screen.getByLabelText(/^Ad soyad/);
    expect(await screen.findByText('Lütfen ad soyad alanını doldurun.')).toBeTruthy();
    expect(screen.getByText('Lütfen e-posta adresinizi girin.')).toBeTruthy();
    expect(screen.getByText('Mesaj en az 10 karakter olmalıdır.')).toBeTruthy();
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(name.getAttribute('aria-describedby')).toBe('contact-name-error');
    // The first wrong field gets the focus, so its message is read out.
    expect(document.activeElement).toBe(name);

    await user.type(screen.getByLabelText(/^E-posta/), 'ayse@example');
    await submit(user);
    expect(await screen.findByText('Lütfen geçerli bir e-posta adresi girin.')).toBeTruthy();
    await user.type(screen.getByLabelText(/^Mesajınız/), '123456789');
    await submit(user);
    expect(screen.getByText('Mesaj en az 10 karakter olmalıdır.')).toBeTruthy();

    expect(callsTo(fetchMock, 'POST', '/public/contact')).toHaveLength(0);
  });

  it('treats the subject as optional', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(
      signedOut,
      contactAnswers(() => jsonResponse({ ok: true })),
    );
    renderApp('/contact');
    await user.type(await screen.findByLabelText(/^Ad soyad/, {}, FIRST_LOAD), 'Ayşe Yılmaz');
    await user.type(screen.getByLabelText(/^E-posta/), 'ayse@example.com');
    await user.type(screen.getByLabelText(/^Mesajınız/), 'Bilgi almak istiyorum.');
    await submit(user);
    await outcome('Mesajınız alındı. En kısa sürede size dönüş yapacağız.');
    expect(jsonBody(callsTo(fetchMock, 'POST', '/public/contact')[0]?.init)).toMatchObject({
      subject: null,
    });
  });
});

// docs/requirements/api.md#api-contact, docs/requirements/errors.md#err-contact
describe('/contact call and outcomes', () => {
  it('sends the cleaned message with an empty honeypot, confirms and clears the form', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(
      signedOut,
      contactAnswers(() => jsonResponse({ ok: true })),
    );
    renderApp('/contact');
    await fillValid(user);
    await submit(user);

    const success = await outcome('Mesajınız alındı. En kısa sürede size dönüş yapacağız.');
    expect(success.closest('[role="status"]')).toBeTruthy();
    const calls = callsTo(fetchMock, 'POST', '/public/contact');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url.pathname).toBe('/api/public/contact');
    expect(jsonBody(calls[0]!.init)).toEqual({
      name: 'Ayşe Yılmaz',
      email: 'ayse@example.com',
      subject: 'Kurumsal kullanım',
      message: 'Ekibimiz için kurumsal kullanım hakkında bilgi almak istiyoruz.',
      website: '',
    });
    expect((screen.getByLabelText(/^Mesajınız/) as HTMLTextAreaElement).value).toBe('');
  });

  it('keeps the honeypot away from people and keyboards', async () => {
    stubFetch(signedOut);
    renderApp('/contact');
    await screen.findByLabelText(/^Ad soyad/, {}, FIRST_LOAD);
    const honeypot = document.getElementById('contact-website') as HTMLInputElement;
    expect(honeypot.tabIndex).toBe(-1);
    expect(honeypot.getAttribute('autocomplete')).toBe('off');
    expect(honeypot.closest('[aria-hidden="true"]')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: /Web siteniz/ })).toBeNull();
  });

  it('503 mail_not_configured: an information pointing to the e-mail address', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      contactAnswers(() =>
        errorBody(503, 'mail_not_configured', 'İletişim formu şu anda mesaj gönderemiyor.'),
      ),
    );
    renderApp('/contact');
    await fillValid(user);
    await submit(user);
    const info = await outcome(
      'İletişim formu şu anda mesaj gönderemiyor. Lütfen bize e-posta ile ulaşın.',
    );
    const box = info.closest('[role="status"]') as HTMLElement;
    expect(box).toBeTruthy();
    expect(within(box).getByRole('link', { name: CONTACT_EMAIL }).getAttribute('href')).toBe(
      `mailto:${CONTACT_EMAIL}`,
    );
  });

  it('502 mail_send_failed: a temporary error, try again later; the text stays', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      contactAnswers(() => errorBody(502, 'mail_send_failed', 'Gönderilemedi.')),
    );
    renderApp('/contact');
    await fillValid(user);
    await submit(user);
    const error = await outcome(
      'Mesajınız şu anda gönderilemedi. Lütfen daha sonra tekrar deneyin.',
    );
    expect(error.closest('[role="alert"]')).toBeTruthy();
    expect((screen.getByLabelText(/^Mesajınız/) as HTMLTextAreaElement).value).not.toBe('');
  });

  it('400 invalid_body: the first detail, also on its field', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      contactAnswers(() =>
        errorBody(400, 'invalid_body', 'Mesajınızda en fazla 3 bağlantı bulunabilir.', [
          { field: 'message', message: 'Mesajınızda en fazla 3 bağlantı bulunabilir.' },
          { field: 'name', message: 'İkinci sorun' },
        ]),
      ),
    );
    renderApp('/contact');
    await fillValid(user);
    await submit(user);
    // Once in the outcome box, once under the field it belongs to.
    const shown = await screen.findAllByText('Mesajınızda en fazla 3 bağlantı bulunabilir.');
    expect(shown).toHaveLength(2);
    expect(
      shown.map((element) => element.id || element.closest('[role]')?.getAttribute('role')),
    ).toEqual(['contact-message-error', 'alert']);
    expect(screen.getByLabelText(/^Mesajınız/).getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText('İkinci sorun')).toBeNull();
  });

  it("400 invalid_body without details: 'Form verilerini kontrol edin.'", async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      contactAnswers(() => jsonResponse({ ok: false }, 400)),
    );
    renderApp('/contact');
    await fillValid(user);
    await submit(user);
    await outcome('Form verilerini kontrol edin.');
  });

  it('404 on the primary path: the same message goes to /public/contact', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(
      signedOut,
      contactAnswers(
        () => errorBody(404, 'not_found', 'Bulunamadı.'),
        () => jsonResponse({ ok: true }),
      ),
    );
    renderApp('/contact');
    await fillValid(user);
    await submit(user);
    await outcome('Mesajınız alındı. En kısa sürede size dönüş yapacağız.');
    const calls = callsTo(fetchMock, 'POST', '/public/contact');
    expect(calls).toHaveLength(2);
    expect(jsonBody(calls[1]!.init)).toEqual(jsonBody(calls[0]!.init));
  });

  it('404 on both paths: the form may be disabled, write an e-mail', async () => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      contactAnswers(() => errorBody(404, 'not_found', 'Bulunamadı.')),
    );
    renderApp('/contact');
    await fillValid(user);
    await submit(user);
    const warning = await outcome(
      'İletişim formu şu anda devre dışı olabilir. Lütfen bize e-posta ile ulaşın.',
    );
    const box = warning.closest('[role="alert"]') as HTMLElement;
    expect(within(box).getByRole('link', { name: CONTACT_EMAIL })).toBeTruthy();
  });

  it('a network failure: the same advice as a missing form', async () => {
    const user = userEvent.setup();
    const fetchMock = stubFetch(signedOut, (url, init) => {
      if (init?.method === 'POST' && url.pathname === '/api/public/contact') {
        throw new TypeError('Failed to fetch');
      }
      return undefined;
    });
    renderApp('/contact');
    await fillValid(user);
    await submit(user);
    await outcome('İletişim formu şu anda devre dışı olabilir. Lütfen bize e-posta ile ulaşın.');
    // A network failure is not a 404: there is no second try.
    expect(callsTo(fetchMock, 'POST', '/public/contact')).toHaveLength(1);
  });

  it.each([
    [429, 'rate_limited'],
    [500, 'internal_error'],
    [403, 'forbidden'],
  ])('%i %s: the generic text', async (status, code) => {
    const user = userEvent.setup();
    stubFetch(
      signedOut,
      contactAnswers(() => errorBody(status, code, 'Sunucu mesajı')),
    );
    renderApp('/contact');
    await fillValid(user);
    await submit(user);
    await outcome('Beklenmeyen bir hata oluştu. Lütfen daha sonra tekrar deneyin.');
    expect(screen.queryByText('Sunucu mesajı')).toBeNull();
  });
});
