// POST /public/contact under /api (docs/requirements/api.md#api-contact): the primary path
// /api/public/contact and its fallback /public/contact both resolve here (the /api prefix is the
// API base, docs/requirements/api.md#api-base).
import { contactBodySchema, contactResponseSchema } from '@psikorehber/shared/schemas/contact';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { enforceLimits } from '../../http/rate-limit';
import { hmacHex } from '../../lib/crypto';
import { LIMITS } from '../../http/limits';
import { submitContactMessage } from './service';

export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  // CONTACT_FORM=off: no endpoint at all, so the page tells visitors to write an e-mail
  // (docs/requirements/errors.md#err-contact).
  if (app.config.contactForm === 'off') return;

  app.post(
    '/public/contact',
    { schema: { body: contactBodySchema, response: { 200: contactResponseSchema } } },
    async (request, reply) => {
      await enforceLimits(app.rateLimits, reply, [
        [LIMITS.contactPerIp, request.ip],
        [LIMITS.contactPerEmail, hmacHex(app.config.appSecret, request.body.email)],
      ]);
      const outcome = await submitContactMessage(app, request.body, request.ip);
      if (outcome === 'dropped') request.log.info('contact honeypot filled; message dropped');
      return { ok: true as const };
    },
  );
};
