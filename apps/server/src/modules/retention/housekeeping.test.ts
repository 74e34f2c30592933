import { expect, it } from 'vitest';
import { loginThrottles, outboxMails } from '../../db/schema';
import { describeEachDatabase, useTestDatabase } from '../../../test/support/test-database';
import { OUTBOX_RETENTION_DAYS, purgeHousekeeping } from './housekeeping';

const DAY = 86_400_000;

describeEachDatabase('housekeeping', (driver) => {
  const ctx = useTestDatabase(driver);

  it('purges delivered and failed mails after the retention, and spent sign-in counters', async () => {
    const now = new Date('2026-11-24T12:00:00Z');
    const old = new Date(now.getTime() - (OUTBOX_RETENTION_DAYS + 1) * DAY);
    const recent = new Date(now.getTime() - DAY);
    const mail = (to: string, status: string, createdAt: Date) => ({
      to,
      subject: 'Konu',
      text: '',
      html: null,
      status,
      createdAt,
    });
    await ctx.database.db
      .insert(outboxMails)
      .values([
        mail('eski-gitti@example.com', 'sent', old),
        mail('eski-basarisiz@example.com', 'failed', old),
        mail('eski-bekliyor@example.com', 'pending', old),
        mail('yeni-gitti@example.com', 'sent', recent),
      ]);
    await ctx.database.db.insert(loginThrottles).values([
      { key: 'a:eski', failures: 3, firstFailureAt: old, lastFailureAt: old },
      { key: 'a:yeni', failures: 3, firstFailureAt: recent, lastFailureAt: now },
    ]);

    expect(await purgeHousekeeping(ctx.database.db, now)).toEqual({ mails: 2 });
    const left = (await ctx.database.db.select().from(outboxMails)).map((m) => m.to).sort();
    expect(left).toEqual(['eski-bekliyor@example.com', 'yeni-gitti@example.com']);
    expect((await ctx.database.db.select().from(loginThrottles)).map((r) => r.key)).toEqual([
      'a:yeni',
    ]);
  });
});
