import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { messages, subscriptions, trials } from '../../db/schema';
import { ManualClock } from '../../lib/clock';
import { SANDBOX_CREDENTIALS } from '../../providers/payment/sandbox/sandbox-gateway';
import { approvedUser, prepare, sendCallback, unapprovedUser } from '../../../test/support/billing';
import { FakeEngine } from '../../../test/support/fake-engine';
import { AccountLimitsOffStore } from '../../../test/support/rate-limits';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp } from '../../../test/support/test-app';
import { ask, newTopic, startTrial, trialUser, workspaceOf } from '../../../test/support/workspace';

const engine = new FakeEngine();

describeEachDatabase('workspace', (driver) => {
  const clock = new ManualClock(new Date('2026-11-22T09:00:00Z'));
  const ctx = useTestApp(driver, {
    providers: { engine, clock, rateLimits: new AccountLimitsOffStore() },
  });

  it('creates the default workspace on first use and more on request', async () => {
    engine.options = {};
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'ws@example.com');
    const first = await ctx.app.inject({
      method: 'GET',
      url: '/api/workspaces/v2',
      headers: { cookie },
    });
    expect(first.json().items).toEqual([
      expect.objectContaining({ name: 'Workspace', model: 'fake-1', systemPrompt: null }),
    ]);
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/workspaces/v2',
      headers: { cookie },
    });
    expect(again.json().items).toHaveLength(1);
    const created = await ctx.app.inject({
      method: 'POST',
      url: '/api/i/workspaces',
      headers: { cookie },
      payload: {},
    });
    expect(created.json().workspace.name).toBe('Workspace');
    const named = await ctx.app.inject({
      method: 'POST',
      url: '/api/workspaces/v2',
      headers: { cookie },
      payload: { name: 'Çocuk vakaları' },
    });
    expect(named.json().workspace.name).toBe('Çocuk vakaları');
  });

  it('keeps the workspace to approved users', async () => {
    const visitor = await ctx.app.inject({ method: 'GET', url: '/api/workspaces/v2' });
    expect(visitor.statusCode).toBe(401);
    const { cookie } = await unapprovedUser(ctx.app, ctx.database.db, 'ws-draft@example.com');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/workspaces/v2',
      headers: { cookie },
    });
    expect(res.statusCode).toBe(403);
  });

  it('creates topics only with credit, under any of the three title names, newest first', async () => {
    clock.set(new Date('2026-11-22T09:00:00Z'));
    const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'topics@example.com');
    const ws = await workspaceOf(ctx.app, cookie);
    const noCredit = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/v2/${ws}/topics`,
      headers: { cookie },
      payload: { title: 'Erken' },
    });
    expect(noCredit.statusCode).toBe(403);
    expect(noCredit.json().error).toBe('quota_exhausted');

    await startTrial(ctx.app, cookie);
    await newTopic(ctx.app, cookie, ws, { title: 'Birinci' });
    clock.advance(1000);
    await newTopic(ctx.app, cookie, ws, { topicTitle: 'İkinci' });
    clock.advance(1000);
    const third = await newTopic(ctx.app, cookie, ws, {
      topic_name: 'Üçüncü',
      focus: 'ethics',
      level: 'student',
    });
    const empty = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/v2/${ws}/topics`,
      headers: { cookie },
      payload: { title: '   ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Başlık zorunlu');

    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${ws}/topics`,
      headers: { cookie },
    });
    expect(list.json().items.map((t: { title: string }) => t.title)).toEqual([
      'Üçüncü',
      'İkinci',
      'Birinci',
    ]);
    expect(list.json().items[0]).toMatchObject({
      id: third,
      focus: 'ethics',
      level: 'student',
      messageCount: 0,
    });
  });

  it('asks: stores the pair oldest first with provider data and spends one credit', async () => {
    engine.options = {};
    const u = await trialUser(ctx.app, ctx.database.db, 'ask@example.com');
    const res = await ask(
      ctx.app,
      u.cookie,
      u.ws,
      u.topic,
      'Danışanım sınav kaygısı yaşıyor, ne önerirsiniz?',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      ok: true,
      questionsLeft: 2,
      question: {
        role: 'user',
        text: 'Danışanım sınav kaygısı yaşıyor, ne önerirsiniz?',
        status: 'complete',
      },
      answer: { role: 'assistant', text: '## Yanıt\nBu bir deneme yanıtıdır.', status: 'complete' },
    });
    const [stored] = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.id, res.json().answer.id));
    expect(stored).toMatchObject({
      provider: 'fake',
      model: 'fake-1',
      inputTokens: 'Danışanım sınav kaygısı yaşıyor, ne önerirsiniz?'.length,
      outputTokens: '## Yanıt\nBu bir deneme yanıtıdır.'.length,
    });
    expect(stored!.latencyMs).toBeGreaterThanOrEqual(0);

    await ask(ctx.app, u.cookie, u.ws, u.topic, 'İkinci soru');
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/messages`,
      headers: { cookie: u.cookie },
    });
    expect(list.json().items.map((m: { role: string }) => m.role)).toEqual([
      'user',
      'assistant',
      'user',
      'assistant',
    ]);
    // The engine saw the first pair as history of the second question.
    expect(engine.requests.at(-1)).toMatchObject({
      question: 'İkinci soru',
      history: [{ question: 'Danışanım sınav kaygısı yaşıyor, ne önerirsiniz?' }],
      focus: 'auto',
      // The topic's level follows the application: 5 years of experience (test/support/accounts.ts).
      level: 'experienced',
    });
    const topics = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${u.ws}/topics`,
      headers: { cookie: u.cookie },
    });
    expect(topics.json().items[0].messageCount).toBe(4);
  });

  it('refuses empty and overlong questions without spending credit', async () => {
    const u = await trialUser(ctx.app, ctx.database.db, 'long@example.com');
    const empty = await ask(ctx.app, u.cookie, u.ws, u.topic, '  ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Soru boş olamaz');
    const long = await ask(ctx.app, u.cookie, u.ws, u.topic, 'a'.repeat(8001));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toMatch(/en fazla 8000/);
    const [trial] = await ctx.database.db.select().from(trials).where(eq(trials.userId, u.userId));
    expect(trial!.questionsRemaining).toBe(3);
  });

  it('returns the credit when the provider fails and keeps the question with a failed answer', async () => {
    const u = await trialUser(ctx.app, ctx.database.db, 'fail@example.com');
    engine.options = { failAfter: 0 };
    try {
      const res = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Bu soru yanıtlanamayacak');
      expect(res.statusCode).toBe(502);
      expect(res.json()).toMatchObject({
        ok: false,
        message: 'Sunucu hatası. Lütfen tekrar deneyin.',
      });
    } finally {
      engine.options = {};
    }
    const [trial] = await ctx.database.db.select().from(trials).where(eq(trials.userId, u.userId));
    expect(trial!.questionsRemaining).toBe(3);
    // Nothing is lost: the question stays with an answer in its true state, regenerable for free.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/messages`,
      headers: { cookie: u.cookie },
    });
    expect(list.json().items).toEqual([
      expect.objectContaining({ role: 'user', text: 'Bu soru yanıtlanamayacak' }),
      expect.objectContaining({
        role: 'assistant',
        status: 'error',
        text: '',
        endReason: 'provider_error',
        canRegenerate: true,
        regenerateFree: true,
      }),
    ]);
    expect(ctx.logs()).not.toContain('Bu soru yanıtlanamayacak');
  });

  it('answers trial_exhausted after three trial questions and quota_exhausted for a spent plan', async () => {
    engine.options = {};
    const u = await trialUser(ctx.app, ctx.database.db, 'three@example.com');
    for (let i = 0; i < 3; i++)
      expect((await ask(ctx.app, u.cookie, u.ws, u.topic, `Soru ${String(i)}`)).statusCode).toBe(
        200,
      );
    const fourth = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Dördüncü');
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json().error).toBe('trial_exhausted');
    // History stays readable without credit.
    const list = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/messages`,
      headers: { cookie: u.cookie },
    });
    expect(list.json().items).toHaveLength(6);

    const order = await prepare(ctx.app, u.cookie, { planCode: 'BEGINNER' });
    await sendCallback(ctx.app, SANDBOX_CREDENTIALS, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: String(order.amountKurus),
    });
    await ctx.database.db
      .update(subscriptions)
      .set({ quotaRemaining: 1 })
      .where(eq(subscriptions.userId, u.userId));
    expect((await ask(ctx.app, u.cookie, u.ws, u.topic, 'Plan sorusu')).statusCode).toBe(200);
    const spent = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Bir tane daha');
    expect(spent.json().error).toBe('quota_exhausted');
  });

  it('spends exactly the credits there are under 100 concurrent asks (trial and plan)', async () => {
    engine.options = {};
    const u = await trialUser(ctx.app, ctx.database.db, 'race-ask@example.com');
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        ask(ctx.app, u.cookie, u.ws, u.topic, `Eşzamanlı ${String(i)}`),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 403 || r.statusCode === 429)).toHaveLength(97);
    const [trial] = await ctx.database.db.select().from(trials).where(eq(trials.userId, u.userId));
    expect(trial!.questionsRemaining).toBe(0);
    const answers = await ctx.database.db
      .select()
      .from(messages)
      .where(eq(messages.topicId, u.topic));
    expect(answers.filter((m) => m.role === 'assistant')).toHaveLength(3);

    const p = await approvedUser(ctx.app, ctx.database.db, 'race-plan@example.com');
    const order = await prepare(ctx.app, p.cookie, { planCode: 'BEGINNER' });
    await sendCallback(ctx.app, SANDBOX_CREDENTIALS, {
      merchant_oid: order.merchantOid,
      status: 'success',
      total_amount: String(order.amountKurus),
    });
    await ctx.database.db
      .update(subscriptions)
      .set({ quotaRemaining: 3 })
      .where(eq(subscriptions.userId, p.userId));
    const ws = await workspaceOf(ctx.app, p.cookie);
    const topic = await newTopic(ctx.app, p.cookie, ws);
    const planResults = await Promise.all(
      Array.from({ length: 100 }, (_, i) => ask(ctx.app, p.cookie, ws, topic, `Plan ${String(i)}`)),
    );
    expect(planResults.filter((r) => r.statusCode === 200)).toHaveLength(3);
    const [sub] = await ctx.database.db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, p.userId));
    expect(sub!.quotaRemaining).toBe(0);
  });

  it('answers 404 for another user’s workspace, topic and export on every route', async () => {
    engine.options = {};
    const owner = await trialUser(ctx.app, ctx.database.db, 'owner@example.com');
    const other = await trialUser(ctx.app, ctx.database.db, 'other@example.com');
    const base = `/api/workspaces/v2/${owner.ws}`;
    const routes: Array<[string, string, object?]> = [
      ['GET', `${base}/topics`],
      ['POST', `${base}/topics`, { title: 'x' }],
      ['PATCH', `${base}/topics/${owner.topic}`, { title: 'x' }],
      ['DELETE', `${base}/topics/${owner.topic}`],
      ['GET', `${base}/topics/${owner.topic}/messages`],
      ['POST', `${base}/topics/${owner.topic}/ask`, { text: 'merhaba' }],
      ['GET', `${base}/topics/${owner.topic}/export.pdf`],
      ['GET', `${base}/search?q=kaygi`],
      // Own workspace, foreign topic.
      ['GET', `/api/workspaces/v2/${other.ws}/topics/${owner.topic}/messages`],
    ];
    for (const [method, url, payload] of routes) {
      const res = await ctx.app.inject({
        method: method as 'GET',
        url,
        headers: { cookie: other.cookie },
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const [trial] = await ctx.database.db
      .select()
      .from(trials)
      .where(eq(trials.userId, other.userId));
    expect(trial!.questionsRemaining).toBe(3);
  });

  it('renames, reframes and deletes a topic', async () => {
    const u = await trialUser(ctx.app, ctx.database.db, 'rename@example.com');
    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}`,
      headers: { cookie: u.cookie },
      payload: { title: 'Yeni başlık', level: 'experienced' },
    });
    expect(renamed.json().topic).toMatchObject({
      title: 'Yeni başlık',
      level: 'experienced',
      focus: 'auto',
    });
    const nothing = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}`,
      headers: { cookie: u.cookie },
      payload: {},
    });
    expect(nothing.statusCode).toBe(400);
    await ask(ctx.app, u.cookie, u.ws, u.topic, 'Silinecek soru');
    const deleted = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}`,
      headers: { cookie: u.cookie },
    });
    expect(deleted.statusCode).toBe(200);
    expect(
      await ctx.database.db.select().from(messages).where(eq(messages.topicId, u.topic)),
    ).toHaveLength(0);
  });

  it('searches own topics and messages without regard to case or Turkish letters', async () => {
    engine.options = { chunks: ['Şule Hanım için güvenlik planı önerilir.'] };
    const u = await trialUser(ctx.app, ctx.database.db, 'search@example.com');
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}`,
      headers: { cookie: u.cookie },
      payload: { title: 'Işık korkusu' },
    });
    await ask(ctx.app, u.cookie, u.ws, u.topic, 'ŞULE için ne yapmalıyım?');
    const search = (q: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/api/workspaces/v2/${u.ws}/search?q=${encodeURIComponent(q)}`,
        headers: { cookie: u.cookie },
      });
    const sule = (await search('sule')).json().items;
    expect(sule.map((h: { role: string }) => h.role).sort()).toEqual(['assistant', 'user']);
    expect((await search('GUVENLIK PLANI')).json().items[0].snippet).toContain('güvenlik planı');
    expect((await search('isik')).json().items[0]).toMatchObject({
      messageId: null,
      topicTitle: 'Işık korkusu',
    });
    expect((await search('100%')).json().items).toEqual([]);
    expect((await search('a')).statusCode).toBe(400);
    engine.options = {};
  });
});

