// The workspace module's queries. Workspaces, topics and messages of one user: every lookup filters
// by the owner, so another user's id reads exactly like a missing one (404) and admins get nothing
// either (docs/requirements/permissions.md#perm-ownership). Below them, the writes of asking and
// ending answers, the credits that pay for them, search and the recovery sweep's read.
import { DEFAULT_WORKSPACE_NAME, formatMessageCursor } from '@psikorehber/shared/schemas/workspace';
import type {
  MessageCursor,
  MessageDto,
  RiskKind,
  TopicDto,
  TopicFocus,
  UserLevel,
  WorkspaceDto,
} from '@psikorehber/shared/schemas/workspace';
import { and, asc, count, desc, eq, gt, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import {
  messages,
  subscriptions,
  topics,
  trials,
  workspaces,
  type MessageRow,
  type TopicRow,
  type WorkspaceRow,
} from '../../db/schema';
import { canRegenerate, regenerationIsFree } from './regeneration';
import type { Credit } from './credits';
import { AppError } from '../../http/errors';

export function toWorkspaceDto(row: WorkspaceRow, defaultModel: string): WorkspaceDto {
  return {
    id: row.id,
    name: row.name,
    model: row.model ?? defaultModel,
    systemPrompt: row.systemPrompt,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toTopicDto(row: TopicRow): TopicDto {
  return {
    id: row.id,
    wsId: row.workspaceId,
    title: row.title,
    createdAt: row.createdAt.toISOString(),
    lastMsgAt: row.lastMsgAt?.toISOString() ?? null,
    messageCount: row.messageCount,
    focus: row.focus as TopicFocus,
    level: row.level as UserLevel,
    riskKinds: row.riskKinds as RiskKind[],
  };
}

export function toMessageDto(row: MessageRow): MessageDto {
  return {
    id: row.id,
    wsId: row.workspaceId,
    topicId: row.topicId,
    role: row.role as MessageDto['role'],
    text: row.text,
    createdAt: row.createdAt.toISOString(),
    status: row.status as MessageDto['status'],
    provider: row.provider,
    sentText: row.sentText,
    endReason: (row.endReason as MessageDto['endReason']) ?? null,
    canRegenerate: canRegenerate(row),
    regenerateFree: canRegenerate(row) && regenerationIsFree(row),
  };
}

/** The user's workspaces, oldest first; the first use creates the default one. */
export async function listWorkspaces(db: DbOrTx, userId: string): Promise<WorkspaceRow[]> {
  const rows = await db
    .select()
    .from(workspaces)
    .where(eq(workspaces.userId, userId))
    .orderBy(asc(workspaces.createdAt));
  if (rows.length > 0) return rows;
  const [created] = await db
    .insert(workspaces)
    .values({ userId, name: DEFAULT_WORKSPACE_NAME })
    .returning();
  return created ? [created] : [];
}

export async function ownWorkspace(db: DbOrTx, userId: string, id: string): Promise<WorkspaceRow> {
  const [row] = await db
    .select()
    .from(workspaces)
    .where(and(eq(workspaces.id, id), eq(workspaces.userId, userId)));
  if (!row) throw new AppError('not_found');
  return row;
}

/** Every topic route's first read, prepared once per database (as the session lookup is). */
function prepareTopicLookup(db: Database) {
  return db
    .select()
    .from(topics)
    .where(
      and(
        eq(topics.id, sql.placeholder('topicId')),
        eq(topics.workspaceId, sql.placeholder('workspaceId')),
        eq(topics.userId, sql.placeholder('userId')),
      ),
    )
    .prepare('own_topic');
}

const topicLookups = new WeakMap<Database, ReturnType<typeof prepareTopicLookup>>();

export async function ownTopic(
  db: Database,
  userId: string,
  workspaceId: string,
  topicId: string,
): Promise<TopicRow> {
  let lookup = topicLookups.get(db);
  if (!lookup) topicLookups.set(db, (lookup = prepareTopicLookup(db)));
  const [row] = await lookup.execute({ topicId, workspaceId, userId });
  if (!row) throw new AppError('not_found');
  return row;
}

/** Topics newest first (docs/requirements/limits.md#lim-ordering). */
export function listTopics(db: DbOrTx, userId: string, workspaceId: string) {
  return db
    .select()
    .from(topics)
    .where(and(eq(topics.workspaceId, workspaceId), eq(topics.userId, userId)))
    .orderBy(desc(topics.createdAt));
}

/**
 * Messages oldest first (docs/requirements/limits.md#lim-ordering); an answer is stamped 1 ms
 * after its question (see ask.ts).
 */
export function listMessages(db: DbOrTx, userId: string, topicId: string) {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.topicId, topicId), eq(messages.userId, userId)))
    .orderBy(asc(messages.createdAt), asc(messages.id));
}

