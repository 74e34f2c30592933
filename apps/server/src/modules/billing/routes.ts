// Billing routes (docs/requirements/api.md#api-billing, docs/requirements/payments.md#pay-flow).
// Entitlement reads need a session; buying needs an approved application; the provider's callback
// needs neither (it is authenticated by its hash) and is the only route taking form bodies. The
// trial's routes and the workspace access policy are in modules/access.
import {
  billingMeResponseSchema,
  billingStatusResponseSchema,
  directPrepareBodySchema,
  directPrepareResponseSchema,
  finalizeBodySchema,
  finalizeResponseSchema,
  paymentHistoryResponseSchema,
  paymentProviderResponseSchema,
  plansResponseSchema,
  pricingDumpSchema,
  subscriptionResponseSchema,
} from '@psikorehber/shared/schemas/billing';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { acceptFormBodies } from '../../http/form-body';
import { enforceLimits } from '../../http/rate-limit';
import { isCallbackHashValid, parseKurusAmount } from '../../providers/payment/paytr-protocol';
import { findApplicationByUser } from '../application';
import { authOf, requireAdmin, requireApproved, requireUser } from '../../http/session';
import { LIMITS } from '../../http/limits';
import { listPlans, pricingDump } from './catalog';
import {
  accessPolicyOf,
  billingStatusOf,
  entitlementOf,
  planInForce,
  toSubscription,
  trialStatusOf,
} from './entitlement';
import { paymentFacts } from './repository';
import { finalizePayment, paymentHistory, preparePayment, settlePayment } from './payments';

export const CALLBACK_PATH = '/api/billing/paytr/callback';

const noStore = { 'Cache-Control': 'private, no-store' };

function returnOrigin(app: FastifyInstance, request: FastifyRequest): string {
  if (app.config.publicUrlConfigured) return app.config.publicUrl;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return app.config.publicUrl; // a Host header that is not a host
  }
}

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/plans',
    { schema: { response: { 200: plansResponseSchema } } },
    async (_request, reply) => {
      // Prices are public but change only through the database; a minute of caching is harmless.
      reply.header('Cache-Control', 'public, max-age=60');
      return { ok: true as const, items: await listPlans(app.db) };
    },
  );

  app.get(
    '/billing/provider',
    { schema: { response: { 200: paymentProviderResponseSchema } } },
    async () => ({
      ok: true as const,
      provider: app.payments.name,
      testMode: app.payments.testMode,
    }),
  );

  app.get(
    '/admin/pricing/dump',
    { onRequest: requireAdmin, schema: { response: { 200: pricingDumpSchema } } },
    async () => ({ ok: true as const, config: await pricingDump(app.db) }),
  );

  await app.register(signedInRoutes);
  await app.register(callbackRoute);
};

const signedInRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.headers(noStore);
  });

  app.get(
    '/billing/me',
    {
      schema: {
        querystring: z.object({ debug: z.string().max(10).optional() }),
        response: { 200: billingMeResponseSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const e = await entitlementOf(app, authOf(request));
      const answer = {
        ok: true as const,
        user: { id: auth.user.id, email: auth.user.email, approved: e.approved },
        plan: planInForce(e),
        subscription: toSubscription(e.active ?? e.latest, e.now),
        trial: trialStatusOf(e),
        access: accessPolicyOf(e, auth.user.historyPurgedAt),
      };
      if (request.query.debug !== '1') return answer;
      return {
        ...answer,
        debug: { now: e.now.toISOString(), ...(await paymentFacts(app.db, auth.user.id)) },
      };
    },
  );

  app.get(
    '/billing/status',
    { schema: { response: { 200: billingStatusResponseSchema } } },
    async (request) => {
      const e = await entitlementOf(app, authOf(request));
      return {
        ok: true as const,
        plan: planInForce(e),
        status: billingStatusOf(e),
        subscription: toSubscription(e.active ?? e.latest, e.now),
      };
    },
  );

  app.get(
    '/billing/subscription',
    { schema: { response: { 200: subscriptionResponseSchema } } },
    async (request) => {
      const e = await entitlementOf(app, authOf(request));
      return { ok: true as const, subscription: toSubscription(e.active ?? e.latest, e.now) };
    },
  );

  app.get(
    '/billing/payments',
    { schema: { response: { 200: paymentHistoryResponseSchema } } },
    async (request) => ({
      ok: true as const,
      items: await paymentHistory(app.db, authOf(request).user.id),
    }),
  );

  app.post(
    '/billing/direct/prepare',
    {
      onRequest: requireApproved,
      schema: { body: directPrepareBodySchema, response: { 200: directPrepareResponseSchema } },
    },
    async (request, reply) => {
      const { user } = authOf(request);
      await enforceLimits(app.rateLimits, reply, [[LIMITS.preparePerUser, user.id]]);
      return preparePayment(app.db, app.payments, {
        user,
        application: await findApplicationByUser(app.db, user.id),
        planCode: request.body.planCode,
        months: request.body.periodMonths,
        shownAmountKurus: request.body.amountKurus,
        userIp: request.ip,
        origin: returnOrigin(app, request),
      });
    },
  );

  app.post(
    '/billing/payments/finalize',
    { schema: { body: finalizeBodySchema, response: { 200: finalizeResponseSchema } } },
    async (request, reply) => {
      const userId = authOf(request).user.id;
      await enforceLimits(app.rateLimits, reply, [[LIMITS.finalizePerUser, userId]]);
      return finalizePayment(
        {
          db: app.db,
          gateway: app.payments,
          log: request.log,
          now: () => app.clock.now(),
          publicUrl: app.config.publicUrl,
        },
        userId,
        request.body.oid,
      );
    },
  );
};

const callbackBodySchema = z.object({
  merchant_oid: z.string().min(1).max(64),
  status: z.enum(['success', 'failed']),
  total_amount: z.string().max(20),
  hash: z.string().min(1).max(200),
  failed_reason_code: z.string().max(20).optional(),
  failed_reason_msg: z.string().max(500).optional(),
});

/**
 * The provider's callback (docs/requirements/payments.md#pay-callback-duties). No session and no
 * CSRF check: the hash (constant-time) is the authentication.
 * A refused notification changes nothing; the provider retries until it reads `OK`.
 */
const callbackRoute: FastifyPluginAsyncZod = async (app) => {
  acceptFormBodies(app);
  app.post(
    '/billing/paytr/callback',
    { config: { csrf: false }, schema: { body: callbackBodySchema } },
    async (request, reply) => {
      const form = request.body;
      const log = request.log.child({ merchantOid: form.merchant_oid, status: form.status });
      if (!isCallbackHashValid(form, app.payments.credentials)) {
        log.warn('payment callback refused: bad hash');
        throw new AppError('forbidden', 'PAYTR notification failed: bad hash');
      }
      const totalKurus = parseKurusAmount(form.total_amount);
      if (totalKurus === null) throw new AppError('invalid_body', 'total_amount is not an amount');
      try {
        const result = await settlePayment(
          app.db,
          {
            merchantOid: form.merchant_oid,
            status: form.status,
            totalKurus,
            failedReasonCode: form.failed_reason_code,
            failedReasonMsg: form.failed_reason_msg,
          },
          app.clock.now(),
          app.config.publicUrl,
        );
        log.info({ result }, 'payment callback recorded');
      } catch (error) {
        if (error instanceof AppError) log.warn({ code: error.code }, 'payment callback refused');
        throw error;
      }
      return reply.type('text/plain; charset=utf-8').send('OK');
    },
  );
};
