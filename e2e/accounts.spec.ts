import { expect, test } from './fixtures';
import {
  accountMenu,
  applicant,
  createAccount,
  lastCodeFor,
  SAMPLE_PDF,
  signIn,
  uniqueEmail,
} from './support';

const PASSWORD = 'Guclu-Sifre-2026';

test('a newcomer applies with a PDF, verifies, sets a password, edits, submits, logs out and back in', async ({
  page,
}) => {
  const email = uniqueEmail('yeni');
  await page.goto('/apply');
  await page.getByLabel('E-posta').fill(email);
  await page.getByLabel('Ad Soyad').fill(applicant.fullName);
  await page.getByLabel('Uzmanlık alanı').fill(applicant.specialization);
  await page.getByLabel('Deneyim (yıl)').fill('150');
  await expect(page.getByLabel('Deneyim (yıl)')).toHaveValue('100');
  await page.getByLabel('Deneyim (yıl)').fill('7');
  await page.getByLabel('İş telefonu').fill(applicant.phone);
  await page.getByLabel('Adres').fill('Kısa adres');
  await page.getByLabel(/Aydınlatma Metni’ni okudum/).check();
  await page.getByLabel(/açık rıza veriyorum/).check();
  await page
    .getByLabel('Belge (isteğe bağlı)')
    .setInputFiles({ name: 'diploma.pdf', mimeType: 'application/pdf', buffer: SAMPLE_PDF });
  await page.getByRole('button', { name: 'Kaydet ve kod gönder' }).click();
  await expect(page.getByText('Adres en az 12 karakter olmalıdır.').first()).toBeVisible();
  await expect(page.getByText('Eksik/yanlış alanlar var.')).toBeVisible();

  await page.getByLabel('Adres').fill(applicant.address);
  await page.getByRole('button', { name: 'Kaydet ve kod gönder' }).click();
  await expect(page.getByLabel('Doğrulama kodu')).toBeVisible();

  const code = await lastCodeFor(page.request, email);
  await page.getByLabel('Doğrulama kodu').fill(code);
  await page.getByRole('button', { name: 'Doğrula' }).click();
  await expect(page).toHaveURL(/\/set-password/);

  await page.getByRole('textbox', { name: 'Şifre', exact: true }).fill(PASSWORD);
  await page.getByLabel('Şifre (tekrar)').fill(PASSWORD);
  await page.getByRole('button', { name: 'Şifreyi kaydet' }).click();
  await expect(page).toHaveURL(/\/application$/);
  await expect(accountMenu(page, email)).toBeVisible();
  await expect(page.getByText('diploma.pdf')).toBeVisible();

  await page.getByLabel('Uzmanlık alanı').fill('Psikolojik Danışmanlık');
  await page.getByRole('button', { name: 'Değişiklikleri kaydet' }).click();
  await expect(page.getByText('Değişiklikleriniz kaydedildi.')).toBeVisible();
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  await page.getByRole('button', { name: 'Evet, gönder' }).click();
  await expect(page.getByText('Gönderildi').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Değişiklikleri kaydet' })).toHaveCount(0);

  await accountMenu(page, email).click();
  await expect(page.getByText('Başvuru İncelemede')).toBeVisible();
  await page.getByRole('menuitem', { name: 'Çıkış' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş' })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/application$/);
  await expect(page.getByText('Psikolojik Danışmanlık').first()).toBeVisible();
  await expect(page.getByText('Gönderildi').first()).toBeVisible();
});

test('forgot password end to end', async ({ page, request }) => {
  const email = uniqueEmail('unutan');
  await createAccount(request, email, PASSWORD);

  await page.goto('/login');
  await page.getByRole('link', { name: /unuttum/i }).click();
  await expect(page).toHaveURL(/\/forgot$/);
  await page.getByLabel('E-posta').fill(email);
  await page.getByRole('button', { name: 'Kod gönder' }).click();
  await expect(
    page.getByText('Bu e-posta adresiyle kayıtlı bir hesap varsa doğrulama kodu gönderildi.'),
  ).toBeVisible();
  await page.getByLabel('Doğrulama kodu').fill(await lastCodeFor(page.request, email));
  await page.getByRole('button', { name: 'Kodu doğrula' }).click();
  await page.getByRole('textbox', { name: 'Yeni şifre', exact: true }).fill('Yepyeni-Sifre-2026');
  await page.getByLabel('Yeni şifre (tekrar)').fill('Yepyeni-Sifre-2026');
  await page.getByRole('button', { name: 'Şifreyi güncelle' }).click();
  await expect(page.getByText('Şifreniz güncellendi.', { exact: false })).toBeVisible();

  await signIn(page, email, PASSWORD);
  await expect(page.getByText('E-posta veya şifre hatalı.')).toBeVisible();
  await signIn(page, email, 'Yepyeni-Sifre-2026');
  await expect(page).toHaveURL(/\/application$/);
});

test('the header menu closes on Escape, outside click, choice and navigation', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('menu');
  await createAccount(request, email, PASSWORD);
  await signIn(page, email, PASSWORD);
  await expect(page).toHaveURL(/\/application$/);

  const button = accountMenu(page, email);
  const item = page.getByRole('menuitem', { name: 'Planlar' });

  await button.click();
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('banner').getByText(email).last()).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Çalışma Alanı' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await expect(button).toBeFocused();

  await button.click();
  await page.locator('main').click({ position: { x: 5, y: 5 } });
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await item.click();
  await expect(page).toHaveURL(/\/billing\/plans$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');

  await button.click();
  await page.goBack();
  await expect(page).toHaveURL(/\/application$/);
  await expect(button).toHaveAttribute('aria-expanded', 'false');
});
