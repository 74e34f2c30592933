// Workspace routes (SPEC §7 "Workspace", issue 6). Approved users only; every id is checked against
// the caller (404 for anyone else's); admins have no route to anyone's clinical content.
import { safeDownloadName } from '@psikorehber/shared/rules/files';
import { defaultTopicLevel } from '@psikorehber/shared/rules/workspace';
import {
  askResponseSchema,
  askSchema,
  createTopicSchema,
  createWorkspaceSchema,
  messageListSchema,
  searchResponseSchema,
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
import { topics, workspaces } from '../../db/schema';
import { attachmentDisposition } from '../../http/content-disposition';
import { AppError, errorBody } from '../../http/errors';
import { enforceLimits } from '../../http/rate-limit';
import { findApplicationByUser } from '../application/repository';
import { authOf, requireApproved } from '../auth/session';
import { LIMITS } from '../limits';
import { beginAsk, runAsk, type AskContext } from './ask';
import { hasCredit, refusalFor } from './credits';
import { renderTopicPdf } from './pdf';
import {
  listMessages,
  listTopics,
  listWorkspaces,
  ownTopic,
  ownWorkspace,
  toMessageDto,
  toTopicDto,
  toWorkspaceDto,
} from './repository';
import { searchWorkspace } from './search';

const MAX_WORKSPACES = 20;

const wsParams = z.object({ ws: z.uuid() });
const topicParams = z.object({ ws: z.uuid(), topic: z.uuid() });

export const workspaceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireApproved);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  const askContext = (log: AskContext['log']): AskContext => ({
    db: app.db,
    engine: app.engine,
    clock: app.clock,
    log,
  });

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

  app.get(
    '/workspaces/v2/:ws/topics/:topic/messages',
    { schema: { params: topicParams, response: { 200: messageListSchema } } },
    async (request) => {
      const userId = authOf(request).user.id;
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      const rows = await listMessages(app.db, userId, topic.id);
      return { ok: true as const, items: rows.map(toMessageDto) };
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
      const ctx = askContext(request.log);
      const begun = await beginAsk(ctx, userId, topic, request.body.text);
      const result = {
        question: toMessageDto(begun.question),
        questionsLeft: begun.credit.left,
      };
      if (!(request.headers.accept ?? '').includes('text/event-stream')) {
        const outcome = await runAsk(ctx, begun);
        return { ok: true as const, ...result, answer: toMessageDto(outcome.answer) };
      }
      return streamAsk(app, reply, ctx, begun, result);
    },
  );

  app.get(
    '/workspaces/v2/:ws/topics/:topic/export.pdf',
    { schema: { params: topicParams } },
    async (request, reply) => {
      const { user } = authOf(request);
      await enforceLimits(app.rateLimits, reply, [[LIMITS.exportPerUser, user.id]]);
      const topic = await ownTopic(app.db, user.id, request.params.ws, request.params.topic);
      const rows = await listMessages(app.db, user.id, topic.id);
      const pdf = await renderTopicPdf({
        topicTitle: topic.title,
        userLabel: user.fullName ? `${user.fullName} (${user.email})` : user.email,
        exportedAt: app.clock.now(),
        messages: rows,
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
 * The ask as Server-Sent Events: `start`, `delta`…, then `done` or `error`. A closed connection
 * aborts generation; what was written stays, marked stopped.
 */
async function streamAsk(
  app: FastifyInstance,
  reply: FastifyReply,
  ctx: AskContext,
  begun: Awaited<ReturnType<typeof beginAsk>>,
  result: { question: ReturnType<typeof toMessageDto>; questionsLeft: number },
): Promise<void> {
  reply.hijack();
  const res = reply.raw;
  // A hijacked reply does not send what hooks set on it (CORS grant, Permissions-Policy).
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(200, {
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
    'X-Accel-Buffering': 'no',
    Connection: 'keep-alive',
  });
  const controller = new AbortController();
  let finished = false;
  res.on('close', () => {
    if (!finished) controller.abort();
  });
  const send = (event: string, data: unknown) => {
    if (!res.writableEnded && !res.destroyed)
      res.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  };
  send('start', { question: result.question, answer: toMessageDto(begun.answer) });
  try {
    const outcome = await runAsk(ctx, begun, {
      signal: controller.signal,
      onDelta: (text) => send('delta', { text }),
    });
    send('done', {
      answer: toMessageDto(outcome.answer),
      status: outcome.status,
      questionsLeft: result.questionsLeft,
      riskKinds: outcome.riskKinds,
    });
  } catch (error) {
    const code = error instanceof AppError ? error.code : 'internal_error';
    if (!(error instanceof AppError)) app.log.error({ err: error }, 'streamed ask failed');
    send('error', errorBody(code));
  } finally {
    finished = true;
    res.end();
  }
}
