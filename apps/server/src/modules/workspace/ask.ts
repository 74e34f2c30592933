// Asking a question (SPEC §4, DESIGN §6, issue 6): take a credit and store the question with an
// empty answer in one transaction, stream the engine's answer, store it with provider, model,
// tokens and latency. A provider failure gives the credit back and removes the pair (the page keeps
// the user's text); a client that goes away stops generation and keeps what was written.
import type { RiskKind, TopicFocus, UserLevel } from '@psikorehber/shared/schemas/workspace';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { messages, topics, type MessageRow, type TopicRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { withoutQueryParams } from '../../http/logger';
import type { Clock } from '../../lib/clock';
import type { SupervisionEngine, SupervisionTurn } from '../ai/engine';
import { refundCredit, takeCredit, type Credit } from './credits';

/** Earlier pairs sent as context; the engine trims further to its own budget. */
const HISTORY_PAIRS = 6;

export interface AskContext {
  db: Database;
  engine: SupervisionEngine;
  clock: Clock;
  log: FastifyBaseLogger;
}

export interface BegunAsk {
  topic: TopicRow;
  question: MessageRow;
  answer: MessageRow;
  credit: Credit;
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

/** The newest messages of a topic, oldest first (enough for HISTORY_PAIRS pairs). */
async function recentMessages(db: Database, userId: string, topicId: string) {
  const rows = await db
    .select()
    .from(messages)
    .where(and(eq(messages.topicId, topicId), eq(messages.userId, userId)))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(HISTORY_PAIRS * 2 + 1);
  return rows.reverse();
}

/** Question/answer pairs of a topic's messages (complete or stopped answers only). */
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

export type AskOutcome = {
  status: 'complete' | 'stopped';
  answer: MessageRow;
  /** Risk categories the answer raised (complete answers only). */
  riskKinds: RiskKind[];
};

/**
 * Runs the engine for a begun ask. `onDelta` receives each chunk (SSE); `signal` aborts (client
 * gone). Throws AppError('ai_unavailable') after undoing the ask when the provider fails.
 */
export async function runAsk(
  ctx: AskContext,
  begun: BegunAsk,
  options: { signal?: AbortSignal; onDelta?: (chunk: string) => void } = {},
): Promise<AskOutcome> {
  try {
    return await generate(ctx, begun, options);
  } catch (error) {
    if (error instanceof AlreadyRecovered) throw new AppError('ai_unavailable');
    throw error;
  }
}

/**
 * The topic remembers that risk was raised (issue 15): the categories are added to the topic's
 * list once each, in the order first raised, and the workspace shows them on the topic.
 */
async function rememberRisk(ctx: AskContext, topicId: string, kinds: readonly RiskKind[]) {
  for (const kind of kinds) {
    // One conditional append per category: concurrent answers never add one twice.
    await ctx.db
      .update(topics)
      .set({ riskKinds: sql`array_append(${topics.riskKinds}, ${kind}::text)` })
      .where(and(eq(topics.id, topicId), sql`not (${kind}::text = any(${topics.riskKinds}))`));
  }
}

async function generate(
  ctx: AskContext,
  begun: BegunAsk,
  options: { signal?: AbortSignal; onDelta?: (chunk: string) => void },
): Promise<AskOutcome> {
  const started = Date.now();
  let written = '';
  try {
    const stream = ctx.engine.answer({
      question: begun.question.text,
      history: begun.history,
      focus: begun.topic.focus as TopicFocus,
      level: begun.topic.level as UserLevel,
      signal: options.signal,
    });
    for await (const chunk of stream.textStream) {
      if (options.signal?.aborted) break;
      written += chunk;
      options.onDelta?.(chunk);
    }
    if (options.signal?.aborted)
      return { status: 'stopped', answer: await stop(ctx, begun, written), riskKinds: [] };
    const result = await stream.result;
    const [answer] = await ctx.db
      .update(messages)
      .set({
        text: result.text,
        status: 'complete',
        provider: result.provider,
        model: result.model,
        sentText: result.sentText,
        inputTokens: result.inputTokens,
        outputTokens: result.outputTokens,
        latencyMs: Date.now() - started,
      })
      .where(and(eq(messages.id, begun.answer.id), eq(messages.status, 'streaming')))
      .returning();
    if (!answer) throw new AlreadyRecovered();
    if (result.riskKinds.length > 0) await rememberRisk(ctx, begun.topic.id, result.riskKinds);
    return { status: 'complete', answer, riskKinds: result.riskKinds };
  } catch (error) {
    if (error instanceof AlreadyRecovered) throw error;
    if (options.signal?.aborted)
      return { status: 'stopped', answer: await stop(ctx, begun, written), riskKinds: [] };
    // The question's text is clinical: log only what failed, never what was asked.
    const failure = withoutQueryParams(error);
    ctx.log.error(
      {
        err:
          failure instanceof Error ? { name: failure.name, message: failure.message } : undefined,
      },
      'supervision engine failed; credit returned',
    );
    await undo(ctx, begun);
    throw new AppError('ai_unavailable');
  }
}

async function stop(ctx: AskContext, begun: BegunAsk, written: string): Promise<MessageRow> {
  const [answer] = await ctx.db
    .update(messages)
    .set({
      text: written,
      status: 'stopped',
      provider: ctx.engine.provider,
      model: ctx.engine.model,
    })
    .where(and(eq(messages.id, begun.answer.id), eq(messages.status, 'streaming')))
    .returning();
  if (!answer) throw new AlreadyRecovered();
  return answer;
}

/**
 * The answer is no longer streaming: an ask that outlived the recovery sweep's limit was marked
 * interrupted and its credit given back (recovery.ts), so this late result is not stored.
 */
class AlreadyRecovered extends Error {
  override name = 'AlreadyRecovered';
}

/**
 * Gives the credit back and removes the unanswered pair, in one transaction; only while the answer
 * is still streaming, so a pair the recovery sweep already refunded is not refunded twice.
 */
async function undo(ctx: AskContext, begun: BegunAsk): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const claimed = await tx
      .delete(messages)
      .where(and(eq(messages.id, begun.answer.id), eq(messages.status, 'streaming')))
      .returning({ id: messages.id });
    if (claimed.length === 0) return;
    await refundCredit(tx, begun.credit, ctx.clock.now());
    await tx.delete(messages).where(eq(messages.id, begun.question.id));
    await tx
      .update(topics)
      .set({ messageCount: sql`greatest(${topics.messageCount} - 2, 0)` })
      .where(eq(topics.id, begun.topic.id));
  });
}