describeEachDatabase('workspace rate limit', (driver) => {
  const ctx = useTestApp(driver, { providers: { engine } });

  it('answers 429 with Retry-After after 30 questions a minute from one user', async () => {
    engine.options = {};
    const u = await trialUser(ctx.app, ctx.database.db, 'rapid@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await ask(ctx.app, u.cookie, u.ws, u.topic, `Hızlı ${String(i)}`)).statusCode);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(statuses.slice(3, 30).every((s) => s === 403)).toBe(true);
    const limited = await ask(ctx.app, u.cookie, u.ws, u.topic, 'Bir tane daha');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(limited.json().message).toBe('Hız limiti aşıldı. Kısa süre sonra tekrar deneyin.');
  });
});

describeEachDatabase('workspace streaming and export', (driver) => {
  const ctx = useTestApp(driver, {
    providers: { engine, rateLimits: new AccountLimitsOffStore() },
  });

  it('streams start, deltas and done as Server-Sent Events', async () => {
    engine.options = { chunks: ['Bir ', 'iki ', 'üç'], delayMs: 5 };
    const u = await trialUser(ctx.app, ctx.database.db, 'sse@example.com');
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/ask`,
      headers: { cookie: u.cookie, accept: 'text/event-stream' },
      payload: { text: 'Akış testi' },
    });
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = res.body
      .trim()
      .split('\n\n')
      .map((block) => ({
        event: /^event: (.*)$/m.exec(block)?.[1],
        data: JSON.parse(/^data: (.*)$/m.exec(block)?.[1] ?? 'null') as Record<string, unknown>,
      }));
    expect(events.map((e) => e.event)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    expect(events.slice(1, 4).map((e) => e.data.text)).toEqual(['Bir ', 'iki ', 'üç']);
    expect(events[4]!.data).toMatchObject({
      status: 'complete',
      questionsLeft: 2,
      answer: { text: 'Bir iki üç' },
    });
    engine.options = {};
  });

  it('sends chunks before the answer is complete and finishes the answer when the client leaves', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (ctx.app.server.address() as AddressInfo).port;
    engine.options = {
      chunks: Array.from({ length: 40 }, (_, i) => `parça${String(i)} `),
      delayMs: 25,
    };
    const u = await trialUser(ctx.app, ctx.database.db, 'leave@example.com');
    const firstChunkAt = await new Promise<{ text: string }>((resolve, reject) => {
      const req = http.request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/ask`,
          headers: {
            cookie: u.cookie,
            accept: 'text/event-stream',
            'content-type': 'application/json',
            origin: `http://127.0.0.1:${String(port)}`,
          },
        },
        (res) => {
          let body = '';
          res.on('data', (chunk: Buffer) => {
            body += chunk.toString();
            if ((body.match(/event: delta/g) ?? []).length >= 3) {
              expect(body).not.toContain('event: done');
              resolve({ text: body });
              req.destroy();
            }
          });
          res.on('error', () => undefined);
        },
      );
      req.on('error', (error) => (error.message.includes('aborted') ? undefined : reject(error)));
      req.end(JSON.stringify({ text: 'Uzun bir yanıt isteyen soru' }));
    });
    expect(firstChunkAt.text).toContain('event: start');
    // The answer belongs to the server (issue 16): it is stored as it grows, and then complete.
    const answerRow = async () => {
      const rows = await ctx.database.db
        .select()
        .from(messages)
        .where(eq(messages.topicId, u.topic));
      return rows.find((m) => m.role === 'assistant')!;
    };
    await expect
      .poll(async () => {
        const row = await answerRow();
        return row.status === 'streaming' && row.text.startsWith('parça0 parça1 parça2 ');
      })
      .toBe(true);
    await expect.poll(async () => (await answerRow()).status, { timeout: 5000 }).toBe('complete');
    const answer = await answerRow();
    expect(answer.text).toMatch(/^parça0 parça1 parça2 /);
    expect(answer.text).toContain('parça39');
    engine.options = {};
  });

  it('exports a topic as an A4 PDF with Turkish text, SORU/YANIT blocks and page numbers', async () => {
    engine.options = {
      chunks: [
        '## Formülasyon\n',
        '- **Çocukluk** dönemi ağır geçmiş\n',
        '1. Güvenlik planı: şöyle; ığüşöçİ\n\n',
        '| | EMDR | TF-BDT |\n|---|---|---|\n| Ne zaman | Tek olay travması | Ebeveyn katılımı |\n',
      ],
    };
    const u = await trialUser(ctx.app, ctx.database.db, 'pdf@example.com');
    await ctx.app.inject({
      method: 'PATCH',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}`,
      headers: { cookie: u.cookie },
      payload: { title: 'Şiddet öyküsü: İlk görüşme' },
    });
    await ask(ctx.app, u.cookie, u.ws, u.topic, 'Danışanım Ayşe çığlık atıyor; ne düşünmeliyim?');
    // Long history: 300 messages must export too (inserted directly, credits aside).
    const base = { topicId: u.topic, workspaceId: u.ws, userId: u.userId };
    await ctx.database.db.insert(messages).values(
      Array.from({ length: 298 }, (_, i) => ({
        ...base,
        role: i % 2 === 0 ? 'user' : 'assistant',
        text: `Mesaj ${String(i)} — öğrenci süpervizyonu üzerine uzun bir not. `.repeat(3),
        createdAt: new Date(Date.now() + 1000 + i),
      })),
    );
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/workspaces/v2/${u.ws}/topics/${u.topic}/export.pdf`,
      headers: { cookie: u.cookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Siddet-oykusu-Ilk-gorusme.pdf"; filename*=UTF-8''Siddet-oykusu-Ilk-gorusme.pdf`,
    );
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pdf-')), 'export.pdf');
    fs.writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text).toContain('Danışanım Ayşe çığlık atıyor; ne düşünmeliyim?');
    expect(text).toContain('Güvenlik planı: şöyle; ığüşöçİ');
    expect(text).toContain('Çocukluk dönemi ağır geçmiş');
    // A comparison table reads as its rows, one line per column, never as pipes.
    expect(text).toContain('EMDR: Tek olay travması');
    expect(text).toContain('TF-BDT: Ebeveyn katılımı');
    expect(text).not.toContain('|---');
    expect(text).toContain('SORU');
    expect(text).toContain('YANIT');
    expect(text).toContain('Şiddet öyküsü: İlk görüşme');
    expect(text).toContain('pdf@example.com');
    expect(text).toMatch(/Sayfa 1 \/ \d+/);
    expect(text).toContain('Mesaj 297');
    const info = execFileSync('pdfinfo', [file]).toString();
    expect(info).toMatch(/Page size:\s+595\.28 x 841\.89 pts \(A4\)/);
    expect(Number(/Pages:\s+(\d+)/.exec(info)?.[1])).toBeGreaterThan(10);
    engine.options = {};
  });
});
