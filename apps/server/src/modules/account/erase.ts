// "Delete my account" (KVKK art. 7, 11): one transaction erases the account and everything hanging
// off it, anonymises the payments kept for tax law, and queues the confirmation mail to the address
// being erased; the stored files go after the commit (storage is not transactional).
// docs/decisions/006-kvkk-self-service.md explains what is kept and why.
import { ACCOUNT_MESSAGES } from '@psikorehber/shared/messages';
import type { FastifyInstance } from 'fastify';
import type { UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { dummyPasswordHash, verifyPassword } from '../auth';
import { enqueueMail } from '../../providers/mail/outbox';
import { accountDeletedMail } from '../mail';
import {
  anonymisePayments,
  deleteEmailCodesOf,
  deleteOneTimeTokensOf,
  deleteOutboxMailsTo,
  deleteUser,
  findUserStorageKeys,
  insertErasureAudit,
  lockAdmins,
  lockUser,
} from './repository';

export interface ErasureResult {
  /** Storage keys of the files that belonged to the account (already unlinked in the database). */
  storageKeys: string[];
}

const wrongPassword = () =>
  new AppError('forbidden', ACCOUNT_MESSAGES.wrongPassword, [
    { field: 'password', message: ACCOUNT_MESSAGES.wrongPassword },
  ]);

/**
 * Checks the password, then erases the account in one transaction. A wrong password or a refusal
 * (the last admin) throws before anything is written.
 */
export async function eraseAccount(
  app: FastifyInstance,
  user: UserRow,
  password: string,
): Promise<ErasureResult> {
  const valid = await verifyPassword(password, user.passwordHash ?? (await dummyPasswordHash()));
  if (!user.passwordHash || !valid) throw wrongPassword();

  const result = await app.db.transaction(async (tx) => {
    // Serialise with a concurrent erasure, password change or admin promotion of this account.
    const current = await lockUser(tx, user.id);
    if (!current || current.passwordHash !== user.passwordHash) {
      // Gone or re-keyed since the check above: the password proved nothing about this state.
      throw wrongPassword();
    }
    if (current.role === 'ADMIN') {
      // Lock every admin row so two admins erasing themselves at once cannot both pass.
      const admins = await lockAdmins(tx);
      if (!admins.some((a) => a.id !== current.id)) {
        throw new AppError('conflict', ACCOUNT_MESSAGES.lastAdmin);
      }
    }

    const storageKeys = await findUserStorageKeys(tx, current.id);

    // Payments stay for the books (tax law) without anything that points to the person.
    await anonymisePayments(tx, current.id);

    // Rows keyed by the address rather than the user: codes, tokens and earlier mails (they carry
    // names, codes and decisions).
    await deleteEmailCodesOf(tx, current.email);
    await deleteOneTimeTokensOf(tx, current.email);
    await deleteOutboxMailsTo(tx, current.email);

    // Cascades: sessions, application (its document rows, codes, tokens), subscriptions, trial,
    // workspaces, topics and messages (schema.ts ON DELETE choices).
    await deleteUser(tx, current.id);

    // Accountability without personal data: that an erasure happened, and when.
    await insertErasureAudit(tx, current.id);
    // Deleted once delivered: the erased address leaves no row behind.
    await enqueueMail(tx, accountDeletedMail(current.email, app.config.publicUrl), {
      forgetOnDelivery: true,
    });
    return { storageKeys };
  });

  await removeStoredFiles(app, result.storageKeys);
  void app.mail.flush();
  return result;
}

/** Deletes stored bytes after the commit; a failure is logged (without keys) and left for ops. */
export async function removeStoredFiles(app: FastifyInstance, keys: string[]): Promise<void> {
  let failed = 0;
  for (const key of keys) {
    try {
      await app.storage.delete(key);
    } catch {
      failed += 1;
    }
  }
  if (failed > 0) app.log.error({ failed }, 'account erasure: stored files could not be removed');
}
