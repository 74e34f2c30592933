// Workspace routes (SPEC §7 "Workspace", issue 6). Approved users only; every id is checked against
// the caller (404 for anyone else's); admins have no route to anyone's clinical content.
import { MESSAGE_PAGE } from '@psikorehber/shared/constants';
import { safeDownloadName } from '@psikorehber/shared/rules/files';
import { defaultTopicLevel } from '@psikorehber/shared/rules/workspace';
import {
  askResponseSchema,
  askSchema,
  createTopicSchema,
  createWorkspaceSchema,
  messagePageQuerySchema,
  messagesResponseSchema,
  searchResponseSchema,
  stopAnswerResponseSchema,
  topicFrameSchema,
  topicListSchema,
  topicResponseSchema,
  updateTopicSchema,
  workspaceListSchema,
  workspaceResponseSchema,
  workspaceSearchQuerySchema,
} from '@psikorehber/shared/schemas/workspace';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { messages, topics, workspaces, type MessageRow } from '../../db/schema';
import { attachmentDisposition } from '../../http/content-disposition';
import { AppError, errorBody } from '../../http/errors';
import { enforceLimits } from '../../http/rate-limit';
import { findApplicationByUser } from '../application/repository';
import { authOf, requireApproved } from '../auth/session';
import { LIMITS } from '../limits';
import { endAnswer } from './answer-states';
import { beginAsk, beginRegeneration, engineRequest, type AskContext, type BegunAsk } from './ask';
import { openEventStream, type EventStream } from '../../http/event-stream';
import type { Generation, GenerationEnd } from './generation';
import { RECOVERY_MARGIN_MS } from './recovery';
import { hasCredit, refusalFor } from './credits';
import { renderTopicPdf } from './pdf';
import {
  eachMessage,
  listMessages,
  listTopics,
  listWorkspaces,
  ownAnswer,
  ownTopic,
  ownWorkspace,
  pageMessages,
  toMessageDto,
  toTopicDto,
  toWorkspaceDto,
} from './repository';
import { searchWorkspace } from './search';

const MAX_WORKSPACES = 20;

