// What a signed-in user may do now, whatever they pay (docs/requirements/api.md#api-billing): the
// workspace access policy and the free trial's status for any signed-in user, the trial's start
// for approved users only. The trial routes also answer under the /billing/trial/* fallback paths
// the requirements list (docs/requirements/api.md#api-trial-status,
// docs/requirements/api.md#api-trial-start).
import {
  accessPolicyResponseSchema,
  trialStatusResponseSchema,
} from '@psikorehber/shared/schemas/billing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LIMITS } from '../../http/limits';
import { enforceLimits } from '../../http/rate-limit';
import { authOf, requireApproved, requireUser } from '../../http/session';
import { accessPolicyOf, entitlementOf, trialStatusOf } from '../billing';
import { startTrial } from './service';

export const accessRoutes: FastifyPluginAsyncZod = async (app) => {
  // No cache header of its own: every /api answer is private, no-store (http/security.ts).
  app.addHook('onRequest', requireUser);

  app.get(
    '/workspaces/v2/access',
    { schema: { response: { 200: accessPolicyResponseSchema } } },
    async (request) => {
      const auth = authOf(request);
      return {
        ok: true as const,
        ...accessPolicyOf(await entitlementOf(app, auth), auth.user.historyPurgedAt),
      };
    },
  );

  for (const path of ['/trial/status', '/billing/trial/status']) {
    app.get(
      path,
      { schema: { response: { 200: trialStatusResponseSchema } } },
      async (request) => ({
        ok: true as const,
        ...trialStatusOf(await entitlementOf(app, authOf(request))),
      }),
    );
  }

  for (const path of ['/trial/start', '/billing/trial/start']) {
    app.post(
      path,
      { onRequest: requireApproved, schema: { response: { 200: trialStatusResponseSchema } } },
      async (request, reply) => {
        const userId = authOf(request).user.id;
        await enforceLimits(app.rateLimits, reply, [[LIMITS.trialStartPerUser, userId]]);
        const e = await startTrial(app.db, userId, app.clock.now());
        return { ok: true as const, ...trialStatusOf(e) };
      },
    );
  }
};
