// The signed-in applicant's own application (SPEC §7 /apply/secure/*, /apply/me). Edits and
// uploads only while DRAFT (409 invalid_state otherwise); submit moves DRAFT → SUBMITTED.
import {
  applicationUpdateSchema,
  applicationUpsertSchema,
} from '@psikorehber/shared/schemas/apply';
import { and, eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { applications, auditLog } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enforceLimits } from '../../http/rate-limit';
import { authOf, requireUser } from '../auth/session';
import {
  addUploadedDocument,
  deleteDocument,
  findDocument,
  listDocuments,
  sendDocument,
} from '../files/service';
import { LIMITS } from '../limits';
import {
  findApplicationById,
  findApplicationByUser,
  applicationColumns,
  applicationStateOf,
  toApplication,
} from './repository';

const fileParams = z.object({ fileId: z.uuid() });

export const applicationRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: a visitor is refused before any body is read or validated.
  app.addHook('onRequest', requireUser);

  /** The user's application or 404; with `draftOnly`, 409 unless it is a DRAFT. */
  const ownApplication = async (userId: string, draftOnly = false) => {
    const row = await findApplicationByUser(app.db, userId);
    if (!row) throw new AppError('not_found', 'Henüz başvuru bulunamadı.');
    if (draftOnly && row.status !== 'DRAFT') throw new AppError('invalid_state');
    return row;
  };

  app.get('/apply/secure/me', async (request) => {
    const row = await findApplicationByUser(app.db, authOf(request).user.id);
    return {
      ok: true as const,
      application: row ? toApplication(row) : null,
      documents: row ? await listDocuments(app.db, row.id) : [],
    };
  });

  app.get('/apply/secure/status', async (request) => {
    const row = await findApplicationByUser(app.db, authOf(request).user.id);
    return { ok: true as const, status: applicationStateOf(row) };
  });

  app.get('/apply/me', async (request) => {
    return {
      ok: true as const,
      application: toApplication(await ownApplication(authOf(request).user.id)),
    };
  });

  app.post(
    '/apply/secure/upsert',
    { schema: { body: applicationUpsertSchema } },
    async (request) => {
      const { user } = authOf(request);
      const columns = applicationColumns(user.email, request.body);
      const existing = await findApplicationByUser(app.db, user.id);
      if (!existing) {
        const [created] = await app.db
          .insert(applications)
          .values({
            ...columns,
            email: user.email,
            userId: user.id,
            status: 'DRAFT',
            emailVerifiedAt: new Date(),
          })
          .onConflictDoNothing()
          .returning();
        if (!created) throw new AppError('application_exists');
        return { ok: true as const, draftId: created.id, id: created.id };
      }
      const [updated] = await app.db
        .update(applications)
        .set(columns)
        .where(and(eq(applications.id, existing.id), eq(applications.status, 'DRAFT')))
        .returning();
      if (!updated) throw new AppError('invalid_state');
      return { ok: true as const, draftId: updated.id, id: updated.id };
    },
  );

  app.post(
    '/apply/secure/update',
    { schema: { body: applicationUpdateSchema } },
    async (request) => {
      const { user } = authOf(request);
      const existing = await ownApplication(user.id);
      const [updated] = await app.db
        .update(applications)
        .set(applicationColumns(existing.email, request.body))
        .where(and(eq(applications.id, existing.id), eq(applications.status, 'DRAFT')))
        .returning();
      if (!updated) throw new AppError('invalid_state');
      return { ok: true as const, application: toApplication(updated) };
    },
  );

  app.post('/apply/secure/submit', async (request) => {
    const { user } = authOf(request);
    const existing = await ownApplication(user.id);
    const updated = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .update(applications)
        .set({ status: 'SUBMITTED', submittedAt: new Date(), updatedAt: new Date() })
        .where(and(eq(applications.id, existing.id), eq(applications.status, 'DRAFT')))
        .returning();
      if (!row) throw new AppError('invalid_state');
      await tx.insert(auditLog).values({
        actorUserId: user.id,
        action: 'submit',
        entityType: 'application',
        entityId: row.id,
        fromStatus: 'DRAFT',
        toStatus: 'SUBMITTED',
      });
      return row;
    });
    return { ok: true as const, application: toApplication(updated) };
  });

  const upload = async (request: FastifyRequest, reply: FastifyReply) => {
    await enforceLimits(app.rateLimits, reply, [[LIMITS.uploadPerIp, request.ip]]);
    const application = await ownApplication(authOf(request).user.id, true);
    return { ok: true as const, file: await addUploadedDocument(app, application.id, request) };
  };
  app.post('/apply/secure/files/upload', upload);
  app.post('/apply/secure/files', upload);

  app.delete('/apply/secure/files/:fileId', { schema: { params: fileParams } }, async (request) => {
    const application = await ownApplication(authOf(request).user.id, true);
    await deleteDocument(app, application.id, request.params.fileId);
    return { ok: true as const };
  });

  // Download: the owner, or an admin (reviewing applications); anyone else gets 404.
  app.get(
    '/apply/secure/files/:fileId',
    { schema: { params: fileParams } },
    async (request, reply) => {
      const { user } = authOf(request);
      const file = await findDocument(app.db, request.params.fileId);
      if (!file) throw new AppError('not_found');
      const owner = await findApplicationById(app.db, file.applicationId);
      if (!owner || (owner.userId !== user.id && user.role !== 'ADMIN'))
        throw new AppError('not_found');
      return sendDocument(app, reply, file);
    },
  );
};
