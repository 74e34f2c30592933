import { CONSENT_TEXT_VERSIONS } from '@psikorehber/shared/constants';
import { dataExportSchema } from '@psikorehber/shared/schemas/account';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  applicationFiles,
  applications,
  auditLog,
  emailCodes,
  messages,
  outboxMails,
  payments,
  sessions,
  subscriptions,
  topics,
  trials,
  users,
  workspaces,
} from '../../db/schema';
import { ADMIN_PASSWORD, adminCookie } from '../../../test/support/admin';
import {
  createDraft,
  login,
  multipartBody,
  outbox,
  SAMPLE_PDF,
  sessionCookie,
} from '../../../test/support/accounts';
import { approvedUser, unapprovedUser } from '../../../test/support/billing';
import { FakeEngine } from '../../../test/support/fake-engine';
import { AccountLimitsOffStore } from '../../../test/support/rate-limits';
import { useTestApp, type TestContext } from '../../../test/support/test-app';
import { describeEachDatabase } from '../../../test/support/test-database';
import { ask, newTopic, startTrial, workspaceOf } from '../../../test/support/workspace';

const PASSWORD = 'Guclu-Sifre-2026';
const CLINICAL_TEXT = 'Danışanım A.K. panik atak yaşıyor, maruz bırakma nasıl planlanır?';

/**
 * An approved user with everything the account can hold: an uploaded document, a trial, a topic
 * with a question and its answer, a settled payment and its subscription, and a reset code.
 */
async function fullAccount(ctx: TestContext, email: string, question = CLINICAL_TEXT) {
  const { cookie, userId } = await unapprovedUser(ctx.app, ctx.database.db, email);
  // Documents go in while the application is a draft; then an admin approves it.
  const upload = multipartBody('diploma.pdf', SAMPLE_PDF);
  const uploaded = await ctx.app.inject({
    method: 'POST',
    url: '/api/apply/secure/files/upload',
    headers: { cookie, ...upload.headers },
    payload: upload.payload,
  });
  expect(uploaded.statusCode, uploaded.body).toBe(200);
  const [application] = await ctx.database.db
    .update(applications)
    .set({ status: 'APPROVED' })
    .where(eq(applications.userId, userId))
    .returning();
  await startTrial(ctx.app, cookie);
  const ws = await workspaceOf(ctx.app, cookie);
  const topicId = await newTopic(ctx.app, cookie, ws, { title: 'Panik bozukluğu vakası' });
  const asked = await ask(ctx.app, cookie, ws, topicId, question);
  expect(asked.statusCode, asked.body).toBe(200);
  const [payment] = await ctx.database.db
    .insert(payments)
    .values({
      userId,
      email,
      merchantOid: `PR${userId.replaceAll('-', '').slice(0, 20)}`,
      provider: 'sandbox',
      planCode: 'BASIC',
      periodMonths: 1,
      amountKurus: 89_000,
      status: 'success',
      settledAt: new Date(),
    })
    .returning();
  await ctx.database.db.insert(subscriptions).values({
    userId,
    planCode: 'BASIC',
    paymentId: payment!.id,
    status: 'active',
    months: 1,
    quotaInitial: 50,
    quotaRemaining: 50,
    periodStart: new Date(),
    periodEnd: new Date(Date.now() + 30 * 86_400_000),
  });
  const reset = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/forgot/request-code',
    payload: { email },
  });
  expect(reset.statusCode).toBe(200);
  return { cookie, userId, ws, topicId, paymentId: payment!.id, applicationId: application!.id };
}

async function storageKeysOf(ctx: TestContext, applicationId: string) {
  const rows = await ctx.database.db
    .select({ key: applicationFiles.storageKey })
    .from(applicationFiles)
    .where(eq(applicationFiles.applicationId, applicationId));
  return rows.map((r) => r.key);
}

