// How an answer ends, and what happens to its credit (issue 16; the rules are written out in
// docs/decisions/010-answer-states-and-credits.md). Every ending goes through `endAnswer`: one
// transaction that acts only on an answer still streaming, so the generating process, a "Durdur"
// handled by another instance and the recovery sweep can race and exactly one of them decides.
//
//   complete                         → complete; the credit is spent
//   user_stop after the first word   → stopped; the credit is spent (the user chose to stop)
//   user_stop before the first word  → the pair is removed and the credit returned
//   our cut after the first word     → partial (idle/total time limit, provider drop, restart);
//                                      the credit is returned and one regeneration is free
//   our cut before the first word    → error; the credit is returned, one regeneration is free
import type { EndReason, RiskKind } from '@psikorehber/shared/schemas/workspace';
import { and, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { messages, subscriptions, topics, trials, type MessageRow } from '../../db/schema';
import { refundCredit, type Credit } from './credits';

export type AnswerEnding =
  | {
      kind: 'complete';
      text: string;
      provider: string;
      model: string;
      sentText: string | null;
      inputTokens: number | null;
      outputTokens: number | null;
      latencyMs: number;
    }
  | {
      kind: 'cut';
      reason: EndReason;
      text: string;
      /** The model wrote at least one word (our own risk notice alone is not an answer). */
      answered: boolean;
      /** Who was writing (unknown to the recovery sweep, which keeps what is stored). */
      provider?: string;
      model?: string;
      sentText?: string | null;
    };

export type EndedAnswer =
  /** The answer's stored final state. */
  | { kind: 'ended'; answer: MessageRow; creditReturned: boolean }
  /** "Durdur" before the first word: the pair is gone and the credit returned. */
  | { kind: 'cancelled'; creditReturned: boolean }
  /** Someone else ended it first (another instance's "Durdur", the recovery sweep). */
  | { kind: 'gone' };

/** A stopped, partial or failed answer that was not itself regenerated. */
export function canRegenerate(answer: Pick<MessageRow, 'role' | 'status' | 'regenerated'>) {
  return (
    answer.role === 'assistant' &&
    !answer.regenerated &&
    (answer.status === 'stopped' || answer.status === 'partial' || answer.status === 'error')
  );
}
/** Whether regenerating an answer in this state is on us (no credit) — every reason but a stop. */
export function regenerationIsFree(answer: Pick<MessageRow, 'status' | 'endReason'>): boolean {
  return (
    (answer.status === 'partial' || answer.status === 'error') && answer.endReason !== 'user_stop'
  );
}

export async function endAnswer(
  db: Database,
  answerId: string,
  ending: AnswerEnding,
  now: Date,
): Promise<EndedAnswer> {
  return db.transaction(async (tx) => {
    if (ending.kind === 'complete') {
      const [answer] = await tx
        .update(messages)
        .set({
          text: ending.text,
          status: 'complete',
          endReason: null,
          provider: ending.provider,
          model: ending.model,
          sentText: ending.sentText,
          inputTokens: ending.inputTokens,
          outputTokens: ending.outputTokens,
          latencyMs: ending.latencyMs,
        })
        .where(streamingAnswer(answerId))
        .returning();
      return answer ? { kind: 'ended', answer, creditReturned: false } : { kind: 'gone' };
    }

    if (ending.reason === 'user_stop' && !ending.answered) {
      // The claim: whoever deletes the streaming answer undoes the ask, nobody else.
      const [answer] = await tx.delete(messages).where(streamingAnswer(answerId)).returning();
      if (!answer) return { kind: 'gone' };
      const question = await questionOf(tx, answer);
      const creditReturned = question ? await returnCredit(tx, question, now) : false;
      if (question) await tx.delete(messages).where(eq(messages.id, question.id));
      await tx
        .update(topics)
        .set({
          messageCount: sql`greatest(${topics.messageCount} - ${question ? 2 : 1}, 0)`,
        })
        .where(eq(topics.id, answer.topicId));
      return { kind: 'cancelled', creditReturned };
    }

    const stoppedByUser = ending.reason === 'user_stop';
    const [answer] = await tx
      .update(messages)
      .set({
        text: ending.text,
        status: stoppedByUser ? 'stopped' : ending.answered ? 'partial' : 'error',
        endReason: ending.reason,
        ...(ending.provider === undefined ? {} : { provider: ending.provider }),
        ...(ending.model === undefined ? {} : { model: ending.model }),
        ...(ending.sentText === undefined ? {} : { sentText: ending.sentText }),
      })
      .where(streamingAnswer(answerId))
      .returning();
    if (!answer) return { kind: 'gone' };
    if (stoppedByUser) return { kind: 'ended', answer, creditReturned: false };
    const question = await questionOf(tx, answer);
    const creditReturned = question ? await returnCredit(tx, question, now) : false;
    return { kind: 'ended', answer, creditReturned };
  });
}

function streamingAnswer(answerId: string) {
  return and(eq(messages.id, answerId), eq(messages.status, 'streaming'));
}

/**
 * The question an answer belongs to: the topic's last question before it (asks in a topic are
 * stamped one after another, the answer 1 ms after its question: ask.ts beginAsk). Locked, so a
 * refund and a regeneration of the same pair are one after the other.
 */
export async function questionOf(
  tx: DbOrTx,
  answer: Pick<MessageRow, 'topicId' | 'createdAt'>,
): Promise<MessageRow | undefined> {
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
  return question;
}

/** Gives back the credit a question holds, once: the credit columns are cleared with it. */
async function returnCredit(tx: DbOrTx, question: MessageRow, now: Date): Promise<boolean> {
  const credit = await creditOf(tx, question);
  if (!credit) return false;
  await refundCredit(tx, credit, now);
  await tx
    .update(messages)
    .set({ creditSource: null, creditId: null })
    .where(eq(messages.id, question.id));
  return true;
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

/** The risk categories a topic has raised are kept on the topic (issue 15). */
export async function rememberRisk(db: DbOrTx, topicId: string, kinds: readonly RiskKind[]) {
  for (const kind of kinds) {
    // One conditional append per category: concurrent answers never add one twice.
    await db
      .update(topics)
      .set({ riskKinds: sql`array_append(${topics.riskKinds}, ${kind}::text)` })
      .where(and(eq(topics.id, topicId), sql`not (${kind}::text = any(${topics.riskKinds}))`));
  }
}
