// Phones (issue 10): at 360 and 390 px no route of the app scrolls sideways, signed out, signed in
// as an approved user and as the admin; the signed-in header shows the whole logo beside the
// account menu. Screenshots land in test-results/mobile/ for a look.
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { accountMenu, approvedApplicant, signIn, submittedApplicant, uniqueEmail } from './support';

const SCREENSHOT_DIR = path.resolve(import.meta.dirname, '..', 'test-results', 'mobile');
const WIDTHS = [360, 390] as const;

const PUBLIC_ROUTES = [
  '/',
  '/apply',
  '/set-password',
  '/forgot',
  '/pricing',
  '/services',
  '/billing/plans',
  '/about',
  '/contact',
  '/privacy',
  '/terms',
  '/faq',
  '/boyle-bir-sayfa-yok',
];

const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/application',
  '/workspace',
  '/billing',
  // An old link whose amount is not the current price: the notice must fit too.
  '/billing/checkout?plan=PREMIUM&m=12&amt=100',
  '/billing/result?status=fail&oid=PR0000000000',
  ...PUBLIC_ROUTES,
];

const ADMIN_ROUTES = ['/admin', '/admin/reports/payments'];

/** How far the document scrolls sideways, and the elements that stick out (for the message). */
async function horizontalOverflow(page: Page) {
  return page.evaluate(() => {
    const viewport = window.innerWidth;
    const overflow = document.scrollingElement!.scrollWidth - viewport;
    const offenders = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
      .filter((element) => element.getBoundingClientRect().right > viewport + 0.5)
      .slice(0, 5)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}">`,
      );
    return { overflow, offenders };
  });
}

/** Opens `route`, waits for its heading and the settled header, and checks the page's width. */
async function expectFits(page: Page, route: string, width: number, name: string) {
  await page.goto(route);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const { overflow, offenders } = await horizontalOverflow(page);
  expect(
    overflow,
    `${route} at ${String(width)} px scrolls sideways: ${offenders.join(', ')}`,
  ).toBe(0);
  fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const file = `${name}-${route.replace(/[^a-z0-9]+/gi, '_')}-${String(width)}.png`;
  await page.screenshot({ path: path.join(SCREENSHOT_DIR, file) });
}

/** The whole logo is shown and the account menu sits apart from it. */
async function expectHeaderFits(page: Page, email: string) {
  const banner = page.getByRole('banner');
  const logo = banner.getByRole('link', { name: 'PsikoRehber' });
  const logoText = logo.getByText('PsikoRehber', { exact: true });
  const menu = accountMenu(page, email);
  await expect(menu).toBeVisible();
  const clipped = await logoText.evaluate(
    (element) => element.scrollWidth > element.clientWidth + 0.5,
  );
  expect(clipped, 'the logo text is cut').toBe(false);
  const logoBox = (await logo.boundingBox())!;
  const menuBox = (await menu.boundingBox())!;
  expect(logoBox.x + logoBox.width, 'the account menu overlaps the logo').toBeLessThanOrEqual(
    menuBox.x,
  );
}

for (const width of WIDTHS) {
  test.describe(`at ${String(width)} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('no route scrolls sideways for a visitor', async ({ page }) => {
      test.setTimeout(90_000);
      for (const route of [...PUBLIC_ROUTES, '/login']) {
        await expectFits(page, route, width, 'visitor');
      }
    });

    test('an approved user sees the whole logo and no route scrolls sideways', async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000);
      // A long address, as real ones are: the header must shorten it, not the logo.
      const email = uniqueEmail('uzun-bir-eposta-adresi');
      const password = 'Mobil-Sifre-2026';
      await approvedApplicant(request, email, password);
      await signIn(page, email, password);
      await expect(page).toHaveURL(/\/application$/);
      // A started trial shows the workspace with its composer instead of the offer.
      expect((await page.request.post('/api/trial/start')).ok()).toBe(true);

      for (const route of SIGNED_IN_ROUTES) {
        await expectFits(page, route, width, 'approved');
        await expectHeaderFits(page, email);
      }
      await accountMenu(page, email).click();
      await expect(page.getByRole('menu', { name: 'Hesap menüsü' })).toBeVisible();
      expect((await horizontalOverflow(page)).overflow).toBe(0);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `approved-menu-${String(width)}.png`),
      });
    });

    test('the admin pages and the decision dialog do not scroll sideways', async ({
      page,
      request,
    }) => {
      test.setTimeout(90_000);
      const applicantEmail = uniqueEmail('mobil-admin');
      await submittedApplicant(request, applicantEmail, 'Mobil-Sifre-2026');
      const adminEmail = process.env.E2E_ADMIN_EMAIL!;
      await signIn(page, adminEmail, process.env.E2E_ADMIN_PASSWORD!);
      await expect(page).toHaveURL(/\/admin$/);
      const list = await page.request.get('/api/i/admin/applications', {
        params: { q: applicantEmail },
      });
      const { items } = (await list.json()) as { items: Array<{ id: string }> };
      expect(items).toHaveLength(1);

      for (const route of [...ADMIN_ROUTES, `/admin/applications/${items[0]!.id}`]) {
        await expectFits(page, route, width, 'admin');
        await expectHeaderFits(page, adminEmail);
      }
      // The longest confirmation, on the detail page still open.
      await page.getByRole('button', { name: 'Reddet' }).click();
      const dialog = page.getByRole('dialog', { name: 'Başvuruyu reddet' });
      await expect(dialog).toBeVisible();
      expect((await horizontalOverflow(page)).overflow).toBe(0);
      const box = (await dialog.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(width);
      await page.screenshot({
        path: path.join(SCREENSHOT_DIR, `admin-reject-${String(width)}.png`),
      });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
