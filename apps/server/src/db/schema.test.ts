import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestDatabase,
  describeEachDatabase,
  type TestDatabase,
} from '../../test/support/test-database';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';
import { payments, sessions, subscriptions, trials, users } from './schema';

/** Postgres errors arrive wrapped by drizzle; the SQLSTATE sits on the error or its cause. */
function sqlState(err: unknown): string | undefined {
  const e = err as { code?: string; cause?: { code?: string } };
  return e.cause?.code ?? e.code;
}

async function expectSqlState(promise: Promise<unknown>, state: string) {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err, `expected SQLSTATE ${state}`).toBeDefined();
  expect(sqlState(err)).toBe(state);
}

describeEachDatabase('database schema', (driver) => {
  let database: TestDatabase;
  beforeAll(async () => {
    // Test databases come with the seeded plans (BASIC among them).
    database = await createTestDatabase(driver);
  });
  afterAll(() => database.dispose());

  it('keeps e-mail addresses unique regardless of case', async () => {
    await database.db.insert(users).values({ email: 'ayse@example.com' });
    await expectSqlState(database.db.insert(users).values({ email: 'AYSE@Example.com' }), '23505');
  });

  it('keeps merchant_oid unique and alphanumeric', async () => {
    const base = { provider: 'sandbox', planCode: 'BASIC', periodMonths: 1, amountKurus: 89000 };
    await database.db.insert(payments).values({ ...base, merchantOid: 'PR1A2B3C' });
    await expectSqlState(
      database.db.insert(payments).values({ ...base, merchantOid: 'PR1A2B3C' }),
      '23505',
    );
    await expectSqlState(
      database.db.insert(payments).values({ ...base, merchantOid: 'PR-1' }),
      '23514',
    );
  });

  it('allows one active subscription per user and never a negative quota', async () => {
    const [user] = await database.db.insert(users).values({ email: 'sub@example.com' }).returning();
    const row = {
      userId: user!.id,
      planCode: 'BASIC',
      months: 1,
      quotaInitial: 50,
      quotaRemaining: 50,
      periodStart: new Date(),
      periodEnd: new Date(Date.now() + 86_400_000),
    };
    await database.db.insert(subscriptions).values(row);
    await expectSqlState(database.db.insert(subscriptions).values(row), '23505');
    await database.db.insert(subscriptions).values({ ...row, status: 'replaced' });
    await expectSqlState(
      database.db
        .update(subscriptions)
        .set({ quotaRemaining: sql`${subscriptions.quotaRemaining} - 51` })
        .where(eq(subscriptions.userId, user!.id)),
      '23514',
    );
  });

  it('gives a user one trial, ever', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'trial@example.com' })
      .returning();
    const trial = {
      userId: user!.id,
      endsAt: new Date(),
      questionsInitial: 3,
      questionsRemaining: 3,
    };
    await database.db.insert(trials).values(trial);
    await expectSqlState(database.db.insert(trials).values(trial), '23505');
  });

  it('erases a user’s own data and keeps payments anonymised when the user is deleted', async () => {
    const [user] = await database.db
      .insert(users)
      .values({ email: 'gone@example.com' })
      .returning();
    const userId = user!.id;
    await database.db
      .insert(sessions)
      .values({ userId, tokenHash: 'h1', expiresAt: new Date(Date.now() + 1000) });
    const [payment] = await database.db
      .insert(payments)
      .values({
        userId,
        email: 'gone@example.com',
        provider: 'sandbox',
        planCode: 'BASIC',
        periodMonths: 1,
        amountKurus: 89000,
        merchantOid: 'PRGONE1',
      })
      .returning();
    await database.db.delete(users).where(eq(users.id, userId));
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual(
      [],
    );
    const [kept] = await database.db.select().from(payments).where(eq(payments.id, payment!.id));
    expect(kept?.userId).toBeNull();
  });

  it('re-running the migrations changes nothing', async () => {
    await migrateDatabase(database);
    expect((await database.db.select().from(users)).length).toBeGreaterThan(0);
  });
});

describe('embedded database on disk', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-restart-'));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('keeps data across a restart', async () => {
    const first = await openDatabase({ driver: 'pglite', dir });
    await migrateDatabase(first);
    await first.db.insert(users).values({ email: 'kalici@example.com' });
    await first.close();

    const second = await openDatabase({ driver: 'pglite', dir });
    await migrateDatabase(second);
    const rows = await second.db.select().from(users).where(eq(users.email, 'kalici@example.com'));
    expect(rows).toHaveLength(1);
    await second.close();
  }, 60_000);
});