/** `(created_at, id) <op> cursor`: the keyset order of a topic's messages. */
function keyset(op: '<' | '>=' | '>', at: unknown, id: unknown): SQL {
  return sql`(${messages.createdAt}, ${messages.id}) ${sql.raw(op)} (${at}::timestamptz, ${id}::uuid)`;
}

/** created_at to the microsecond, as a cursor holds it (a JavaScript Date keeps milliseconds). */
function cursorTime(column: SQL | typeof messages.createdAt): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

/** Bounds that hold every message: a page with no `before`, or no older question to stop at. */
const NEWEST: MessageCursor = { at: 'infinity', id: 'ffffffff-ffff-ffff-ffff-ffffffffffff' };
const OLDEST: MessageCursor = { at: '-infinity', id: '00000000-0000-0000-0000-000000000000' };

export interface MessagePageRows {
  /** Oldest first. */
  rows: MessageRow[];
  hasMore: boolean;
  nextCursor: string | null;
}

// The readers below take the topic row, which only the owner-filtered lookups above give
// (ownTopic): its messages are the owner's. They filter by topic alone on purpose, so that the
// planner walks the topic's indexes in order instead of intersecting them with messages_user_idx.

/**
 * The two statements of a page, prepared once per database: Drizzle builds their SQL once and
 * PostgreSQL plans them once per connection (the first screen is the workspace's hottest read).
 */
function preparePageStatements(db: Database) {
  const topicId = sql.placeholder('topicId');
  const newer = keyset('<', sql.placeholder('beforeAt'), sql.placeholder('beforeId'));
  // The page's oldest question: `limit` questions back from the cursor.
  const startQuestion = db
    .select({ createdAt: messages.createdAt, id: messages.id })
    .from(messages)
    .where(and(eq(messages.topicId, topicId), eq(messages.role, 'user'), newer))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .offset(sql.placeholder('skip'))
    .limit(1)
    .as('start_question');
  const start = db
    .select({
      at: cursorTime(sql`${startQuestion.createdAt}`),
      id: startQuestion.id,
      // Names written out: Drizzle leaves select-list columns unqualified, which here would
      // compare the inner table with itself.
      older: sql<boolean>`exists (select 1 from messages as older where older.topic_id = ${topicId} and (older.created_at, older.id) < (start_question.created_at, start_question.id))`,
    })
    .from(startQuestion)
    .prepare('message_page_start');
  const rows = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.topicId, topicId),
        newer,
        keyset('>=', sql.placeholder('startAt'), sql.placeholder('startId')),
      ),
    )
    .orderBy(asc(messages.createdAt), asc(messages.id))
    .prepare('message_page_rows');
  return { start, rows };
}

const pageStatements = new WeakMap<Database, ReturnType<typeof preparePageStatements>>();

/**
 * One page of a topic's history, from the newest back (issue 18): the `limit` newest questions
 * before `before`, each with its answer, oldest first. The page begins at a question, so a pair is
 * never split; a lone answer (its question gone) rides with the page whose range holds it. Two
 * ordered index range scans: the questions counted back in messages_topic_questions_idx, then the
 * page read in messages_topic_created_idx. docs/decisions/013-paged-topic-history.md
 */
export async function pageMessages(
  db: Database,
  topic: TopicRow,
  { limit, before = NEWEST }: { limit: number; before?: MessageCursor | undefined },
): Promise<MessagePageRows> {
  let statements = pageStatements.get(db);
  if (!statements) pageStatements.set(db, (statements = preparePageStatements(db)));
  const [start] = await statements.start.execute({
    topicId: topic.id,
    beforeAt: before.at,
    beforeId: before.id,
    skip: limit - 1,
  });
  const from = start ?? OLDEST;
  const rows = await statements.rows.execute({
    topicId: topic.id,
    beforeAt: before.at,
    beforeId: before.id,
    startAt: from.at,
    startId: from.id,
  });
  const hasMore = start?.older === true;
  return { rows, hasMore, nextCursor: hasMore && start ? formatMessageCursor(start) : null };
}

/**
 * Every message of a topic, oldest first, read `batch` at a time (the PDF export): a long topic
 * is never held in memory as rows all at once.
 */
