// Asking a question (SPEC §4, DESIGN §6, issues 6 and 16): take a credit and store the question
// with an empty streaming answer in one transaction; generation.ts then writes the answer, whoever
// listens, and answer-states.ts ends it in its true state. "Yeniden oluştur" restarts a stopped,
// partial or failed answer in place, once, free when we caused the failure.
import type { TopicFocus, UserLevel } from '@psikorehber/shared/schemas/workspace';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages, topics, type MessageRow, type TopicRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import type { Clock } from '../../lib/clock';
import type { SupervisionTurn } from '../ai/engine';
import { canRegenerate, questionOf, regenerationIsFree } from './answer-states';
import { takeCredit, type Credit } from './credits';
import { ownAnswer } from './repository';

/** Earlier pairs sent as context; the engine trims further to its own budget. */
const HISTORY_PAIRS = 6;

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
  const history = pairsOf(await recentMessages(ctx.db, userId, topic.id)).slice(-HISTORY_PAIRS);
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const credit = await takeCredit(tx, userId, now);
    // Locks the topic so asks in one topic are stored one after another, and stamps the question
    // after the topic's last message even when two asks share a clock reading.
    const [locked] = await tx
      .select({ lastMsgAt: topics.lastMsgAt })
      .from(topics)
      .where(eq(topics.id, topic.id))
      .for('update');
    const last = locked?.lastMsgAt?.getTime() ?? 0;
    const askedAt = new Date(Math.max(now.getTime(), last + 1));
    const base = { topicId: topic.id, workspaceId: topic.workspaceId, userId };
    const [question] = await tx
      .insert(messages)
      .values({
        ...base,
        role: 'user',
        text,
        creditSource: credit.source,
        creditId: credit.rowId,
        createdAt: askedAt,
      })
      .returning();
    // 1 ms later, so "oldest first" always puts the answer after its question.
    const [answer] = await tx
      .insert(messages)
      .values({
        ...base,
        role: 'assistant',
        text: '',
        status: 'streaming',
        createdAt: new Date(askedAt.getTime() + 1),
        startedAt: now,
      })
      .returning();
    await tx
      .update(topics)
      .set({
        messageCount: sql`${topics.messageCount} + 2`,
        lastMsgAt: new Date(askedAt.getTime() + 1),
      })
      .where(eq(topics.id, topic.id));
    return { topic, question: question!, answer: answer!, credit, history };
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
      await tx
        .update(messages)
        .set({ creditSource: credit.source, creditId: credit.rowId })
        .where(eq(messages.id, question.id));
    }
    const [restarted] = await tx
      .update(messages)
      .set({
        text: '',
        status: 'streaming',
        endReason: null,
        regenerated: true,
        startedAt: now,
        sentText: null,
        inputTokens: null,
        outputTokens: null,
        latencyMs: null,
      })
      .where(eq(messages.id, answer.id))
      .returning();
    return { question, answer: restarted!, credit };
  });
  const earlier = await recentMessages(ctx.db, userId, topic.id, begun.question.createdAt);
  return { topic, ...begun, history: pairsOf(earlier).slice(-HISTORY_PAIRS) };
}

const REGENERATE_REFUSED = 'Bu yanıt yeniden oluşturulamaz.'; // not verbatim in SPEC

/**
 * The newest messages of a topic, oldest first (enough for HISTORY_PAIRS pairs); only those before
 * `before` when given (a regeneration's history ends at its question).
 */
async function recentMessages(db: Database, userId: string, topicId: string, before?: Date) {
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.topicId, topicId),
        eq(messages.userId, userId),
        ...(before ? [lt(messages.createdAt, before)] : []),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(HISTORY_PAIRS * 2 + 1);
  return rows.reverse();
}

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
