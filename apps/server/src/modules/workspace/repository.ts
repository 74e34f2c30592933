// Workspaces, topics and messages of one user. Every lookup filters by the owner, so another
// user's id reads exactly like a missing one (404) and admins get nothing either (SPEC §6).
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
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import {
  messages,
  topics,
  workspaces,
  type MessageRow,
  type TopicRow,
  type WorkspaceRow,
} from '../../db/schema';
import { canRegenerate, regenerationIsFree } from './answer-states';
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

/** SPEC §9: topics newest first. */
export function listTopics(db: DbOrTx, userId: string, workspaceId: string) {
  return db
    .select()
    .from(topics)
    .where(and(eq(topics.workspaceId, workspaceId), eq(topics.userId, userId)))
    .orderBy(desc(topics.createdAt));
}

/** SPEC §9: messages oldest first; an answer is stamped 1 ms after its question (see ask.ts). */
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
