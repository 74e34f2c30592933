// Admin routes (docs/requirements/api.md#api-admin). Every route: 401 signed out, 403 for
// non-admins. Admins get applications, documents and payment figures — never workspaces, topics
// or messages.
import {
  adminApplicationsQuerySchema,
  paymentsListQuerySchema,
  paymentsSummaryQuerySchema,
} from '@psikorehber/shared/schemas/admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf, requireAdmin } from '../../http/session';
import { sendDocument } from '../files';
import { paymentsList, paymentsSummary } from '../reports';
import {
  applicationDetail,
  applicationFilesForAdmin,
  decide,
  documentForAdmin,
  listApplications,
} from './service';

const idParams = z.object({ id: z.uuid() });

export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get('/i/admin/ping', async () => ({ ok: true as const }));

  app.get(
    '/i/admin/applications',
    { schema: { querystring: adminApplicationsQuerySchema } },
    async (request) => ({
      ok: true as const,
      ...(await listApplications(app.db, request.query)),
    }),
  );

  app.get('/i/admin/applications/:id', { schema: { params: idParams } }, async (request) => ({
    ok: true as const,
    ...(await applicationDetail(app.db, request.params.id)),
  }));

  app.get('/i/admin/applications/:id/files', { schema: { params: idParams } }, async (request) => ({
    ok: true as const,
    files: await applicationFilesForAdmin(app.db, request.params.id),
  }));

  for (const decision of ['approve', 'reject', 'hold'] as const) {
    app.post(
      `/i/admin/applications/:id/${decision}`,
      { schema: { params: idParams } },
      async (request) => ({
        ok: true as const,
        ...(await decide(app, {
          applicationId: request.params.id,
          decision,
          actorUserId: authOf(request).user.id,
        })),
      }),
    );
  }

  app.get(
    '/i/admin/files/:fileId/download',
    { schema: { params: z.object({ fileId: z.uuid() }) } },
    async (request, reply) => {
      return sendDocument(app, reply, await documentForAdmin(app.db, request.params.fileId));
    },
  );

  app.get(
    '/i/admin/reports/payments/summary',
    { schema: { querystring: paymentsSummaryQuerySchema } },
    async (request) => ({
      ok: true as const,
      ...(await paymentsSummary(app.db, request.query.window)),
    }),
  );

  app.get(
    '/i/admin/reports/payments/list',
    { schema: { querystring: paymentsListQuerySchema } },
    async (request) => ({
      ok: true as const,
      items: await paymentsList(app.db, request.query.window, request.query.limit),
    }),
  );
};
