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
import type { Database, DbOrTx } from '../../db/client';
import type { MessageRow } from '../../db/schema';
import { refundCredit, type Credit } from './credits';
import {
  addTopicRisk,
  deleteMessage,
  deleteStreamingAnswer,
  endStreamingAnswer,
  findSubscriptionIdAt,
  findTrialId,
  questionOf,
  removeFromTopicCount,
  setQuestionCredit,
} from './repository';

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

export async function endAnswer(
  db: Database,
  answerId: string,
  ending: AnswerEnding,
  now: Date,
): Promise<EndedAnswer> {
  return db.transaction(async (tx) => {
    if (ending.kind === 'complete') {
      const answer = await endStreamingAnswer(tx, answerId, {
        text: ending.text,
        status: 'complete',
        endReason: null,
        provider: ending.provider,
        model: ending.model,
        sentText: ending.sentText,
        inputTokens: ending.inputTokens,
        outputTokens: ending.outputTokens,
        latencyMs: ending.latencyMs,
      });
      return answer ? { kind: 'ended', answer, creditReturned: false } : { kind: 'gone' };
    }

    if (ending.reason === 'user_stop' && !ending.answered) {
      // The claim: whoever deletes the streaming answer undoes the ask, nobody else.
      const answer = await deleteStreamingAnswer(tx, answerId);
      if (!answer) return { kind: 'gone' };
      const question = await questionOf(tx, answer);
      const creditReturned = question ? await returnCredit(tx, question, now) : false;
      if (question) await deleteMessage(tx, question.id);
      await removeFromTopicCount(tx, answer.topicId, question ? 2 : 1);
      return { kind: 'cancelled', creditReturned };
    }

    const stoppedByUser = ending.reason === 'user_stop';
    const answer = await endStreamingAnswer(tx, answerId, {
      text: ending.text,
      status: stoppedByUser ? 'stopped' : ending.answered ? 'partial' : 'error',
      endReason: ending.reason,
      ...(ending.provider === undefined ? {} : { provider: ending.provider }),
      ...(ending.model === undefined ? {} : { model: ending.model }),
      ...(ending.sentText === undefined ? {} : { sentText: ending.sentText }),
    });
    if (!answer) return { kind: 'gone' };
    if (stoppedByUser) return { kind: 'ended', answer, creditReturned: false };
    const question = await questionOf(tx, answer);
    const creditReturned = question ? await returnCredit(tx, question, now) : false;
    return { kind: 'ended', answer, creditReturned };
  });
}

/** Gives back the credit a question holds, once: the credit columns are cleared with it. */
async function returnCredit(tx: DbOrTx, question: MessageRow, now: Date): Promise<boolean> {
  const credit = await creditOf(tx, question);
  if (!credit) return false;
  await refundCredit(tx, credit, now);
  await setQuestionCredit(tx, question.id, null);
  return true;
}

/** The entitlement that paid for a question (rows stored before credit_id existed: by time). */
async function creditOf(tx: DbOrTx, question: MessageRow): Promise<Credit | undefined> {
  const source = question.creditSource;
  if (source !== 'subscription' && source !== 'trial') return undefined;
  if (question.creditId) return { source, rowId: question.creditId, left: 0 };
  if (source === 'trial') {
    const trialId = await findTrialId(tx, question.userId);
    return trialId ? { source, rowId: trialId, left: 0 } : undefined;
  }
  const subscriptionId = await findSubscriptionIdAt(tx, question.userId, question.createdAt);
  return subscriptionId ? { source, rowId: subscriptionId, left: 0 } : undefined;
}

/** The risk categories a topic has raised are kept on the topic (issue 15). */
export async function rememberRisk(db: DbOrTx, topicId: string, kinds: readonly RiskKind[]) {
  // One conditional append per category: concurrent answers never add one twice.
  for (const kind of kinds) await addTopicRisk(db, topicId, kind);
}
