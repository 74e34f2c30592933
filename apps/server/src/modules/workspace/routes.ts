// Workspace routes (docs/requirements/api.md#api-workspace, issue 6). Approved users only; every id
// is checked against the caller (404 for anyone else's); admins have no route to anyone's clinical
// content.
import { safeDownloadName } from '@psikorehber/shared/rules/files';
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attachmentDisposition } from '../../http/content-disposition';
import { LIMITS } from '../../http/limits';
import { enforceLimits } from '../../http/rate-limit';
import { authOf, requireApproved } from '../../http/session';
import { answerBegun, followAnswer } from './answer-stream';
import { beginAsk, beginRegeneration, type AskContext } from './ask';
import {
  listTopics,
  listWorkspaces,
  ownAnswer,
  ownTopic,
  ownWorkspace,
  toMessageDto,
  toTopicDto,
  toWorkspaceDto,
} from './repository';
import { searchWorkspace } from './search';
import {
  createTopic,
  createWorkspace,
  deleteTopic,
  stopAnswer,
  topicHistory,
  topicPdf,
  updateTopic,
} from './service';

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
        const row = await createWorkspace(app.db, authOf(request).user.id, request.body.name);
        return { ok: true as const, workspace: toWorkspaceDto(row, app.engine.model) };
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
      const row = await createTopic(
        app.db,
        userId,
        request.params.ws,
        request.body,
        app.clock.now(),
      );
      return { ok: true as const, topic: toTopicDto(row) };
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
      const row = await updateTopic(app.db, userId, topic, request.body);
      return { ok: true as const, topic: toTopicDto(row) };
    },
  );

  app.delete(
    '/workspaces/v2/:ws/topics/:topic',
    { schema: { params: topicParams } },
    async (request) => {
      const userId = authOf(request).user.id;
      const topic = await ownTopic(app.db, userId, request.params.ws, request.params.topic);
      await deleteTopic(app.db, userId, topic);
      return { ok: true as const };
    },
  );

  // The whole topic, or one page of it from the newest back (service.ts topicHistory).
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
      const history = await topicHistory(app.db, userId, topic, request.query);
      const items = history.rows.map(toMessageDto);
      if (!('hasMore' in history)) return { ok: true as const, items };
      return {
        ok: true as const,
        items,
        hasMore: history.hasMore,
        nextCursor: history.nextCursor,
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
      await followAnswer(app, reply, answer);
    },
  );

  app.get(
    '/workspaces/v2/:ws/topics/:topic/export.pdf',
    { schema: { params: topicParams } },
    async (request, reply) => {
      const { user } = authOf(request);
      await enforceLimits(app.rateLimits, reply, [[LIMITS.exportPerUser, user.id]]);
      const topic = await ownTopic(app.db, user.id, request.params.ws, request.params.topic);
      const pdf = await topicPdf(app.db, user, topic, app.clock.now());
      const name = safeDownloadName(topic.title, 'pdf');
      return reply
        .type('application/pdf')
        .header('Content-Disposition', attachmentDisposition(name))
        .send(pdf);
    },
  );
};
