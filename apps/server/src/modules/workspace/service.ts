// Workspaces and topics of one approved user: creating, renaming, deleting, reading a topic's
// history, exporting it, and stopping an answer. HTTP lives in routes.ts, queries in
// repository.ts, asking in ask.ts and the answer's events in answer-stream.ts.
import { MESSAGE_PAGE } from '@psikorehber/shared/constants';
import { defaultTopicLevel } from '@psikorehber/shared/rules/workspace';
import type {
  CreateTopicBody,
  MessagePageQuery,
  TopicFocus,
  UpdateTopicBody,
  UserLevel,
} from '@psikorehber/shared/schemas/workspace';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client';
import type { MessageRow, TopicRow, UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { findApplicationByUser } from '../application';
import { endAnswer } from './answer-states';
import { hasCredit, refusalFor } from './credits';
import { renderTopicPdf } from './pdf';
import {
  countWorkspaces,
  deleteTopicRow,
  eachMessage,
  findMessage,
  insertTopic,
  insertWorkspace,
  listMessages,
  ownWorkspace,
  pageMessages,
  updateTopicFields,
  type MessagePageRows,
} from './repository';

/** How many workspaces one user may have. */
const MAX_WORKSPACES = 20;

export async function createWorkspace(db: Database, userId: string, name: string) {
  if ((await countWorkspaces(db, userId)) >= MAX_WORKSPACES) {
    throw new AppError(
      'conflict',
      `En fazla ${String(MAX_WORKSPACES)} çalışma alanı oluşturabilirsiniz.`,
    );
  }
  return insertWorkspace(db, userId, name);
}

/**
 * A new topic in the user's workspace. Only a user who could ask may open one
 * (docs/requirements/validation.md#val-workspace); without a chosen level, the one the user's
 * application suggests (years, student).
 */
export async function createTopic(
  db: Database,
  userId: string,
  workspaceId: string,
  body: CreateTopicBody & { focus?: TopicFocus; level?: UserLevel },
  now: Date,
): Promise<TopicRow> {
  await ownWorkspace(db, userId, workspaceId);
  if (!(await hasCredit(db, userId, now))) throw new AppError(await refusalFor(db, userId, now));
  const level =
    body.level ??
    defaultTopicLevel(
      (await findApplicationByUser(db, userId)) ?? { experienceYrs: null, specialization: null },
    );
  return insertTopic(db, {
    workspaceId,
    userId,
    title: body.title,
    focus: body.focus ?? 'auto',
    level,
    createdAt: now,
  });
}

/** Renames the topic and/or changes its frame (only the fields sent). */
export function updateTopic(
  db: Database,
  userId: string,
  topic: TopicRow,
  body: UpdateTopicBody,
): Promise<TopicRow> {
  return updateTopicFields(db, userId, topic.id, {
    ...(body.title !== undefined ? { title: body.title } : {}),
    ...(body.focus !== undefined ? { focus: body.focus } : {}),
    ...(body.level !== undefined ? { level: body.level } : {}),
  });
}

export function deleteTopic(db: Database, userId: string, topic: TopicRow): Promise<void> {
  return deleteTopicRow(db, userId, topic.id);
}

/**
 * Without `limit` and `before` the whole topic, as the client of
 * docs/requirements/api.md#api-messages reads it; with either, one page from the newest back
 * (issue 18, docs/decisions/013-paged-topic-history.md).
 */
export async function topicHistory(
  db: Database,
  userId: string,
  topic: TopicRow,
  { limit, before }: MessagePageQuery,
): Promise<{ rows: MessageRow[] } | MessagePageRows> {
  if (limit === undefined && before === undefined) {
    return { rows: await listMessages(db, userId, topic.id) };
  }
  return pageMessages(db, topic, { limit: limit ?? MESSAGE_PAGE.pairs, before });
}

/** The topic as a PDF, every message streamed from the database. */
export function topicPdf(db: Database, user: UserRow, topic: TopicRow, exportedAt: Date) {
  return renderTopicPdf({
    topicTitle: topic.title,
    userLabel: user.fullName ? `${user.fullName} (${user.email})` : user.email,
    exportedAt,
    messages: eachMessage(db, topic),
  });
}

/** Stops an answer: the running generation here, or the stored one another instance writes. */
export async function stopAnswer(
  app: FastifyInstance,
  answer: MessageRow,
): Promise<MessageRow | null> {
  const generation = app.generations.get(answer.id);
  if (generation) {
    generation.cut('user_stop');
    const end = await generation.finished;
    if (end.kind === 'failed') throw new AppError('internal_error');
    return end.kind === 'cancelled' ? null : end.answer;
  }
  if (answer.status !== 'streaming') return answer;
  // Another instance writes it: ending the stored answer makes that instance's next save find it
  // ended, and it stops (generation.ts).
  const ended = await endAnswer(
    app.db,
    answer.id,
    { kind: 'cut', reason: 'user_stop', text: answer.text, answered: answer.text.trim() !== '' },
    app.clock.now(),
  );
  if (ended.kind === 'cancelled') return null;
  if (ended.kind === 'ended') return ended.answer;
  return (await findMessage(app.db, answer.id)) ?? null;
}
