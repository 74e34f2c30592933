// The product server as main.ts starts it (loadConfig → open and migrate the database → buildApp →
// listen), with two benchmark-only changes: the per-user ask limit (30 a minute) is lifted, and
// BENCH_ENGINE=fake swaps the offline engine for the instant scripted one of the tests, so the
// difference between the two ask scenarios is the engine and the rest is server overhead.
// It seeds its fixtures when the parent asks (after the idle memory reading), straight into the
// database: users with sessions, active subscriptions, workspaces, topics and a long topic.
import { buildApp, type Providers } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { migrateDatabase } from '../../apps/server/src/db/migrate';
import {
  applications,
  messages,
  sessions,
  subscriptions,
  topics,
  users,
  workspaces,
} from '../../apps/server/src/db/schema';
import { randomToken, sha256Hex } from '../../apps/server/src/lib/crypto';
import { sessionCookieName } from '../../apps/server/src/http/session';
import { seedPlans } from '../../apps/server/src/modules/billing/catalog';
import { LIMITS } from '../../apps/server/src/http/limits';
import { FakeEngine } from '../../apps/server/test/support/fake-engine';
import { LimitsOffStore } from '../../apps/server/test/support/rate-limits';
import { send, serverClock, type Fixtures, type ParentMessage } from './ipc';

/** The tests' instant engine, minus its request log (which would grow for the whole run). */
class InstantEngine extends FakeEngine {
  override answer(request: Parameters<FakeEngine['answer']>[0]) {
    const stream = super.answer(request);
    this.requests.length = 0;
    return stream;
  }
}

const QUESTION =
  'Danışanım 34 yaşında; iş değişikliğinden sonra sabahları yataktan çıkamıyor, arkadaşlarından ' +
  'uzaklaşmış ve kendini değersiz hissediyor. İntihar düşüncesi olmadığını söyledi. Bu tabloyu ' +
  'nasıl formüle edebilirim ve ilk seanslarda nelere dikkat etmeliyim?';
const ANSWER = `## Vaka formülasyonu\n\n${'Belirtilerin başlangıcını, sürdürücü etkenleri ve koruyucu kaynakları birlikte ele alın; davranışsal etkinleştirme ile başlayıp bilişsel yeniden yapılandırmaya geçmek işe yarayabilir. '.repeat(6)}`;

async function seed(db: Database, count: number, messageCount: number): Promise<Fixtures> {
  const now = new Date();
  const month = new Date(now.getTime() + 30 * 86_400_000);
  const tokens = Array.from({ length: count }, () => randomToken(32));
  const userRows = await db
    .insert(users)
    .values(tokens.map((_, i) => ({ email: `bench${i}@ornek.com`, fullName: `Bench Kişi ${i}` })))
    .returning({ id: users.id });
  const ids = userRows.map((u) => u.id);
  await db.insert(applications).values(
    ids.map((userId, i) => ({
      userId,
      email: `bench${i}@ornek.com`,
      fullName: `Bench Kişi ${i}`,
      status: 'APPROVED',
    })),
  );
  await db.insert(subscriptions).values(
    ids.map((userId) => ({
      userId,
      planCode: 'PREMIUM',
      months: 1,
      quotaInitial: 1_000_000,
      quotaRemaining: 1_000_000,
      periodStart: now,
      periodEnd: month,
    })),
  );
  await db
    .insert(sessions)
    .values(
      ids.map((userId, i) => ({ userId, tokenHash: sha256Hex(tokens[i]!), expiresAt: month })),
    );
  const wsRows = await db
    .insert(workspaces)
    .values(ids.map((userId) => ({ userId, name: 'Çalışma alanı' })))
    .returning({ id: workspaces.id, userId: workspaces.userId });
  const topicRows = await db
    .insert(topics)
    .values(wsRows.map((w) => ({ workspaceId: w.id, userId: w.userId, title: 'Soru konusu' })))
    .returning({ id: topics.id });

  const owner = wsRows[0]!;
  const [history] = await db
    .insert(topics)
    .values({
      workspaceId: owner.id,
      userId: owner.userId,
      title: 'Uzun konu',
      messageCount: messageCount,
      lastMsgAt: now,
    })
    .returning({ id: topics.id });
  const start = now.getTime() - messageCount * 60_000;
  for (let offset = 0; offset < messageCount; offset += 500) {
    const batch = [];
    for (let i = offset; i < Math.min(messageCount, offset + 500); i++) {
      const question = i % 2 === 0;
      batch.push({
        topicId: history!.id,
        workspaceId: owner.id,
        userId: owner.userId,
        role: question ? 'user' : 'assistant',
        text: question ? QUESTION : ANSWER,
        creditSource: question ? 'subscription' : null,
        provider: question ? null : 'offline',
        model: question ? null : 'offline-1',
        createdAt: new Date(start + i * 60_000),
      });
    }
    await db.insert(messages).values(batch);
  }
  return {
    cookieName: sessionCookieName(true),
    users: tokens.map((token, i) => ({ token, ws: wsRows[i]!.id, topic: topicRows[i]!.id })),
    history: { ws: owner.id, topic: history!.id, messages: messageCount },
  };
}

const config = loadConfig();
const database = await openDatabase(config.database);
await migrateDatabase(database);
await seedPlans(database.db);
// Every limit counts as in production except the per-user ask limit (a flood is the point).
const providers: Partial<Providers> = {
  rateLimits: new LimitsOffStore(new RegExp(`^${LIMITS.askPerUser.name}:`)),
};
if (process.env.BENCH_ENGINE === 'fake') providers.engine = new InstantEngine();
const app = await buildApp({ config, database, providers, serveWeb: false });
const clock = serverClock(app.server);

process.on('message', (message: ParentMessage) => {
  const reply = async () => {
    if (message.type === 'seed') {
      const fixtures = await seed(database.db, message.users, message.messages);
      send({ type: 'seeded', fixtures });
    } else if (message.type === 'drain') {
      await clock.drained();
      send({ type: 'drained' });
    } else if (message.type === 'timings') {
      send({ type: 'timings', ...clock.take() });
    } else if (message.type === 'stop') {
      await app.close();
      await database.close();
      process.exit(0);
    }
  };
  reply().catch((err: unknown) => {
    send({
      type: 'error',
      message: err instanceof Error ? (err.stack ?? err.message) : String(err),
    });
  });
});

await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
send({ type: 'ready', port: typeof address === 'object' && address ? address.port : 0 });
