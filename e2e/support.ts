// Helpers shared by the e2e specs: reading mailed codes from the development outbox and
// preparing accounts over HTTP when a spec is about something else.
import { SANDBOX_TEST_CARDS } from '@psikorehber/shared/constants';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures';

export const SAMPLE_PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** The newest 6-digit code mailed to `email` (the outbox is visible at /dev/mail). */
export async function lastCodeFor(request: APIRequestContext, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const mails: Array<{ to: string; text: string }> = await (
        await request.get('/api/dev/outbox')
      ).json();
      // Codes are in the body only, never in a subject.
      code = /Kodunuz: (\d{6})/.exec(
        mails.find((m) => m.to === email && /Kodunuz: \d{6}/.test(m.text))?.text ?? '',
      )?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

export const applicant = {
  fullName: 'Şule Öztürk',
  specialization: 'Klinik Psikoloji',
  address: 'Moda Caddesi No: 12, Kadıköy, İstanbul',
  phone: '0216 555 44 33',
};

/** Applies, verifies and sets a password over the API; the request context is signed in after. */
export async function createAccount(
  request: APIRequestContext,
  email: string,
  password: string,
  fullName = applicant.fullName,
) {
  // A visitor address of its own (see global-setup.ts): per-IP limits count each account apart.
  const headers = { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
  const draft = await request.post('/api/public/apply/draft', {
    headers,
    data: {
      email,
      fullName,
      specialization: applicant.specialization,
      address: applicant.address,
      contactPhoneMobile: '05321234567',
      // The KVKK privacy notice and explicit consent boxes of /apply, ticked.
      acceptPrivacyNotice: true,
      acceptExplicitConsent: true,
    },
  });
  expect(draft.ok()).toBe(true);
  const { draftId } = await draft.json();
  expect(
    (
      await request.post('/api/public/apply/request-code', { headers, data: { email, draftId } })
    ).ok(),
  ).toBe(true);
  const code = await lastCodeFor(request, email);
  const { verifyToken } = await (
    await request.post('/api/public/apply/verify-code', { headers, data: { draftId, code } })
  ).json();
  expect(
    (
      await request.post('/api/public/apply/set-password', {
        headers,
        data: { verifyToken, password },
      })
    ).ok(),
  ).toBe(true);
}

/** Applies, verifies, sets a password, uploads a PDF and submits — all over the API. */
export async function submittedApplicant(
  request: APIRequestContext,
  email: string,
  password: string,
  fullName = applicant.fullName,
) {
  await createAccount(request, email, password, fullName);
  const upload = await request.post('/api/apply/secure/files/upload', {
    multipart: { file: { name: 'diploma.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF } },
  });
  expect(upload.ok()).toBe(true);
  expect((await request.post('/api/apply/secure/submit')).ok()).toBe(true);
  await request.post('/api/auth/logout');
}

/** Signs in through the login page. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Giriş yap' }).click();
}

/** The header's account menu button (it names the signed-in e-mail). */
export function accountMenu(page: Page, email: string) {
  return page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(email.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) });
}

/**
 * A submitted applicant approved by the admin, all over the API; `request` is signed out after.
 * The admin credentials come from the e2e server's first start (global-setup), or from the
 * server a spec started itself.
 */
export async function approvedApplicant(
  request: APIRequestContext,
  email: string,
  password: string,
  admin = { email: process.env.E2E_ADMIN_EMAIL, password: process.env.E2E_ADMIN_PASSWORD },
) {
  await submittedApplicant(request, email, password);
  const login = await request.post('/api/auth/login', {
    data: { email: admin.email, password: admin.password },
  });
  expect(login.ok()).toBe(true);
  const list = await request.get('/api/i/admin/applications', { params: { q: email } });
  const { items } = (await list.json()) as { items: Array<{ id: string; email: string }> };
  const application = items.find((item) => item.email === email);
  expect(application).toBeDefined();
  expect((await request.post(`/api/i/admin/applications/${application!.id}/approve`)).ok()).toBe(
    true,
  );
  await request.post('/api/auth/logout');
}

/**
 * From the plans page: choose the period ('3 Ay') and the plan ('Temel'), then pay with
 * `cardNumber` on the sandbox provider and confirm its 3-D Secure page.
 */
export async function buyPlan(page: Page, plan: string, months: string, cardNumber: string) {
  await page.goto('/billing/plans');
  await page
    .getByRole('group', { name: 'Süre seçin' })
    .getByRole('button', { name: months })
    .click();
  await expect(page).toHaveURL(new RegExp(`[?&]m=${String(parseInt(months, 10))}\\b`));
  await page.getByRole('article', { name: plan }).getByRole('button', { name: 'Satın Al' }).click();
  await expect(page).toHaveURL(/\/billing\/checkout\?/);

  await page.getByLabel('Kart Üzerindeki İsim').fill('Şule Öztürk');
  await page.getByLabel('Kart Numarası').fill(cardNumber);
  await page.getByLabel('Son Kullanma Ayı').fill('12');
  await page.getByLabel('Son Kullanma Yılı').fill('30');
  await page.getByLabel('CVV').fill(SANDBOX_TEST_CARDS.success.cvv);
  await page.getByRole('button', { name: 'Ödemeyi Tamamla' }).click();

  // The sandbox provider's 3-D Secure page (a page of the provider, not of our app).
  await expect(page.getByRole('heading', { name: '3D Secure Doğrulama' })).toBeVisible();
  await page.getByRole('button', { name: 'Onayla' }).click();
}
