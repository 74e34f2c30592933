import type { MailTransport } from './transport';

/**
 * The embedded default: the outbox table itself is the mailbox. Mails are "delivered" by being
 * stored, and developers read them at /dev/mail (or GET /api/dev/outbox) — no network needed.
 */
export class OutboxTransport implements MailTransport {
  readonly name = 'outbox' as const;
  async deliver(): Promise<void> {}
  async close(): Promise<void> {}
}
