// Session and password routes (docs/requirements/api.md#api-auth,
// docs/requirements/api.md#api-forgot), with every fallback path the requirements list registered
// as an alias of the same handler (docs/requirements/api.md#api-aliases).
import { FORGOT_MESSAGES } from '@psikorehber/shared/messages';
import {
  forgotCodeSchema,
  forgotEmailSchema,
  forgotResetSchema,
  loginSchema,
} from '@psikorehber/shared/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../http/errors';
import { LIMITS } from '../../http/limits';
import { enforceLimits } from '../../http/rate-limit';
import {
  authOf,
  createSession,
  destroySession,
  requireUser,
  toSessionUser,
} from '../../http/session';
import { hmacHex } from '../../lib/crypto';
import { applicationStateOf, findApplicationByUser } from '../application';
import { requestPasswordReset, resetPassword, signIn, verifyResetCode } from './service';

const FORGOT_PATHS = {
  request: [
    '/auth/forgot/request-code',
    '/forgot/request-code',
    '/auth/forgot/start',
    '/forgot/start',
  ],
  verify: [
    '/auth/forgot/verify-code',
    '/forgot/verify-code',
    '/auth/forgot/verify',
    '/forgot/verify',
  ],
  reset: ['/auth/forgot/reset', '/forgot/reset'],
};

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const emailKey = (email: string) => hmacHex(app.config.appSecret, email.toLowerCase());

  app.post('/auth/login', { schema: { body: loginSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    await enforceLimits(app.rateLimits, reply, [[LIMITS.loginPerIp, request.ip]]);
    const result = await signIn(app, { email, password, ip: request.ip });
    if (result.kind === 'wait') {
      reply.header('Retry-After', String(result.seconds));
      throw new AppError('rate_limited');
    }
    const { user } = result;
    await createSession(app.db, request, reply, user.id);
    const application = await findApplicationByUser(app.db, user.id);
    return {
      ok: true as const,
      user: toSessionUser(user, applicationStateOf(application)),
    };
  });

  app.post('/auth/logout', async (request, reply) => {
    await destroySession(request, reply);
    return { ok: true as const };
  });

  // GET /auth/me and its fallback /me (docs/requirements/api.md#api-auth-me; the other fallback,
  // /apply/me, is the application).
  for (const path of ['/auth/me', '/me']) {
    app.get(path, { onRequest: requireUser }, async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      const { user, applicationStatus } = authOf(request);
      return { ok: true as const, user: toSessionUser(user, applicationStatus) };
    });
  }

  for (const path of FORGOT_PATHS.request) {
    app.post(path, { schema: { body: forgotEmailSchema } }, async (request, reply) => {
      const { email } = request.body;
      await enforceLimits(app.rateLimits, reply, [
        [LIMITS.codeRequestPerIp, request.ip],
        [LIMITS.codeRequestPerEmail, emailKey(email)],
      ]);
      // Same answer whether or not the account exists, and whether or not a code went out.
      await requestPasswordReset(app, email);
      return { ok: true as const, message: FORGOT_MESSAGES.codeRequested };
    });
  }

  for (const path of FORGOT_PATHS.verify) {
    app.post(path, { schema: { body: forgotCodeSchema } }, async (request, reply) => {
      await enforceLimits(app.rateLimits, reply, [[LIMITS.codeCheckPerIp, request.ip]]);
      const { email, code } = request.body;
      const resetToken = await verifyResetCode(app, email, code);
      return { ok: true as const, resetToken, data: { resetToken } };
    });
  }

  for (const path of FORGOT_PATHS.reset) {
    app.post(path, { schema: { body: forgotResetSchema } }, async (request, reply) => {
      await enforceLimits(app.rateLimits, reply, [[LIMITS.codeCheckPerIp, request.ip]]);
      await resetPassword(app, request.body.resetToken, request.body.password);
      return { ok: true as const };
    });
  }
};
