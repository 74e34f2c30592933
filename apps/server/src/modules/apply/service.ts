// The visitor's path to an account (SPEC §2 /apply, §7 "Apply and password", DESIGN §6):
// draft by e-mail → code by mail → verifyToken → set-password creates the account and signs in.
//
// The draftId a visitor holds is a capability token (only its hash is stored). Starting over with
// an e-mail that has an unfinished draft issues a new token and removes that draft's documents, so
// knowing somebody's e-mail address never reveals what they uploaded.
import {
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_MINUTES,
  CONSENT_TEXT_VERSIONS,
} from '@psikorehber/shared/constants';
import type { ApplyFormValues } from '@psikorehber/shared/schemas/apply';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { applications, users, type ApplicationRow, type UserRow } from '../../db/schema';
import { AppError } from '../../http/errors';
import { randomToken, sha256Hex } from '../../lib/crypto';
import { applicationColumns, findApplicationByEmail } from '../application/repository';
import {
  codeCooldownSeconds,
  consumeCode,
  consumeToken,
  issueCode,
  issueToken,
} from '../codes/service';
import { deleteAllDocuments } from '../files/service';
import { enqueueMail } from '../mail/outbox';
import { applyCodeMail, welcomeMail } from '../mail/templates';

/** The anonymous draft a token points to, while it still has no account. */
export async function findDraftByToken(
  db: DbOrTx,
  draftToken: string | undefined,
): Promise<ApplicationRow | undefined> {
  if (!draftToken || draftToken.length > 200) return undefined;
  const [row] = await db
    .select()
    .from(applications)
    .where(and(eq(applications.draftTokenHash, sha256Hex(draftToken)), isNull(applications.userId)))
    .limit(1);
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

/** Creates or updates the draft for this e-mail; returns the (possibly new) draft token. */
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
    const byEmail = await findApplicationByEmail(tx, values.email);
    if (byEmail && (byEmail.userId !== null || byEmail.status !== 'DRAFT')) {
      throw new AppError('application_exists');
    }
    const own = await findDraftByToken(tx, presentedToken);

    // The same browser continuing its own draft (the e-mail may have been corrected).
    if (own && (!byEmail || byEmail.id === own.id)) {
      const emailChanged = own.email.toLowerCase() !== values.email;
      await tx
        .update(applications)
        .set({
          ...applicationColumns(values.email, values),
          ...consent,
          ...(emailChanged ? { emailVerifiedAt: null } : {}),
        })
        .where(eq(applications.id, own.id));
      return presentedToken!;
    }

    const token = randomToken(24);
    if (byEmail) {
      await deleteAllDocuments(app, tx, byEmail.id);
      await tx
        .update(applications)
        .set({
          ...applicationColumns(values.email, values),
          ...consent,
          draftTokenHash: sha256Hex(token),
          emailVerifiedAt: null,
        })
        .where(eq(applications.id, byEmail.id));
    } else {
      await tx.insert(applications).values({
        ...applicationColumns(values.email, values),
        ...consent,
        status: 'DRAFT',
        draftTokenHash: sha256Hex(token),
      });
    }
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
    const code = await issueCode(tx, app.config.appSecret, {
      purpose: 'apply',
      email: draft.email,
      applicationId: draft.id,
    });
    await enqueueMail(tx, applyCodeMail(draft.email, code));
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
  });
  return app.db.transaction(async (tx) => {
    await tx
      .update(applications)
      .set({ emailVerifiedAt: new Date() })
      .where(eq(applications.id, draft.id));
    return issueToken(tx, { purpose: 'verify', email: draft.email, applicationId: draft.id });
  });
}

/**
 * Creates the account for a verified draft; the caller signs the user in inside the same
 * transaction. The password is hashed before the transaction (hashing is deliberately slow).
 */
export async function createAccount(
  tx: DbOrTx,
  app: FastifyInstance,
  input: { verifyToken: string; passwordHash: string },
): Promise<{ user: UserRow; application: ApplicationRow }> {
  const token = await consumeToken(tx, 'verify', input.verifyToken);
  const [application] = await tx
    .select()
    .from(applications)
    .where(eq(applications.id, token.applicationId ?? ''))
    .limit(1);
  if (
    !application ||
    application.userId !== null ||
    application.email.toLowerCase() !== token.email
  ) {
    throw new AppError('invalid_token');
  }
  const passwordHash = input.passwordHash;
  const inserted = await tx
    .insert(users)
    .values({
      email: application.email.toLowerCase(),
      passwordHash,
      fullName: application.fullName,
      role: 'USER',
    })
    .onConflictDoNothing()
    .returning();
  const user = inserted[0];
  if (!user) throw new AppError('application_exists');
  const [linked] = await tx
    .update(applications)
    .set({ userId: user.id, draftTokenHash: null, updatedAt: new Date() })
    .where(eq(applications.id, application.id))
    .returning();
  await enqueueMail(tx, welcomeMail(user.email, user.fullName, app.config.publicUrl));
  return { user, application: linked! };
}