export async function* eachMessage(
  db: DbOrTx,
  topic: TopicRow,
  batch = 200,
): AsyncGenerator<MessageRow> {
  let after: MessageCursor | undefined;
  for (;;) {
    const rows = await db
      .select({ row: messages, at: cursorTime(messages.createdAt) })
      .from(messages)
      .where(
        and(eq(messages.topicId, topic.id), after ? keyset('>', after.at, after.id) : undefined),
      )
      .orderBy(asc(messages.createdAt), asc(messages.id))
      .limit(batch);
    for (const { row } of rows) yield row;
    const last = rows.at(-1);
    if (!last || rows.length < batch) return;
    after = { at: last.at, id: last.row.id };
  }
}

/**
 * The caller's answer in this topic (404 for anyone else's, or for a question); locked for the
 * rest of the transaction when `forUpdate` (a regeneration claims it).
 */
export async function ownAnswer(
  db: DbOrTx,
  userId: string,
  topicId: string,
  answerId: string,
  forUpdate = false,
): Promise<MessageRow> {
  const query = db
    .select()
    .from(messages)
    .where(
      and(
        eq(messages.id, answerId),
        eq(messages.topicId, topicId),
        eq(messages.userId, userId),
        eq(messages.role, 'assistant'),
      ),
    );
  const [answer] = forUpdate ? await query.for('update') : await query;
  if (!answer) throw new AppError('not_found');
  return answer;
}

export async function countWorkspaces(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(workspaces)
    .where(eq(workspaces.userId, userId));
  return row?.n ?? 0;
}

export async function insertWorkspace(
  db: DbOrTx,
  userId: string,
  name: string,
): Promise<WorkspaceRow> {
  const [row] = await db.insert(workspaces).values({ userId, name }).returning();
  return row!;
}

export async function insertTopic(
  db: DbOrTx,
  values: typeof topics.$inferInsert,
): Promise<TopicRow> {
  const [row] = await db.insert(topics).values(values).returning();
  return row!;
}

/** Changes the given fields of the user's topic (the caller has checked it is theirs). */
export async function updateTopicFields(
  db: DbOrTx,
  userId: string,
  topicId: string,
  fields: Partial<Pick<TopicRow, 'title' | 'focus' | 'level'>>,
): Promise<TopicRow> {
  const [row] = await db
    .update(topics)
    .set(fields)
    .where(and(eq(topics.id, topicId), eq(topics.userId, userId)))
    .returning();
  return row!;
}

/** Deletes the user's topic; its messages go with it (foreign key cascade). */
export async function deleteTopicRow(db: DbOrTx, userId: string, topicId: string): Promise<void> {
  await db.delete(topics).where(and(eq(topics.id, topicId), eq(topics.userId, userId)));
}

/** A message as stored now (an answer followed or stopped while another instance writes it). */
export async function findMessage(db: DbOrTx, id: string): Promise<MessageRow | undefined> {
  const [row] = await db.select().from(messages).where(eq(messages.id, id));
  return row;
}

// Asking and ending answers (ask.ts, answer-states.ts, generation.ts). These act by id: the
// callers have found the topic or answer through the owner-filtered lookups above.

/** Locks the topic row for the rest of the transaction; returns when its last message was sent. */
export async function lockTopic(
  db: DbOrTx,
  topicId: string,
): Promise<Pick<TopicRow, 'lastMsgAt'> | undefined> {
  const [row] = await db
    .select({ lastMsgAt: topics.lastMsgAt })
    .from(topics)
    .where(eq(topics.id, topicId))
    .for('update');
  return row;
}

/** Counts a newly asked pair in its topic and moves the topic's last message time to `lastMsgAt`. */
export async function addPairToTopic(db: DbOrTx, topicId: string, lastMsgAt: Date): Promise<void> {
  await db
    .update(topics)
    .set({ messageCount: sql`${topics.messageCount} + 2`, lastMsgAt })
    .where(eq(topics.id, topicId));
}

/** Takes `removed` messages off the topic's count, never below zero. */
export async function removeFromTopicCount(
  db: DbOrTx,
  topicId: string,
  removed: number,
): Promise<void> {
  await db
    .update(topics)
    .set({ messageCount: sql`greatest(${topics.messageCount} - ${removed}, 0)` })
    .where(eq(topics.id, topicId));
}

/** Adds a risk category to the topic unless it is there: concurrent answers never add one twice. */
export async function addTopicRisk(db: DbOrTx, topicId: string, kind: RiskKind): Promise<void> {
  await db
    .update(topics)
    .set({ riskKinds: sql`array_append(${topics.riskKinds}, ${kind}::text)` })
    .where(and(eq(topics.id, topicId), sql`not (${kind}::text = any(${topics.riskKinds}))`));
}

