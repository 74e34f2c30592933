// Signing in and resetting a forgotten password (the rules; HTTP lives in routes.ts, queries in
// repository.ts, the session cookie in http/session.ts).
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { revokeAllSessions } from '../../http/session';
import { enqueueMail } from '../../providers/mail/outbox';
import { codeCooldownSeconds, consumeCode, consumeToken, issueCode, issueToken } from '../codes';
import { passwordChangedMail, resetCodeMail } from '../mail';
import { loginKeys, loginWaitSeconds, recordLoginFailure } from './login-throttle';
import { dummyPasswordHash, hashPassword, verifyPassword } from './password';
import { clearLoginFailures, findUserByEmail, setPasswordHash } from './repository';

/** A sign-in: the user, or how long this address must wait after too many failures. */
export type SignIn = { kind: 'user'; user: UserRow } | { kind: 'wait'; seconds: number };

/**
 * Checks an address and password. Failures are counted per address and client, with growing
 * delays per address (login-throttle.ts); an unknown address and a wrong password take the same
 * time and give the same answer (`invalid_credentials`).
 */
export async function signIn(
  app: FastifyInstance,
  credentials: { email: string; password: string; ip: string },
): Promise<SignIn> {
  const keys = loginKeys(app.config.appSecret, credentials.email, credentials.ip);
  const wait = await loginWaitSeconds(app.db, keys, app.clock.now());
  if (wait > 0) return { kind: 'wait', seconds: wait };
  const user = await findUserByEmail(app.db, credentials.email);
  const hash = user?.passwordHash ?? (await dummyPasswordHash());
  const valid = await verifyPassword(credentials.password, hash);
  if (!user || !user.passwordHash || !valid) {
    await recordLoginFailure(app.db, keys, app.clock.now());
    throw new AppError('invalid_credentials');
  }
  await clearLoginFailures(app.db, keys);
  return { kind: 'user', user };
}

/**
 * Mails a reset code when the address has an account with a password and no code went out
 * within the cooldown. The caller answers the same either way (no account enumeration).
 */
export async function requestPasswordReset(app: FastifyInstance, email: string): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (!user?.passwordHash || (await codeCooldownSeconds(app.db, 'reset', user.email)) > 0) return;
  await app.db.transaction(async (tx) => {
    const code = await issueCode(tx, app.config.appSecret, { purpose: 'reset', email: user.email });
    await enqueueMail(tx, resetCodeMail(user.email, code));
  });
  void app.mail.flush();
}

/** A correct reset code becomes a one-time reset token. */
export async function verifyResetCode(
  app: FastifyInstance,
  email: string,
  code: string,
): Promise<string> {
  // A wrong try is counted by consumeCode itself (a transaction here would roll it back).
  await consumeCode(app.db, app.config.appSecret, { purpose: 'reset', email, code });
  const user = await findUserByEmail(app.db, email);
  if (!user) throw new AppError('invalid_code');
  return issueToken(app.db, { purpose: 'reset', email: user.email, userId: user.id });
}

/** Sets the new password, signs the user out everywhere and tells them by mail. */
export async function resetPassword(
  app: FastifyInstance,
  resetToken: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await app.db.transaction(async (tx) => {
    const token = await consumeToken(tx, 'reset', resetToken);
    const user = await setPasswordHash(tx, token.userId ?? '', passwordHash);
    if (!user) throw new AppError('invalid_token');
    await revokeAllSessions(tx, user.id);
    await enqueueMail(tx, passwordChangedMail(user.email, app.config.publicUrl));
  });
  void app.mail.flush();
}
