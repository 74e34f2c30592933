// Workspaces, topics and messages of one user. Every lookup filters by the owner, so another
// user's id reads exactly like a missing one (404) and admins get nothing either (SPEC §6).
import { DEFAULT_WORKSPACE_NAME } from '@psikorehber/shared/schemas/workspace';
import type {
  MessageDto,
  RiskKind,
  TopicDto,
  TopicFocus,
  UserLevel,
  WorkspaceDto,
} from '@psikorehber/shared/schemas/workspace';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
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

export async function ownTopic(
  db: DbOrTx,
  userId: string,
  workspaceId: string,
  topicId: string,
): Promise<TopicRow> {
  const [row] = await db
    .select()
    .from(topics)
    .where(
      and(eq(topics.id, topicId), eq(topics.workspaceId, workspaceId), eq(topics.userId, userId)),
    );
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