export async function insertMessage(
  db: DbOrTx,
  values: typeof messages.$inferInsert,
): Promise<MessageRow> {
  const [row] = await db.insert(messages).values(values).returning();
  return row!;
}

export async function deleteMessage(db: DbOrTx, id: string): Promise<void> {
  await db.delete(messages).where(eq(messages.id, id));
}

/**
 * The newest `limit` messages of the user's topic, returned oldest first; only those before
 * `before` when given.
 */
export async function recentMessages(
  db: DbOrTx,
  userId: string,
  topicId: string,
  limit: number,
  before?: Date,
): Promise<MessageRow[]> {
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
    .limit(limit);
  return rows.reverse();
}

/**
 * The question an answer belongs to: the topic's last question before it (asks in a topic are
 * stamped one after another, the answer 1 ms after its question: ask.ts beginAsk). Locked, so a
 * refund and a regeneration of the same pair are one after the other.
 */
export async function questionOf(
  db: DbOrTx,
  answer: Pick<MessageRow, 'topicId' | 'createdAt'>,
): Promise<MessageRow | undefined> {
  const [question] = await db
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

/** Records the entitlement that paid for a question; null clears it (the credit went back). */
export async function setQuestionCredit(
  db: DbOrTx,
  questionId: string,
  credit: Pick<Credit, 'source' | 'rowId'> | null,
): Promise<void> {
  await db
    .update(messages)
    .set({ creditSource: credit?.source ?? null, creditId: credit?.rowId ?? null })
    .where(eq(messages.id, questionId));
}

/** Empties an ended answer and sets it streaming again, marked as regenerated (once only). */
export async function restartAnswer(db: DbOrTx, answerId: string, now: Date): Promise<MessageRow> {
  const [row] = await db
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
    .where(eq(messages.id, answerId))
    .returning();
  return row!;
}

function streamingAnswer(answerId: string) {
  return and(eq(messages.id, answerId), eq(messages.status, 'streaming'));
}

/** Stores the text so far of an answer; false when it is no longer streaming (someone ended it). */
export async function saveStreamingText(
  db: DbOrTx,
  answerId: string,
  text: string,
): Promise<boolean> {
  const saved = await db
    .update(messages)
    .set({ text })
    .where(streamingAnswer(answerId))
    .returning({ id: messages.id });
  return saved.length > 0;
}

/** The columns an answer's ending sets. */
export type AnswerEndFields = Partial<
  Pick<
    MessageRow,
    | 'text'
    | 'status'
    | 'endReason'
    | 'provider'
    | 'model'
    | 'sentText'
    | 'inputTokens'
    | 'outputTokens'
    | 'latencyMs'
  >
>;

/** Ends an answer that is still streaming; undefined when someone else ended it first. */
export async function endStreamingAnswer(
  db: DbOrTx,
  answerId: string,
  fields: AnswerEndFields,
): Promise<MessageRow | undefined> {
  const [row] = await db.update(messages).set(fields).where(streamingAnswer(answerId)).returning();
  return row;
}

/** Deletes an answer that is still streaming; undefined when someone else ended it first. */
export async function deleteStreamingAnswer(
  db: DbOrTx,
  answerId: string,
): Promise<MessageRow | undefined> {
  const [row] = await db.delete(messages).where(streamingAnswer(answerId)).returning();
  return row;
}

/** Answers still streaming that began before `startedBefore`, the longest-running first. */
export function findStaleAnswers(
  db: DbOrTx,
  startedBefore: Date,
  limit: number,
): Promise<Pick<MessageRow, 'id' | 'text'>[]> {
  return db
    .select({ id: messages.id, text: messages.text })
    .from(messages)
    .where(
      and(
        eq(messages.role, 'assistant'),
        eq(messages.status, 'streaming'),
        lt(messages.startedAt, startedBefore),
      ),
    )
    .orderBy(asc(messages.startedAt))
    .limit(limit);
}

// Credits (credits.ts, answer-states.ts): the subscription and trial rows that pay for questions.

/** The subscription in force: active and its period running (optionally with credit left). */
function activeSubscription(userId: string, now: Date, withCredit: boolean) {
  return and(
    eq(subscriptions.userId, userId),
    eq(subscriptions.status, 'active'),
    gt(subscriptions.periodEnd, now),
    ...(withCredit ? [gt(subscriptions.quotaRemaining, 0)] : []),
  );
}

/** The trial while it runs: days and questions left (docs/requirements/limits.md#lim-trial). */
function runningTrial(userId: string, now: Date) {
  return and(eq(trials.userId, userId), gt(trials.endsAt, now), gt(trials.questionsRemaining, 0));
}

/** What is left of the row that paid for one question. */
interface SpentCredit {
  id: string;
  left: number;
}

/** Takes one question from the subscription in force, if it has any left. */
export async function spendSubscriptionCredit(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<SpentCredit | undefined> {
  const [row] = await db
    .update(subscriptions)
    .set({ quotaRemaining: sql`${subscriptions.quotaRemaining} - 1`, updatedAt: now })
    .where(activeSubscription(userId, now, true))
    .returning({ id: subscriptions.id, left: subscriptions.quotaRemaining });
  return row;
}

/** Takes one question from the running trial, if it has any left. */
export async function spendTrialCredit(
  db: DbOrTx,
  userId: string,
  now: Date,
): Promise<SpentCredit | undefined> {
  const [row] = await db
    .update(trials)
    .set({ questionsRemaining: sql`${trials.questionsRemaining} - 1` })
    .where(runningTrial(userId, now))
    .returning({ id: trials.id, left: trials.questionsRemaining });
  return row;
}

export async function refundSubscriptionCredit(
  db: DbOrTx,
  subscriptionId: string,
  now: Date,
): Promise<void> {
  await db
    .update(subscriptions)
    .set({ quotaRemaining: sql`${subscriptions.quotaRemaining} + 1`, updatedAt: now })
    .where(eq(subscriptions.id, subscriptionId));
}

export async function refundTrialCredit(db: DbOrTx, trialId: string): Promise<void> {
  await db
    .update(trials)
    .set({ questionsRemaining: sql`${trials.questionsRemaining} + 1` })
    .where(eq(trials.id, trialId));
}

/** Whether the user has a subscription in force (with credit left, when `withCredit`). */
export async function hasActiveSubscription(
  db: DbOrTx,
  userId: string,
  now: Date,
  { withCredit }: { withCredit: boolean },
): Promise<boolean> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(activeSubscription(userId, now, withCredit))
    .limit(1);
  return row !== undefined;
}

/** Whether the user's trial runs and has questions left. */
export async function hasRunningTrial(db: DbOrTx, userId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: trials.id })
    .from(trials)
    .where(runningTrial(userId, now))
    .limit(1);
  return row !== undefined;
}