const wsParams = z.object({ ws: z.uuid() });
const topicParams = z.object({ ws: z.uuid(), topic: z.uuid() });
const messageParams = topicParams.extend({ msg: z.uuid() });

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  const askContext: AskContext = { db: app.db, clock: app.clock };

  app.get(
    '/workspaces/v2',
    { schema: { response: { 200: workspaceListSchema } } },
    async (request) => {
      const rows = await listWorkspaces(app.db, authOf(request).user.id);
      return { ok: true as const, items: rows.map((row) => toWorkspaceDto(row, app.engine.model)) };
    },
  );

  for (const path of ['/workspaces/v2', '/i/workspaces']) {
    app.post(
      path,
      { schema: { body: createWorkspaceSchema, response: { 200: workspaceResponseSchema } } },
      async (request) => {
        const userId = authOf(request).user.id;
        const [existing] = await app.db
          .select({ n: count() })
          .from(workspaces)
          .where(eq(workspaces.userId, userId));
        if ((existing?.n ?? 0) >= MAX_WORKSPACES) {
          throw new AppError(
            'conflict',
            `En fazla ${String(MAX_WORKSPACES)} çalışma alanı oluşturabilirsiniz.`,
          );
        }
        const [row] = await app.db
          .insert(workspaces)
          .values({ userId, name: request.body.name })
          .returning();
        return { ok: true as const, workspace: toWorkspaceDto(row!, app.engine.model) };
      },
    );
  }

  app.get(
    '/workspaces/v2/:ws/topics',
    { schema: { params: wsParams, response: { 200: topicListSchema } } },
    async (request) => {
      const userId = authOf(request).user.id;
      await ownWorkspace(app.db, userId, request.params.ws);
      const rows = await listTopics(app.db, userId, request.params.ws);
      return { ok: true as const, items: rows.map(toTopicDto) };
    },
  );

  app.post(
    '/workspaces/v2/:ws/topics',
    {
      schema: {
        params: wsParams,
        body: z.intersection(createTopicSchema, topicFrameSchema),
        response: { 200: topicResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      await enforceLimits(app.rateLimits, reply, [[LIMITS.topicCreatePerUser, userId]]);
      await ownWorkspace(app.db, userId, request.params.ws);
      // SPEC §5: topics can be created only by approved users with quota.
      const now = app.clock.now();
      if (!(await hasCredit(app.db, userId, now))) {
        throw new AppError(await refusalFor(app.db, userId, now));
      }
      const [row] = await app.db
        .insert(topics)
        .values({
          workspaceId: request.params.ws,
          userId,
          title: request.body.title,
          focus: request.body.focus ?? 'auto',
          // Without a choice, the level the user's application suggests (years, student).
          level:
            request.body.level ??
            defaultTopicLevel(
              (await findApplicationByUser(app.db, userId)) ?? {
                experienceYrs: null,
                specialization: null,
              },
            ),
          createdAt: now,
        })
        .returning();
      return { ok: true as const, topic: toTopicDto(row!) };
    },
  );

  app.patch(
    '/workspaces/v2/:ws/topics/:topic',
    {
      schema: {
        params: topicParams,
        body: updateTopicSchema,
        response: { 200: topicResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      const [row] = await app.db
        .update(topics)
        .set({
          ...(request.body.title !== undefined ? { title: request.body.title } : {}),
          ...(request.body.focus !== undefined ? { focus: request.body.focus } : {}),
          ...(request.body.level !== undefined ? { level: request.body.level } : {}),
        })
        .where(and(eq(topics.id, topic.id), eq(topics.userId, userId)))
        .returning();
      return { ok: true as const, topic: toTopicDto(row!) };
    },
  );

  app.delete(
    '/workspaces/v2/:ws/topics/:topic',
    { schema: { params: topicParams } },
    async (request) => {
      const userId = authOf(request).user.id;
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      await app.db.delete(topics).where(and(eq(topics.id, topic.id), eq(topics.userId, userId)));
      return { ok: true as const };
    },
  );

  // Without `limit` and `before` the whole topic, as SPEC §7's client reads it; with either, one
  // page from the newest back (issue 18, docs/decisions/013-paged-topic-history.md).
  app.get(
    '/workspaces/v2/:ws/topics/:topic/messages',
    {
      schema: {
        params: topicParams,
        querystring: messagePageQuerySchema,
        response: { 200: messagesResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      const { limit, before } = request.query;
      if (limit === undefined && before === undefined) {
        const rows = await listMessages(app.db, userId, topic.id);
        return { ok: true as const, items: rows.map(toMessageDto) };
      }
      const page = await pageMessages(app.db, topic, {
        limit: limit ?? MESSAGE_PAGE.pairs,
        before,
      });
      return {
        ok: true as const,
        items: page.rows.map(toMessageDto),
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.get(
    '/workspaces/v2/:ws/search',
    {
      schema: {
        params: wsParams,
        querystring: workspaceSearchQuerySchema,
        response: { 200: searchResponseSchema },
      },
    },
    async (request) => {
      const userId = authOf(request).user.id;
      await ownWorkspace(app.db, userId, request.params.ws);
      return {
        ok: true as const,
        items: await searchWorkspace(app.db, userId, request.params.ws, request.query.q),
      };
    },
  );

  app.post(
    '/workspaces/v2/:ws/topics/:topic/ask',
    { schema: { params: topicParams, body: askSchema, response: { 200: askResponseSchema } } },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      await enforceLimits(app.rateLimits, reply, [[LIMITS.askPerUser, userId]]);
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      const begun = await beginAsk(askContext, userId, topic, request.body.text);
      return answerBegun(app, request.headers.accept, reply, begun);
    },
  );

  // "Yeniden oluştur" (issue 16): a stopped, partial or failed answer written again in place.
  app.post(
    '/workspaces/v2/:ws/topics/:topic/messages/:msg/regenerate',
    { schema: { params: messageParams, response: { 200: askResponseSchema } } },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      await enforceLimits(app.rateLimits, reply, [[LIMITS.askPerUser, userId]]);
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      const begun = await beginRegeneration(askContext, userId, topic, request.params.msg);
      return answerBegun(app, request.headers.accept, reply, begun);
    },
  );

  // "Durdur": the only way a running answer is stopped (closing the tab is not, issue 16).
  app.post(
    '/workspaces/v2/:ws/topics/:topic/messages/:msg/stop',
    { schema: { params: messageParams, response: { 200: stopAnswerResponseSchema } } },
    async (request) => {
      const userId = authOf(request).user.id;
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      const answer = await ownAnswer(app.db, userId, topic.id, request.params.msg);
      const stopped = await stopAnswer(app, answer);
      return { ok: true as const, answer: stopped ? toMessageDto(stopped) : null };
    },
  );

  // A reloaded page or another tab follows an answer still being written (issue 16).
  app.get(
    '/workspaces/v2/:ws/topics/:topic/messages/:msg/stream',
    { schema: { params: messageParams } },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      const answer = await ownAnswer(app.db, userId, topic.id, request.params.msg);
      const events = openEventStream(reply);
      const generation = app.generations.get(answer.id);
      if (generation) {
        followGeneration(events, generation, (text) =>
          events.send('snapshot', { answer: toMessageDto({ ...answer, text }) }),
        );
        return;
      }
      await followStoredAnswer(app, events, answer);
    },
  );

  app.get(
    '/workspaces/v2/:ws/topics/:topic/export.pdf',
    { schema: { params: topicParams } },
    async (request, reply) => {
      const { user } = authOf(request);
      await enforceLimits(app.rateLimits, reply, [[LIMITS.exportPerUser, user.id]]);
      const topic = await ownTopic(app.db, user.id, request.params.ws, request.params.topic);
      const pdf = await renderTopicPdf({
        topicTitle: topic.title,
        userLabel: user.fullName ? `${user.fullName} (${user.email})` : user.email,
        exportedAt: app.clock.now(),
        messages: eachMessage(app.db, topic),
      });
      const name = safeDownloadName(topic.title, 'pdf');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentDisposition(name))
        .send(pdf);
    },
  );
};

/**
 * Starts writing a begun ask or regeneration and answers the request: as Server-Sent Events when
 * asked for (`start`, `delta`…, one terminal event), else as JSON once the answer has ended.
 */
async function answerBegun(
  app: FastifyInstance,
  accept: string | undefined,
  reply: FastifyReply,
  begun: BegunAsk,
) {
  const generation = app.generations.start(begun.answer, engineRequest(begun));
  const left = (end: GenerationEnd) =>
    begun.credit === null ? null : begun.credit.left + (creditReturned(end) ? 1 : 0);
  if (!(accept ?? '').includes('text/event-stream')) {
    const end = await generation.finished;
    if (end.kind === 'failed') throw new AppError('internal_error');
    if (end.kind === 'cancelled') throw new AppError('invalid_state', ANSWER_CANCELLED);
    if (end.answer.status === 'error')
      throw new AppError(
        end.answer.endReason === 'rate_limited' ? 'rate_limited' : 'ai_unavailable',
      );
    return {
      ok: true as const,
      question: toMessageDto(begun.question),
      answer: toMessageDto(end.answer),
      questionsLeft: left(end) ?? 0,
    };
  }
  const events = openEventStream(reply);
  followGeneration(
    events,
    generation,
    (text) => {
      events.send('start', {
        question: toMessageDto(begun.question),
        answer: toMessageDto(begun.answer),
      });
      if (text) events.send('delta', { text });
    },
    left,
  );
  return reply;
}

const ANSWER_CANCELLED = 'Yanıt başlamadan durduruldu.'; // not verbatim in SPEC

function creditReturned(end: GenerationEnd): boolean {
  return end.kind !== 'failed' && end.creditReturned;
}

/**
 * Sends a generation's events to one listener until it ends. The listener going away stops only
 * the listening: the answer goes on being written and stored.
 */
function followGeneration(
  events: EventStream,
  generation: Generation,
  opening: (textSoFar: string) => void,
  questionsLeft: (end: GenerationEnd) => number | null = () => null,
) {
  const { text, unlisten } = generation.listen({
    delta: (chunk) => events.send('delta', { text: chunk }),
    end: (end) => {
      sendEnd(events, end, questionsLeft(end));
      events.close();
    },
  });
  events.onClose(unlisten);
  opening(text);
}

function sendEnd(events: EventStream, end: GenerationEnd, questionsLeft: number | null) {
  if (end.kind === 'failed') events.send('error', errorBody('internal_error'));
  else if (end.kind === 'cancelled') events.send('cancelled', { questionsLeft });
  else
    events.send('done', {
      answer: toMessageDto(end.answer),
      status: end.answer.status,
      questionsLeft,
      riskKinds: end.riskKinds,
    });
}

/** How often a follower of an answer written by another instance reads it again. */
const FOLLOW_POLL_MS = 500;

/**
 * Follows an answer this process is not writing (another instance, or one already ended) from the
 * database: `snapshot`, then what was added at each poll, then the terminal event.
 */
async function followStoredAnswer(app: FastifyInstance, events: EventStream, answer: MessageRow) {
  events.send('snapshot', { answer: toMessageDto(answer) });
  let sent = answer.text;
  let row: MessageRow | undefined = answer;
  const until = Date.now() + app.config.ai.totalTimeoutMs + RECOVERY_MARGIN_MS;
  while (row?.status === 'streaming' && !events.closed && Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, FOLLOW_POLL_MS));
    [row] = await app.db.select().from(messages).where(eq(messages.id, answer.id));
    if (row && row.text.startsWith(sent) && row.text.length > sent.length) {
      events.send('delta', { text: row.text.slice(sent.length) });
      sent = row.text;
    }
  }
  if (!row) sendEnd(events, { kind: 'cancelled', creditReturned: true }, null);
  else if (row.status !== 'streaming')
    sendEnd(
      events,
      { kind: 'ended', answer: row, creditReturned: row.status !== 'complete', riskKinds: [] },
      null,
    );
  events.close();
}

/** Stops an answer: the running generation here, or the stored one another instance writes. */
async function stopAnswer(app: FastifyInstance, answer: MessageRow): Promise<MessageRow | null> {
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
  const [row] = await app.db.select().from(messages).where(eq(messages.id, answer.id));
  return row ?? null;
}
