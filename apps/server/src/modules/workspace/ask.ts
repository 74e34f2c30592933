// Asking a question (docs/requirements/data.md#data-asking-allowed,
// docs/requirements/limits.md#lim-credit, issues 6 and 16): take a credit and store the question
// with an empty streaming answer in one transaction; generation.ts then writes the answer, whoever
// listens, and answer-states.ts ends it in its true state. "Yeniden oluştur" restarts a stopped,
// partial or failed answer in place, once, free when we caused the failure.
import type { TopicFocus, UserLevel } from '@psikorehber/shared/schemas/workspace';
import type { Database } from '../../db/client';
import type { MessageRow, TopicRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SupervisionTurn } from '../../providers/ai/engine';
import { canRegenerate, regenerationIsFree } from './regeneration';
import { takeCredit, type Credit } from './credits';
import {
  addPairToTopic,
  insertMessage,
  lockTopic,
  ownAnswer,
  questionOf,
  recentMessages,
  restartAnswer,
  setQuestionCredit,
} from './repository';

/** Earlier pairs sent as context; the engine trims further to its own budget. */
const HISTORY_PAIRS = 6;
/** The newest messages read for them: enough for HISTORY_PAIRS pairs. */
const HISTORY_MESSAGES = HISTORY_PAIRS * 2 + 1;

export interface AskContext {
  db: Database;
  clock: Clock;
}

export interface BegunAsk {
  topic: TopicRow;
  question: MessageRow;
  answer: MessageRow;
  /** The credit taken for it; null for a free regeneration. */
  credit: Credit | null;
  history: SupervisionTurn[];
}

export async function beginAsk(
  ctx: AskContext,
  userId: string,
  topic: TopicRow,
  text: string,
): Promise<BegunAsk> {
  const recent = await recentMessages(ctx.db, userId, topic.id, HISTORY_MESSAGES);
  const history = pairsOf(recent).slice(-HISTORY_PAIRS);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const credit = await takeCredit(tx, userId, now);
    // Locks the topic so asks in one topic are stored one after another, and stamps the question
    // after the topic's last message even when two asks share a clock reading.
    const locked = await lockTopic(tx, topic.id);
    const last = locked?.lastMsgAt?.getTime() ?? 0;
    const askedAt = new Date(Math.max(now.getTime(), last + 1));
    const base = { topicId: topic.id, workspaceId: topic.workspaceId, userId };
    const question = await insertMessage(tx, {
      ...base,
      role: 'user',
      text,
      creditSource: credit.source,
      creditId: credit.rowId,
      createdAt: askedAt,
    });
    // 1 ms later, so "oldest first" always puts the answer after its question.
    const answer = await insertMessage(tx, {
      ...base,
      role: 'assistant',
      text: '',
      status: 'streaming',
      createdAt: new Date(askedAt.getTime() + 1),
      startedAt: now,
    });
    await addPairToTopic(tx, topic.id, new Date(askedAt.getTime() + 1));
    return { topic, question, answer, credit, history };
  });
}

/**
 * "Yeniden oluştur" (issue 16): a stopped, partial or failed answer is written again in place, once.
 * Free when we caused the failure (its credit was already returned); a stopped answer costs a
 * credit, like a new question. Refused with invalid_state for any other answer.
 */
export async function beginRegeneration(
  ctx: AskContext,
  userId: string,
  topic: TopicRow,
  answerId: string,
): Promise<BegunAsk> {
  const now = ctx.clock.now();
  const begun = await ctx.db.transaction(async (tx) => {
    const answer = await ownAnswer(tx, userId, topic.id, answerId, true);
    if (!canRegenerate(answer)) throw new AppError('invalid_state', REGENERATE_REFUSED);
    const question = await questionOf(tx, answer);
    if (!question) throw new AppError('invalid_state', REGENERATE_REFUSED);
    let credit: Credit | null = null;
    if (!regenerationIsFree(answer)) {
      credit = await takeCredit(tx, userId, now);
      await setQuestionCredit(tx, question.id, credit);
    }
    const restarted = await restartAnswer(tx, answer.id, now);
    return { question, answer: restarted, credit };
  });
  // A regeneration's history ends at its question.
  const earlier = await recentMessages(
    ctx.db,
    userId,
    topic.id,
    HISTORY_MESSAGES,
    begun.question.createdAt,
  );
  return { topic, ...begun, history: pairsOf(earlier).slice(-HISTORY_PAIRS) };
}

// our wording, not in the requirements
const REGENERATE_REFUSED = 'Bu yanıt yeniden oluşturulamaz.';

/** Question/answer pairs of a topic's messages (answers with text only). */
export function pairsOf(rows: MessageRow[]): SupervisionTurn[] {
  const pairs: SupervisionTurn[] = [];
  for (let i = 0; i < rows.length - 1; i++) {
    const [q, a] = [rows[i]!, rows[i + 1]!];
    if (q.role === 'user' && a.role === 'assistant' && a.text.trim() !== '') {
      pairs.push({ question: q.text, answer: a.text });
      i++;
    }
  }
  return pairs;
}

/** What the engine is asked for a begun ask (the generation adds its own abort signal). */
export function engineRequest(begun: BegunAsk) {
  return {
    question: begun.question.text,
    history: begun.history,
    focus: begun.topic.focus as TopicFocus,
    level: begun.topic.level as UserLevel,
  };
}
