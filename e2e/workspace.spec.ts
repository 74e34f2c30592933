import fs from 'node:fs';
import { expect, test } from './fixtures';
import { approvedApplicant, signIn, uniqueEmail } from './support';

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
