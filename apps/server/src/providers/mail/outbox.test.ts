import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { outboxMails } from '../../db/schema';
import type { MailTransport, OutgoingMail } from './transport';
import { describeEachDatabase, useTestDatabase } from '../../../test/support/test-database';
import { enqueueMail, MailSender } from './outbox';

/** A mail server that accepts everything (as SMTP would) and remembers what it got. */
class RecordingTransport implements MailTransport {
  readonly name = 'smtp' as const;
  readonly received: OutgoingMail[] = [];
  async deliver(mail: OutgoingMail): Promise<void> {
    this.received.push({ to: mail.to, subject: mail.subject, text: mail.text, html: mail.html });
  }
  async close(): Promise<void> {}
}

describeEachDatabase('outbox after delivery', (driver) => {
  const ctx = useTestDatabase(driver);

  it('keeps only the envelope of a delivered mail, and nothing of one marked forgetOnDelivery', async () => {
    const transport = new RecordingTransport();
    const sender = new MailSender(ctx.database.db, transport, Fastify().log);
    const code = {
      to: 'kod@example.com',
      subject: 'Kodunuz',
      text: 'Kodunuz: 493817',
      html: '<p>493817</p>',
    };
    const farewell = {
      to: 'silinen@example.com',
      subject: 'Silindi',
      text: 'Hoşça kalın',
      html: null,
    };
    await enqueueMail(ctx.database.db, code);
    await enqueueMail(ctx.database.db, farewell, { forgetOnDelivery: true });
    await sender.flush();

    expect(transport.received).toEqual([code, farewell]);
    const rows = await ctx.database.db.select().from(outboxMails);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ to: 'kod@example.com', status: 'sent', text: '', html: null });
    expect(JSON.stringify(rows)).not.toContain('493817');
    expect(JSON.stringify(rows)).not.toContain('silinen@example.com');
  });
});
