import { expect, test } from './fixtures';

test.describe('site shell', () => {
  test('the landing page shows the header and the footer', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/PsikoRehber/);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /PsikoRehber/ })).toHaveAttribute('href', '/');
    await expect(header.getByRole('link', { name: 'Giriş' })).toHaveAttribute('href', '/login');

    const footer = page.getByRole('contentinfo');
    for (const [name, href] of [
      ['Hakkımızda', '/about'],
      ['Hizmetler', '/services'],
      ['Planlar', '/pricing'],
      ['SSS', '/faq'],
      ['İletişim', '/contact'],
      ['KVKK ve Gizlilik', '/privacy'],
      ['Kullanım Koşulları', '/terms'],
    ] as const) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(footer).toContainText(`© ${new Date().getFullYear()} PsikoRehber`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
  });

  test('an unknown route shows the not-found page whose link goes home', async ({ page }) => {
    await page.goto('/boyle-bir-sayfa-yok');
    await expect(page.getByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeVisible();
    await page.getByRole('link', { name: 'Ana sayfaya dön' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Başvurun' })).toBeVisible();
  });

  test('the header logo navigates home from another page', async ({ page }) => {
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Sıkça Sorulan Sorular' }),
    ).toBeVisible();
    await page
      .getByRole('banner')
      .getByRole('link', { name: /PsikoRehber/ })
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('redirect routes keep their query', async ({ page }) => {
    await page.goto('/plans');
    await expect(page).toHaveURL(/\/pricing$/);
    // /billing/result needs a session, so a visitor lands on the login page whose `next` is the
    // redirected result URL with its query intact (asserting the intermediate URL would race).
    await page.goto('/billing/success?oid=PR123');
    await expect(page).toHaveURL(
      new RegExp(
        `/login\\?next=${encodeURIComponent('/billing/result?status=success&oid=PR123')}$`,
      ),
    );
  });
});
