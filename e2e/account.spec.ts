import fs from 'node:fs';
import { expect, test } from './fixtures';
import { approvedApplicant, signIn, uniqueEmail } from './support';

test('a user downloads all their data, then deletes the account with their password (KVKK)', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('kvkk');
  const password = 'Kvkk-Sifre-2026';
  const question =
    'Danışanım randevularına sürekli geç kalıyor; bunu seansta nasıl ele alabilirim?';
  await approvedApplicant(request, email, password);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/application$/);

  // Clinical content to export and erase: a trial, a topic and an answered question (the page's
  // own cookie, so over the API of this signed-in browser).
  expect((await page.request.post('/api/trial/start')).ok()).toBe(true);
  const list = (await (await page.request.get('/api/workspaces/v2')).json()) as {
    items: Array<{ id: string }>;
  };
  const workspaceId =
    list.items[0]?.id ??
    (
      (await (await page.request.post('/api/workspaces/v2', { data: {} })).json()) as {
        workspace: { id: string };
      }
    ).workspace.id;
  const topic = await page.request.post(`/api/workspaces/v2/${workspaceId}/topics`, {
    data: { title: 'Geç kalma örüntüsü' },
  });
  expect(topic.ok()).toBe(true);
  const topicId = ((await topic.json()) as { topic: { id: string } }).topic.id;
  const ask = await page.request.post(`/api/workspaces/v2/${workspaceId}/topics/${topicId}/ask`, {
    data: { text: question },
  });
  expect(ask.ok()).toBe(true);

  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Verilerim ve hesabım' })).toBeVisible();

  // Download: one JSON file with the account and the clinical history, and no secrets.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Verilerimi indir' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^psikorehber-verilerim-\d{4}-\d{2}-\d{2}\.json$/);
  const exported = fs.readFileSync((await download.path())!, 'utf8');
  const data = JSON.parse(exported) as unknown;
  expect(JSON.stringify(data)).toContain(email);
  expect(exported).toContain(question);
  expect(exported).toContain('Geç kalma örüntüsü');
  expect(exported).not.toContain(password);
  expect(exported).not.toMatch(/password|tokenHash|token_hash/i);

  // Delete: a wrong password changes nothing; the right one erases and signs out.
  await page.getByRole('button', { name: 'Hesabımı sil' }).click();
  const dialog = page.getByRole('dialog', { name: 'Hesabınız kalıcı olarak silinsin mi?' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Şifreniz').fill('Yanlis-Sifre-2026');
  await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(dialog.getByText('Şifre hatalı. Hesabınız silinmedi.')).toBeVisible();

  await dialog.getByLabel('Şifreniz').fill(password);
  await dialog.getByRole('button', { name: 'Hesabımı kalıcı olarak sil' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByText('Hesabınız ve verileriniz silindi.', { exact: false })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Giriş' })).toBeVisible();

  // The session is gone, the account cannot sign in, and a confirmation went to the address.
  expect((await page.request.get('/api/auth/me')).status()).toBe(401);
  await signIn(page, email, password);
  await expect(page.getByText('E-posta veya şifre hatalı.')).toBeVisible();
  const mails = (await (await request.get('/api/dev/outbox')).json()) as Array<{
    to: string;
    subject: string;
  }>;
  expect(mails.filter((m) => m.to === email).map((m) => m.subject)).toEqual([
    'PsikoRehber hesabınız silindi',
  ]);
});
