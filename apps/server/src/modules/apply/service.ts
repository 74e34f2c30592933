// The visitor's path to an account (docs/requirements/screens.md#scr-apply,
// docs/requirements/api.md#api-apply, docs/requirements/limits.md#lim-codes):
// draft by e-mail → code by mail → verifyToken → set-password creates the account and signs in.
//
// The draftId a visitor holds is a capability token (only its hash is stored). Without it a draft
// cannot be read or changed, so knowing somebody's e-mail address never reveals what they uploaded.
//
// Nothing here tells a visitor whether an address has an account (issue 14, item 4): a draft for a
// registered address is created and answered exactly like any other, and the code request mails
// the owner of the address a note to sign in or reset the password instead of a code. Several
// unverified drafts may name one address (only the address's owner can verify one); verifying
// one removes the others with their documents, never before.
import {
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_MINUTES,
  CONSENT_TEXT_VERSIONS,
} from '@psikorehber/shared/constants';
import type { SessionUser } from '@psikorehber/shared/schemas/accounts';
import type { ApplyFormValues } from '@psikorehber/shared/schemas/apply';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import type { ApplicationRow, UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { applicationColumns, applicationStateOf, findApplicationById } from '../application';
import { findUserByEmail, hashPassword } from '../auth';
import { toSessionUser } from '../../http/session';
import { codeCooldownSeconds, consumeCode, consumeToken, issueCode, issueToken } from '../codes';
import { removeStoredDocuments, unlinkAllDocuments } from '../files';
import { enqueueMail } from '../../providers/mail/outbox';
import { accountExistsMail, applyCodeMail, welcomeMail } from '../mail';
import {
  deleteApplication,
  findOtherVisitorDrafts,
  findUnlinkedApplicationByTokenHash,
  insertAccount,
  insertVisitorDraft,
  linkApplicationToUser,
  updateApplication,
} from './repository';

/** The anonymous draft a token points to, while it still has no account. */
export async function findDraftByToken(
  db: DbOrTx,
  draftToken: string | undefined,
): Promise<ApplicationRow | undefined> {
  if (!draftToken || draftToken.length > 200) return undefined;
  const row = await findUnlinkedApplicationByTokenHash(db, sha256Hex(draftToken));
  return row?.status === 'DRAFT' ? row : undefined;
}

/** The consent columns for texts accepted at `at`: the current versions of both (KVKK). */
function consentColumns(at: Date) {
  return {
    privacyNoticeVersion: CONSENT_TEXT_VERSIONS.privacyNotice,
    privacyNoticeAt: at,
    consentVersion: CONSENT_TEXT_VERSIONS.explicitConsent,
    consentAt: at,
  };
}

/**
 * Saves the visitor's draft: the one their token names (the e-mail may have been corrected), or a
 * new one. Returns the (possibly new) draft token. Other drafts of the same address are left alone.
 */
export async function saveDraft(
  app: FastifyInstance,
  form: ApplyFormValues,
  presentedToken: string | undefined,
): Promise<string> {
  // The schema only lets a body through with both boxes ticked; what is stored is which texts
  // (versions) were accepted and when, renewed on every save of the draft.
  const { acceptPrivacyNotice: _notice, acceptExplicitConsent: _consent, ...values } = form;
  const consent = consentColumns(new Date());
  return app.db.transaction(async (tx) => {
    const own = await findDraftByToken(tx, presentedToken);
    if (own) {
      const emailChanged = own.email.toLowerCase() !== values.email;
      await updateApplication(tx, own.id, {
        ...applicationColumns(values.email, values),
        ...consent,
        ...(emailChanged ? { emailVerifiedAt: null } : {}),
      });
      return presentedToken!;
    }
    const token = randomToken(24);
    await insertVisitorDraft(tx, {
      ...applicationColumns(values.email, values),
      ...consent,
      status: 'DRAFT',
      draftTokenHash: sha256Hex(token),
    });
    return token;
  });
}

export async function requestApplyCode(
  app: FastifyInstance,
  input: { email: string; draftId: string },
): Promise<{ resendAfterSeconds: number; expiresInSeconds: number }> {
  await app.db.transaction(async (tx) => {
    const draft = await findDraftByToken(tx, input.draftId);
    // A token for another address is treated like an unknown one.
    if (!draft || draft.email.toLowerCase() !== input.email) throw new AppError('not_found');
    const wait = await codeCooldownSeconds(tx, 'apply', draft.email);
    if (wait > 0) {
      throw new AppError('rate_limited', `Yeni kod istemeden önce ${wait} saniye bekleyin.`);
    }
    // A code is issued either way, so the cooldown and the answer are the same for both; for an
    // address with an account it is never mailed (and verifyApplyCode refuses it).
    const code = await issueCode(tx, app.config.appSecret, {
      purpose: 'apply',
      email: draft.email,
      applicationId: draft.id,
    });
    await enqueueMail(
      tx,
      (await findUserByEmail(tx, draft.email)) !== undefined
        ? accountExistsMail(draft.email, app.config.publicUrl)
        : applyCodeMail(draft.email, code),
    );
  });
  void app.mail.flush();
  return {
    resendAfterSeconds: CODE_RESEND_COOLDOWN_SECONDS,
    expiresInSeconds: CODE_TTL_MINUTES * 60,
  };
}

export async function verifyApplyCode(
  app: FastifyInstance,
  input: { draftId: string; code: string },
): Promise<string> {
  const draft = await findDraftByToken(app.db, input.draftId);
  if (!draft) throw new AppError('invalid_code');
  // Not inside the transaction below: a wrong try must count even though the request fails.
  await consumeCode(app.db, app.config.appSecret, {
    purpose: 'apply',
    email: draft.email,
    code: input.code,
    applicationId: draft.id,
  });
  // The code of an address with an account was never mailed; guessing it leads nowhere.
  if (await findUserByEmail(app.db, draft.email)) throw new AppError('invalid_code');
  const unlinkedKeys: string[] = [];
  const token = await app.db.transaction(async (tx) => {
    await updateApplication(tx, draft.id, { emailVerifiedAt: new Date() });
    // The address's owner chose this draft: other unverified drafts naming it go, with their files.
    const others = await findOtherVisitorDrafts(tx, draft.email, draft.id);
    for (const other of others) {
      unlinkedKeys.push(...(await unlinkAllDocuments(tx, other.id)));
      await deleteApplication(tx, other.id);
    }
    return issueToken(tx, { purpose: 'verify', email: draft.email, applicationId: draft.id });
  });
  // After the commit: storage is not transactional.
  await removeStoredDocuments(app, unlinkedKeys);
  return token;
}

/**
 * Creates the account for a verified draft and signs the user in (`startSession`, which sets the
 * cookie) in the same transaction: an account exists only with its first session. The password is
 * hashed before the transaction (hashing is deliberately slow).
 */
export async function createAccountAndSignIn(
  app: FastifyInstance,
  input: { verifyToken: string; password: string },
  startSession: (tx: DbOrTx, userId: string) => Promise<void>,
): Promise<SessionUser> {
  const passwordHash = await hashPassword(input.password);
  const user = await app.db.transaction(async (tx) => {
    const created = await createAccount(tx, app, { verifyToken: input.verifyToken, passwordHash });
    await startSession(tx, created.user.id);
    return toSessionUser(created.user, applicationStateOf(created.application));
  });
  void app.mail.flush();
  return user;
}

async function createAccount(
  tx: DbOrTx,
  app: FastifyInstance,
  input: { verifyToken: string; passwordHash: string },
): Promise<{ user: UserRow; application: ApplicationRow }> {
  const token = await consumeToken(tx, 'verify', input.verifyToken);
  const application = await findApplicationById(tx, token.applicationId ?? '');
  if (
    !application ||
    application.userId !== null ||
    application.email.toLowerCase() !== token.email
  ) {
    throw new AppError('invalid_token');
  }
  const passwordHash = input.passwordHash;
  const user = await insertAccount(tx, {
    email: application.email.toLowerCase(),
    passwordHash,
    fullName: application.fullName,
    role: 'USER',
  });
  if (!user) throw new AppError('application_exists');
  const linked = await linkApplicationToUser(tx, application.id, user.id);
  await enqueueMail(tx, welcomeMail(user.email, user.fullName, app.config.publicUrl));
  return { user, application: linked! };
}
