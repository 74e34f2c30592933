// Visitor routes of the apply flow (docs/requirements/api.md#api-apply; the draft endpoint:
// docs/requirements/api.md#api-apply-draft).
import {
  applyFormSchema,
  applyRequestCodeBodySchema,
  applyVerifyCodeBodySchema,
} from '@psikorehber/shared/schemas/apply';
import { setPasswordBodySchema } from '@psikorehber/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { enforceLimits } from '../../http/rate-limit';
import { hmacHex } from '../../lib/crypto';
import { createSession } from '../../http/session';
import { addUploadedDocument, deleteDocument, listDocuments } from '../files';
import { LIMITS } from '../../http/limits';
import {
  createAccountAndSignIn,
  findDraftByToken,
  requestApplyCode,
  saveDraft,
  verifyApplyCode,
} from './service';

const DRAFT_HEADER = 'x-apply-draft-id';

export const applyRoutes: FastifyPluginAsyncZod = async (app) => {
  const emailKey = (email: string) => hmacHex(app.config.appSecret, email.toLowerCase());
  const draftHeader = (headers: Record<string, unknown>) => {
    const value = headers[DRAFT_HEADER];
    return typeof value === 'string' ? value.trim() : undefined;
  };
  /** The draft named by the X-Apply-Draft-Id header; unknown or finished drafts answer 404. */
  const requireDraft = async (headers: Record<string, unknown>) => {
    const draft = await findDraftByToken(app.db, draftHeader(headers));
    if (!draft) throw new AppError('not_found');
    return draft;
  };

  app.post('/public/apply/draft', { schema: { body: applyFormSchema } }, async (request, reply) => {
    await enforceLimits(app.rateLimits, reply, [[LIMITS.draftPerIp, request.ip]]);
    const draftId = await saveDraft(app, request.body, draftHeader(request.headers));
    return { ok: true as const, draftId, id: draftId };
  });

  app.post(
    '/public/apply/request-code',
    { schema: { body: applyRequestCodeBodySchema } },
    async (request, reply) => {
      await enforceLimits(app.rateLimits, reply, [
        [LIMITS.codeRequestPerIp, request.ip],
        [LIMITS.codeRequestPerEmail, emailKey(request.body.email)],
      ]);
      const result = await requestApplyCode(app, request.body);
      return { ok: true as const, ...result };
    },
  );

  app.post(
    '/public/apply/verify-code',
    { schema: { body: applyVerifyCodeBodySchema } },
    async (request, reply) => {
      await enforceLimits(app.rateLimits, reply, [[LIMITS.codeCheckPerIp, request.ip]]);
      const verifyToken = await verifyApplyCode(app, request.body);
      return { ok: true as const, verifyToken, token: verifyToken };
    },
  );

  app.post(
    '/public/apply/set-password',
    { schema: { body: setPasswordBodySchema } },
    async (request, reply) => {
      await enforceLimits(app.rateLimits, reply, [[LIMITS.codeCheckPerIp, request.ip]]);
      const user = await createAccountAndSignIn(
        app,
        { verifyToken: request.body.verifyToken, password: request.body.password },
        (tx, userId) => createSession(tx, request, reply, userId),
      );
      return { ok: true as const, user };
    },
  );

  app.get('/public/apply/files', async (request) => {
    const draft = await requireDraft(request.headers);
    return { ok: true as const, files: await listDocuments(app.db, draft.id) };
  });

  app.post('/public/apply/files/upload', async (request, reply) => {
    await enforceLimits(app.rateLimits, reply, [[LIMITS.uploadPerIp, request.ip]]);
    const draft = await requireDraft(request.headers);
    return { ok: true as const, file: await addUploadedDocument(app, draft.id, request) };
  });

  app.delete(
    '/public/apply/files/:fileId',
    { schema: { params: z.object({ fileId: z.uuid() }) } },
    async (request) => {
      const draft = await requireDraft(request.headers);
      await deleteDocument(app, draft.id, request.params.fileId);
      return { ok: true as const };
    },
  );
};
