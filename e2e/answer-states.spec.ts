// Every question ends in a true state (issue 16), replayed in Chromium against a real
// chat-completions server that misbehaves on purpose: it hangs, streams past the time limit, drops
// the connection midway or answers 429. Each case ends with the right stored state, the right
// credit and the right Turkish text; a reloaded page shows the answer that finished while it was
// away. The product runs as its own server here, pointed at the local chat-completions server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { request as playwrightRequest, type Page } from '@playwright/test';
import { expect, test as base } from './fixtures';
import { startServer, type ServerProcess } from './server-process';
import { approvedApplicant, signIn, uniqueEmail } from './support';

type Mode = 'ok' | 'slow-ok' | 'hang' | 'too-slow' | 'drop' | 'limited';

/** A chat-completions server (OpenAI protocol) whose behaviour each test sets. */
const llm = {
  mode: 'ok' as Mode,
  requests: 0,
  server: http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      llm.requests++;
      void respond(llm.mode, res);
    });
  }),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chunk(content: string, finish: string | null = null) {
  const body = {
    id: 'c1',
    object: 'chat.completion.chunk',
    created: 1,
    model: 'yerel-model',
    choices: [{ index: 0, delta: finish ? {} : { content }, finish_reason: finish }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

async function respond(mode: Mode, res: http.ServerResponse) {
  if (mode === 'hang') return; // accepts the request and never answers
  if (mode === 'limited') {
    res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '0' });
    res.end(JSON.stringify({ error: { message: 'rate limit reached' } }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream' });
  const parts = {
    ok: 6,
    'slow-ok': 16,
    'too-slow': 60,
    drop: 3,
  }[mode];
  const pause = { ok: 20, 'slow-ok': 250, 'too-slow': 250, drop: 50 }[mode];
  for (let i = 0; i < parts; i++) {
    if (res.destroyed) return;
    res.write(chunk(`Bölüm ${String(i + 1)}. `));
    await sleep(pause);
  }
  if (mode === 'drop') {
    res.destroy(); // the provider closes the stream midway
    return;
  }
  res.write(chunk('', 'stop'));
  res.end('data: [DONE]\n\n');
}

interface Product {
  baseURL: string;
  admin: { email: string; password: string };
}

/** The product pointed at the local chat-completions server, once per worker. */
const test = base.extend<object, { product: Product }>({
  product: [
    // eslint-disable-next-line no-empty-pattern -- Playwright fixtures take their dependencies as a destructured object
    async ({}, use) => {
      await new Promise<void>((resolve) => llm.server.listen(0, '127.0.0.1', resolve));
      const port = (llm.server.address() as AddressInfo).port;
      const server: ServerProcess = await startServer({
        TRUST_PROXY: 'true',
        AI_PROVIDER: 'openai-compatible',
        AI_BASE_URL: `http://127.0.0.1:${String(port)}/v1`,
        AI_MODEL: 'yerel-model',
        AI_API_KEY: 'yerel-anahtar',
        AI_TIMEOUT_MS: '1500',
        AI_TOTAL_TIMEOUT_MS: '6000',
      });
      const printed = /yöneticisi oluşturuldu: (\S+) \/ (\S+)/.exec(server.output);
      if (!printed) throw new Error(`The server did not print its admin:\n${server.output}`);
      await use({ baseURL: server.baseURL, admin: { email: printed[1]!, password: printed[2]! } });
      await server.stop();
      await new Promise<void>((resolve) => llm.server.close(() => resolve()));
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ product }, use) => {
    await use(product.baseURL);
  },
});

/** A signed-in trial user (3 questions) in a new topic; returns the topic title. */
async function askingUser(page: Page, product: Product, title: string) {
  const api = await playwrightRequest.newContext({ baseURL: product.baseURL });
  const email = uniqueEmail('yanit');
  const password = 'Yanit-Sifre-2026';
  await approvedApplicant(api, email, password, product.admin);
  await api.dispose();
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/application$/);
  await page.goto('/workspace');
  await page.getByRole('button', { name: 'Denemeyi Başlat' }).click();
  await expect(page.getByText('Deneme · 3 soru · 3 gün').first()).toBeVisible();
  await page.getByRole('textbox', { name: 'Yeni oturum başlığı' }).fill(title);
  await page.getByRole('button', { name: 'Oluştur' }).click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

function parts(page: Page) {
  return {
    box: page.getByRole('textbox', { name: 'Sorunuz' }),
    send: page.getByRole('button', { name: 'Gönder' }),
    answers: page.getByRole('list', { name: 'Sorular ve yanıtlar (en yenisi üstte)' }),
    credits: (left: number) => page.getByText(`Deneme · ${String(left)} soru · 3 gün`).first(),
  };
}

async function send(page: Page, question: string) {
  const { box, send: button } = parts(page);
  await box.fill(question);
  await button.click();
}

test('a provider that hangs ends as a failed answer with its credit returned, and regenerates', async ({
  page,
  product,
}) => {
  test.setTimeout(60_000);
  await askingUser(page, product, 'Yanıt gelmeyen sağlayıcı');
  const { answers, credits } = parts(page);
  llm.mode = 'hang';
  await send(page, 'Danışanım seanslara geç geliyor; bunu nasıl ele alabilirim?');
  await expect(
    answers.getByText(/Yapay zekâ sağlayıcısı zamanında yanıt vermedi; yanıt oluşturulamadı\./),
  ).toBeVisible();
  await expect(answers.getByText(/kredi iade edildi/)).toBeVisible();
  await expect(credits(3)).toBeVisible();

  // "Yeniden oluştur" writes it again in place, free.
  llm.mode = 'ok';
  await answers.getByRole('button', { name: 'Yeniden oluştur' }).click();
  await expect(answers.getByText(/Bölüm 6\./)).toBeVisible();
  await expect(answers.getByRole('button', { name: 'Yeniden oluştur' })).toHaveCount(0);
  await expect(answers.getByText(/yanıt oluşturulamadı/)).toHaveCount(0);
  await page.reload();
  await expect(parts(page).answers.getByText(/Bölüm 6\./)).toBeVisible();
  await expect(parts(page).credits(3)).toBeVisible();
});

test('an answer that streams past the total limit is kept as partial, with a notice', async ({
  page,
  product,
}) => {
  test.setTimeout(60_000);
  await askingUser(page, product, 'Uzun süren yanıt');
  const { answers, credits } = parts(page);
  llm.mode = 'too-slow';
  await send(page, 'Travma sonrası stres bozukluğunda maruz bırakma nasıl planlanır?');
  await expect(answers.getByText(/Yanıt zaman aşımı nedeniyle yarım kaldı\./)).toBeVisible({
    timeout: 15_000,
  });
  await expect(answers.getByText(/Bölüm 3\./)).toBeVisible();
  await expect(answers.getByText(/Bölüm 60\./)).toHaveCount(0);
  await expect(credits(3)).toBeVisible();
  await expect(answers.getByRole('button', { name: 'Yeniden oluştur' })).toBeVisible();
});

test('"Durdur" before the first word puts the question back and spends nothing', async ({
  page,
  product,
}) => {
  await askingUser(page, product, 'Hemen durdurulan soru');
  const { box, answers, credits } = parts(page);
  llm.mode = 'hang';
  const question = 'Süpervizyonda karşı aktarımı nasıl konuşabilirim?';
  await send(page, question);
  await page.getByRole('button', { name: /Yanıtı durdur: Hemen durdurulan soru/ }).click();
  await expect(
    page.getByText(
      'Yanıt başlamadan durduruldu; sorunuz kutuya geri kondu ve hakkınız iade edildi.',
    ),
  ).toBeVisible();
  await expect(box).toHaveValue(question);
  await expect(answers).toHaveCount(0);
  await expect(credits(3)).toBeVisible();
  await page.reload();
  await expect(parts(page).credits(3)).toBeVisible();
  await expect(page.getByText(question)).toHaveCount(0);
});

test('a double click on "Gönder" sends one question; the stop control is elsewhere and named', async ({
  page,
  product,
}) => {
  await askingUser(page, product, 'Çift tıklama');
  const { box, send: button, answers, credits } = parts(page);
  llm.mode = 'slow-ok';
  const before = llm.requests;
  await box.fill('Danışanım terapiyi bırakmak istiyor, ne yapmalıyım?');
  await button.dblclick();
  const stop = page.getByRole('button', { name: /Yanıtı durdur: Çift tıklama/ });
  await expect(stop).toBeVisible();
  const [sendBox, stopBox] = [await button.boundingBox(), await stop.boundingBox()];
  const overlaps =
    sendBox &&
    stopBox &&
    sendBox.x < stopBox.x + stopBox.width &&
    stopBox.x < sendBox.x + sendBox.width &&
    sendBox.y < stopBox.y + stopBox.height &&
    stopBox.y < sendBox.y + sendBox.height;
  expect(overlaps).toBeFalsy();
  await expect(answers.getByText(/Bölüm 16\./)).toBeVisible({ timeout: 15_000 });
  await expect(answers.getByRole('listitem')).toHaveCount(1);
  expect(llm.requests - before).toBe(1);
  await expect(credits(2)).toBeVisible();
});

test('a reload mid-answer shows the answer growing and then complete', async ({
  page,
  product,
}) => {
  await askingUser(page, product, 'Yenilenen sayfa');
  llm.mode = 'slow-ok';
  await send(page, 'Yas sürecindeki danışanla ilk görüşmede nelere dikkat etmeliyim?');
  await expect(parts(page).answers.getByText(/Bölüm 2\./)).toBeVisible();
  await page.reload();
  const { answers, credits } = parts(page);
  await expect(answers.getByText(/Bölüm 16\./)).toBeVisible({ timeout: 15_000 });
  await expect(answers.getByText(/yarım kaldı|durduruldu/)).toHaveCount(0);
  await expect(credits(2)).toBeVisible();
  // A second reload reads the stored, complete answer.
  await page.reload();
  await expect(parts(page).answers.getByText(/Bölüm 16\./)).toBeVisible();
});

test('a provider drop keeps the text already shown, marked partial; a 429 reads as the rate limit', async ({
  page,
  product,
}) => {
  await askingUser(page, product, 'Kopan bağlantı');
  const { answers, credits } = parts(page);
  llm.mode = 'drop';
  await send(page, 'Obsesif kompulsif bozuklukta maruz bırakma nasıl başlar?');
  await expect(
    answers.getByText(/Yapay zekâ sağlayıcısıyla bağlantı kesildiği için yanıt yarım kaldı\./),
  ).toBeVisible();
  await expect(answers.getByText(/Bölüm 3\./)).toBeVisible();
  await expect(credits(3)).toBeVisible();

  llm.mode = 'limited';
  await send(page, 'Sosyal kaygıda güvenlik davranışları nelerdir?');
  await expect(
    answers.getByText(/Hız limiti aşıldı\. Kısa süre sonra tekrar deneyin\./).first(),
  ).toBeVisible({ timeout: 15_000 });
  await expect(credits(3)).toBeVisible();
});

test('on a 360 px phone the streaming answer and its stop control fit the screen', async ({
  page,
  product,
}, testInfo) => {
  // The topic is made on a wide screen (on a phone the topic list is a drawer), then narrowed.
  await askingUser(page, product, 'Telefonda akış');
  await page.setViewportSize({ width: 360, height: 740 });
  llm.mode = 'slow-ok';
  await send(page, 'Danışanım ilk seansta çok sessizdi; ikinci seansa nasıl hazırlanmalıyım?');
  const stop = page.getByRole('button', { name: /Yanıtı durdur: Telefonda akış/ });
  await expect(stop).toBeVisible();
  await expect(parts(page).answers.getByText(/Bölüm 3\./)).toBeVisible();
  await stop.scrollIntoViewIfNeeded();
  const box = await stop.boundingBox();
  expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('streaming-360.png') });
  await expect(parts(page).answers.getByText(/Bölüm 16\./)).toBeVisible({ timeout: 15_000 });
});
