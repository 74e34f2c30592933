// KVKK self-service (docs/decisions/006-kvkk-self-service.md): download my data and delete my
// account. Any signed-in user, whatever the application's status; each acts on the caller only.
import { dataExportFileName } from '@psikorehber/shared/rules/files';
import { accountDeleteBodySchema, dataExportSchema } from '@psikorehber/shared/schemas/account';
import { okResponseSchema } from '@psikorehber/shared/schemas/accounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../http/content-disposition';
import { enforceLimits } from '../../http/rate-limit';
import { authOf, clearSessionCookie, requireUser } from '../../http/session';
import { LIMITS } from '../../http/limits';
import { eraseAccount } from './erase';
import { buildDataExport } from './export';

export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('Cache-Control', 'private, no-store');
  });

  app.get(
    '/account/export',
    { schema: { response: { 200: dataExportSchema } } },
    async (request, reply) => {
      const { user } = authOf(request);
      await enforceLimits(app.rateLimits, reply, [[LIMITS.dataExportPerUser, user.id]]);
      const now = app.clock.now();
      const data = await buildDataExport(app.db, user, now);
      reply.header('Content-Disposition', attachmentDisposition(dataExportFileName(now)));
      return data;
    },
  );

  app.post(
    '/account/delete',
    { schema: { body: accountDeleteBodySchema, response: { 200: okResponseSchema } } },
    async (request, reply) => {
      const { user } = authOf(request);
      await enforceLimits(app.rateLimits, reply, [[LIMITS.accountDeletePerUser, user.id]]);
      await eraseAccount(app, user, request.body.password);
      // The session rows went with the account; the browser forgets the cookie too.
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );
};
