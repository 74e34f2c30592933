import { eq } from 'drizzle-orm';
import pino from 'pino';
import { expect, it } from 'vitest';
import { applications, messages, payments, subscriptions, trials, users } from '../../db/schema';
import { FakeEngine } from '../../../test/support/fake-engine';
import { login } from '../../../test/support/accounts';
import { describeEachDatabase } from '../../../test/support/test-database';
import { useTestApp } from '../../../test/support/test-app';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './seed-demo';

describeEachDatabase('seed:demo', (driver) => {
  const ctx = useTestApp(driver);

  it('adds a trial user with an answered question, an applicant and a paid subscriber, once', async () => {
    const engine = new FakeEngine();
    const log = pino({ level: 'silent' });
    await seedDemo(ctx.database.db, engine, log, 'http://localhost:3000');
    await seedDemo(ctx.database.db, engine, log, 'http://localhost:3000');
    expect(engine.requests).toHaveLength(1);

    const db = ctx.database.db;
    const byEmail = async (email: string) =>
      (await db.select().from(users).where(eq(users.email, email)))[0]!;
    const trialUser = await byEmail(DEMO_ACCOUNTS.trial);
    expect(await db.select().from(trials).where(eq(trials.userId, trialUser.id))).toHaveLength(1);
    const stored = await db.select().from(messages).where(eq(messages.userId, trialUser.id));
    expect(stored.map((m) => [m.role, m.status])).toEqual([
      ['user', 'complete'],
      ['assistant', 'complete'],
    ]);
    const applicant = await byEmail(DEMO_ACCOUNTS.applicant);
    const [application] = await db
      .select()
      .from(applications)
      .where(eq(applications.userId, applicant.id));
    expect(application!.status).toBe('SUBMITTED');
    const subscriber = await byEmail(DEMO_ACCOUNTS.subscriber);
    const [sub] = await db
      .select()
      .from(subscriptions)
      .where(eq(subscriptions.userId, subscriber.id));
    expect(sub).toMatchObject({ planCode: 'BASIC', quotaRemaining: 150, status: 'active' });
    const [payment] = await db.select().from(payments).where(eq(payments.userId, subscriber.id));
    expect(payment).toMatchObject({ status: 'success', provider: 'sandbox' });

    const signedIn = await login(ctx.app, DEMO_ACCOUNTS.trial, DEMO_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
  });
});
