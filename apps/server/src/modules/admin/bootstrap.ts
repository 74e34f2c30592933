// Admin accounts: the `admin:create` command and the first-start development admin.
import { ADMIN_PASSWORD_MIN_LENGTH } from '@psikorehber/shared/constants';
import { LOGIN_EMAIL_PATTERN } from '@psikorehber/shared/schemas/fields';
import type { Database } from '../../db/client';
import { randomToken } from '../../lib/crypto';
import { findUserByEmail, hashPassword } from '../auth';
import { findAnyAdmin, insertAdmin, promoteToAdmin } from './repository';

export const DEV_ADMIN_EMAIL = 'admin@localhost';

export class ExistingAccountError extends Error {
  override name = 'ExistingAccountError';
}

/**
 * Creates an admin, or promotes an existing user and replaces their password. Replacing the
 * password of an account that exists takes `replaceExisting` (admin:create's --force): a typo in
 * the address must not silently take over someone's account.
 */
export async function createOrPromoteAdmin(
  db: Database,
  email: string,
  password: string,
  { replaceExisting = false }: { replaceExisting?: boolean } = {},
): Promise<'created' | 'promoted'> {
  if (password.length < ADMIN_PASSWORD_MIN_LENGTH) {
    throw new Error(`The admin password must be at least ${ADMIN_PASSWORD_MIN_LENGTH} characters.`);
  }
  const normalized = email.trim().toLowerCase();
  if (!LOGIN_EMAIL_PATTERN.test(normalized)) throw new Error(`Not an e-mail address: ${email}`);
  if (!replaceExisting) {
    const existing = await findUserByEmail(db, normalized);
    if (existing) {
      throw new ExistingAccountError(
        `${normalized} adresiyle bir hesap zaten var. Bu komut o hesabın şifresini değiştirip onu yönetici yapar; ` +
          'istediğiniz buysa komutu --force ile yeniden çalıştırın.',
      );
    }
  }
  const passwordHash = await hashPassword(password);
  if (await promoteToAdmin(db, normalized, passwordHash)) return 'promoted';
  await insertAdmin(db, { email: normalized, passwordHash, fullName: 'Yönetici' });
  return 'created';
}

/**
 * Outside production, the first start with no admin creates admin@localhost with a random
 * password and returns it so main.ts can print it once. Returns null when an admin exists.
 */
export async function ensureDevelopmentAdmin(
  db: Database,
): Promise<{ email: string; password: string } | null> {
  const admin = await findAnyAdmin(db);
  if (admin) return null;
  const password = randomToken(12);
  await createOrPromoteAdmin(db, DEV_ADMIN_EMAIL, password);
  return { email: DEV_ADMIN_EMAIL, password };
}
