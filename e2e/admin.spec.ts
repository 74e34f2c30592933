import { expect, test } from './fixtures';
import { accountMenu, createAccount, signIn, submittedApplicant, uniqueEmail } from './support';

test('an admin finds an applicant without diacritics, downloads the document and approves; the applicant sees APPROVED', async ({
  page,
  request,
  browser,
}) => {
  const email = uniqueEmail('sule');
  const password = 'Basvuran-Sifre-2026';
  await submittedApplicant(request, email, password, 'Şule Çağlayan');

  await signIn(page, process.env.E2E_ADMIN_EMAIL!, process.env.E2E_ADMIN_PASSWORD!);
  await expect(page).toHaveURL(/\/admin$/);
  await page.getByLabel('Ara').fill('sule caglayan');
  const row = page.getByRole('link', { name: /Şule Çağlayan/ }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page).toHaveURL(/\/admin\/applications\//);
  await expect(page.getByText(email).first()).toBeVisible();

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('link', { name: /diploma\.pdf/ }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('diploma.pdf');

  await page.getByRole('button', { name: 'Onayla' }).click();
  const confirm = page.getByRole('dialog', { name: 'Başvuruyu onayla' });
  await expect(confirm).toContainText(`${email} adresine “PsikoRehber başvurunuz onaylandı”`);
  await confirm.getByRole('button', { name: 'Onayla' }).click();
  await expect(page.getByText('Onaylandı').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Onayla' })).toBeDisabled();

  const context = await browser.newContext({ baseURL: process.env.E2E_BASE_URL });
  const applicantPage = await context.newPage();
  await signIn(applicantPage, email, password);
  await expect(applicantPage).toHaveURL(/\/application$/);
  await accountMenu(applicantPage, email).click();
  await expect(applicantPage.getByRole('banner').getByText('APPROVED')).toBeVisible();
  await expect(applicantPage.getByRole('menuitem', { name: 'Çalışma Alanı' })).toBeVisible();
  await context.close();
});

test('visitors on admin routes go to login, signed-in non-admins go home', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?next=%2Fadmin/);

  const email = uniqueEmail('yetkisiz');
  await createAccount(page.request, email, 'Yetkisiz-Sifre-2026');
  await page.goto('/admin/reports/payments');
  await expect(page).toHaveURL(/\/$/);
  await expect(accountMenu(page, email)).toBeVisible();
});
