import fs from 'node:fs';
import path from 'node:path';
import { SANDBOX_TEST_CARDS } from '@psikorehber/shared/constants';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { approvedApplicant, buyPlan, signIn, uniqueEmail } from './support';

test('a trial user asks three questions with Ctrl+Enter, downloads the PDF and runs out of questions', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('calisma');
  const password = 'Calisma-Sifre-2026';
  await approvedApplicant(request, email, password);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/application$/);

  await page.goto('/workspace');
  await expect(page.getByRole('heading', { level: 1, name: 'Çalışma Alanı' })).toBeVisible();
  // No credit yet: the page says so and offers the trial.
  await expect(page.getByText('Aboneliğiniz aktif değil...').first()).toBeVisible();
  await page.getByRole('button', { name: 'Denemeyi Başlat' }).click();
  await expect(page.getByText('Deneme · 3 soru · 3 gün').first()).toBeVisible();

  await page
    .getByRole('textbox', { name: 'Yeni oturum başlığı' })
    .fill('Sınav kaygısı yaşayan öğrenci');
  await page.getByRole('button', { name: 'Oluştur' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Sınav kaygısı yaşayan öğrenci' }),
  ).toBeVisible();

  const box = page.getByRole('textbox', { name: 'Sorunuz' });
  const answers = page.getByRole('list', { name: 'Sorular ve yanıtlar (en yenisi üstte)' });
  const questions = [
    'Danışanım sınavlardan önce yoğun kaygı yaşıyor. Hangi BDT tekniklerini önerirsiniz?',
    'Danışanım hediye getirdi, kabul etmeli miyim?',
    'Bu vakayı 5P modeliyle nasıl formüle edebilirim?',
  ];
  await box.fill(questions[0]!);
  await box.press('Control+Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Yanıt tamamlandı.' })).toBeAttached();
  // An answer composed from the knowledge frames, with its sources and the closing disclaimer.
  await expect(answers.getByText('Kaynaklar').first()).toBeVisible();
  await expect(answers.getByText(/klinik düşünmenizi desteklemek/).first()).toBeVisible();
  await expect(box).toHaveValue('');

  const downloadPromise = page.waitForEvent('download');
  await page.getByRole('button', { name: 'PDF indir' }).click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('Sinav-kaygisi-yasayan-ogrenci.pdf');
  const file = await download.path();
  expect(fs.readFileSync(file).subarray(0, 5).toString()).toBe('%PDF-');

  for (const [index, question] of questions.slice(1).entries()) {
    await box.fill(question);
    await box.press('Control+Enter');
    await expect(answers.getByText(question, { exact: true })).toBeVisible();
    await expect(box).toHaveValue('');
    // A send is ignored while an answer streams: wait until this one has ended (every finished
    // answer closes with the disclaimer).
    await expect(answers.getByText(/klinik düşünmenizi desteklemek/)).toHaveCount(index + 2);
  }
  // Newest pair first.
  await expect(answers.getByRole('listitem').first()).toContainText(questions[2]!);

  await expect(
    page.getByRole('status').filter({ hasText: 'Deneme hakkınız bitti...' }),
  ).toBeVisible();
  await expect(box).toBeDisabled();
  // History stays readable.
  await expect(answers.getByText(questions[0]!, { exact: true })).toBeVisible();
});

test('on a phone the sessions live in a drawer that opens and closes', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('mobil');
  const password = 'Mobil-Sifre-2026';
  await approvedApplicant(request, email, password);
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/application$/);
  await page.goto('/workspace');

  await page.getByRole('button', { name: 'Oturumlar' }).click();
  const drawer = page.getByRole('dialog', { name: 'Oturumlar' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('textbox', { name: 'Yeni oturum başlığı' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await page.getByRole('button', { name: 'Oturumlar' }).click();
  await drawer.getByRole('button', { name: 'Kapat' }).click();
  await expect(drawer).toBeHidden();
});

/** Nothing on the page is wider than the screen. */
async function scrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(
    () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
  );
}

test('a long topic opens at its newest pairs and reads older ones as the user scrolls down to them', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('uzun');
  const password = 'Uzun-Konu-2026';
  await approvedApplicant(request, email, password);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/application$/);
  // Sixteen questions need a plan (the trial has three).
  await buyPlan(page, 'Temel', '3 Ay', SANDBOX_TEST_CARDS.success.number);
  await expect(page.getByRole('heading', { name: 'Ödeme başarılı' })).toBeVisible();

  // The history is written over the API (the browser's session): 16 pairs, 5 on the first screen,
  // 10 in the next page, 1 in the last.
  const ws = (
    (await (await page.request.get('/api/workspaces/v2')).json()) as {
      items: Array<{ id: string }>;
    }
  ).items[0]!.id;
  const created = await page.request.post(`/api/workspaces/v2/${ws}/topics`, {
    data: { title: 'Uzun süpervizyon' },
  });
  expect(created.ok()).toBe(true);
  const topic = ((await created.json()) as { topic: { id: string } }).topic.id;
  const question = (n: number) =>
    `Soru ${String(n)}: danışanım sınav kaygısı yaşıyor, bu hafta hangi tekniği denemeliyim?`;
  for (let n = 1; n <= 16; n++) {
    const asked = await page.request.post(`/api/workspaces/v2/${ws}/topics/${topic}/ask`, {
      data: { text: question(n) },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
  }

  const firstPage = page.waitForResponse((r) => /\/messages\?limit=5$/.test(r.url()));
  await page.goto(`/workspace?t=${topic}`);
  await firstPage;
  // The pairs themselves (answers have lists of their own).
  const pairs = page
    .getByRole('list', { name: 'Sorular ve yanıtlar (en yenisi üstte)' })
    .locator(':scope > li');
  await expect(pairs).toHaveCount(5);
  await expect(pairs.first()).toContainText(question(16));
  await expect(pairs.last()).toContainText(question(12));
  const older = page.getByRole('button', { name: 'Daha eski mesajları yükle' });
  await expect(older).toBeVisible();

  // Scrolling down to the end of the list reads the next older page. The end itself is brought
  // into view: the last pair may be taller than the screen, and its top in view says nothing of
  // where the list ends.
  await older.scrollIntoViewIfNeeded();
  await expect(pairs).toHaveCount(15);
  await expect(pairs.nth(14)).toContainText(question(2));
  await expect(page.getByRole('button', { name: 'Daha eski mesajları yükle' })).toBeVisible();

  // The keyboard way: the button reads the last page, and the note at the beginning takes focus.
  await older.focus();
  await page.keyboard.press('Enter');
  await expect(pairs).toHaveCount(16);
  await expect(pairs.last()).toContainText(question(1));
  await expect(older).toBeHidden();
  await expect(page.getByText('Oturumun ilk sorusuna ulaştınız.')).toBeFocused();

  // A new question goes on top of the paged history.
  const box = page.getByRole('textbox', { name: 'Sorunuz' });
  await box.fill(question(17));
  await box.press('Control+Enter');
  await expect(page.getByRole('status').filter({ hasText: 'Yanıt tamamlandı.' })).toBeAttached();
  await expect(pairs).toHaveCount(17);
  await expect(pairs.first()).toContainText(question(17));

  // Phones: the list and its button fit the screen.
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto(`/workspace?t=${topic}`);
    await expect(pairs).toHaveCount(5);
    await older.scrollIntoViewIfNeeded();
    expect(await scrollsSideways(page), `${String(width)} px`).toBe(false);
    const box = (await older.boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: path.resolve(
        import.meta.dirname,
        '..',
        'test-results',
        'mobile',
        `long-topic-${String(width)}.png`,
      ),
    });
  }
});
