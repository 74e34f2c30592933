// Session and password routes (SPEC §7 "Session and auth", "Forgot password"), with every
// fallback path SPEC lists registered as an alias of the same handler (DESIGN §5).
import { FORGOT_MESSAGES } from '@psikorehber/shared/messages';
import {
  forgotCodeSchema,
  forgotEmailSchema,
  forgotResetSchema,
  loginSchema,
} from '@psikorehber/shared/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { users } from '../../db/schema';
import { AppError } from '../../http/errors';
import { enforceLimits } from '../../http/rate-limit';
import { hmacHex } from '../../lib/crypto';
import { applicationStateOf, findApplicationByUser } from '../application/repository';
import {
  codeCooldownSeconds,
  consumeCode,
  consumeToken,
  issueCode,
  issueToken,
} from '../codes/service';
import { LIMITS } from '../limits';
import {
  clearLoginFailures,
  loginKeys,
  loginWaitSeconds,
  recordLoginFailure,
} from './login-throttle';
import { enqueueMail } from '../mail/outbox';
import { passwordChangedMail, resetCodeMail } from '../mail/templates';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import {
  authOf,
  createSession,
  destroySession,
  requireUser,
  revokeAllSessions,
  toSessionUser,
} from './session';

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
  const findUser = async (email: string) => {
    const [user] = await app.db
      .select()
      .from(users)
      .where(eq(users.email, email.toLowerCase()))
      .limit(1);
    return user;
  };

  app.post('/auth/login', { schema: { body: loginSchema } }, async (request, reply) => {
    const { email, password } = request.body;
    await enforceLimits(app.rateLimits, reply, [[LIMITS.loginPerIp, request.ip]]);
    // Failures per address and client, and growing delays per address (login-throttle.ts).
    const keys = loginKeys(app.config.appSecret, email, request.ip);
    const wait = await loginWaitSeconds(app.db, keys, app.clock.now());
    if (wait > 0) {
      reply.header('Retry-After', String(wait));
      throw new AppError('rate_limited');
    }
    const user = await findUser(email);
    // Unknown e-mail and wrong password take the same time and give the same answer.
    const valid = await verifyPassword(password, user?.passwordHash ?? (await dummyPasswordHash()));
    if (!user || !user.passwordHash || !valid) {
      await recordLoginFailure(app.db, keys, app.clock.now());
      throw new AppError('invalid_credentials');
    }
    await clearLoginFailures(app.db, keys);
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

  // GET /auth/me and the SPEC §7 fallback /me (the other fallback, /apply/me, is the application).
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
      const user = await findUser(email);
      if (user?.passwordHash && (await codeCooldownSeconds(app.db, 'reset', user.email)) === 0) {
        await app.db.transaction(async (tx) => {
          const code = await issueCode(tx, app.config.appSecret, {
            purpose: 'reset',
            email: user.email,
          });
          await enqueueMail(tx, resetCodeMail(user.email, code));
        });
        void app.mail.flush();
      }
      return { ok: true as const, message: FORGOT_MESSAGES.codeRequested };
    });
  }

  for (const path of FORGOT_PATHS.verify) {
    app.post(path, { schema: { body: forgotCodeSchema } }, async (request, reply) => {
      await enforceLimits(app.rateLimits, reply, [[LIMITS.codeCheckPerIp, request.ip]]);
      const { email, code } = request.body;
      // A wrong try is counted by consumeCode itself (a transaction here would roll it back).
      await consumeCode(app.db, app.config.appSecret, { purpose: 'reset', email, code });
      const user = await findUser(email);
      if (!user) throw new AppError('invalid_code');
      const resetToken = await issueToken(app.db, {
        purpose: 'reset',
        email: user.email,
        userId: user.id,
      });
      return { ok: true as const, resetToken, data: { resetToken } };
    });
  }

  for (const path of FORGOT_PATHS.reset) {
    app.post(path, { schema: { body: forgotResetSchema } }, async (request, reply) => {
      await enforceLimits(app.rateLimits, reply, [[LIMITS.codeCheckPerIp, request.ip]]);
      const passwordHash = await hashPassword(request.body.password);
      await app.db.transaction(async (tx) => {
        const token = await consumeToken(tx, 'reset', request.body.resetToken);
        const [user] = await tx
          .update(users)
          .set({ passwordHash, updatedAt: new Date() })
          .where(eq(users.id, token.userId ?? ''))
          .returning();
        if (!user) throw new AppError('invalid_token');
        await revokeAllSessions(tx, user.id);
        await enqueueMail(tx, passwordChangedMail(user.email, app.config.publicUrl));
      });
      void app.mail.flush();
      return { ok: true as const };
    });
  }
};