async function countRows(ctx: TestContext, userId: string) {
  const db = ctx.database.db;
  const n = async (q: Promise<Array<{ n: number }>>) => Number((await q)[0]?.n ?? 0);
  const count = sql<number>`count(*)`;
  return {
    users: await n(db.select({ n: count }).from(users).where(eq(users.id, userId))),
    sessions: await n(db.select({ n: count }).from(sessions).where(eq(sessions.userId, userId))),
    applications: await n(
      db.select({ n: count }).from(applications).where(eq(applications.userId, userId)),
    ),
    workspaces: await n(
      db.select({ n: count }).from(workspaces).where(eq(workspaces.userId, userId)),
    ),
    topics: await n(db.select({ n: count }).from(topics).where(eq(topics.userId, userId))),
    messages: await n(db.select({ n: count }).from(messages).where(eq(messages.userId, userId))),
    subscriptions: await n(
      db.select({ n: count }).from(subscriptions).where(eq(subscriptions.userId, userId)),
    ),
    trials: await n(db.select({ n: count }).from(trials).where(eq(trials.userId, userId))),
    payments: await n(db.select({ n: count }).from(payments).where(eq(payments.userId, userId))),
  };
}

describeEachDatabase('account self-service (KVKK)', (driver) => {
  const ctx = useTestApp(driver, {
    providers: { engine: new FakeEngine(), rateLimits: new AccountLimitsOffStore() },
  });

  const deleteAccount = (cookie: string | undefined, payload: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/delete',
      headers: cookie ? { cookie } : {},
      payload: payload as object,
    });

  describe('GET /api/account/export', () => {
    it('needs a session', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export' });
      expect(res.statusCode).toBe(401);
    });

    it('downloads the caller’s own data as a dated JSON file, with no secrets', async () => {
      const me = await fullAccount(ctx, 'verilerim@example.com');
      const other = await fullAccount(
        ctx,
        'baskasi@example.com',
        'Başka bir kullanıcının gizli vakası: O.T. travma sonrası stres.',
      );

      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/account/export',
        headers: { cookie: me.cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="psikorehber-verilerim-\d{4}-\d{2}-\d{2}\.json"; filename\*=UTF-8''psikorehber-verilerim-\d{4}-\d{2}-\d{2}\.json$/,
      );
      expect(res.headers['cache-control']).toBe('private, no-store');

      const data = dataExportSchema.parse(res.json());
      expect(data.account).toMatchObject({ id: me.userId, email: 'verilerim@example.com' });
      expect(data.application).toMatchObject({
        id: me.applicationId,
        status: 'APPROVED',
        specialization: 'Klinik Psikoloji',
      });
      expect(data.application?.documents.map((d) => d.filename)).toEqual(['diploma.pdf']);
      expect(data.consents).toEqual({
        privacyNotice: {
          version: CONSENT_TEXT_VERSIONS.privacyNotice,
          acceptedAt: expect.any(String),
        },
        explicitConsent: {
          version: CONSENT_TEXT_VERSIONS.explicitConsent,
          acceptedAt: expect.any(String),
        },
      });
      expect(data.workspaces).toHaveLength(1);
      const [topic] = data.workspaces[0]!.topics;
      expect(topic).toMatchObject({ id: me.topicId, title: 'Panik bozukluğu vakası' });
      expect(topic!.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
      expect(topic!.messages[0]!.text).toBe(CLINICAL_TEXT);
      expect(data.payments).toEqual([
        expect.objectContaining({ id: me.paymentId, amountKurus: 89_000, status: 'success' }),
      ]);
      expect(data.entitlements.trial).toMatchObject({ questionsInitial: 3, questionsRemaining: 2 });
      expect(data.entitlements.subscriptions).toEqual([
        expect.objectContaining({ planCode: 'BASIC', status: 'active' }),
      ]);
      expect(data.entitlements.access).toMatchObject({
        mode: 'subscription',
        historyPurgedAt: null,
      });
      expect(data.sessions.length).toBeGreaterThan(0);

      // Nothing of anyone else, and no secret of the caller.
      const body = res.body;
      expect(body).not.toContain('baskasi@example.com');
      expect(body).not.toContain('O.T. travma');
      expect(body).not.toContain(other.userId);
      const [user] = await ctx.database.db.select().from(users).where(eq(users.id, me.userId));
      expect(body).not.toContain(user!.passwordHash!);
      expect(body).not.toMatch(/scrypt\$/);
      const ownSessions = await ctx.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, me.userId));
      expect(ownSessions.length).toBeGreaterThan(0);
      for (const session of ownSessions) {
        expect(body).not.toContain(session.id);
        expect(body).not.toContain(session.tokenHash);
      }
      const codes = await ctx.database.db
        .select()
        .from(emailCodes)
        .where(eq(emailCodes.email, 'verilerim@example.com'));
      expect(codes.length).toBeGreaterThan(0);
      for (const code of codes) expect(body).not.toContain(code.codeHash);
      const keys = await storageKeysOf(ctx, me.applicationId);
      expect(keys).toHaveLength(1);
      for (const key of keys) expect(body).not.toContain(key);
      expect(body).not.toMatch(/passwordHash|tokenHash|codeHash|storageKey|ipHash/);
    });

    it('works for a signed-in user whose application is not approved', async () => {
      const { cookie } = await unapprovedUser(ctx.app, ctx.database.db, 'onaysiz@example.com');
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/account/export',
        headers: { cookie },
      });
      expect(res.statusCode, res.body).toBe(200);
      const data = dataExportSchema.parse(res.json());
      expect(data.application?.status).toBe('DRAFT');
      expect(data.workspaces).toEqual([]);
      expect(data.payments).toEqual([]);
      expect(data.entitlements).toMatchObject({
        trial: null,
        access: { mode: 'none', retentionUntil: null },
      });
    });
  });

  describe('POST /api/account/delete', () => {
    it('needs a session and a password', async () => {
      expect((await deleteAccount(undefined, { password: PASSWORD })).statusCode).toBe(401);
      const { cookie } = await approvedUser(ctx.app, ctx.database.db, 'sifresiz@example.com');
      const res = await deleteAccount(cookie, {});
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('invalid_body');
    });

    it('changes nothing when the password is wrong', async () => {
      const me = await fullAccount(ctx, 'yanlis-sifre@example.com');
      const before = await countRows(ctx, me.userId);
      const keys = await storageKeysOf(ctx, me.applicationId);
      const mailsBefore = (await outbox(ctx.app)).filter(
        (m) => m.to === 'yanlis-sifre@example.com',
      ).length;

      const res = await deleteAccount(me.cookie, { password: 'Yanlis-Sifre-2026' });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        ok: false,
        error: 'forbidden',
        message: 'Şifre hatalı. Hesabınız silinmedi.',
      });

      expect(await countRows(ctx, me.userId)).toEqual(before);
      expect(keys).toHaveLength(1);
      for (const key of keys) expect(await ctx.app.storage.size(key)).not.toBeNull();
      const me2 = await ctx.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { cookie: me.cookie },
      });
      expect(me2.statusCode).toBe(200);
      const [payment] = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, me.paymentId));
      expect(payment).toMatchObject({ userId: me.userId, email: 'yanlis-sifre@example.com' });
      expect(
        (await outbox(ctx.app)).filter((m) => m.to === 'yanlis-sifre@example.com').length,
      ).toBe(mailsBefore);
    });

    it('erases the account, its clinical content and files, anonymises payments, signs out and mails', async () => {
      const email = 'silinecek@example.com';
      const me = await fullAccount(ctx, email);
      const other = await fullAccount(ctx, 'kalacak@example.com');
      const otherBefore = await countRows(ctx, other.userId);
      const keys = await storageKeysOf(ctx, me.applicationId);
      expect(keys.length).toBe(1);
      expect(await ctx.app.storage.size(keys[0]!)).not.toBeNull();
      // A second device stays signed in until the erasure.
      const secondDevice = sessionCookie(await login(ctx.app, email, PASSWORD));

      const res = await deleteAccount(me.cookie, { password: PASSWORD });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ ok: true });
      const cleared = res.cookies.find((c) => c.name === 'pr_session');
      expect(cleared?.value).toBe('');

      // Rows: everything hanging off the user is gone.
      expect(await countRows(ctx, me.userId)).toEqual({
        users: 0,
        sessions: 0,
        applications: 0,
        workspaces: 0,
        topics: 0,
        messages: 0,
        subscriptions: 0,
        trials: 0,
        payments: 0,
      });
      expect(
        await ctx.database.db
          .select()
          .from(applications)
          .where(eq(sql`lower(${applications.email})`, email)),
      ).toEqual([]);
      expect(
        await ctx.database.db
          .select()
          .from(applicationFiles)
          .where(eq(applicationFiles.applicationId, me.applicationId)),
      ).toEqual([]);
      expect(
        await ctx.database.db.select().from(emailCodes).where(eq(emailCodes.email, email)),
      ).toEqual([]);
      // Files: removed from storage.
      expect(await ctx.app.storage.size(keys[0]!)).toBeNull();
      // Payments: kept for the books, nothing points to the person any more.
      const [payment] = await ctx.database.db
        .select()
        .from(payments)
        .where(eq(payments.id, me.paymentId));
      expect(payment).toMatchObject({ userId: null, email: null, amountKurus: 89_000 });
      // Sessions: both devices are signed out.
      for (const cookie of [me.cookie, secondDevice]) {
        const check = await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: { cookie },
        });
        expect(check.statusCode).toBe(401);
      }
      expect((await login(ctx.app, email, PASSWORD)).statusCode).toBe(401);
      // Mail: only the confirmation remains for the address.
      const mails = (await outbox(ctx.app)).filter((m) => m.to === email);
      expect(mails.map((m) => m.subject)).toEqual(['PsikoRehber hesabınız silindi']);
      expect(mails[0]!.text).toMatch(/anonim/);
      // Accountability without personal data.
      const audit = await ctx.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'account_erased'), eq(auditLog.entityId, me.userId)));
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toContain(email);
      // Somebody else's data is untouched.
      expect(await countRows(ctx, other.userId)).toEqual(otherBefore);
      const otherKeys = await storageKeysOf(ctx, other.applicationId);
      expect(otherKeys).toHaveLength(1);
      for (const key of otherKeys) expect(await ctx.app.storage.size(key)).not.toBeNull();
      // The address is free to apply again.
      await createDraft(ctx.app, email);
      // Neither the password nor the clinical text reached the logs.
      expect(ctx.logs()).not.toContain(PASSWORD);
      expect(ctx.logs()).not.toContain('panik atak');
    });

    it('refuses to erase the last admin, and erases an admin when another remains', async () => {
      const first = await adminCookie(ctx.app, ctx.database.db, 'tek-yonetici@example.com');
      const refused = await deleteAccount(first, { password: ADMIN_PASSWORD });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        'Son yönetici hesabı silinemez. Önce başka bir yönetici ekleyin.',
      );
      expect(
        await ctx.database.db
          .select()
          .from(users)
          .where(eq(users.email, 'tek-yonetici@example.com')),
      ).toHaveLength(1);

      await adminCookie(ctx.app, ctx.database.db, 'ikinci-yonetici@example.com');
      const erased = await deleteAccount(first, { password: ADMIN_PASSWORD });
      expect(erased.statusCode, erased.body).toBe(200);
      expect(
        await ctx.database.db
          .select()
          .from(users)
          .where(eq(users.email, 'tek-yonetici@example.com')),
      ).toHaveLength(0);
    });

    it('leaves no outbox row but the confirmation', async () => {
      const email = 'posta-temiz@example.com';
      const { cookie } = await approvedUser(ctx.app, ctx.database.db, email);
      expect(
        (await ctx.database.db.select().from(outboxMails).where(eq(outboxMails.to, email))).length,
      ).toBeGreaterThan(1);
      expect((await deleteAccount(cookie, { password: PASSWORD })).statusCode).toBe(200);
      const rows = await ctx.database.db
        .select()
        .from(outboxMails)
        .where(eq(outboxMails.to, email));
      expect(rows.map((r) => r.subject)).toEqual(['PsikoRehber hesabınız silindi']);
    });
  });
});