/** The id of the user's trial, running or over. */
export async function findTrialId(db: DbOrTx, userId: string): Promise<string | undefined> {
  const [row] = await db.select({ id: trials.id }).from(trials).where(eq(trials.userId, userId));
  return row?.id;
}

/** The id of the user's newest subscription created at or before `at` (the one in force then). */
export async function findSubscriptionIdAt(
  db: DbOrTx,
  userId: string,
  at: Date,
): Promise<string | undefined> {
  const [row] = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), lte(subscriptions.createdAt, at)))
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.id;
}

// Search (search.ts): matched on text folded in SQL as foldTurkish folds the query.

/** SQL twin of foldTurkish for the letters that matter: lowercase, then drop Turkish marks. */
function folded(column: SQL | typeof messages.text | typeof topics.title): SQL {
  return sql`translate(lower(translate(${column}, 'İI', 'iı')), 'çğıöşüâîû', 'cgiosuaiu')`;
}

/** The user's topics in the workspace whose title contains `needle` (folded), newest first. */
export function findTopicsByTitle(
  db: DbOrTx,
  userId: string,
  workspaceId: string,
  needle: string,
  limit: number,
): Promise<TopicRow[]> {
  return db
    .select()
    .from(topics)
    .where(
      and(
        eq(topics.userId, userId),
        eq(topics.workspaceId, workspaceId),
        sql`${folded(topics.title)} like ${containsPattern(needle)}`,
      ),
    )
    .orderBy(desc(topics.createdAt))
    .limit(limit);
}

/**
 * The user's messages in the workspace whose text contains `needle` (folded), newest first, each
 * with its topic's title.
 */
export function findMessagesByText(
  db: DbOrTx,
  userId: string,
  workspaceId: string,
  needle: string,
  limit: number,
): Promise<{ message: MessageRow; title: string }[]> {
  return db
    .select({ message: messages, title: topics.title })
    .from(messages)
    .innerJoin(topics, eq(topics.id, messages.topicId))
    .where(
      and(
        eq(messages.userId, userId),
        eq(messages.workspaceId, workspaceId),
        sql`${folded(messages.text)} like ${containsPattern(needle)}`,
      ),
    )
    .orderBy(desc(messages.createdAt))
    .limit(limit);
}
