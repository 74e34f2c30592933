import { SANDBOX_TEST_CARDS } from '@psikorehber/shared/constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approvedApplicant, signIn, uniqueEmail } from './support';

/** From the plans page: choose the period and the plan, then pay with `card` on the sandbox. */
async function buy(page: Page, plan: string, months: string, cardNumber: string) {
  await page.goto('/billing/plans');
  await page
    .getByRole('group', { name: 'Süre seçin' })
    .getByRole('button', { name: months })
    .click();
  await expect(page).toHaveURL(/[?&]m=3\b/);
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

test('an approved user buys BASIC for 3 months with the sandbox card and gets 150 credits', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('odeme');
  const password = 'Odeme-Sifre-2026';
  await approvedApplicant(request, email, password);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/application$/);

  await buy(page, 'Temel', '3 Ay', SANDBOX_TEST_CARDS.success.number);

  await expect(page).toHaveURL(/\/billing\/result\?status=success&oid=PR[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Ödeme başarılı' })).toBeVisible();

  await page.goto('/billing');
  await expect(page.getByText('Temel').first()).toBeVisible();
  await expect(page.getByText(/150 \/ 150/).first()).toBeVisible();
  await expect(page.getByText('Başarılı').first()).toBeVisible();
});

test('the always-failing sandbox card lands on the failed view', async ({ page, request }) => {
  const email = uniqueEmail('red');
  const password = 'Odeme-Sifre-2026';
  await approvedApplicant(request, email, password);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/application$/);

  await buy(page, 'Premium', '3 Ay', SANDBOX_TEST_CARDS.failure.number);

  await expect(page).toHaveURL(/\/billing\/result\?status=fail&oid=PR[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Ödeme başarısız / iptal edildi' })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByText('Başarısız').first()).toBeVisible();
});
