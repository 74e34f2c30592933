import { SANDBOX_TEST_CARDS } from '@psikorehber/shared/constants';
import { expect, test } from './fixtures';
import { approvedApplicant, buyPlan, signIn, uniqueEmail } from './support';

test('an approved user buys BASIC for 3 months with the sandbox card and gets 150 credits', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('odeme');
  const password = 'Odeme-Sifre-2026';
  await approvedApplicant(request, email, password);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/application$/);

  await buyPlan(page, 'Temel', '3 Ay', SANDBOX_TEST_CARDS.success.number);

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

  await buyPlan(page, 'Premium', '3 Ay', SANDBOX_TEST_CARDS.failure.number);

  await expect(page).toHaveURL(/\/billing\/result\?status=fail&oid=PR[A-Z0-9]+$/);
  await expect(page.getByRole('heading', { name: 'Ödeme başarısız / iptal edildi' })).toBeVisible();
  await page.goto('/billing');
  await expect(page.getByText('Başarısız').first()).toBeVisible();
});
