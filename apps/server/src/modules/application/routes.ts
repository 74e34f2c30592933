// The signed-in applicant's own application (docs/requirements/api.md#api-apply-secure,
// docs/requirements/api.md#api-apply-me). Edits and uploads only while DRAFT (409 invalid_state
// otherwise); submit moves DRAFT → SUBMITTED.
import {
  applicationUpdateSchema,
  applicationUpsertSchema,
} from '@psikorehber/shared/schemas/apply';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { enforceLimits } from '../../http/rate-limit';
import { LIMITS } from '../../http/limits';
import { authOf, requireUser } from '../../http/session';
import { addUploadedDocument, deleteDocument, sendDocument } from '../files';
import { toApplication } from './repository';
import {
  downloadableDocument,
  ownApplication,
  ownApplicationState,
  ownApplicationWithDocuments,
  saveOwnDraft,
  submitOwnApplication,
  updateOwnDraft,
} from './service';

const fileParams = z.object({ fileId: z.uuid() });

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor is refused before any body is read or validated.
  app.addHook('onRequest', requireUser);

  app.get('/apply/secure/me', async (request) => ({
    ok: true as const,
    ...(await ownApplicationWithDocuments(app.db, authOf(request).user.id)),
  }));

  app.get('/apply/secure/status', async (request) => ({
    ok: true as const,
    status: await ownApplicationState(app.db, authOf(request).user.id),
  }));

  app.get('/apply/me', async (request) => {
    return {
      ok: true as const,
      application: toApplication(await ownApplication(app.db, authOf(request).user.id)),
    };
  });

  app.post(
    '/apply/secure/upsert',
    { schema: { body: applicationUpsertSchema } },
    async (request) => {
      const id = await saveOwnDraft(app.db, authOf(request).user, request.body);
      return { ok: true as const, draftId: id, id };
    },
  );

  app.post(
    '/apply/secure/update',
    { schema: { body: applicationUpdateSchema } },
    async (request) => ({
      ok: true as const,
      application: await updateOwnDraft(app.db, authOf(request).user.id, request.body),
    }),
  );

  app.post('/apply/secure/submit', async (request) => ({
    ok: true as const,
    application: await submitOwnApplication(app.db, authOf(request).user.id),
  }));

  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    await enforceLimits(app.rateLimits, reply, [[LIMITS.uploadPerIp, request.ip]]);
    const application = await ownApplication(app.db, authOf(request).user.id, true);
    return { ok: true as const, file: await addUploadedDocument(app, application.id, request) };
  };
  app.post('/apply/secure/files/upload', upload);
  app.post('/apply/secure/files', upload);

  app.delete('/apply/secure/files/:fileId', { schema: { params: fileParams } }, async (request) => {
    const application = await ownApplication(app.db, authOf(request).user.id, true);
    await deleteDocument(app, application.id, request.params.fileId);
    return { ok: true as const };
  });

  // Download: the owner, or an admin (reviewing applications); anyone else gets 404.
  app.get(
    '/apply/secure/files/:fileId',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const file = await downloadableDocument(app.db, authOf(request).user, request.params.fileId);
      return sendDocument(app, reply, file);
    },
  );
};
