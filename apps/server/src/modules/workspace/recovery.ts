// Interrupted asks (DESIGN §6): the credit is taken and the question stored with an empty
// "streaming" answer before the engine runs, so a process that dies in between (kill -9, crash,
// lost database connection while storing the answer) leaves a charged question without an answer.
// The sweep finds answers still streaming long after any ask could still be running, marks them
// `error` (the web shows the SPEC §8 server-error line) and gives the credit back, each in one
// transaction that only acts on a still-streaming answer, so running it twice, or on two instances
// at once, refunds once.
import { and, asc, desc, eq, lt, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, DbOrTx } from '../../db/client';
import { messages, subscriptions, trials, type MessageRow } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { PeriodicTask } from '../../lib/periodic-task';
import { refundCredit, type Credit } from './credits';

/** Added to the AI timeout: storing an answer after the engine is done takes far less. */
export const RECOVERY_MARGIN_MS = 30_000;
const BATCH = 100;

/**
 * Marks every answer that has been streaming for longer than `staleAfterMs` as interrupted and
 * refunds its question's credit. Returns how many it recovered.
 */
export async function recoverInterruptedAsks(
  db: Database,
  now: Date,
  staleAfterMs: number,
): Promise<number> {
  const cutoff = new Date(now.getTime() - staleAfterMs);
  let recovered = 0;
  for (;;) {
    const stale = await db
      .select({ id: messages.id })
      .from(messages)
      .where(
        and(
          eq(messages.role, 'assistant'),
          eq(messages.status, 'streaming'),
          lt(messages.createdAt, cutoff),
        ),
      )
      .orderBy(asc(messages.createdAt))
      .limit(BATCH);
    for (const { id } of stale) {
      if (await recoverOne(db, id, now)) recovered += 1;
    }
    if (stale.length < BATCH) return recovered;
  }
}

async function recoverOne(db: Database, answerId: string, now: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    // The conditional update is the claim: whoever flips it from streaming refunds, nobody else.
    const [answer] = await tx
      .update(messages)
      .set({ status: 'error' })
      .where(and(eq(messages.id, answerId), eq(messages.status, 'streaming')))
      .returning();
    if (!answer) return false;
    // The question is the topic's last one before its answer (asks in a topic are stamped one
    // after another, the answer 1 ms after its question: ask.ts beginAsk).
    const [question] = await tx
      .select()
      .from(messages)
      .where(
        and(
          eq(messages.topicId, answer.topicId),
          eq(messages.role, 'user'),
          lt(messages.createdAt, answer.createdAt),
        ),
      )
      .orderBy(desc(messages.createdAt))
      .limit(1)
      .for('update');
    const credit = question ? await creditOf(tx, question) : undefined;
    if (question && credit) {
      await refundCredit(tx, credit, now);
      await tx
        .update(messages)
        .set({ creditSource: null, creditId: null })
        .where(eq(messages.id, question.id));
    }
    return true;
  });
}

/** The entitlement that paid for a question (rows stored before credit_id existed: by time). */
async function creditOf(tx: DbOrTx, question: MessageRow): Promise<Credit | undefined> {
  const source = question.creditSource;
  if (source !== 'subscription' && source !== 'trial') return undefined;
  if (question.creditId) return { source, rowId: question.creditId, left: 0 };
  if (source === 'trial') {
    const [trial] = await tx
      .select({ id: trials.id })
      .from(trials)
      .where(eq(trials.userId, question.userId));
    return trial ? { source, rowId: trial.id, left: 0 } : undefined;
  }
  const [sub] = await tx
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, question.userId),
        lte(subscriptions.createdAt, question.createdAt),
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return sub ? { source, rowId: sub.id, left: 0 } : undefined;
}

/**
 * The sweep as a background task: the app runs it once before it is ready and then every minute.
 * Answers count as interrupted once they are older than the AI timeout plus RECOVERY_MARGIN_MS, so
 * another instance's live asks are safe.
 */
export function askRecoveryTask(
  db: Database,
  clock: Clock,
  log: FastifyBaseLogger,
  staleAfterMs: number,
): PeriodicTask<void> {
  return new PeriodicTask(async () => {
    try {
      const count = await recoverInterruptedAsks(db, clock.now(), staleAfterMs);
      if (count > 0) log.warn({ count }, 'interrupted answers recovered; credits returned');
    } catch (err) {
      log.error({ err }, 'ask recovery sweep failed');
    }
  }, 60_000);
}
