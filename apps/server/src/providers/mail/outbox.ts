// The transactional outbox: modules enqueue mails inside their own transaction (so a code and its
// mail are written together or not at all); the MailSender delivers pending rows afterwards and
// retries failures with backoff.
import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { outboxMails } from '../../db/schema';
import type { MailTransport, OutgoingMail } from './transport';

/**
 * Writes a mail to the outbox and returns its id. `holdUntil` keeps the background sender away from
 * it until then, for a caller that delivers it at once itself (MailSender.deliverNow).
 * `forgetOnDelivery` deletes the row once a mail server has the mail (see markDelivered).
 */
export async function enqueueMail(
  db: DbOrTx,
  mail: OutgoingMail,
  options: { holdUntil?: Date; forgetOnDelivery?: boolean } = {},
): Promise<string> {
  const [row] = await db
    .insert(outboxMails)
    .values({
      ...mail,
      forgetOnDelivery: options.forgetOnDelivery ?? false,
      ...(options.holdUntil ? { nextAttemptAt: options.holdUntil } : {}),
    })
    .returning({ id: outboxMails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

const MAX_ATTEMPTS = 8;

/**
 * What a delivered row keeps. A mail body can hold a sign-up or password-reset code (valid for
 * minutes, but enough to take over an account for whoever reads the table or a backup) and the
 * text of a contact message; once the mail server has it, the row keeps only its envelope, or
 * nothing at all for a mail marked forgetOnDelivery (issue 14, item 7). The embedded outbox
 * transport is itself the development mailbox (/dev/mail), so there the row stays whole. Delivered
 * rows are purged after OUTBOX_RETENTION_DAYS (retention/housekeeping.ts).
 */
async function markDelivered(
  db: DbOrTx,
  transport: MailTransport,
  mail: typeof outboxMails.$inferSelect,
  attempts: number,
): Promise<void> {
  const mailbox = transport.name === 'outbox';
  if (mail.forgetOnDelivery && !mailbox) {
    await db.delete(outboxMails).where(eq(outboxMails.id, mail.id));
    return;
  }
  await db
    .update(outboxMails)
    .set({
      status: 'sent',
      attempts,
      sentAt: new Date(),
      lastError: null,
      ...(mailbox ? {} : { text: '', html: null }),
    })
    .where(eq(outboxMails.id, mail.id));
}

/**
 * How long a claimed mail stays away from other senders. Longer than one SMTP delivery can take
 * (nodemailer's own timeouts); a sender that dies mid-delivery leaves its mail due again after it.
 */
const CLAIM_LEASE_SECONDS = 15 * 60;

/** Removes a mail from the outbox (one its request failed to deliver itself and gave up on). */
export async function deleteMail(db: DbOrTx, id: string): Promise<void> {
  await db.delete(outboxMails).where(eq(outboxMails.id, id));
}

/** The newest mails of the outbox, delivered or not (the development mail pages). */
export function latestMails(db: DbOrTx, limit: number) {
  return db.select().from(outboxMails).orderBy(desc(outboxMails.createdAt)).limit(limit);
}

/** Delay before retry n (1-based): 30 s, 1 min, 2 min, … capped at 1 hour. */
export function backoffMs(attempt: number): number {
  return Math.min(60 * 60_000, 30_000 * 2 ** (attempt - 1));
}

export class MailSender {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private queued: Promise<void> | undefined;
  private stopping = false;

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly log: FastifyBaseLogger,
    private readonly intervalMs = 15_000,
  ) {}

  start(): void {
    this.stopping = false;
    this.timer ??= setInterval(() => void this.flush(), this.intervalMs);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopping = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await this.queued;
  }

  /**
   * Delivers every due mail. A call during a run gets one more run after it (shared by every call
   * made meanwhile), so the promise settles only after mails enqueued before the call were tried.
   */
  flush(): Promise<void> {
    if (this.running) {
      this.queued ??= this.running.then(() => {
        this.queued = undefined;
        return this.flush();
      });
      return this.queued;
    }
    this.running = this.deliverDue()
      .catch((err: unknown) => this.log.error({ err }, 'mail delivery run failed'))
      .finally(() => {
        this.running = undefined;
      });
    return this.running;
  }

  /**
   * Delivers one pending mail now, for callers that must tell the user whether it went out (the
   * contact form). Throws the transport's error, or a timeout, and leaves the row as it was: the
   * caller decides whether it is retried later or withdrawn.
   */
  async deliverNow(id: string, timeoutMs: number): Promise<void> {
    const [mail] = await this.db
      .select()
      .from(outboxMails)
      .where(and(eq(outboxMails.id, id), eq(outboxMails.status, 'pending')));
    if (!mail) throw new Error(`outbox mail ${id} is not pending`);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('mail delivery timed out')), timeoutMs);
    });
    try {
      await Promise.race([this.transport.deliver(mail), timeout]);
    } finally {
      clearTimeout(timer);
    }
    await markDelivered(this.db, this.transport, mail, mail.attempts + 1);
  }

  /**
   * Delivers due mails one at a time until none is left. Each is claimed first (see claimNext), so
   * two instances flushing at once never send the same mail twice.
   */
  private async deliverDue(): Promise<void> {
    for (;;) {
      const mail = await this.claimNext();
      if (!mail) return;
      await this.deliverOne(mail);
      if (this.stopping) return;
    }
  }

  /**
   * Claims the oldest due mail: locks it (SKIP LOCKED passes over a row that another sender is
   * claiming at that moment) and moves its next attempt a lease into the future, so once the claim
   * commits no other sender finds it due.
   */
  private async claimNext(): Promise<typeof outboxMails.$inferSelect | undefined> {
    return this.db.transaction(async (tx) => {
      const [mail] = await tx
        .select()
        .from(outboxMails)
        .where(and(eq(outboxMails.status, 'pending'), lte(outboxMails.nextAttemptAt, sql`now()`)))
        .orderBy(asc(outboxMails.createdAt))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!mail) return undefined;
      await tx
        .update(outboxMails)
        .set({ nextAttemptAt: sql`now() + ${CLAIM_LEASE_SECONDS} * interval '1 second'` })
        .where(eq(outboxMails.id, mail.id));
      return mail;
    });
  }

  private async deliverOne(mail: typeof outboxMails.$inferSelect): Promise<void> {
    const attempts = mail.attempts + 1;
    try {
      await this.transport.deliver(mail);
      await markDelivered(this.db, this.transport, mail, attempts);
    } catch (err) {
      const failed = attempts >= MAX_ATTEMPTS;
      // The recipient and subject are not logged: they can identify an applicant.
      this.log.warn({ err, mailId: mail.id, attempts }, 'mail delivery failed');
      await this.db
        .update(outboxMails)
        .set({
          status: failed ? 'failed' : 'pending',
          attempts,
          lastError: err instanceof Error ? err.message.slice(0, 500) : 'unknown error',
          nextAttemptAt: new Date(Date.now() + backoffMs(attempts)),
        })
        .where(eq(outboxMails.id, mail.id));
    }
  }
}
